// The ladder's ratings (ladder-results.ts): OpenSkill's online update over the deals, which
// with τ 0 weighs the last deals it sees far more than the first, so the ratings must not
// hang on which deals happen to come last.

import { describe, expect, test } from 'vitest';
import { type LadderDeal, rateLadder } from '../src/ladder-results';

/** Deal `k` of a 2-player ladder between a and b (seats swapped every other deal). */
function deal(k: number, winner: 'a' | 'b'): LadderDeal {
  const seats = k % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
  const loser = seats.indexOf(winner === 'a' ? 'b' : 'a');
  const ranks = seats.map((_, seat) => (seat === loser ? 1 : 0));
  return {
    preset: 'illig',
    seed: 1,
    players: 2,
    lineup: ['a', 'b'],
    k,
    seats,
    ranks,
    loser,
    drawn: false,
  };
}

describe('the ladder rates what the deals say, not their order', () => {
  // a wins 360 of 600 deals (60%), all of them the first 360 (R6.2: the other is the Kaschlan).
  const deals = Array.from({ length: 600 }, (_, k) => deal(k, k < 360 ? 'a' : 'b'));

  test('a level that won 60% of its deals is rated above the one it beat, whatever came last', () => {
    const r = rateLadder(['a', 'b'], deals)['2']!;
    expect(r['a']!.mu).toBeGreaterThan(r['b']!.mu);
    // Where its wins fall among the deals changes little: the same 60%, spread evenly.
    const even = Array.from({ length: 600 }, (_, k) => deal(k, k % 10 < 6 ? 'a' : 'b'));
    const e = rateLadder(['a', 'b'], even)['2']!;
    expect(Math.abs(r['a']!.mu - r['b']!.mu - (e['a']!.mu - e['b']!.mu))).toBeLessThan(0.5);
  });

  test('the same deals in any order in the file give the same ratings', () => {
    const reversed = [...deals].reverse();
    expect(rateLadder(['a', 'b'], reversed)).toEqual(rateLadder(['a', 'b'], deals));
  });

  test('an even record rates the two levels alike', () => {
    const even = Array.from({ length: 600 }, (_, k) => deal(k, k % 2 === 0 ? 'a' : 'b'));
    const r = rateLadder(['a', 'b'], even)['2']!;
    expect(Math.abs(r['a']!.mu - r['b']!.mu)).toBeLessThan(0.3);
    expect(r['a']!.deals).toBe(600);
  });
});
