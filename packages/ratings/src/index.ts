// @kaschlan/ratings: ratings from finished deals (OpenSkill, Plackett–Luce), the one place
// rating arithmetic lives. Pure: the server's rated deals and the bots' ladder use it.

export { SHOWN_NEWCOMER, SHOWN_PER_MU, shown, shownSpread } from './display';
export { finishingGroups, finishingRanks, ranksOf } from './finish';
export { ratePuzzle } from './puzzle';
export type { RateOptions, Rating } from './rating';
export {
  CONSERVATIVE_Z,
  conservative,
  INITIAL_RATING,
  rateDeal,
  rateEntrants,
} from './rating';
