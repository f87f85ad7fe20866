// Per-action loss chances for a seat's view: what the hints (advice.ts) and the post-game
// review (review.ts) show. Two sources, both fair (they start from the view alone):
// - the search (ismcts.ts): an action's loss chance is the share of its playouts, over
//   worlds consistent with the view, in which the seat was the Kaschlan (R6.2), a drawn
//   deal (R6.7) counting 1/2, i.e. 1 - its mean reward without the going-out bonus;
// - the exact endgame (endgame.ts): once two players are in and no unseen card is left in
//   the talon, the seat knows every card, and each action's value under best play of both is 0 (he is
//   not the Kaschlan), 1/2 (drawn) or 1 (he is).

import type { Action, View } from '@kaschlan/engine';
import { codeOf, isParseProblem, parseAction } from '@kaschlan/engine/fast';
import { endgameApplies, endgameWorld, solveValues } from './endgame';
import type { SearchResult } from './ismcts';

export interface ActionEstimate {
  /** One of `view.legal`. */
  readonly action: Action;
  /** The chance of being the Kaschlan after this action, in [0, 1] (a draw counts 1/2). */
  readonly lossChance: number;
  /** Playouts through this action (0 when exact). */
  readonly visits: number;
  /** Solved exactly (the endgame), not estimated. */
  readonly exact: boolean;
}

/** The packed code of a legal action (the search's tree and the solver use codes). */
export function codeOfAction(action: Action): number {
  const parsed = parseAction(action);
  if (isParseProblem(parsed)) throw new Error(`not an action: ${JSON.stringify(action)}`);
  return codeOf(parsed);
}

/**
 * The search's statistics per legal action, in the order of `view.legal`. Actions the
 * search never tried (only under a time cap that stopped it before every root action had
 * its first playout) are left out.
 */
export function searchEstimates(view: View, search: SearchResult): ActionEstimate[] {
  const byCode = new Map(search.stats.map((s) => [s.code, s]));
  const out: ActionEstimate[] = [];
  for (const action of view.legal) {
    const s = byCode.get(codeOfAction(action));
    if (s === undefined || s.visits === 0) continue;
    out.push({ action, lossChance: clamp01(s.loss), visits: s.visits, exact: false });
  }
  return out;
}

export interface ExactOptions {
  /** Node cap per action (default 200,000; the actions' solves share one table). */
  readonly maxNodes?: number;
  /** Give up once `now()` passes this time. */
  readonly deadline?: number;
  readonly now?: () => number;
}

/**
 * Every legal action's exact value, when the endgame applies (endgameApplies: two players
 * in, R6.1, R6.2, and no unseen card left in the talon) and every solve finishes within its
 * caps; else null.
 */
export function exactEstimates(view: View, options: ExactOptions = {}): ActionEstimate[] | null {
  if (!endgameApplies(view)) return null;
  const viewer = view.viewer as number;
  const world = endgameWorld(view);
  const solveOptions = {
    maxNodes: (options.maxNodes ?? 200_000) * view.legal.length,
    ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    ...(options.now === undefined ? {} : { now: options.now }),
  };
  const values = solveValues(world, viewer, view.legal.map(codeOfAction), solveOptions);
  if (values === null) return null;
  // 2 not the Kaschlan, 1 drawn, 0 the Kaschlan (endgame.ts).
  return view.legal.map((action, i) => ({
    action,
    lossChance: 1 - values[i]! / 2,
    visits: 0,
    exact: true,
  }));
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** The estimate of `action` in a list (matched by code: the public form may vary). */
export function estimateOf(
  estimates: readonly ActionEstimate[],
  action: Action,
): ActionEstimate | undefined {
  const code = codeOfAction(action);
  return estimates.find((e) => codeOfAction(e.action) === code);
}
