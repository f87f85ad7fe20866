// The finishing order of real engine deals: the order of going out (R6.1), the Kaschlan
// last (R6.2), everyone still in tied in a drawn deal (R6.7).

import {
  apply,
  type GameState,
  isOver,
  legalActions,
  loserOf,
  newGame,
  outOrder,
  type PresetName,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { finishingGroups, finishingRanks, ranksOf } from '../src/index';

/** A deal played to its end by a seeded choice among the legal actions. */
function played(preset: PresetName, players: number, seed: number): GameState {
  const game = newGame({ preset, players, seed });
  if (!game.ok) throw new Error(game.error.message);
  let state = game.value;
  let r = seed;
  while (!isOver(state)) {
    const legal = legalActions(state);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const next = apply(state, legal[r % legal.length]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return state;
}

describe('R6.1, R6.2: the order of going out, the Kaschlan last', () => {
  test.each([2, 3, 4, 5])('%d players', (players) => {
    const state = played('illig', players, 1);
    const loser = loserOf(state);
    expect(loser).not.toBeNull();
    const groups = finishingGroups(state);
    expect(groups).toEqual([...outOrder(state).map((seat) => [seat]), [loser!]]);
    const ranks = finishingRanks(state);
    expect(ranks[loser!]).toBe(players - 1);
    outOrder(state).forEach((seat, i) => {
      expect(ranks[seat]).toBe(i);
    });
  });
});

describe('R6.7: a drawn deal ties everyone still in', () => {
  // A pass-on deal (R7.2) in which the random choices stall: 64 bouts without a discard.
  test('wikipedia-de, 5 players, nobody out: all five tie', () => {
    const state = played('wikipedia-de', 5, 3311);
    expect(isOver(state)).toBe(true);
    expect(loserOf(state)).toBeNull();
    expect(outOrder(state)).toEqual([]);
    expect(finishingGroups(state)).toEqual([[0, 1, 2, 3, 4]]);
    expect(finishingRanks(state)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('refusals', () => {
  test('a deal that is not over has no finishing order', () => {
    const game = newGame({ preset: 'illig', players: 3, seed: 1 });
    if (!game.ok) throw new Error(game.error.message);
    expect(() => finishingRanks(game.value)).toThrow(/not over/);
  });

  test('ranksOf refuses groups that leave a seat out', () => {
    expect(ranksOf(3, [[2], [0, 1]])).toEqual([1, 1, 0]);
    expect(() => ranksOf(3, [[2], [0]])).toThrow(/leave a seat out/);
  });
});
