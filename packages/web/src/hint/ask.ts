// Asking the bots' worker for a hint: the seat's view only, never the game state, with a
// bounded budget (HINT_BUDGET), so the strongest bot answers within a moment. The suggestion is
// shown as the table shows a selection (its hand cards picked, its targets lit), and "Play it"
// plays it. Loaded on the first hint (state.ts).

import type { GameState, View } from '@kaschlan/engine';
import { batch } from '@preact/signals';
import { handCardsOf } from '../state/intent';
import { aim, selected } from '../state/selection';
import { act, game } from '../state/store';
import { askAnalysis } from '../worker/client';
import { hint } from './shown';
import { countHint } from './used';

/** At most 600 ms of search, and no more iterations than `expert` spends on a move. */
export const HINT_BUDGET = { ms: 600, iterations: 60_000 } as const;

/** The search's seed for a turn: a hint asked again on the same turn is the same hint. */
export const hintSeed = (state: GameState, seat: number): number =>
  (state.actions.length * 7919 + seat * 104_729 + 17) >>> 0;

/** Ask for the hint of `view` (its viewer to act) in `state`; the answer lands in `hint`. */
export function askHint(state: GameState, view: View): void {
  if (view.viewer === 'spectator') return;
  const seat = view.viewer;
  const current = () => game.value === state && hint.value.phase === 'thinking';
  askAnalysis(
    { kind: 'advise', view, seed: hintSeed(state, seat), budget: HINT_BUDGET },
    (answer) => {
      if (!current()) return; // a move was made meanwhile: the hint is for a turn gone by
      if (answer.kind === 'advice') {
        countHint(state, seat);
        batch(() => {
          hint.value = { phase: 'ready', state, seat, advice: answer.advice };
          // Shown as a selection would be: the cards it plays picked, what they beat lit.
          aim.value = null;
          selected.value = new Set(handCardsOf(answer.advice.action));
        });
      } else if (answer.kind === 'failed')
        hint.value = { phase: 'failed', state, message: answer.error };
    },
  );
}

/** Play the hint shown ("Play it"). */
export function takeHint(): boolean {
  const h = hint.value;
  if (h.phase !== 'ready' || game.value !== h.state) return false;
  return act(h.advice.action);
}

/** Put the hint away (the player would rather think). */
export function dismissHint(): void {
  const h = hint.value;
  if (h.phase === 'idle') return;
  batch(() => {
    if (h.phase === 'ready') selected.value = new Set();
    hint.value = { phase: 'idle' };
  });
}
