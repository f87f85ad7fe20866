// The passes that keep a cluster process's leases and relays true while it runs: the renewal
// of its presence and all its leases, the watch on the processes at either end of its relays,
// the idle close, the sweep for orphaned deals, and the watchdog over its rooms' deals. The directory (cluster-rooms.ts) lends
// them what they read and the steps they take (taking a room over, giving one up).

import type { Client } from '../rooms/directory';
import type { RoomEnv } from '../rooms/env';
import { isRefusal, type Refusal } from '../rooms/refusal';
import { Room } from '../rooms/room';
import { idleClose } from '../rooms/rooms';
import { WATCHDOG_EVERY_MS, watchRooms } from '../rooms/watchdog';
import type { Store } from '../store/store';
import type { Bus } from './bus';
import type { RemoteMember } from './relay';

/** A room this process owns; `renewedAt`: when its lease was last surely extended. */
export interface Owned {
  readonly room: Room;
  renewedAt: number;
}

/** Clients of this process in a room owned elsewhere, with the owner seen. */
export interface Relayed {
  readonly owner: string;
  readonly clients: Set<Client>;
}

/** What the passes read and act on: the directory's own state and steps. */
export interface UpkeepParts {
  readonly processId: string;
  readonly bus: Bus;
  readonly store: Store;
  readonly env: RoomEnv;
  readonly leaseMs: number;
  readonly owned: ReadonlyMap<string, Owned>;
  /** Members relayed to rooms this process owns, by room, by `<edge>/<connection>`. */
  readonly remoteMembers: ReadonlyMap<string, Map<string, RemoteMember>>;
  readonly relayed: Map<string, Relayed>;
  /** This process's clients relayed elsewhere, by id. */
  readonly clients: Map<number, Client>;
  /** Take a room's lease and load it (null: another process owns it). */
  readonly own: (id: string) => Promise<Room | Refusal | null>;
  /** Stop running a room here: its members reconnect to its next owner. */
  readonly surrender: (id: string, why: string) => Promise<void>;
  readonly warn: (e: unknown, what: string) => void;
}

export class LeaseUpkeep {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  /** The renewal pass in progress (passes never overlap: the next starts after it ends). */
  private renewing: Promise<void> | null = null;

  constructor(private readonly parts: UpkeepParts) {}

  async start(): Promise<void> {
    // Present before the first client is relayed: owners judge relays by this key.
    await this.parts.bus.renew([]);
    this.every(Math.max(100, Math.floor(this.parts.leaseMs / 3)), () => this.renewPass());
    this.every(1000, () => this.watchOwners());
    this.every(1000, () => this.watchRelays());
    this.every(2000, () => this.adoptOrphans());
    this.every(idleClose(this.parts.env).everyMs, () => this.closeIdle());
    // No deal of a room owned here outlives a lost timer (issue 26).
    this.every(WATCHDOG_EVERY_MS, async () => {
      const rooms = [...this.parts.owned.values()].map((o) => o.room);
      // Driven on and still stalled: given up, to be loaded afresh (here or elsewhere).
      watchRooms(rooms, this.parts.env, (room) => void this.parts.surrender(room.id, 'stalled'));
    });
  }

