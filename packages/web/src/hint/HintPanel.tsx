// The hint under the prompt: the move the strongest bot would make, in words and cards, the
// facts that speak for it (the bots' reasons, rule numbers linked to the rules page), and
// "Play it". Loaded with the first hint (state.ts).

import { RuleText } from '../learn/rule-link';
import { settings, view } from '../state/store';
import { CardChip } from '../table/CardChip';
import { dismissHint, takeHint } from './ask';
import { actionParts, reasonSentence } from './format';
import { hint } from './state';
import '../styles/review.css';

export function HintPanel() {
  const h = hint.value;
  const v = view.value;
  if (h.phase === 'idle' || !v) return null;
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  if (h.phase === 'thinking')
    return (
      <div class="hint-panel" data-hint="thinking" role="status">
        <span class="hint-spinner" aria-hidden="true" />
        The expert bot is thinking…
      </div>
    );
  if (h.phase === 'failed')
    return (
      <div class="hint-panel" data-hint="failed" role="status">
        No hint this time: {h.message}
        <button
          type="button"
          class="btn small ghost"
          data-action="dismiss-hint"
          onClick={dismissHint}
        >
          OK
        </button>
      </div>
    );
  const { action, reasons } = h.advice;
  return (
    <div class="hint-panel" data-hint="ready" role="status">
      <div class="hint-text">
        <p class="hint-move" data-hint-move>
          <span class="hint-label">Hint:</span>{' '}
          {actionParts(action, v.bout.phase).map((p, i) =>
            typeof p === 'string' ? p : <CardChip key={i} card={p.card} style={style} />,
          )}
        </p>
        {reasons.length > 0 && (
          <ul class="hint-why" data-hint-why>
            {reasons.map((r) => (
              <li key={r}>
                <RuleText text={reasonSentence(r)} />
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
          Play it
        </button>
        <button
          type="button"
          class="btn small ghost"
          data-action="dismiss-hint"
          aria-label="Put the hint away"
          title="Put the hint away"
          onClick={dismissHint}
        >
          ×
        </button>
      </div>
    </div>
  );
}
