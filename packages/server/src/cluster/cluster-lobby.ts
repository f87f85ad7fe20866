// The cluster's shared picture of its rooms (cluster-rooms.ts): each owner publishes its
// rooms' info and lobby lines to Redis (bus.ts keeps the index in lobby order), and any
// process reads the lobby's first lines from there, at most once a second however many ask
// (lobby.ts): a request costs the same with 100 rooms or 20,000.

import type { LobbyRoom } from '@kaschlan/protocol';
import { isListed, LOBBY_LENGTH, lobbyEntryOf, ShortCache } from '../rooms/lobby';
import type { Room } from '../rooms/room';
import type { Bus } from './bus';

export class ClusterLobby {
  private readonly cache: ShortCache<LobbyRoom[]>;

  constructor(
    private readonly bus: Bus,
    private readonly warn: (e: unknown, what: string) => void,
  ) {
    this.cache = new ShortCache(async () =>
      (await bus.lobby(LOBBY_LENGTH)).map((t) => JSON.parse(t) as LobbyRoom),
    );
  }

  /** The room's picture for the others, and its lobby line (listed rooms only: lobby.ts). */
  publish(room: Room): void {
    const info = room.info();
    const entry = isListed(info) ? lobbyEntryOf(info) : null;
    const line = entry && { line: JSON.stringify(entry), open: entry.open > 0, name: entry.name };
    void this.bus
      .putInfo(room.id, JSON.stringify(info), room.phase === 'playing', line)
      .catch((e) => this.warn(e, 'room info not published'));
  }

  /** The lobby's first lines, in its order. */
  read(): Promise<LobbyRoom[]> {
    return this.cache.get();
  }

  /** Read again at the next request (a room this process made should show at once). */
  invalidate(): void {
    this.cache.invalidate();
  }
}
