// The server's bounds on what one client address may hold: sockets open at once, and the
// rooms it created (with their search bots) while they are open, counted in the database
// (store/creators.ts). The figures are settings (config.ts, docs/DEPLOY.md); a refusal
// carries a stable code (docs/PROTOCOL.md).

import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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
  /**
   * Hellos one address may send a minute, whatever the room, over all its sockets (a bucket
   * of this many, refilled over a minute; beyond: RATE_LIMITED). Each enters a room: a
   * snapshot for the sender, the room's picture for everyone in the rooms left and entered.
   */
  readonly hellosPerMinute: number;
}

export const DEFAULT_LIMITS: Limits = {
  socketsPerAddress: 64,
  spectatorsPerRoom: 100,
  rooms: 20_000,
  roomsPerAddress: 50,
  searchBotsPerAddress: 16,
  hellosPerMinute: 60,
};

/**
 * What every bound per client address counts the client by (issue 12): an IPv4 address as it
 * is, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack listener's IPv4 client) as
 * its IPv4 address, and any other IPv6 address as its /64 (`2001:db8:0:1::/64`). One client
 * holds a whole /64 (an ISP hands out a /64 at least, a /56 or /48 often), so counting each of
 * its 2^64 addresses apart would give him 2^64 shares. The /64 is written one way whatever
 * way the address was (`::` compression, case, leading zeros, a zone id `%eth0`). A string
 * that is no address (a test's, a socket without one) is its own key.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  // The zone id names the interface the address is on; it is no part of the client.
  const bare = address.split('%', 1)[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted tail as two). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const before = parse(head);
  if (tail === undefined) return before;
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The WebSocket close code of a socket over its address's share (RFC 6455: try again later). */
export const TOO_MANY_SOCKETS = { code: 1013, reason: 'too many connections from your address' };

/** A count per client (`clientKey`), up to `max` each (sockets open now). */
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
 * his client key (`clientKey`: an IPv6 creator's /64) after a fixed prefix. A hash, not the
 * address: the store outlives requests and goes into backups, and the caps need only "the
 * same creator", not who he is. Not keyed (HMAC): every process and every restart must find
 * the same key, so a key would have to be a secret all processes share and never change, and
 * the server has no such setting. The prefix keeps these hashes apart from other SHA-256s of
 * the same text; it is no secret. So this is a pseudonym, not anonymity: with only 2^32 IPv4
 * addresses, whoever has the database can find an address from its hash by trying them all.
 * It keeps addresses out of plain sight (queries, exports), no more.
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
