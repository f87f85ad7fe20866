// The endgame one draw earlier: two players in (R6.1, R6.2) and the talon holding one unseen
// card above the face-up trump card (R2.2). The viewer then knows every card but one fact:
// which of the cards he cannot place lies in the talon (the other player holds the rest).
// Each choice is a world of perfect information, solved exactly (endgame.ts); an action's
// value is its mean over the worlds, all equally likely (every deck is, R2.4, and each
// world has the other hand's size fixed). This is perfect-information Monte Carlo with
// every world enumerated: it treats both players as if they knew the talon card, which
// only matters until the next draw (after it, the viewer knows every card again).

import type { Action, View } from '@kaschlan/engine';
import { hiddenInfo, worldFromView } from '@kaschlan/engine';
import { type EndgameOptions, solveValues, twoInToAct } from './endgame';
import { codeOfAction } from './estimates';
import { codeScore } from './policy';

/** Whether the two-card endgame applies: as endgameApplies, with one unseen talon card. */
export function pimcApplies(view: View): boolean {
  return twoInToAct(view) && view.legal.length > 1 && view.talon === 2 && view.trumpCard !== null;
}

export interface PimcResult {
  /** The action of best mean value (ties: the heuristic's favourite). */
  readonly action: Action;
  /** Its mean value for the viewer: 1 not the Kaschlan, 0.5 drawn (R6.7), 0 the Kaschlan. */
  readonly value: number;
  /** How many worlds were solved (one per card that may lie in the talon). */
  readonly worlds: number;
}

/** Solve every world of a two-card endgame view; null when it does not apply or a cap is hit. */
export function solvePimc(view: View, options: EndgameOptions = {}): PimcResult | null {
  if (!pimcApplies(view)) return null;
  const viewer = view.viewer as number;
  const info = hiddenInfo(view);
  if (info.talonSlots !== 1) return null;
  const other = info.handSlots.findIndex((m) => m > 0);
  const codes = view.legal.map(codeOfAction);
  const sums = new Array<number>(codes.length).fill(0);
  let first = null;
  for (const card of info.unknown) {
    const hands = info.handSlots.map((_, s) =>
      s === other ? info.unknown.filter((c) => c !== card) : [],
    );
    const world = worldFromView(view, { hands, talon: [card] });
    first ??= world;
    const values = solveValues(world, viewer, codes, options);
    if (values === null) return null;
    for (let i = 0; i < codes.length; i++) sums[i]! += values[i]!;
  }
  if (first === null) return null;
  // The heuristic's scores break ties (they only read what the view shows, so any world
  // gives the same).
  let best = 0;
  let bestScore = codeScore(first, codes[0]!);
  for (let i = 1; i < codes.length; i++) {
    const score = codeScore(first, codes[i]!);
    if (sums[i]! > sums[best]! || (sums[i] === sums[best] && score > bestScore)) {
      best = i;
      bestScore = score;
    }
  }
  const worlds = info.unknown.length;
  return { action: view.legal[best]!, value: sums[best]! / (2 * worlds), worlds };
}
