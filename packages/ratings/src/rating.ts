// Rating arithmetic, in one place: OpenSkill's Weng–Lin update with the Plackett–Luce model
// over a deal's finishing ranks (finish.ts), its default scale (μ 25, σ 25/3, τ 25/300), and
// the conservative rating μ − 3σ that leaderboards sort by.

import { ordinal, rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';

export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

/** A newcomer's rating: OpenSkill's default (μ 25, σ 25/3). */
export const INITIAL_RATING: Rating = Object.freeze(rating());

/** How many σ below μ the conservative rating sits (99.7% one-sided, as OpenSkill's ordinal). */
export const CONSERVATIVE_Z = 3;

/** The conservative rating μ − 3σ: a player is very likely at least this strong. */
export const conservative = (r: Rating): number => ordinal(r, { z: CONSERVATIVE_Z });

export interface RateOptions {
  /**
   * The σ added before each deal for skill that drifts (OpenSkill's τ, default 25/300). A
   * person's skill changes, so rated deals keep the default; a bot's does not, so the
   * ladder rates with 0 and its σ keeps shrinking as deals add up.
   */
  readonly tau?: number;
}

/**
 * One deal's update: each seat's rating before and its finishing rank (lower is better,
 * equal ranks tie), each seat rated as a team of one. Returns the seats' new ratings.
 */
export function rateDeal(
  before: readonly Rating[],
  ranks: readonly number[],
  options: RateOptions = {},
): Rating[] {
  if (before.length !== ranks.length) throw new Error('one rank per rating');
  if (before.length < 2) throw new Error('a rated deal has at least two seats');
  const teams = before.map((r) => [{ mu: r.mu, sigma: r.sigma }]);
  const tau = options.tau === undefined ? {} : { tau: options.tau };
  return rate(teams, { model: plackettLuce, rank: [...ranks], ...tau }).map((team) => team[0]!);
}

/**
 * One deal's update for named entrants (the ladder's bot levels): `seats` names the entrant
 * in each seat. Each seat plays with its entrant's rating; an entrant seated more than once
 * (more seats than entrants) gets the mean of its seats' new ratings, so the deal counts
 * once for it. Returns the ratings with the deal's entrants updated.
 */
export function rateEntrants(
  ratings: ReadonlyMap<string, Rating>,
  seats: readonly string[],
  ranks: readonly number[],
  options: RateOptions = {},
): Map<string, Rating> {
  const before = seats.map((name) => ratings.get(name) ?? INITIAL_RATING);
  const after = rateDeal(before, ranks, options);
  const next = new Map(ratings);
  for (const name of new Set(seats)) {
    const mine = after.filter((_, seat) => seats[seat] === name);
    next.set(name, {
      mu: mine.reduce((sum, r) => sum + r.mu, 0) / mine.length,
      sigma: mine.reduce((sum, r) => sum + r.sigma, 0) / mine.length,
    });
  }
  return next;
}
