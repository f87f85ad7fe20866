// The server's bounds on what one client address may hold: sockets open at once, and the
// rooms it created (with their search bots) while they are open. The figures are settings
// (config.ts, docs/DEPLOY.md); a refusal carries a stable code (docs/PROTOCOL.md).

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

/** A room being created for an address, counted from now; `done` with its id, or `cancel`. */
export interface Reservation {
  done(id: string): void;
  cancel(): void;
}

const searchBots = (options: RoomOptions): number =>
  options.seats.filter((s) => s === 'hard' || s === 'expert').length;

/**
 * The rooms each address created and their search bots, while they are open. A room closed
 * since (idle, or gone from the cluster) is forgotten the next time its creator asks: `isOpen`
 * says. Counted by the process that created them, since it started.
 */
export class Creators {
  /** Address → room (or a reservation's key) → its search bots. */
  private readonly rooms = new Map<string, Map<string, number>>();
  private reservations = 0;

  constructor(
    private readonly limits: Pick<Limits, 'roomsPerAddress' | 'searchBotsPerAddress'>,
    private readonly isOpen: (id: string) => Promise<boolean>,
  ) {}

  /** Count a room of `options` for `address`, or say why it may not have one more. */
  async reserve(address: string, options: RoomOptions): Promise<Reservation | CreateRefusal> {
    // Rooms closed since are forgotten only when the count would refuse: asking after every
    // room of an address on each creation cost time in proportion to its rooms.
    if (this.wouldRefuse(address, options)) await this.forgetClosed(address);
    // From here on nothing waits: two requests at once cannot both take the last place.
    let mine = this.rooms.get(address);
    const held = mine ? [...mine.values()] : [];
    if (held.length >= this.limits.roomsPerAddress)
      return {
        status: 429,
        code: 'TOO_MANY_ROOMS',
        message: `one address may have ${this.limits.roomsPerAddress} open rooms: play in one of them`,
      };
    const bots = searchBots(options);
    const botsHeld = held.reduce((a, b) => a + b, 0);
    if (bots > 0 && botsHeld + bots > this.limits.searchBotsPerAddress)
      return {
        status: 429,
        code: 'TOO_MANY_BOTS',
        message: `the rooms of one address may have ${this.limits.searchBotsPerAddress} hard or expert bots: choose easier bots`,
      };
    if (!mine) {
      mine = new Map();
      this.rooms.set(address, mine);
    }
    const rooms = mine;
    const key = `\0${++this.reservations}`;
    rooms.set(key, bots);
    const drop = () => {
      rooms.delete(key);
      if (rooms.size === 0 && this.rooms.get(address) === rooms) this.rooms.delete(address);
    };
    return {
      done: (id) => {
        drop();
        const now = this.rooms.get(address) ?? new Map<string, number>();
        now.set(id, bots);
        this.rooms.set(address, now);
      },
      cancel: drop,
    };
  }

  private wouldRefuse(address: string, options: RoomOptions): boolean {
    const held = [...(this.rooms.get(address)?.values() ?? [])];
    const bots = searchBots(options);
    return (
      held.length >= this.limits.roomsPerAddress ||
      (bots > 0 && held.reduce((a, b) => a + b, 0) + bots > this.limits.searchBotsPerAddress)
    );
  }

  private async forgetClosed(address: string): Promise<void> {
    const mine = this.rooms.get(address);
    if (!mine) return;
    const ids = [...mine.keys()].filter((id) => !id.startsWith('\0'));
    const open = await Promise.all(ids.map((id) => this.isOpen(id)));
    ids.forEach((id, i) => {
      if (!open[i]) mine.delete(id);
    });
    if (mine.size === 0 && this.rooms.get(address) === mine) this.rooms.delete(address);
  }
}
