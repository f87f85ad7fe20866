// @kaschlan/bots: fair bots that see a seat's view, never the game state.

export type { Bot, BotBudget, BotRequest } from './bot';
export { copyPosition, Determinizer, determinize } from './determinize';
export type { EndgameOptions, EndgameResult } from './endgame';
export { endgameApplies, endgameWorld, solveEndgame, solvePosition } from './endgame';
export { heuristicBot, heuristicScore } from './heuristic';
export type { IsmctsOptions, SearchResult } from './ismcts';
export { ismctsBot, ismctsSearch, makeIsmctsBot } from './ismcts';
export type { Level } from './levels';
export {
  EXPERT_MS,
  easyBot,
  expertBot,
  HARD_MS,
  hardBot,
  LEVELS,
  registerSeating,
  seatingFor,
  seatingNames,
} from './levels';
export { bestIndex, codeScore, keepId, playout } from './policy';
export { randomBot } from './random';
export { BotRng } from './rng';
export type { DealOutcome, Seating } from './runner';
export { playDeal } from './runner';
export { keepValue } from './value';
