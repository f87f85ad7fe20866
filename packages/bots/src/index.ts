// @kaschlan/bots: fair bots that see a seat's view, never the game state.

export type { Bot, BotBudget, BotRequest } from './bot';
export { heuristicBot, heuristicScore } from './heuristic';
export { randomBot } from './random';
export { BotRng } from './rng';
export type { DealOutcome, Seating } from './runner';
export { playDeal } from './runner';
export { keepValue } from './value';
export type { Level } from './levels';
export { easyBot, LEVELS, registerSeating, seatingFor, seatingNames } from './levels';
