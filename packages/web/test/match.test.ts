// A match: Kaschlan marks (R8.4), the loser deals next (R2.4), a drawn deal marks nobody.

import { describe, expect, test } from 'vitest';
import { afterDeal, humansOf, newMatch, standings } from '../src/state/match';

describe('a match', () => {
  const start = newMatch(['human', 'easy', 'normal'], ['You', 'Otto', 'Frieda']);

  test('starts unmarked; the first dealer is left to the shuffle', () => {
    expect(start.marks).toEqual([0, 0, 0]);
    expect(start.dealer).toBeNull();
  });

  test('a lost deal marks the loser, who deals next', () => {
    const m = afterDeal(start, 0, 2);
    expect(m.marks).toEqual([0, 0, 1]);
    expect(m.dealer).toBe(2);
    expect(m.results).toEqual([2]);
  });

  test('a drawn deal marks nobody and the dealer deals again', () => {
    const m = afterDeal(start, 1, null);
    expect(m.marks).toEqual([0, 0, 0]);
    expect(m.dealer).toBe(1);
    expect(m.results).toEqual([null]);
  });

  test('fewest marks first', () => {
    const m = afterDeal(afterDeal(afterDeal(start, 0, 1), 1, 1), 1, 2);
    expect(standings(m)).toEqual([0, 2, 1]);
  });

  test('hot seat is more than one human', () => {
    expect(humansOf(['human', 'easy', 'human'])).toEqual([0, 2]);
  });
});
