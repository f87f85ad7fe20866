// @kaschlan/table: the rules around a deal (seats, the match, who deals, the move gate,
// chat) as one pure reducer that every runner uses. See docs/ARCHITECTURE.md.

export type { Command, MoveSource, Sender } from './commands';
export type { DealSeat, Effect, StoreWrite } from './effects';
export type { TableError, TableErrorCode } from './errors';
export { TABLE_ERRORS } from './errors';
export { afterDeal, phaseOf, setupOf, standings } from './match';
export { reduce } from './reduce';
export type { StoredTable } from './restore';
export { restore } from './restore';
export type { TableResult } from './result';
export { mayReturn, statusOf } from './seats';
export { dealView, shownToAct } from './shown';
export type {
  BotLevel,
  ChatLine,
  PassHold,
  SeatKind,
  SeatPlayer,
  TableDeal,
  TableMatch,
  TableOptions,
  TablePhase,
  TableSeat,
  TableState,
} from './table';
export { CHAT_KEPT, LEVEL_NAMES, newTable, STAND_IN_LEVEL } from './table';
export { cleanText, hasInvisible, isReservedName, RESERVED_NAMES } from './text';
