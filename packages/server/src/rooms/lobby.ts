// The lobby (`GET /api/rooms`, asked by anyone, unauthenticated): which rooms it lists, its
// order, its length, and the short cache every request is served from (issue 24: with 20,000
// rooms indexed each request cost ~240 ms of CPU, 20 at once held a process for 4.8 s).

import { isRated, type LobbyRoom, type RoomInfo } from '@kaschlan/protocol';

/** The lobby lists at most this many rooms. */
export const LOBBY_LENGTH = 200;
/** How long one lobby is served before it is read again (ms). */
export const LOBBY_CACHE_MS = 1000;

/** Listed: a public room (a closed one is dropped from every index when it closes). */
export const isListed = (info: RoomInfo): boolean => info.options.public === true;

/**
 * Where a lobby line sorts: rooms with open seats first, then by name (then id), compared as
 * strings. A cluster keeps the same key in Redis (cluster/bus.ts, compared byte by byte: the
 * same order but for names with characters beyond the BMP).
 */
export const lobbyOrderKey = (r: LobbyRoom): string =>
  `${r.open > 0 ? '0' : '1'}${r.name}\0${r.id}`;

/** The lobby's order: rooms with open seats first, then by name; at most LOBBY_LENGTH. */
export function sortLobby(list: LobbyRoom[]): LobbyRoom[] {
  const keyed = list.map((r) => ({ r, k: lobbyOrderKey(r) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return keyed.slice(0, LOBBY_LENGTH).map((x) => x.r);
}

/** A room's lobby line, from its public picture. */
export function lobbyEntryOf(info: RoomInfo): LobbyRoom {
  return {
    id: info.id,
    name: info.name,
    preset: info.options.preset,
    players: info.seats.length,
    open: info.seats.filter((s) => s.status === 'open').length,
    phase: info.phase,
    spectators: info.spectators,
    rated: isRated(info.options),
  };
}

/**
 * A value read at most once per `ttlMs`, and once however many ask at the same time (single
 * flight): the lobby's cost does not grow with the requests for it. A failed read is not
 * kept (the next request tries again).
 */
export class ShortCache<T> {
  private value: { at: number; v: T } | null = null;
  private reading: Promise<T> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs = LOBBY_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Read again at the next request (something this process changed should show at once). */
  invalidate(): void {
    this.value = null;
    this.reading = null;
  }

  get(): Promise<T> {
    const held = this.value;
    if (held && this.now() - held.at < this.ttlMs) return Promise.resolve(held.v);
    this.reading ??= this.read()
      .then((v) => {
        this.value = { at: this.now(), v };
        return v;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}
