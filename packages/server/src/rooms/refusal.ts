// Refusals are values: a stable code and a sentence (the table's, the engine's, or the
// rooms' own: NO_ROOM, BAD_TOKEN, SERVER_BUSY). `errorReply` is the one place a refusal
// becomes the `error` message a client is sent, wherever its socket is.

import type { ClientMessage, ProtocolErrorCode, ServerMessage } from '@kaschlan/protocol';

export interface Refusal {
  readonly code: ProtocolErrorCode;
  readonly message: string;
}

/** What a room's change comes to: done (null), or refused and nothing changed. */
export type Outcome = Refusal | null;

export const refusal = (code: ProtocolErrorCode, message: string): Refusal => ({ code, message });

export const isRefusal = (x: unknown): x is Refusal =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

/** The client's `error` message for a refusal of his message of type `to`. */
export function errorReply(r: Refusal, to?: ClientMessage['type']): ServerMessage {
  return { type: 'error', code: r.code, message: r.message, ...(to ? { for: to } : {}) };
}

export const noRoom = (): Refusal =>
  refusal('NO_ROOM', 'there is no such room (it may have been closed)');
