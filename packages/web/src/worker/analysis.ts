// The worker's side of hints and the post-game review, loaded there on the first such request
// (bot-worker.ts), so the worker's first chunk stays what the bots' moves need: the bots'
// advice (adviseMove) on the asking seat's view, and reviewDealAsync on a finished deal's
// record, reporting each decision as it is reviewed and stopping when cancelled.

import {
  type ActionEstimate,
  adviseMove,
  BotRng,
  type ReviewedDecision,
  reasonText,
  reviewDealAsync,
} from '@kaschlan/bots';
import type { AnalysisAnswer, AnalysisAsk, WireDecision, WireEstimate } from './protocol';

/** Reviews under way, by request id, so a cancel can stop them. */
const running = new Map<number, AbortController>();

const wireEstimates = (estimates: readonly ActionEstimate[]): WireEstimate[] =>
  estimates.map((e) => ({
    action: e.action,
    lossChance: e.lossChance,
    visits: e.visits,
    exact: e.exact,
  }));

/** A reviewed decision for the page: no view (the page has the record), reasons in words. */
function wireDecision(d: ReviewedDecision): WireDecision {
  return {
    index: d.index,
    played: d.played,
    best: d.best,
    estimates: wireEstimates(d.estimates),
    exact: d.exact,
    playedLoss: d.playedLoss,
    bestLoss: d.bestLoss,
    mistake: d.mistake,
    reasons: d.bestReason.map(reasonText),
    why: d.bestReason,
  };
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Answer one hint, review or cancel request; `post` sends to the page. */
export function handle(ask: AnalysisAsk, post: (answer: AnalysisAnswer) => void): void {
  const { id } = ask;
  switch (ask.kind) {
    case 'advise': {
      const t0 = performance.now();
      try {
        const advice = adviseMove(ask.view, { budget: ask.budget, rng: new BotRng(ask.seed) });
        post({
          id,
          kind: 'advice',
          advice: {
            action: advice.action,
            reasons: advice.reason.map(reasonText),
            why: advice.reason,
            ...(advice.estimates ? { estimates: wireEstimates(advice.estimates) } : {}),
            ms: performance.now() - t0,
          },
        });
      } catch (error) {
        post({ id, kind: 'failed', code: 'FAILED', error: message(error) });
      }
      return;
    }
    case 'review': {
      const controller = new AbortController();
      running.set(id, controller);
      reviewDealAsync(ask.record, ask.seat, {
        seed: ask.seed,
        ...(ask.iterations === undefined ? {} : { iterations: ask.iterations }),
        signal: controller.signal,
        onProgress: (done, total, decision) =>
          post({ id, kind: 'progress', done, total, decision: wireDecision(decision) }),
      })
        .then(
          (result) => {
            if (result.ok) {
              const { seat, decisions, mistakes, loser } = result.value;
              post({
                id,
                kind: 'review',
                review: { seat, decisions: decisions.map(wireDecision), mistakes, loser },
              });
            } else
              post({ id, kind: 'failed', code: result.error.code, error: result.error.message });
          },
          (error: unknown) => post({ id, kind: 'failed', code: 'FAILED', error: message(error) }),
        )
        .finally(() => running.delete(id));
      return;
    }
    case 'cancel':
      running.get(id)?.abort();
      return;
  }
}
