// Strength, measured: ISMCTS with a modest iteration budget against the heuristic. The
// deals and bot seeds are fixed, so the figures are reproducible; the thresholds are far
// below what the search measures (docs in the test names) to leave room for changes.

import { describe, expect, test } from 'vitest';
import type { Bot } from '../src/bot';
import { heuristicBot } from '../src/heuristic';
import { ismctsBot } from '../src/ismcts';
import { playDeal, type Seating } from '../src/runner';

/** The hero's share of lost deals, taking each seat in turn. */
function lossRate(hero: Bot, iterations: number, players: number, deals: number): number {
  let lost = 0;
  for (let d = 0; d < deals; d++) {
    const seat = d % players;
    const seats: Seating[] = Array.from({ length: players }, (_, s) =>
      s === seat ? { bot: hero, budget: { iterations } } : { bot: heuristicBot, budget: {} },
    );
    if (playDeal({ players, seed: 7000 + d }, seats, d).loser === seat) lost++;
  }
  return lost / deals;
}

describe('ismcts against the heuristic', () => {
  test('2 players, 200 iterations: wins clearly more than half the deals', () => {
    const loss = lossRate(ismctsBot, 200, 2, 120);
    expect(loss).toBeLessThan(0.36);
    // Long for real work (120 deals with a search bot): minutes on a loaded machine.
  }, 300_000);

  test('4 players, 200 iterations: loses clearly less than its equal share (25%)', () => {
    const loss = lossRate(ismctsBot, 200, 4, 120);
    expect(loss).toBeLessThan(0.18);
  }, 300_000);
});
