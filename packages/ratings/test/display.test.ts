// The shown rating: 1,500 for a newcomer, 200 points per β, conservative values on the same
// scale (the leaderboard's order), whole numbers.

import { describe, expect, test } from 'vitest';
import { conservative, INITIAL_RATING, rateDeal, shown, shownSpread } from '../src/index';

describe('the shown rating', () => {
  test('a newcomer is shown 1,500; his conservative rating 0 is shown 300', () => {
    expect(shown(INITIAL_RATING.mu)).toBe(1500);
    expect(shown(conservative(INITIAL_RATING))).toBe(300);
    expect(shownSpread(INITIAL_RATING.sigma)).toBe(400);
  });

  test('one β (25/6) is 200 points; values are whole numbers', () => {
    expect(shown(25 + 25 / 6)).toBe(1700);
    expect(shown(25 - 25 / 6)).toBe(1300);
    expect(Number.isInteger(shown(27.635389))).toBe(true);
  });

  test('order is kept: the winner of a deal between newcomers is shown above 1,500', () => {
    const [loser, winner] = rateDeal([INITIAL_RATING, INITIAL_RATING], [1, 0]);
    expect(shown(winner!.mu)).toBe(1626);
    expect(shown(loser!.mu)).toBe(1374);
  });
});
