// The page's language and the cards' faces side by side, applied at once: what a newcomer
// may want to change first, so the welcome and the menu put them at the top, where a phone
// user looks (the new-game form has its own, for the next deal).

import type { Face } from '../cards/suits';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { updateLook } from '../state/store';
import { LanguageSelect } from './LanguageSelect';
import { Segmented } from './Segmented';

/** `name`: the face radios' group name, unique on the page; `mark`: as LanguageSelect's. */
export function LookPick(props: { name: string; mark: 'data-action' | 'data-field' }) {
  const s = settings.value;
  return (
    <div class="look-pick">
      <LanguageSelect class="field" mark={props.mark} />
      <div class="field">
        {t('table.new.face')}
        <Segmented<Face>
          name={props.name}
          legend={t('table.new.face')}
          value={s.face}
          options={['french', 'german']}
          label={(f) => t(f === 'french' ? 'table.new.french' : 'table.new.german')}
          onChange={(face) => updateLook({ ...settings.value, face })}
        />
      </div>
    </div>
  );
}
