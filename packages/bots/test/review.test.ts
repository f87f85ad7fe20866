// The post-game review (review.ts): each decision of one seat with its actions' loss
// chances, judged from that seat's view only, and the moves that were clearly worse than
// the best. Budgets are iterations, so every review reproduces.

import {
  type Action,
  type GameRecord,
  type GameState,
  isOver,
  toAct,
  toRecord,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { beat, lead, play, position, take } from '../../engine/test/helpers';
import { exactEstimates } from '../src/estimates';
import { heuristicBot } from '../src/heuristic';
import { easyBot } from '../src/levels';
import {
  type DealReview,
  decisionPoints,
  isMistake,
  MISTAKE_MARGIN,
  type ReviewedDecision,
  reviewDeal,
  reviewDealAsync,
  reviewDecision,
} from '../src/review';
import { BotRng } from '../src/rng';
import { playDeal } from '../src/runner';
import { randomEndgame } from './helpers';

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** Play on with the heuristic to the end of the deal. */
function finish(s: GameState): GameState {
  while (!isOver(s)) {
    const view = viewFor(s, toAct(s)!);
    s = play(s, heuristicBot.choose({ view, budget: {}, rng: new BotRng(1) }));
  }
  return s;
}

/**
 * R7.5 (`mustBeat` off), 3 players, the talon empty, spades trumps. Seat 1 attacks seat 2
 * with 9♥; seat 2 holds only J♥. Beating takes him out of the deal (R6.1): he cannot be the
 * Kaschlan. Taking, which the variant allows, keeps him in with the 9♥.
 */
function lastCard(reply: Action): GameRecord {
  const s = position({
    dealer: 0,
    hands: [['7C', '8C'], ['9H', 'AS', 'KS'], ['JH']],
    talon: [],
    trump: 'S',
    rules: { mustBeat: false },
  });
  return toRecord(finish(play(s, lead(1, '9H'), reply)));
}

/** Every estimate of a review lies in [0, 1], and the series follows the decisions. */
function expectWellFormed(review: DealReview): void {
  expect(review.series).toEqual(
    review.decisions.map((d) => ({ index: d.index, played: d.playedLoss, best: d.bestLoss })),
  );
  expect(review.mistakes).toBe(review.decisions.filter((d) => d.mistake).length);
  for (const d of review.decisions) {
    expect(d.view.viewer).toBe(review.seat);
    expect(d.view.legal.length).toBeGreaterThan(1);
    expect(d.view.legal).toContainEqual(d.played);
    expect(d.estimates.map((e) => e.action)).toEqual(d.view.legal);
    for (const e of d.estimates) {
      expect(e.lossChance).toBeGreaterThanOrEqual(0);
      expect(e.lossChance).toBeLessThanOrEqual(1);
    }
    expect(d.bestLoss).toBeLessThanOrEqual(d.playedLoss);
    expect(d.bestReason.length).toBeGreaterThan(0);
  }
}

describe('a clearly worse move is marked, the best is not', () => {
  test('R7.5: taking when a beat would take him out is a mistake', () => {
    const r = reviewDeal(lastCard(take(2)), 2, { iterations: 500 });
    if (!r.ok) throw new Error(r.error.message);
    expectWellFormed(r.value);
    const d = r.value.decisions[0]!;
    expect(d.index).toBe(1);
    expect(d.played).toEqual(take(2));
    expect(d.best).toEqual(beat(2, '9H', 'JH'));
    expect(d.bestLoss).toBe(0); // out at once: never the Kaschlan (R6.1, R6.2)
    expect(d.playedLoss - d.bestLoss).toBeGreaterThanOrEqual(MISTAKE_MARGIN);
    expect(d.mistake).toBe(true);
    expect(r.value.mistakes).toBeGreaterThanOrEqual(1);
    expect(r.value.loser).toBe(2);
  });

  test('R6.1: beating with the last card is the best move, not a mistake', () => {
    const r = reviewDeal(lastCard(beat(2, '9H', 'JH')), 2, { iterations: 500 });
    if (!r.ok) throw new Error(r.error.message);
    expectWellFormed(r.value);
    expect(r.value.decisions).toHaveLength(1);
    const d = r.value.decisions[0]!;
    expect(d.best).toEqual(d.played);
    expect(d.playedLoss).toBe(0);
    expect(d.mistake).toBe(false);
    expect(r.value.mistakes).toBe(0);
    expect(r.value.loser).not.toBe(2);
  });

  test('the exact endgame marks a losing move where a winning one existed', () => {
    // A small endgame (the talon empty, two players in) reached by random play.
    for (let seed = 1; seed < 400; seed++) {
      const s = randomEndgame(seed, 8);
      if (s === null) continue;
      const seat = toAct(s)!;
      const exact = exactEstimates(viewFor(s, seat));
      const losing = exact?.find((e) => e.lossChance === 1);
      if (!exact?.some((e) => e.lossChance === 0) || losing === undefined) continue;
      const record = toRecord(finish(play(s, losing.action)));
      const found = decisionPoints(record, seat);
      if (!found.ok) throw new Error(found.error.message);
      const point = found.value.points.find((p) => p.index === s.actions.length)!;
      const d = reviewDecision(point);
      expect(d.exact).toBe(true);
      expect(d.played).toEqual(losing.action);
      expect([d.playedLoss, d.bestLoss]).toEqual([1, 0]);
      expect(d.mistake).toBe(true);
      expect(d.bestReason[0]).toEqual({ kind: 'endgameSolved', result: 'win' });
      return;
    }
    throw new Error('no endgame with a winning and a losing move');
  });

  test('the mistake rule: a clear margin, enough visits, two standard errors', () => {
    const e = (lossChance: number, visits: number, exact = false) => ({
      action: take(0),
      lossChance,
      visits,
      exact,
    });
    expect(isMistake(e(0.6, 600), e(0.45, 600), MISTAKE_MARGIN)).toBe(true);
    expect(isMistake(e(0.5, 600), e(0.45, 600), MISTAKE_MARGIN)).toBe(false); // < margin
    expect(isMistake(e(0.7, 6), e(0.45, 600), MISTAKE_MARGIN)).toBe(false); // too noisy
    expect(isMistake(e(1, 4), e(0, 600), MISTAKE_MARGIN)).toBe(false); // too few visits
    expect(isMistake(e(1, 0, true), e(0.5, 0, true), MISTAKE_MARGIN)).toBe(true); // exact
  });
});

describe('a whole deal', () => {
  // 4 players, seat 0 plays `easy` (a third of its moves random), the others the heuristic.
  const seats = [easyBot, heuristicBot, heuristicBot, heuristicBot].map((bot) => ({
    bot,
    budget: {},
  }));
  const record = toRecord(playDeal({ players: 4, seed: 4 }, seats, 4).state);
  const options = { iterations: 300, seed: 5 };
  let cached: DealReview | null = null;
  const review = (): DealReview => {
    if (cached !== null) return cached;
    const r = reviewDeal(record, 0, options);
    if (!r.ok) throw new Error(r.error.message);
    cached = r.value;
    return cached;
  };

  test('every decision of the seat with a choice, fair and well formed', () => {
    const first = review();
    expectWellFormed(first);
    // Decisions are the seat's turns with more than one legal action, in deal order.
    const indices = first.decisions.map((d) => d.index);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(indices.length).toBeGreaterThan(0);
    for (const d of first.decisions) expect(same(record.actions[d.index]!, d.played)).toBe(true);
  });

  test('the same seed and iteration budget give the same review, in any order', () => {
    const first = review();
    const again = reviewDeal(record, 0, options);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value).toEqual(first);
    // Each decision has its own seed: reviewing one alone gives the same result.
    const found = decisionPoints(record, 0);
    if (!found.ok) throw new Error(found.error.message);
    const last = found.value.points.at(-1)!;
    expect(reviewDecision(last, options)).toEqual(first.decisions.at(-1));
  });

  test('reviewDealAsync yields between decisions, reports progress, can be stopped', async () => {
    const first = review();
    const progress: number[] = [];
    let pauses = 0;
    const r = await reviewDealAsync(record, 0, {
      ...options,
      pause: async () => {
        pauses++;
      },
      onProgress: (done, total, d: ReviewedDecision) => {
        expect(total).toBe(first.decisions.length);
        expect(d).toEqual(first.decisions[done - 1]);
        progress.push(done);
      },
    });
    expect(r).toEqual({ ok: true, value: first });
    expect(progress).toEqual(first.decisions.map((_, i) => i + 1));
    expect(pauses).toBe(progress.length);
    const controller = new AbortController();
    controller.abort();
    const stopped = await reviewDealAsync(record, 0, { ...options, signal: controller.signal });
    expect(stopped.ok ? 'ok' : stopped.error.code).toBe('ABORTED');
  });
});

