// The rating people see: OpenSkill's μ on a familiar scale, so that 1,500 is a newcomer
// (μ 25) and 200 points are one β (25/6, OpenSkill's default performance spread): between
// two players 200 points apart the stronger goes out first about 3 deals in 4, as 200 Elo
// points say in chess. Every screen and API answer shows ratings through `shown`; the
// leaderboard orders by the conservative rating μ − 3σ (rating.ts), shown the same way.

import { INITIAL_RATING } from './rating';

/** Shown points per unit of μ: 200 per β = 25/6. */
export const SHOWN_PER_MU = 48;

/** What a newcomer's μ is shown as. */
export const SHOWN_NEWCOMER = 1500;

/**
 * A value on OpenSkill's μ scale (a μ, or a conservative μ − 3σ) as shown: a whole number,
 * 1,500 for μ 25, 48 points per unit of μ. Pass the rating's μ for "his rating", its
 * conservative value for the leaderboard's.
 */
export const shown = (mu: number): number =>
  Math.round(SHOWN_NEWCOMER + (mu - INITIAL_RATING.mu) * SHOWN_PER_MU);

/** A σ (or any spread of μ) in shown points, e.g. for "1,620 ± 180". */
export const shownSpread = (sigma: number): number => Math.round(sigma * SHOWN_PER_MU);
