// Tries per key in a sliding minute (a sign-in per client address, per account): at most
// `perMinute` in any 60 seconds; one more is refused with the wait until the oldest leaves
// the minute. Where the count lives: in Redis when the server has one, so every process of
// a cluster counts together (per process, each would grant the whole limit again: issue 24
// found 20 guesses at one account in a minute across two); in the process's memory alone
// otherwise, and whenever Redis fails to answer (then each process limits by itself).

import { createHash } from 'node:crypto';

export const MINUTE_MS = 60_000;

export interface Tries {
  /** Count a try by `key`: 0 if it may go on, else the ms to wait (a refused try is not counted). */
  take(key: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A key as it is kept: its SHA-256, so the store of counts (Redis, memory) holds no client
 * address or name, and every key has one length whatever was typed.
 */
export const keptKey = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('base64url');
