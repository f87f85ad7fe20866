// Messages between the page and the bots' worker. A request carries one seat's view and
// nothing else of the game: the worker never sees the state, so a bot cannot peek (the
// bots package's fairness, kept across the thread boundary).

import type { Reason } from '@kaschlan/bots';
import type { Action, View } from '@kaschlan/engine';

export interface BotAsk {
  /** A bot's move (the default; the other kinds are the AnalysisAsk below). */
  readonly kind?: 'move';
  readonly id: number;
  /** A level of the bots package (levels.ts). */
  readonly level: string;
  /** The bot seat's own view; its `legal` list is what the bot may choose from. */
  readonly view: View;
  /** Seeds the bot's randomness for this decision. */
  readonly seed: number;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly action: Action; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };

// ---------------------------------------------------------------- hints and review

// Hints and the post-game review (the bots' advice.ts and review.ts) run in the same worker,
// their code loaded there on first use (analysis.ts). A hint is asked with one seat's view;
// a review with a finished deal's record, which hides nothing any more.

/** Per legal action, the chance of being the Kaschlan after it (a draw counts 1/2). */
export interface WireEstimate {
  readonly action: Action;
  readonly lossChance: number;
  /** Simulated deals through it (0 when solved exactly). */
  readonly visits: number;
  /** Solved exactly (the endgame), not estimated. */
  readonly exact: boolean;
}

/** What the strongest bot would play, and why in words (the bots' reasonText). */
export interface WireAdvice {
  readonly action: Action;
  readonly reasons: readonly string[];
  /** The same reasons, structured (for a translation: the bots' reasons.ts). */
  readonly why: readonly Reason[];
  /** Absent for a forced move, or when the endgame solve hit its cap. */
  readonly estimates?: readonly WireEstimate[];
  readonly ms: number;
}

/** One reviewed decision (the bots' ReviewedDecision without its view, reasons in words). */
export interface WireDecision {
  /** The record's action index: the decision was taken in the state after `index` actions. */
  readonly index: number;
  readonly played: Action;
  readonly best: Action;
  /** In the order of the view's legal list. */
  readonly estimates: readonly WireEstimate[];
  readonly exact: boolean;
  readonly playedLoss: number;
  readonly bestLoss: number;
  readonly mistake: boolean;
  /** Why the best action, in words... */
  readonly reasons: readonly string[];
  /** ...and structured (for a translation: the bots' reasons.ts). */
  readonly why: readonly Reason[];
}

export interface WireReview {
  readonly seat: number;
  readonly decisions: readonly WireDecision[];
  readonly mistakes: number;
  /** The deal's Kaschlan; null while unfinished or drawn. */
  readonly loser: number | null;
}

export interface AdviseAsk {
  readonly kind: 'advise';
  readonly id: number;
  /** The asking seat's own view, on its turn: nothing else of the game. */
  readonly view: View;
  readonly seed: number;
  readonly budget: { readonly ms?: number; readonly iterations?: number };
}

export interface ReviewAsk {
  readonly kind: 'review';
  readonly id: number;
  /** A game record (unchecked JSON: the worker reads it with the engine's replayRecord). */
  readonly record: unknown;
  readonly seat: number;
  readonly seed: number;
  /** Search iterations per decision (default: the bots' REVIEW_ITERATIONS). */
  readonly iterations?: number;
}

/** Stop the review asked as `id` (between two decisions). */
export interface CancelAsk {
  readonly kind: 'cancel';
  readonly id: number;
}

export type AnalysisAsk = AdviseAsk | ReviewAsk | CancelAsk;

export type AnalysisAnswer =
  | { readonly id: number; readonly kind: 'advice'; readonly advice: WireAdvice }
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly done: number;
      readonly total: number;
      readonly decision: WireDecision;
    }
  | { readonly id: number; readonly kind: 'review'; readonly review: WireReview }
  /** `code`: the engine's record codes, INVALID_SEAT, ABORTED, or FAILED (a bug). */
  | { readonly id: number; readonly kind: 'failed'; readonly code: string; readonly error: string };
