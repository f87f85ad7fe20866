// The protocol's names that clients need as values (bot levels, error codes), apart from the
// zod schemas: a browser imports them from `@kaschlan/protocol/constants` without zod. The
// table's names come from @kaschlan/table's zod-free modules (packages/table/src/table.ts and
// errors.ts import only the engine's types), so each is written once.

import { TABLE_ERRORS } from '@kaschlan/table/errors';

export type { BotLevel, ChatLine, SeatKind } from '@kaschlan/table/table';
export { LEVEL_NAMES } from '@kaschlan/table/table';

/**
 * The codes of the connection and of the rooms around a table (the table's own refusals are
 * TABLE_ERRORS: NOT_SEATED, STALE_MOVE, BAD_MESSAGE, ...).
 */
const TRANSPORT_ERRORS = [
  'BAD_JSON',
  'TOO_LARGE',
  'RATE_LIMITED',
  'NO_ROOM',
  'NOT_IN_ROOM',
  'BAD_TOKEN',
  'ILLEGAL',
  'SERVER_BUSY',
  'INTERNAL',
  // The server's bounds (docs/PROTOCOL.md, docs/DEPLOY.md): a room's spectators, the rooms
  // one address may create (and their search bots), the rooms one process holds.
  'SPECTATORS_FULL',
  'TOO_MANY_ROOMS',
  'TOO_MANY_BOTS',
  'SERVER_FULL',
] as const;

/**
 * Stable error codes. Engine refusals of an action keep the engine's code (NOT_YOUR_TURN,
 * MUST_BEAT, ...; see the engine's ERROR_CODES).
 */
export const PROTOCOL_ERRORS = [...TRANSPORT_ERRORS, ...TABLE_ERRORS] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[number] | (string & {});
