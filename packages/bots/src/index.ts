// @kaschlan/bots: fair bots that see a seat's view, never the game state.

export type { Advice, AdviceOptions, SearchLevel } from './advice';
export { adviseMove, LEVEL_OPTIONS } from './advice';
export type { Bot, BotBudget, BotRequest } from './bot';
export { Determinizer, determinize } from './determinize';
export type { EndgameOptions, EndgameResult } from './endgame';
export { endgameApplies, endgameWorld, solveEndgame, solvePosition, solveWorld } from './endgame';
export type { ActionEstimate, ExactOptions } from './estimates';
export { exactEstimates, searchEstimates } from './estimates';
export type { FastMatch, FastPlayer, FastResult } from './fast-match';
export { fastMatch, playSeats } from './fast-match';
export { heuristicBot, heuristicScores } from './heuristic';
export type { IsmctsOptions, MoveDecision, SearchResult } from './ismcts';
export { decideMove, ismctsBot, ismctsSearch, makeIsmctsBot } from './ismcts';
export type { Level } from './levels';
export {
  EXPERT_MS,
  EXPERT_OPTIONS,
  easyBot,
  expertBot,
  HARD_MS,
  HARD_OPTIONS,
  hardBot,
  LEVELS,
  NET_OPTIONS,
  PLAYOUT_OPTIONS,
  registerSeating,
  seatingFor,
  seatingNames,
} from './levels';
export { bestIndex, codeScore, playout } from './policy';
export { randomBot } from './random';
export type { ExplainContext, Reason, ReasonKind, SolvedResult } from './reasons';
export { cardLabel, explainMove, reasonText } from './reasons';
export type {
  AsyncReviewOptions,
  DealReview,
  DecisionPoint,
  ReviewError,
  ReviewedDecision,
  ReviewOptions,
  ReviewResult,
} from './review';
export {
  decisionPoints,
  isMistake,
  MISTAKE_MARGIN,
  MISTAKE_MIN_VISITS,
  MISTAKE_Z,
  REVIEW_ITERATIONS,
  reviewDeal,
  reviewDealAsync,
  reviewDecision,
} from './review';
export { BotRng } from './rng';
export type { BotAsk, DealOutcome, Seating } from './runner';
export { answerAsk, pendingAsk, playDeal, seatKindOf } from './runner';
export { mix } from './seed-mix';
export { keepId, keepValue } from './value';
export type { ValueNet } from './value-net';
export {
  decodeWeights,
  encodeWeights,
  MAX_NET_TALON,
  NET_INPUTS,
  netApplies,
  netFeatures,
  netFits,
  netFromFlat,
  netInputs,
  netSize,
  netValue,
  TALON_CARDS,
  TALON_LEFT,
} from './value-net';
export type { WeightName, Weights, WeightValues } from './weights';
export { HAND_MADE, TUNED, valuesOf, WEIGHT_NAMES, weightsOf } from './weights';
