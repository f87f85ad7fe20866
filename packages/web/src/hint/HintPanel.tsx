// The hint under the prompt: the move the strongest bot would make, in words and cards, the
// facts that speak for it (the bots' reasons in the page's language, rule numbers linked to
// the rules page), and "Play it". Loaded with the first hint (state.ts).

import { t } from '../i18n';
import { view } from '../state/store';
import { dismissHint, takeHint } from './ask';
import { actionParts } from './format';
import { Parts } from './Parts';
import { reasonKey, reasonParts } from './reasons';
import { hint } from './shown';
import '../styles/review.css';

export function HintPanel() {
  const h = hint.value;
  const v = view.value;
  if (h.phase === 'idle' || !v) return null;
  if (h.phase === 'thinking')
    return (
      <div class="hint-panel" data-hint="thinking" role="status">
        <span class="hint-spinner" aria-hidden="true" />
        {t('review.hint.thinking')}
      </div>
    );
  if (h.phase === 'failed')
    return (
      <div class="hint-panel" data-hint="failed" role="status">
        {t('review.hint.failed')(h.message)}
        <button
          type="button"
          class="btn small ghost"
          data-action="dismiss-hint"
          onClick={dismissHint}
        >
          {t('review.hint.ok')}
        </button>
      </div>
    );
  const { action, why } = h.advice;
  const dismiss = t('review.hint.dismiss');
  return (
    <div class="hint-panel" data-hint="ready" role="status">
      <div class="hint-text">
        <p class="hint-move" data-hint-move>
          <span class="hint-label">{t('review.hint.label')}</span>{' '}
          <Parts parts={actionParts(action, v.bout.phase)} />
        </p>
        {why.length > 0 && (
          <ul class="hint-why" data-hint-why>
            {why.map((r) => (
              <li key={reasonKey(r)}>
                <Parts parts={reasonParts(r)} rules />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div class="hint-buttons">
        <button
          type="button"
          class="btn small primary"
          data-action="take-hint"
          onClick={() => takeHint()}
        >
          {t('review.hint.play')}
        </button>
        <button
          type="button"
          class="btn small ghost"
          data-action="dismiss-hint"
          aria-label={dismiss}
          title={dismiss}
          onClick={dismissHint}
        >
          ×
        </button>
      </div>
    </div>
  );
}