describe('the review sees only the seat’s view', () => {
  test('hidden cards placed otherwise give the same review', () => {
    // Seat 2 cannot tell 8♣ in seat 0's hand from K♠ there: the views and reviews agree.
    const deal = (a: string[], b: string[]) =>
      position({
        dealer: 0,
        hands: [a, b, ['JH', '10H']],
        talon: [],
        trump: 'S',
        rules: { mustBeat: false },
      });
    const views: View[] = [
      deal(['7C', '8C'], ['9H', 'AS', 'KS']),
      deal(['7C', 'KS'], ['9H', 'AS', '8C']),
    ].map((s) => viewFor(play(s, lead(1, '9H')), 2));
    expect(views[1]).toEqual(views[0]);
    const [a, b] = views.map((view) =>
      reviewDecision({ index: 1, view, played: take(2) }, { iterations: 200 }),
    );
    expect(b).toEqual(a);
  });
});

describe('bad input is an error value', () => {
  test.each<[string, unknown, number, string]>([
    ['not a record', { players: 2 }, 0, 'MALFORMED_RECORD'],
    ['a seat not at the table', { players: 2, seed: 1, actions: [] }, 2, 'INVALID_SEAT'],
    [
      'an illegal action',
      { players: 2, seed: 1, actions: [{ type: 'take', seat: 0 }] },
      0,
      'WRONG_ROLE',
    ],
  ])('%s', (_, record, seat, code) => {
    const r = reviewDeal(record, seat);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});
