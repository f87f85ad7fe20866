// Rating arithmetic against OpenSkill's own `rate` (Plackett–Luce) for hand-made finishing
// orders of 2 to 5 seats, a drawn deal among them (R6.7), and the ladder's entrants.

import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { describe, expect, test } from 'vitest';
import { conservative, INITIAL_RATING, type Rating, rateDeal, rateEntrants } from '../src/index';

const r = (mu: number, sigma: number): Rating => ({ mu, sigma });

/** OpenSkill itself, each seat a team of one. */
const openskill = (before: readonly Rating[], rank: number[]): Rating[] =>
  rate(
    before.map((x) => [rating(x)]),
    { model: plackettLuce, rank },
  ).map((team) => team[0]!);

describe('rateDeal is OpenSkill Plackett–Luce over the finishing ranks', () => {
  test.each([
    [
      '2 seats, seat 1 out first, seat 0 the Kaschlan (R6.2)',
      [r(25, 25 / 3), r(25, 25 / 3)],
      [1, 0],
    ],
    ['2 seats of unequal ratings, the stronger the Kaschlan', [r(30, 4), r(22, 6)], [1, 0]],
    ['3 seats, out 2 then 0, seat 1 the Kaschlan', [r(25, 8), r(27, 5), r(20, 7)], [1, 2, 0]],
    ['4 seats in order of seats', [r(25, 8), r(26, 3), r(24, 5), r(25, 2)], [0, 1, 2, 3]],
    [
      '5 seats, the first seat the Kaschlan',
      [r(20, 6), r(21, 6), r(22, 6), r(23, 6), r(24, 6)],
      [4, 3, 2, 1, 0],
    ],
    [
      '4 seats, a drawn deal (R6.7): seats 1, 2 and 3 still in tie',
      [r(25, 8), r(28, 4), r(22, 6), r(25, 3)],
      [0, 1, 1, 1],
    ],
    [
      '5 seats, a drawn deal (R6.7) with two still in',
      [r(25, 8), r(25, 8), r(25, 8), r(25, 8), r(25, 8)],
      [2, 0, 3, 1, 3],
    ],
  ])('%s', (_, before, ranks) => {
    expect(rateDeal(before, ranks)).toEqual(openskill(before, ranks));
  });

  test('the numbers OpenSkill 5.0.1 gives two newcomers: winner 27.635, loser 22.365, σ 8.066', () => {
    const [loser, winner] = rateDeal([INITIAL_RATING, INITIAL_RATING], [1, 0]);
    expect(winner!.mu).toBeCloseTo(27.635389, 5);
    expect(loser!.mu).toBeCloseTo(22.364611, 5);
    expect(winner!.sigma).toBeCloseTo(8.065901, 5);
  });

  test('a drawn deal (R6.7): the seats still in move alike, below the seat that went out', () => {
    const [first, a, b] = rateDeal([INITIAL_RATING, INITIAL_RATING, INITIAL_RATING], [0, 1, 1]);
    expect(a).toEqual(b);
    expect(first!.mu).toBeGreaterThan(a!.mu);
  });

  test('tau 0 (the ladder: a bot does not drift) is OpenSkill with tau 0', () => {
    const before = [r(26, 2), r(24, 3), r(25, 1)];
    const ranks = [2, 0, 1];
    const expected = rate(
      before.map((x) => [rating(x)]),
      { model: plackettLuce, rank: ranks, tau: 0 },
    ).map((team) => team[0]!);
    expect(rateDeal(before, ranks, { tau: 0 })).toEqual(expected);
    expect(rateDeal(before, ranks, { tau: 0 })).not.toEqual(rateDeal(before, ranks));
  });

  test('its input is not changed', () => {
    const before = [r(25, 8), r(25, 8)];
    rateDeal(before, [0, 1]);
    expect(before).toEqual([r(25, 8), r(25, 8)]);
  });

  test('refuses a rank count that does not match, and a deal of one seat', () => {
    expect(() => rateDeal([INITIAL_RATING, INITIAL_RATING], [0])).toThrow(/one rank per rating/);
    expect(() => rateDeal([INITIAL_RATING], [0])).toThrow(/at least two seats/);
  });
});

describe('the conservative rating is μ − 3σ', () => {
  test.each([
    [INITIAL_RATING, 0],
    [r(30, 2), 24],
    [r(20, 5), 5],
  ])('%j → %d', (x, expected) => {
    expect(conservative(x)).toBeCloseTo(expected, 10);
  });
});

describe('rateEntrants: named entrants (the ladder)', () => {
  test('distinct entrants get exactly OpenSkill', () => {
    const ratings = new Map([
      ['easy', r(24, 3)],
      ['normal', r(27, 2)],
    ]);
    const next = rateEntrants(ratings, ['normal', 'easy'], [1, 0]);
    const [normal, easy] = openskill([r(27, 2), r(24, 3)], [1, 0]);
    expect(next.get('normal')).toEqual(normal);
    expect(next.get('easy')).toEqual(easy);
  });

  test('an entrant seated twice gets the mean of its two seats; an unrated one starts at 25', () => {
    const next = rateEntrants(new Map(), ['random', 'easy', 'random', 'easy'], [0, 3, 1, 2]);
    const seats = openskill(
      [INITIAL_RATING, INITIAL_RATING, INITIAL_RATING, INITIAL_RATING],
      [0, 3, 1, 2],
    );
    const mean = (a: Rating, b: Rating) => ({
      mu: (a.mu + b.mu) / 2,
      sigma: (a.sigma + b.sigma) / 2,
    });
    expect(next.get('random')!.mu).toBeCloseTo(mean(seats[0]!, seats[2]!).mu, 12);
    expect(next.get('easy')!.mu).toBeCloseTo(mean(seats[1]!, seats[3]!).mu, 12);
    expect(next.get('easy')!.sigma).toBeCloseTo(mean(seats[1]!, seats[3]!).sigma, 12);
    expect(next.get('random')!.mu).toBeGreaterThan(next.get('easy')!.mu);
  });
});
