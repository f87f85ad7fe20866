// All rooms of this process: created here, loaded from the store at start, listed in the
// lobby. Rooms nobody has visited for a long time are closed (kept in the store, unloaded).

import type { LobbyRoom, RoomInfo, RoomOptions } from '@kaschlan/protocol';
import type { Creator } from '../store/creators';
import type { Client, Directory } from './directory';
import type { RoomEnv } from './env';
import { isListed, lobbyEntryOf, ShortCache, sortLobby } from './lobby';
import { storeNewRoom } from './persist';
import { localPort, type RoomPort } from './port';
import { noRoom, type Refusal } from './refusal';
import { Room } from './room';
import { WATCHDOG_EVERY_MS, watchRooms } from './watchdog';

/** A room with no one in it for this long is closed (its deals stay as replays). */
export const IDLE_CLOSE_MS = 24 * 60 * 60 * 1000;

/** How long a room may stay idle here, and how often to look (often enough to be on time). */
export function idleClose(env: RoomEnv): { afterMs: number; everyMs: number } {
  const afterMs = env.idleCloseMs ?? IDLE_CLOSE_MS;
  return { afterMs, everyMs: Math.max(200, Math.min(60_000, Math.floor(afterMs / 2))) };
}

export class Rooms implements Directory {
  private readonly rooms = new Map<string, Room>();
  private sweeper: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(private readonly env: RoomEnv) {}

  /** Load every open room from the store (a restart resumes every room and deal). */
  async loadAll(): Promise<number> {
    for (const row of await this.env.store.openRooms()) {
      try {
        this.rooms.set(row.id, await Room.load(row, this.env));
      } catch (e) {
        // One broken room must not keep the others down.
        this.env.log.error({ room: row.id, err: (e as Error).message }, 'room could not be loaded');
      }
    }
    this.sweeper = setInterval(() => void this.sweep(), idleClose(this.env).everyMs);
    this.sweeper.unref();
    // No deal outlives a lost timer (issue 26).
    this.watchdog = setInterval(() => watchRooms(this.rooms.values(), this.env), WATCHDOG_EVERY_MS);
    this.watchdog.unref();
    // Rooms that went idle while the process was down close now, not a sweep later.
    void this.sweep();
    return this.rooms.size;
  }

  async enter(member: Client, id: string, token: string | undefined): Promise<RoomPort | Refusal> {
    const room = this.rooms.get(id);
    if (!room) return noRoom();
    return (await room.join(member, token)) ?? localPort(room);
  }

  async create(options: RoomOptions, creator?: Creator): Promise<RoomInfo> {
    return (await this.add(options, creator)).info();
  }

  async info(id: string): Promise<RoomInfo | null> {
    return this.rooms.get(id)?.info() ?? null;
  }

  /** Create a room (stored first, within its creator's caps), held in this process. */
  async add(options: RoomOptions, creator?: Creator): Promise<Room> {
    const now = this.env.now();
    const { id, name } = await storeNewRoom(this.env.store, options, now, creator);
    const room = new Room(id, name, options, now, this.env);
    this.rooms.set(id, room);
    this.lobbyCache.invalidate();
    this.env.log.info({ room: id, seats: options.seats, preset: options.preset }, 'room created');
    return room;
  }

  /** Load a room stored by another module (quick play's: made with its people seated). */
  async adopt(id: string): Promise<void> {
    const row = await this.env.store.room(id);
    if (row && !this.rooms.has(id)) this.rooms.set(id, await Room.load(row, this.env));
  }

  get(id: string): Room | undefined {
    return this.rooms.get(id);
  }

  get size(): number {
    return this.rooms.size;
  }

  /** Public rooms someone could join or watch, those with open seats first (lobby.ts). */
  lobby(): Promise<LobbyRoom[]> {
    return this.lobbyCache.get();
  }

  private readonly lobbyCache = new ShortCache(async () => {
    const list: LobbyRoom[] = [];
    for (const room of this.rooms.values()) {
      const info = room.info();
      if (isListed(info)) list.push(lobbyEntryOf(info));
    }
    return sortLobby(list);
  });

  private async sweep(): Promise<void> {
    const now = this.env.now();
    for (const room of this.rooms.values()) {
      if (room.memberCount > 0 || now - room.lastActivity < idleClose(this.env).afterMs) continue;
      room.close();
      this.rooms.delete(room.id);
      await this.env.store
        .closeRoom({ room: room.id, fence: null, at: now })
        .catch(() => undefined);
    }
  }

  /** Stop: every room finishes the change in progress (its write is kept), then closes. */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.watchdog) clearInterval(this.watchdog);
    await Promise.all([...this.rooms.values()].map((room) => room.drain()));
  }
}
