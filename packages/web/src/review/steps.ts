// Which steps of a deal are the reviewed seat's decisions: his turns with more than one legal
// action (the bots' review.ts reviews exactly those). The page knows them before the review
// comes back, for the progress bar and for stepping from decision to decision.

import { type GameState, legalActions, type Seat, toAct } from '@kaschlan/engine';

/** The steps (states[i], before action i) at which `seat` had a choice. */
export function decisionSteps(states: readonly GameState[], seat: Seat): number[] {
  return states.flatMap((state, i) =>
    i < states.length - 1 && toAct(state) === seat && legalActions(state).length > 1 ? [i] : [],
  );
}

/** The first of `steps` after `from`, if any. */
export const nextStep = (steps: readonly number[], from: number): number | undefined =>
  steps.find((s) => s > from);

/** The last of `steps` before `from`, if any. */
export const previousStep = (steps: readonly number[], from: number): number | undefined =>
  steps.findLast((s) => s < from);
