// The server's bounds on what one client address may hold: sockets open at once, and the
// rooms it created (with their search bots) while they are open, counted in the database
// (store/creators.ts). The figures are settings (config.ts, docs/DEPLOY.md); a refusal
// carries a stable code (docs/PROTOCOL.md).

import { createHash } from 'node:crypto';
import type { RoomOptions } from '@kaschlan/protocol';

export interface Limits {
  /** Sockets open at once from one client address (more are closed with 1013). */
  readonly socketsPerAddress: number;
  /** Spectators in one room (a hello beyond: SPECTATORS_FULL). */
  readonly spectatorsPerRoom: number;
  /** Rooms one process holds; a new room beyond is refused (503 SERVER_FULL). */
  readonly rooms: number;
  /** Open rooms one address created (429 TOO_MANY_ROOMS). */
  readonly roomsPerAddress: number;
  /** Search-bot seats (hard, expert) in the open rooms one address created (429 TOO_MANY_BOTS). */
  readonly searchBotsPerAddress: number;
}

export const DEFAULT_LIMITS: Limits = {
  socketsPerAddress: 64,
  spectatorsPerRoom: 100,
  rooms: 20_000,
  roomsPerAddress: 50,
  searchBotsPerAddress: 16,
};

/** The WebSocket close code of a socket over its address's share (RFC 6455: try again later). */
export const TOO_MANY_SOCKETS = { code: 1013, reason: 'too many connections from your address' };

/** A count per address, up to `max` each (sockets open now). */
export class PerAddress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Count one more for `address`; false, and nothing counted, when it has `max` already. */
  take(address: string): boolean {
    const n = this.counts.get(address) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n > 0) this.counts.set(address, n);
    else this.counts.delete(address);
  }
}

/** Why a room may not be created: the HTTP status and the `{code, message}` body. */
export interface CreateRefusal {
  readonly status: 429 | 503;
  readonly code: 'TOO_MANY_ROOMS' | 'TOO_MANY_BOTS' | 'SERVER_FULL';
  readonly message: string;
}

/** A room's search bots: its hard and expert seats (each a worker thread's time a move). */
export const searchBots = (options: RoomOptions): number =>
  options.seats.filter((s) => s === 'hard' || s === 'expert').length;

/**
 * The key a room's creator is counted by in the database (rooms.creator_hash): SHA-256 of
 * his address after a fixed prefix. A hash, not the address: the store outlives requests and
 * goes into backups, and the caps need only "the same creator", not who he is. Not keyed
 * (HMAC): every process and every restart must find the same key, so a key would have to be a
 * secret all processes share and never change, and the server has no such setting. The
 * prefix keeps these hashes apart from other SHA-256s of the same text; it is no secret. So
 * this is a pseudonym, not anonymity: with only 2^32 IPv4 addresses, whoever has the database
 * can find an address from its hash by trying them all. It keeps addresses out of plain sight
 * (queries, exports), no more.
 */
export const creatorKey = (address: string): string =>
  createHash('sha256').update(`kaschlan room creator\0${address}`, 'utf8').digest('hex');

/** The refusal of a room whose creator is at his cap (`OverCap`, counted in the store). */
export function overCap(
  cap: 'rooms' | 'bots',
  limits: Pick<Limits, 'roomsPerAddress' | 'searchBotsPerAddress'>,
): CreateRefusal {
  return cap === 'rooms'
    ? {
        status: 429,
        code: 'TOO_MANY_ROOMS',
        message: `one address may have ${limits.roomsPerAddress} open rooms: play in one of them`,
      }
    : {
        status: 429,
        code: 'TOO_MANY_BOTS',
        message: `the rooms of one address may have ${limits.searchBotsPerAddress} hard or expert bots: choose easier bots`,
      };
}
