// @kaschlan/engine: the rules of Kaschlan (RULES.md R1-R8) as a pure library.

export type { Action, ActionType, Seat } from './actions';
export { ACTION_TYPES, sameAction } from './actions';
export type { Card, PackSize, Rank, Suit } from './cards';
export { beats, isTrump, KASCHLAN, PACK_SIZES, parseCard, RANKS, SUITS, sortCards } from './cards';
export type { ErrorCode, GameError } from './errors';
export { ERROR_CODES } from './errors';
export type { GameEvent } from './events';
export type {
  ApplyResult,
  DealSource,
  GameSetup,
  GameState,
  Result,
  SetupError,
  TableEntry,
} from './game';
export {
  apply,
  isOver,
  legalActions,
  loserOf,
  newGame,
  outOrder,
  setupOf,
  toAct,
} from './game';
export type { GameRecord, ReplayError, ReplayResult, StepsResult } from './record';
export { recordSchema, replayRecord, replaySteps, ruleOptionsShape, toRecord } from './record';
export type { AfterTake, PresetName, RuleKey, Rules } from './rules';
export {
  isPresetName,
  isRuleValue,
  PRESET_NAMES,
  PRESETS,
  playerCountProblem,
  RULE_KEYS,
  RULE_OPTIONS,
} from './rules';
export type { StateSummary } from './summary';
export { summarize } from './summary';
export type { BoutPhase, BoutView, View, Viewer } from './view';
export { BOUT_PHASES, eventFor, viewFor } from './view';
export type { HiddenInfo } from './world';
export { hiddenInfo, seatsIn, worldFromView } from './world';