  /** No pass starts from now on: a process that is stopping hands its rooms on instead. */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
  }

  // Each pass is scheduled when the last one ended: a slow Redis never piles passes up.
  private every(ms: number, fn: () => Promise<void>): void {
    const pass = () => {
      if (this.stopped) return;
      const t = setTimeout(() => {
        this.timers.delete(t);
        void fn()
          .catch((e) => this.parts.warn(e, 'cluster timer'))
          .finally(pass);
      }, ms);
      t.unref();
      this.timers.add(t);
    };
    pass();
  }

  /** One renewal pass (a second caller waits for the pass in progress). */
  private renewPass(): Promise<void> {
    this.renewing ??= this.renew().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /**
   * Renew this process's presence and all its leases in one round trip; a room whose lease
   * is lost is given up at once. A renewed lease runs at least from the time before the
   * call; when Redis does not answer, a lease is judged by the time after the call (a call
   * that hung must not count as time the lease still had).
   */
  private async renew(): Promise<void> {
    const { owned, bus, leaseMs, surrender } = this.parts;
    const ids = [...owned.keys()];
    const sent = Date.now();
    let ours: boolean[];
    try {
      ours = await bus.renew(ids);
    } catch (e) {
      const now = Date.now();
      for (const id of ids) {
        const held = owned.get(id);
        if (held && now - held.renewedAt >= leaseMs * 0.8)
          await surrender(id, 'lease not renewed: Redis does not answer');
      }
      throw e;
    }
    for (const [i, id] of ids.entries()) {
      const held = owned.get(id);
      if (!held) continue;
      if (ours[i]) held.renewedAt = sent;
      else await surrender(id, 'lease lost');
    }
  }

  /**
   * Members relayed by a process that is gone (its presence key ran out: it crashed or lost
   * Redis) are disconnected: their seats' grace clocks start and stand-ins follow, instead
   * of players who seem to be here for ever.
   */
  private async watchRelays(): Promise<void> {
    const { remoteMembers, owned, processId } = this.parts;
    const edges = new Set<string>();
    for (const members of remoteMembers.values())
      for (const m of members.values()) if (m.edge !== processId) edges.add(m.edge);
    const list = [...edges];
    const alive = await this.parts.bus.alive(list);
    const gone = new Set(list.filter((_, i) => !alive[i]));
    if (gone.size === 0) return;
    for (const [roomId, members] of remoteMembers) {
      const room = owned.get(roomId)?.room;
      for (const [key, m] of members) {
        if (!gone.has(m.edge)) continue;
        members.delete(key);
        if (room) void room.leaveMember(m);
      }
    }
    this.parts.env.log.warn(
      { processes: [...gone] },
      'relaying process gone: its players are away',
    );
  }

  /** Clients relayed to an owner that is gone reconnect (and reach the room's new owner). */
  private async watchOwners(): Promise<void> {
    const { relayed, clients } = this.parts;
    const ids = [...relayed.keys()];
    const owners = await this.parts.bus.owners(ids);
    ids.forEach((id, i) => {
      const r = relayed.get(id);
      if (!r || owners[i] === r.owner) return;
      relayed.delete(id);
      for (const client of r.clients) {
        clients.delete(client.id);
        client.drop(1012, 'room moved');
      }
    });
  }

  /**
   * Rooms nobody has been in or changed for IDLE_CLOSE_MINUTES are closed, the same as in a
   * single process: this process's own, and rooms nobody owns (taken by lease to close).
   */
  private async closeIdle(): Promise<void> {
    const { owned, store, own } = this.parts;
    const now = Date.now();
    const { afterMs } = idleClose(this.parts.env);
    for (const [id, held] of owned) {
      const { room } = held;
      if (room.memberCount > 0 || now - room.lastActivity < afterMs) continue;
      await this.closeOwned(id, room, now);
    }
    for (const row of await store.idleRooms(now - afterMs)) {
      if (owned.has(row.id) || this.stopped) continue;
      const room = await own(row.id).catch(() => null);
      if (room instanceof Room && room.memberCount === 0) await this.closeOwned(row.id, room, now);
    }
  }

  private async closeOwned(id: string, room: Room, now: number): Promise<void> {
    try {
      await this.parts.store.closeRoom({ room: id, fence: room.fence, at: now });
    } catch (e) {
      this.parts.warn(e, 'idle room not closed');
      return;
    }
    await this.parts.surrender(id, 'idle');
    await this.parts.bus.dropInfo(id).catch(() => undefined);
  }

  /** Deals in play whose owner is gone are taken over, even before anyone reconnects. */
  private async adoptOrphans(): Promise<void> {
    if (this.stopped) return;
    const { bus, owned } = this.parts;
    const active = (await bus.active()).filter((id) => !owned.has(id));
    const owners = await bus.owners(active);
    for (const [i, id] of active.entries()) {
      if (owners[i] !== null) continue;
      const adopted = await this.parts
        .own(id)
        .catch((e) => this.parts.warn(e, 'orphan not adopted'));
      if (isRefusal(adopted)) void bus.dropInfo(id); // the room is gone: NO_ROOM
    }
  }
}
