// The table's refusals: stable codes (the online protocol's) and a sentence. The engine's
// refusals of an action pass through with the engine's own code (NOT_YOUR_TURN, MUST_BEAT...).

import type { ErrorCode, SetupError } from '@kaschlan/engine';

export const TABLE_ERRORS = [
  'NOT_SEATED',
  'SEAT_TAKEN',
  'NO_SUCH_SEAT',
  'ALREADY_SEATED',
  'NO_SESSION',
  'IN_PLAY',
  'NOT_READY',
  'NO_GAME',
  'STALE_MOVE',
  'DUPLICATE_ACTION',
  'BAD_MOVE_NUMBER',
  'GAME_OVER',
  'NOT_YOUR_SEAT',
  'SEAT_NOT_YOURS',
  'BAD_MESSAGE',
] as const;
export type TableErrorCode = (typeof TABLE_ERRORS)[number];

export interface TableError {
  readonly code: TableErrorCode | ErrorCode | SetupError['code'];
  readonly message: string;
}
