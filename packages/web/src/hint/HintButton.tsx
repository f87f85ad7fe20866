// The Hint button on the offline table, and the place under the prompt where the hint shows
// (its panel is loaded with the first hint). The table imports this; it stays small.

import { t } from '../i18n';
import { hint } from './shown';
import { canHint, HintPanel, requestHint } from './state';

export function HintButton() {
  if (!canHint.value) return null;
  const thinking = hint.value.phase === 'thinking';
  return (
    <button
      type="button"
      class="btn hint-button"
      data-action="hint"
      aria-busy={thinking}
      disabled={thinking}
      onClick={requestHint}
      title={t('review.hint.title')}
    >
      {t('review.hint.button')} <kbd style={{ fontFamily: 'ui-monospace, monospace' }}>I</kbd>
    </button>
  );
}

export function HintSlot() {
  const Panel = HintPanel.value;
  const h = hint.value;
  if (h.phase === 'idle' || !canHint.value) return null;
  if (Panel) return <Panel />;
  // The panel's own chunk did not load.
  return h.phase === 'failed' ? <p class="notice">{t('review.hint.failed')(h.message)}</p> : null;
}
