// Post-game review: every decision of one seat in a game record where it had a choice, with
// each legal action's loss chance as that seat could judge it (its view only: estimates.ts),
// the best action, and a mistake mark where the action played was clearly worse. One
// decision at a time (`reviewDecision`), so a Web Worker can report progress between them
// (`reviewDealAsync`); each decision has its own seed, so any order gives the same review.

import {
  type Action,
  loserOf,
  replayRecord,
  replaySteps,
  setupOf,
  toAct,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { type ActionEstimate, estimateOf, exactEstimates, searchEstimates } from './estimates';
import { ismctsSearch } from './ismcts';
import { EXPERT_OPTIONS } from './levels';
import { explainMove, type Reason } from './reasons';
import { BotRng } from './rng';

/**
 * Search iterations per decision by default: a whole 2-4 player deal reviews in about a
 * second on a 2-core machine (docs/BOTS.md, "Hints and review").
 */
export const REVIEW_ITERATIONS = 3000;
/** A mistake loses at least this much more often than the best action... */
export const MISTAKE_MARGIN = 0.1;
/** ...by at least this many standard errors of the difference (search estimates)... */
export const MISTAKE_Z = 2;
/** ...and both actions were tried at least this often. */
export const MISTAKE_MIN_VISITS = 5;

export interface ReviewOptions {
  /** Search iterations per decision (default REVIEW_ITERATIONS; at least 2 per action). */
  readonly iterations?: number;
  /** Seeds every decision's search (default 1). */
  readonly seed?: number;
  /** The mistake margin (default MISTAKE_MARGIN). */
  readonly margin?: number;
  /** Node cap of each action's exact endgame solve (default 200,000). */
  readonly exactNodes?: number;
}

/** A decision of the reviewed seat: the action at `index` of the record. */
export interface DecisionPoint {
  readonly index: number;
  /** What the seat saw (viewFor) before acting: more than one legal action. */
  readonly view: View;
  readonly played: Action;
}

export interface ReviewedDecision extends DecisionPoint {
  /** Every legal action's loss chance, in the order of `view.legal`. */
  readonly estimates: readonly ActionEstimate[];
  /** The exact endgame's values (two players in, no unseen card in the talon), not the search's. */
  readonly exact: boolean;
  /** The action with the lowest loss chance (the action played when it is among them). */
  readonly best: Action;
  readonly playedLoss: number;
  readonly bestLoss: number;
  /** The action played was clearly worse than the best (see MISTAKE_*). */
  readonly mistake: boolean;
  /** The facts that speak for the best action (reasons.ts). */
  readonly bestReason: readonly Reason[];
}

export interface DealReview {
  readonly seat: number;
  readonly decisions: readonly ReviewedDecision[];
  /** For plotting over the deal: per decision, the loss chance of the played and best. */
  readonly series: readonly { index: number; played: number; best: number }[];
  readonly mistakes: number;
  /** The deal's Kaschlan (R6.2); null while unfinished or drawn (R6.7). */
  readonly loser: number | null;
}

export interface ReviewError {
  /** The engine's replay codes (MALFORMED_RECORD, ...), INVALID_SEAT or ABORTED. */
  readonly code: string;
  readonly message: string;
  /** The record's action that was refused, if any. */
  readonly index: number | null;
}

export type ReviewResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ReviewError };

/**
 * The decisions of `seat` in a record (untrusted JSON, read with the engine's
 * replayRecord): every turn of his with more than one legal action. An unfinished game
 * gives the decisions so far.
 */
export function decisionPoints(
  record: unknown,
  seat: number,
): ReviewResult<{ points: DecisionPoint[]; loser: number | null }> {
  const full = replayRecord(record);
  if (!full.ok) return { ok: false, error: full.error };
  const players = full.state.players;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players)
    return {
      ok: false,
      error: {
        code: 'INVALID_SEAT',
        message: `the seat to review is 0 to ${players - 1}`,
        index: null,
      },
    };
  // The record replayed already: replaying its deal again cannot fail.
  const steps = replaySteps(setupOf(full.state), full.state.actions);
  if (!steps.ok) throw new Error(steps.error.message);
  const points: DecisionPoint[] = [];
  full.state.actions.forEach((played, index) => {
    const state = steps.states[index]!;
    if (toAct(state) !== seat) return;
    const view = viewFor(state, seat);
    if (view.legal.length > 1) points.push({ index, view, played });
  });
  return { ok: true, value: { points, loser: loserOf(full.state) } };
}

