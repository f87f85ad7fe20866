// The page's language, for the menu and the new-game dialog: each language named in itself,
// and a choice switches the page at once (and is remembered, i18n/index.ts).

import { LANGS, type Lang, lang, setLang, t } from '../i18n';

/** Each language's name in itself (the same in every catalog). */
const NATIVE: Record<Lang, string> = {
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
  pl: 'Polski',
};

/** `mark`: the select's data attribute (each place's own, which the tests find it by). */
export function LanguageSelect(props: { class?: string; mark: 'data-action' | 'data-field' }) {
  return (
    <label class={props.class}>
      {t('menu.language') as string}{' '}
      <select
        {...{ [props.mark]: 'language' }}
        value={lang.value}
        onChange={(e) => void setLang(e.currentTarget.value as Lang)}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {NATIVE[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
