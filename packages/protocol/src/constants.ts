// The protocol's names that clients need as values (bot levels, error codes), apart from the
// zod schemas: a browser imports them from `@kaschlan/protocol/constants` without zod.

export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof LEVEL_NAMES)[number];

/**
 * Stable error codes. Engine refusals of an action keep the engine's code (NOT_YOUR_TURN,
 * MUST_BEAT, ...; see the engine's ERROR_CODES).
 */
export const PROTOCOL_ERRORS = [
  'BAD_JSON',
  'BAD_MESSAGE',
  'TOO_LARGE',
  'RATE_LIMITED',
  'NO_ROOM',
  'NOT_IN_ROOM',
  'BAD_TOKEN',
  'NOT_SEATED',
  'SEAT_TAKEN',
  'NO_SUCH_SEAT',
  'ALREADY_SEATED',
  'IN_PLAY',
  'NOT_READY',
  'NO_GAME',
  'STALE_MOVE',
  'DUPLICATE_ACTION',
  'BAD_MOVE_NUMBER',
  'GAME_OVER',
  'NOT_YOUR_SEAT',
  'ILLEGAL',
  'SERVER_BUSY',
  'INTERNAL',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[number] | (string & {});
