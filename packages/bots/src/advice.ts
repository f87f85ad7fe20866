// Hints: what the strongest bot would play in a seat's view, with the facts that speak for
// it (reasons.ts) and each legal action's loss chance (estimates.ts). The move is exactly
// the one `expert` (or `hard`) plays with the same budget and seed: one decision flow
// (ismcts.ts, decideMove) for both.

import type { Action, View } from '@kaschlan/engine';
import type { BotBudget } from './bot';
import { type ActionEstimate, estimateOf, exactEstimates, searchEstimates } from './estimates';
import { decideMove } from './ismcts';
import { EXPERT_OPTIONS, HARD_OPTIONS } from './levels';
import { explainMove, type Reason } from './reasons';
import type { BotRng } from './rng';

export type SearchLevel = 'hard' | 'expert';

export interface AdviceOptions {
  /** The search's budget (iterations for reproducible hints, ms as a cap). */
  readonly budget: BotBudget;
  /** The search's seeded randomness. */
  readonly rng: BotRng;
  /** Whose settings to search with (default `expert`, the strongest). */
  readonly level?: SearchLevel;
  /** The clock, for time budgets (defaults to performance.now). */
  readonly now?: () => number;
  /** Node cap of each action's exact endgame solve, for the estimates (default 200,000). */
  readonly exactNodes?: number;
}

export interface Advice {
  /** One of `view.legal`: what the bot plays. */
  readonly action: Action;
  /** Facts that speak for it, most telling first (never empty). */
  readonly reason: readonly Reason[];
  /**
   * Per legal action, the chance of being the Kaschlan: the search's statistics, or the
   * exact endgame when it decided the move. Absent for a forced move, or when a solve hit
   * its cap.
   */
  readonly estimates?: readonly ActionEstimate[];
}

export const LEVEL_OPTIONS = { hard: HARD_OPTIONS, expert: EXPERT_OPTIONS } as const;

/**
 * The move the strongest bot would make in `view` (its viewer to act; throws otherwise, a
 * caller bug), and why. Deterministic for a given rng seed and an iteration budget.
 */
export function adviseMove(view: View, options: AdviceOptions): Advice {
  const now = options.now ?? (() => performance.now());
  const t0 = now();
  const decision = decideMove(
    { view, budget: options.budget, rng: options.rng, now },
    LEVEL_OPTIONS[options.level ?? 'expert'],
  );
  let estimates: readonly ActionEstimate[] | null = null;
  if (decision.search !== null) estimates = searchEstimates(view, decision.search);
  else if (decision.solved !== null)
    estimates = exactEstimates(view, {
      now,
      ...(options.exactNodes === undefined ? {} : { maxNodes: options.exactNodes }),
      ...(options.budget.ms === undefined ? {} : { deadline: t0 + options.budget.ms }),
    });
  const own = estimates === null ? undefined : estimateOf(estimates, decision.action);
  const reason = explainMove(view, decision.action, {
    solved: decision.solved,
    estimate: own === undefined || own.exact ? null : own,
  });
  return { action: decision.action, reason, ...(estimates === null ? {} : { estimates }) };
}
