// The prompt and the buttons under the table. Each button stands for an action in the legal
// list (or the selection's one), so what is offered is exactly what is allowed.

import type { Action, Card, View } from '@kaschlan/engine';
import { shortName } from '../cards/names';
import { HintButton, HintSlot } from '../hint/HintButton';
import { passIn, takeIn } from '../state/intent';
import { promptFor } from '../state/prompt';
import { clear, selected, selectionAction } from '../state/selection';
import {
  act,
  canDealNext,
  canShowResults,
  nameOf,
  nextDeal,
  settings,
  showResults,
  tableNotice,
} from '../state/store';

/** What the main button says for the selection's action. */
function playLabel(
  action: Action | null,
  picked: readonly Card[],
  name: (c: Card) => string,
): string {
  if (!action) return picked.length === 0 ? 'Pick cards' : 'Play';
  switch (action.type) {
    case 'lead':
      return `Lead ${action.cards.map(name).join(' ')}`;
    case 'coachman':
      return `Add coachman ${name(action.card)}`;
    case 'selfAttack':
      return `Self-attack ${name(action.card)} → ${name(action.with)}`;
    default:
      return 'Play';
  }
}

/** What the pass button is called in each phase (R3.2 stop, R3.3 pass, R4.4 end the bout). */
const passLabel = (view: View): string =>
  view.bout.phase === 'attack' ? 'Stop' : view.bout.phase === 'reinforce' ? 'Pass' : 'End the bout';

export function ActionBar(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const prompt = promptFor(view, nameOf, face);
  const legal = view.legal;
  const pass = passIn(legal);
  const take = takeIn(legal);
  const action = selectionAction.value;
  const picked = [...selected.value];
  const untargeted = legal.some(
    (a) => a.type === 'lead' || a.type === 'coachman' || a.type === 'selfAttack',
  );
  return (
    <div
      class={`action-bar${prompt.mine ? ' mine' : ''}`}
      data-turn={prompt.mine ? 'mine' : 'wait'}
    >
      <p class="prompt" aria-live="polite" data-prompt>
        {!prompt.mine && !view.over && <span class="wait-dot" aria-hidden="true" />}
        {prompt.text}
      </p>
      {tableNotice.value && (
        <p class="notice" role="alert">
          {tableNotice.value}
        </p>
      )}
      {view.over && (canShowResults.value || canDealNext.value) && (
        <div class="actions">
          {canShowResults.value && (
            <button type="button" class="btn" data-action="results" onClick={showResults}>
              Results
            </button>
          )}
          {canDealNext.value && (
            <button type="button" class="btn primary" data-action="next-deal" onClick={nextDeal}>
              Next deal
            </button>
          )}
        </div>
      )}
      {prompt.mine && (
        <div class="actions">
          {untargeted && (
            <button
              type="button"
              class="btn primary"
              data-action="play"
              disabled={!action}
              onClick={() => action && act(action)}
              title="Enter"
            >
              {playLabel(action, picked, (c) => shortName(c, face))}
            </button>
          )}
          {picked.length > 0 && (
            <button type="button" class="btn ghost" data-action="clear" onClick={clear} title="Esc">
              Clear
            </button>
          )}
          {pass && (
            <button
              type="button"
              class="btn"
              data-action="pass"
              onClick={() => act(pass)}
              title="P"
            >
              {passLabel(view)} <kbd>P</kbd>
            </button>
          )}
          {take && (
            <button
              type="button"
              class="btn warn"
              data-action="take"
              onClick={() => act(take)}
              title="T"
            >
              Take the cards <kbd>T</kbd>
            </button>
          )}
          <HintButton />
        </div>
      )}
      {prompt.mine && <HintSlot />}
    </div>
  );
}
