// The protocol's limits: what a message may weigh, how fast a connection may talk, and how
// long names and chat lines may be. One place, so the server, the client and
// docs/PROTOCOL.md agree.

/** The largest WebSocket message the server reads (bytes); a bigger one closes the socket. */
export const MAX_MESSAGE_BYTES = 4096;
/** The largest HTTP body (room creation). */
export const MAX_BODY_BYTES = 8192;

export const NAME_MAX = 24;
export const CHAT_MAX = 300;
/** Chat lines kept per room and sent with a snapshot (the table keeps them). */
export { CHAT_KEPT } from '@kaschlan/table/table';

/** Messages per connection: a bucket of `burst`, refilled at `perSecond`. */
export const RATE = { perSecond: 20, burst: 40 } as const;
/** Chat lines per connection. */
export const CHAT_RATE = { perSecond: 0.5, burst: 5 } as const;
/**
 * Snapshots per connection (`sync`, and a repeated `hello` to the room it is in, answered
 * like a `sync`): a snapshot is some 20 KB, so far fewer than messages. A client needs one
 * only when it missed a message.
 */
export const SYNC_RATE = { perSecond: 0.2, burst: 3 } as const;
/** A connection refused this many times in a row for rate is closed. */
export const RATE_STRIKES = 200;

/** Turn timer choices (seconds; 0: none). */
export const TURN_SECONDS = [0, 15, 30, 60, 120] as const;
/** How long a disconnected player keeps his seat before a bot plays for him (seconds). */
export const DEFAULT_GRACE_SECONDS = 30;
