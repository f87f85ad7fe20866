// Running a review in the bots' worker (worker/analysis.ts: reviewDealAsync), decision by
// decision: each answer updates the run, so the page can draw the chart as it fills and show
// a progress bar; the returned function cancels (the worker stops before its next decision).

import { askAnalysis, cancelAnalysis } from '../worker/client';
import type { WireDecision, WireReview } from '../worker/protocol';

/** The review's seed: the same record and seat give the same review (review.ts). */
export const REVIEW_SEED = 1;

export type ReviewRun =
  | {
      readonly phase: 'running';
      readonly done: number;
      readonly decisions: readonly WireDecision[];
    }
  | {
      readonly phase: 'done';
      readonly review: WireReview;
      readonly decisions: readonly WireDecision[];
    }
  | {
      readonly phase: 'stopped';
      readonly done: number;
      readonly decisions: readonly WireDecision[];
    }
  | {
      readonly phase: 'failed';
      readonly message: string;
      readonly decisions: readonly WireDecision[];
    };

export interface RunOptions {
  /** Search iterations per decision (default: the bots' REVIEW_ITERATIONS). */
  readonly iterations?: number;
}

/** Review `seat`'s play in `record`; `onChange` hears every step. Returns a cancel. */
export function runReview(
  record: unknown,
  seat: number,
  onChange: (run: ReviewRun) => void,
  options: RunOptions = {},
): () => void {
  let decisions: readonly WireDecision[] = [];
  let over = false;
  onChange({ phase: 'running', done: 0, decisions });
  const id = askAnalysis(
    {
      kind: 'review',
      record,
      seat,
      seed: REVIEW_SEED,
      ...(options.iterations === undefined ? {} : { iterations: options.iterations }),
    },
    (answer) => {
      if (over) return;
      switch (answer.kind) {
        case 'progress':
          decisions = [...decisions, answer.decision];
          onChange({ phase: 'running', done: answer.done, decisions });
          return;
        case 'review':
          over = true;
          onChange({ phase: 'done', review: answer.review, decisions: answer.review.decisions });
          return;
        case 'failed':
          over = true;
          onChange(
            answer.code === 'ABORTED'
              ? { phase: 'stopped', done: decisions.length, decisions }
              : { phase: 'failed', message: answer.error, decisions },
          );
          return;
        default:
          return;
      }
    },
  );
  return () => {
    if (!over) cancelAnalysis(id);
  };
}