/** Review one decision: fair (the seat's view only) and reproducible (its own seed). */
export function reviewDecision(
  point: DecisionPoint,
  options: ReviewOptions = {},
): ReviewedDecision {
  const { view, played } = point;
  let estimates = exactEstimates(view, {
    ...(options.exactNodes === undefined ? {} : { maxNodes: options.exactNodes }),
  });
  let best: ActionEstimate | undefined;
  if (estimates !== null) {
    // The lowest loss; the action played when it is among the lowest (so also below).
    const low = Math.min(...estimates.map((e) => e.lossChance));
    best = estimateOf(estimates, played);
    if (best === undefined || best.lossChance > low)
      best = estimates.find((e) => e.lossChance === low);
  } else {
    const iterations = Math.max(
      options.iterations ?? REVIEW_ITERATIONS,
      2 * view.legal.length, // at least two playouts per action
    );
    const rng = new BotRng(decisionSeed(options.seed ?? 1, point.index));
    // Even root visits: every action gets a search of its own (ismcts.ts, evenRoot).
    const search = ismctsSearch(view, { iterations }, rng, () => 0, {
      ...EXPERT_OPTIONS,
      evenRoot: true,
    });
    estimates = searchEstimates(view, search);
    best = estimateOf(estimates, played);
    for (const e of estimates) if (best === undefined || e.lossChance < best.lossChance) best = e;
  }
  const mine = estimateOf(estimates, played);
  if (best === undefined || mine === undefined) throw new Error('an action was not estimated');
  const exact = best.exact;
  return {
    ...point,
    estimates,
    exact,
    best: best.action,
    playedLoss: mine.lossChance,
    bestLoss: best.lossChance,
    mistake: isMistake(mine, best, options.margin ?? MISTAKE_MARGIN),
    bestReason: explainMove(view, best.action, {
      solved: exact ? 1 - best.lossChance : null,
      estimate: exact ? null : best,
    }),
  };
}

/**
 * Whether `played` is clearly worse than `best`: it loses at least `margin` more often, and
 * for search estimates that gap is at least MISTAKE_Z standard errors (each loss chance
 * taken as a binomial proportion over its visits, with one win and one loss added so that
 * a few visits never look certain), both actions having MISTAKE_MIN_VISITS visits.
 */
export function isMistake(played: ActionEstimate, best: ActionEstimate, margin: number): boolean {
  const gap = played.lossChance - best.lossChance;
  if (gap < margin) return false;
  if (played.exact && best.exact) return true;
  if (played.visits < MISTAKE_MIN_VISITS || best.visits < MISTAKE_MIN_VISITS) return false;
  const variance = (e: ActionEstimate) => {
    const p = (e.lossChance * e.visits + 1) / (e.visits + 2);
    return (p * (1 - p)) / e.visits;
  };
  return gap >= MISTAKE_Z * Math.sqrt(variance(played) + variance(best));
}

/** The review of a deal from its reviewed decisions (in deal order). */
export function dealReview(
  seat: number,
  decisions: readonly ReviewedDecision[],
  loser: number | null,
): DealReview {
  return {
    seat,
    decisions,
    series: decisions.map((d) => ({ index: d.index, played: d.playedLoss, best: d.bestLoss })),
    mistakes: decisions.filter((d) => d.mistake).length,
    loser,
  };
}

/** Review every decision of `seat` in a record, all at once. */
export function reviewDeal(
  record: unknown,
  seat: number,
  options: ReviewOptions = {},
): ReviewResult<DealReview> {
  const found = decisionPoints(record, seat);
  if (!found.ok) return found;
  const decisions = found.value.points.map((p) => reviewDecision(p, options));
  return { ok: true, value: dealReview(seat, decisions, found.value.loser) };
}

export interface AsyncReviewOptions extends ReviewOptions {
  /** Called after each decision (e.g. a Web Worker posting progress). */
  readonly onProgress?: (done: number, total: number, decision: ReviewedDecision) => void;
  /** Stops between decisions (the result is then an ABORTED error). */
  readonly signal?: AbortSignal;
  /** Waits between decisions, so messages get through (default: a zero timeout). */
  readonly pause?: () => Promise<void>;
}

/** `reviewDeal`, yielding between decisions and reporting progress. */
export async function reviewDealAsync(
  record: unknown,
  seat: number,
  options: AsyncReviewOptions = {},
): Promise<ReviewResult<DealReview>> {
  const found = decisionPoints(record, seat);
  if (!found.ok) return found;
  const { points, loser } = found.value;
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const decisions: ReviewedDecision[] = [];
  for (const point of points) {
    await pause();
    if (options.signal?.aborted)
      return {
        ok: false,
        error: { code: 'ABORTED', message: 'the review was stopped', index: point.index },
      };
    const d = reviewDecision(point, options);
    decisions.push(d);
    options.onProgress?.(decisions.length, points.length, d);
  }
  return { ok: true, value: dealReview(seat, decisions, loser) };
}

/** A decision's own seed: the review's seed mixed with the action's index. */
function decisionSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}
