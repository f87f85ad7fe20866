// The rooms of a cluster: several server processes over one PostgreSQL database and one
// Redis. Each room has one owner process at a time (the holder of its Redis lease), which
// runs it exactly as a single process does (rooms/room.ts) and is its only writer. Any
// process accepts any client: a client whose room is owned elsewhere is relayed over Redis
// pub/sub (its messages to the owner, the owner's messages back). When an owner dies its
// leases run out; the processes holding its clients close their sockets (the clients
// reconnect by themselves), and whoever reaches the room first, a reconnecting client or the
// sweep for orphaned deals, takes the lease and loads the room from the database.

import type {
  ClientMessage,
  LobbyRoom,
  RoomInfo,
  RoomOptions,
  ServerMessage,
} from '@kaschlan/protocol';
import { hashToken, newId } from '../ids';
import type { Client, Directory } from '../rooms/directory';
import { dispatch } from '../rooms/dispatch';
import type { RoomEnv } from '../rooms/env';
import { storeNewRoom } from '../rooms/persist';
import { localPort, type RoomPort } from '../rooms/port';
import { errorReply, isRefusal, noRoom, type Refusal, refusal } from '../rooms/refusal';
import { Room } from '../rooms/room';
import { idleClose, lobbyEntryOf, sortLobby } from '../rooms/rooms';
import type { Creator } from '../store/creators';
import type { Store } from '../store/store';
import { Bus } from './bus';
import { RemoteMember, type ToEdge, type ToOwner } from './relay';

const ROOM_ID = /^[a-z0-9]{6,32}$/;

export interface ClusterOptions {
  readonly redisUrl: string;
  /** How long a lease lives without renewal (ms): the failover time is about this. */
  readonly leaseMs?: number;
  /** Prefix of every Redis key and channel (REDIS_PREFIX). */
  readonly prefix?: string;
}

/**
 * Messages a room being taken over here keeps for when it is loaded: at most this many (each
 * at most MAX_MESSAGE_BYTES, socket.ts), so clients sending into a slow load cannot grow the
 * memory without bound; past it the room is treated as not here (`'overflowed'`).
 */
export const EARLY_MAX = 256;

export class ClusterRooms implements Directory {
  readonly processId = newId(10);
  /** Redis as the cluster uses it; quick play's matchmaker takes its lease here too. */
  readonly bus: Bus;
  private readonly leaseMs: number;
  /** Rooms this process owns; `renewedAt`: when its lease was last surely extended. */
  private readonly owned = new Map<string, { room: Room; renewedAt: number }>();
  private readonly remoteMembers = new Map<string, Map<string, RemoteMember>>();
  private readonly loading = new Map<string, Promise<Room | Refusal | null>>();
  /**
   * Rooms this process listens to while taking them over (their lease may already be ours,
   * the room not loaded yet): what their channel carried meanwhile, handled once the room is
   * loaded, or `'overflowed'` (too much came: those clients were told to start over). A room
   * is listened to exactly while it is in `owned` or here.
   */
  private readonly early = new Map<string, ToOwner[] | 'overflowed'>();
  /** Clients of this process in rooms owned elsewhere, by room, with the owner seen. */
  private readonly relayed = new Map<string, { owner: string; clients: Set<Client> }>();
  private readonly clients = new Map<number, Client>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;
  /** The renewal pass in progress (passes never overlap: the next starts after it ends). */
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly env: RoomEnv,
    private readonly store: Store,
    options: ClusterOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 5000;
    this.env = {
      ...env,
      onInfo: (room) => this.publishInfo(room),
      onFault: (room) => void this.surrender(room.id, 'store refused a write'),
    };
    this.bus = new Bus(
      options.redisUrl,
      this.processId,
      this.leaseMs,
      options.prefix ?? 'kaschlan',
      (channel, text) => this.onMessage(channel, text),
    );
  }

  async start(): Promise<void> {
    const { metrics } = this.env;
    metrics?.sample(metrics.leasesHeld, () => this.owned.size);
    await this.bus.connect();
    // Present before the first client is relayed: owners judge relays by this key.
    await this.bus.renew([]);
    // Each pass is scheduled when the last one ended: a slow Redis never piles passes up.
    const every = (ms: number, fn: () => Promise<void>) => {
      const pass = () => {
        if (this.closing) return;
        const t = setTimeout(() => {
          this.timers.delete(t);
          void fn()
            .catch((e) => this.warn(e, 'cluster timer'))
            .finally(pass);
        }, ms);
        t.unref();
        this.timers.add(t);
      };
      pass();
    };
    every(Math.max(100, Math.floor(this.leaseMs / 3)), () => this.renewPass());
    every(1000, () => this.watchOwners());
    every(1000, () => this.watchRelays());
    every(2000, () => this.adoptOrphans());
    every(idleClose(this.env).everyMs, () => this.closeIdle());
  }

  get size(): number {
    return this.owned.size;
  }

  // ------------------------------------------------------------ entering rooms

  async enter(client: Client, id: string, token: string | undefined): Promise<RoomPort | Refusal> {
    if (!ROOM_ID.test(id)) return noRoom();
    for (let attempt = 0; attempt < 3; attempt++) {
      const room = this.owned.get(id)?.room ?? (await this.own(id));
      if (isRefusal(room)) return room;
      if (room) return (await room.join(client, token)) ?? localPort(room);
      const owner = await this.bus.owner(id);
      if (owner && owner !== this.processId) return this.relay(client, id, owner, token);
      // The lease was freed between the two looks: try again.
    }
    return refusal('SERVER_BUSY', 'the room is moving between servers: try again');
  }

  /**
   * Take the room's lease and load it, if nobody owns it; null if another process does;
   * NO_ROOM if there is no such open room.
   */
  private own(id: string): Promise<Room | Refusal | null> {
    const pending = this.loading.get(id);
    if (pending) return pending;
    const load = (async () => {
      // A process that is stopping takes no rooms: they go to the others.
      if (this.closing) return null;
      const before = await this.store.room(id);
      if (!before || before.closed_at !== null) return noRoom();
      // Held, by another process or by this one still giving it up (surrender releases the
      // lease last): nothing to take, and nothing to listen to (the acquire below would fail
      // the same way; the caller looks at the lease again).
      if ((await this.bus.owner(id)) !== null) return null;
      // Listen before the lease says this process owns the room: a process that sees the
      // lease relays its client's hello at once, and a hello published before the
      // subscription would be lost (the client would wait for a welcome that never comes).
      // What arrives while the room loads waits in `early`, handled once the room is here.
      this.early.set(id, []);
      const takenAt = Date.now();
      let fence: number | null;
      try {
        await this.bus.listen(id);
        fence = await this.bus.acquire(id, before.fence);
      } catch (e) {
        await this.stopListening(id);
        throw e;
      }
      if (fence === null) {
        // Another process took it meanwhile: what was heard is for that owner to answer.
        await this.stopListening(id);
        return null;
      }
      let room: Room;
      try {
        // The fencing number goes into the database before the room is read: whatever the
        // last owner still writes now is refused, so what is read here is the whole story.
        if (!(await this.store.claim(id, fence))) throw new Error('a newer owner claimed it');
        const row = await this.store.room(id);
        if (!row || row.closed_at !== null) {
          await this.bus.release(id);
          await this.stopListening(id);
          return noRoom();
        }
        room = await Room.load(row, this.env, fence);
      } catch (e) {
        await this.bus.release(id);
        await this.stopListening(id);
        throw e;
      }
      this.owned.set(id, { room, renewedAt: takenAt });
      const heard = this.early.get(id);
      this.early.delete(id);
      if (Array.isArray(heard))
        for (const m of heard) {
          // One bad message must not cost the others behind it their answer.
          try {
            this.fromEdge(id, m);
          } catch (e) {
            this.warn(e, 'early message not handled');
          }
        }
      this.publishInfo(room);
      this.env.log.info({ room: id, process: this.processId }, 'room taken over');
      return room;
    })().finally(() => this.loading.delete(id));
    this.loading.set(id, load);
    return load;
  }

  /**
   * Stop hearing a room this process set out to take and did not: what was heard for it is
   * dropped (its senders hear from the room's real owner, or start over when their relay
   * sees the lease go elsewhere).
   */
  private async stopListening(id: string): Promise<void> {
    this.early.delete(id);
    if (!this.owned.has(id)) await this.bus.unlisten(id).catch(() => undefined);
  }

  private async relay(
    client: Client,
    id: string,
    owner: string,
    token: string | undefined,
  ): Promise<RoomPort> {
    let r = this.relayed.get(id);
    if (!r || r.owner !== owner) {
      r = { owner, clients: new Set() };
      this.relayed.set(id, r);
    }
    const relayed = r;
    relayed.clients.add(client);
    this.clients.set(client.id, client);
    const me = this.processId;
    const toOwner = (m: ToOwner) => this.bus.publish(this.bus.roomChannel(id), JSON.stringify(m));
    await toOwner({
      k: 'hello',
      e: me,
      c: client.id,
      ...(token === undefined ? {} : { h: hashToken(token) }),
    });
    return {
      roomId: id,
      // A seat is taken by the person behind the socket: his player goes with the `sit`.
      send: (c, m) =>
        toOwner({
          k: 'msg',
          e: me,
          c: c.id,
          m,
          ...(m.type === 'sit' ? { p: c.player ?? null } : {}),
        }),
      leave: async (c) => {
        relayed.clients.delete(c as Client);
        this.clients.delete(c.id);
        await toOwner({ k: 'bye', e: me, c: c.id });
      },
    };
  }

  // ------------------------------------------------------------ messages between processes

  private onMessage(channel: string, text: string): void {
    let message: ToOwner & ToEdge;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const room = this.bus.roomOf(channel);
    if (room !== null) this.fromEdge(room, message as ToOwner);
    else if (channel === this.bus.edgeChannel(this.processId)) this.fromOwner(message as ToEdge);
  }

  /** A message for one of this process's sockets, from the owner of its room. */
  private fromOwner(m: ToEdge): void {
    const client = this.clients.get(m.c);
    if (!client) return;
    if ('x' in m) {
      client.sendText(m.x);
      return;
    }
    this.forget(client);
    if (m.k === 'moved') client.drop(1012, 'room moved');
    else client.port = null;
  }

  private forget(client: Client): void {
    this.clients.delete(client.id);
    for (const r of this.relayed.values()) r.clients.delete(client);
  }

  /** A message for a room this process owns, from a process holding a client's socket. */
  private fromEdge(roomId: string, m: ToOwner): void {
    const post = (edge: string, message: ToEdge) =>
      void this.bus
        .publish(this.bus.edgeChannel(edge), JSON.stringify(message))
        .catch(() => undefined);
    const room = this.owned.get(roomId)?.room;
    const early = this.early.get(roomId);
    if (!room && Array.isArray(early)) {
      // The room is being loaded here: handled once it is.
      if (early.length < EARLY_MAX) {
        early.push(m);
        return;
      }
      // Too much for one load: everyone heard so far starts over (answering some and not
      // others would leave a member whose bye was not kept), and so does whoever follows
      // until the room is loaded.
      this.early.set(roomId, 'overflowed');
      const told = new Set<string>();
      for (const h of [...early, m]) {
        const key = `${h.e}/${h.c}`;
        if (h.k === 'bye' || told.has(key)) continue;
        told.add(key);
        post(h.e, { c: h.c, k: 'moved' });
      }
      return;
    }
    if (!room) {
      if (m.k !== 'bye') post(m.e, { c: m.c, k: 'moved' });
      return;
    }
    let members = this.remoteMembers.get(roomId);
    if (!members) {
      members = new Map();
      this.remoteMembers.set(roomId, members);
    }
    const key = `${m.e}/${m.c}`;
    if (m.k === 'hello') {
      const member = new RemoteMember(m.e, m.c, post);
      const before = members.get(key);
      if (before) void room.leaveMember(before);
      members.set(key, member);
      const turnedAway = (reply: ServerMessage) => {
        members.delete(key);
        member.send(reply);
        member.control('drop');
      };
      room.join(member, m.h, true).then(
        (refused) => refused && turnedAway(errorReply(refused, 'hello')),
        (e: Error) => turnedAway(this.failed(e, 'hello')),
      );
      return;
    }
    const member = members.get(key);
    if (m.k === 'bye') {
      members.delete(key);
      if (member) void room.leaveMember(member);
      return;
    }
    if (!member) {
      post(m.e, { c: m.c, k: 'moved' }); // out of step: start over
      return;
    }
    if (m.m.type === 'sit') member.player = m.p ?? null;
    // dispatch answers the room's refusals itself; what is left is a failure.
    dispatch(room, member, m.m).catch((e: Error) => member.send(this.failed(e, m.m.type)));
  }

  /** A relayed message failed (not a refusal: the database did not answer, say). */
  private failed(e: Error, to: ClientMessage['type']): ServerMessage {
    this.warn(e, 'relayed message failed');
    return errorReply(refusal('INTERNAL', 'the server could not handle that'), to);
  }

  // ------------------------------------------------------------ leases and failover

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
    const ids = [...this.owned.keys()];
    const sent = Date.now();
    let ours: boolean[];
    try {
      ours = await this.bus.renew(ids);
    } catch (e) {
      const now = Date.now();
      for (const id of ids) {
        const held = this.owned.get(id);
        if (held && now - held.renewedAt >= this.leaseMs * 0.8)
          await this.surrender(id, 'lease not renewed: Redis does not answer');
      }
      throw e;
    }
    for (const [i, id] of ids.entries()) {
      const held = this.owned.get(id);
      if (!held) continue;
      if (ours[i]) held.renewedAt = sent;
      else await this.surrender(id, 'lease lost');
    }
  }

  /**
   * Members relayed by a process that is gone (its presence key ran out: it crashed or lost
   * Redis) are disconnected: their seats' grace clocks start and stand-ins follow, instead
   * of players who seem to be here for ever.
   */
  private async watchRelays(): Promise<void> {
    const edges = new Set<string>();
    for (const members of this.remoteMembers.values())
      for (const m of members.values()) if (m.edge !== this.processId) edges.add(m.edge);
    const list = [...edges];
    const alive = await this.bus.alive(list);
    const gone = new Set(list.filter((_, i) => !alive[i]));
    if (gone.size === 0) return;
    for (const [roomId, members] of this.remoteMembers) {
      const room = this.owned.get(roomId)?.room;
      for (const [key, m] of members) {
        if (!gone.has(m.edge)) continue;
        members.delete(key);
        if (room) void room.leaveMember(m);
      }
    }
    this.env.log.warn({ processes: [...gone] }, 'relaying process gone: its players are away');
  }

  /**
   * Rooms nobody has been in or changed for IDLE_CLOSE_MINUTES are closed, the same as in a
   * single process: this process's own, and rooms nobody owns (taken by lease to close).
   */
  private async closeIdle(): Promise<void> {
    const now = Date.now();
    const { afterMs } = idleClose(this.env);
    for (const [id, held] of this.owned) {
      const { room } = held;
      if (room.memberCount > 0 || now - room.lastActivity < afterMs) continue;
      await this.closeOwned(id, room, now);
    }
    for (const row of await this.store.idleRooms(now - afterMs)) {
      if (this.owned.has(row.id) || this.closing) continue;
      const room = await this.own(row.id).catch(() => null);
      if (room instanceof Room && room.memberCount === 0) await this.closeOwned(row.id, room, now);
    }
  }

  private async closeOwned(id: string, room: Room, now: number): Promise<void> {
    try {
      await this.store.closeRoom({ room: id, fence: room.fence, at: now });
    } catch (e) {
      this.warn(e, 'idle room not closed');
      return;
    }
    await this.surrender(id, 'idle');
    await this.bus.dropInfo(id).catch(() => undefined);
  }

  /** Clients relayed to an owner that is gone reconnect (and reach the room's new owner). */
  private async watchOwners(): Promise<void> {
    const ids = [...this.relayed.keys()];
    const owners = await this.bus.owners(ids);
    ids.forEach((id, i) => {
      const r = this.relayed.get(id);
      if (!r || owners[i] === r.owner) return;
      this.relayed.delete(id);
      for (const client of r.clients) {
        this.clients.delete(client.id);
        client.drop(1012, 'room moved');
      }
    });
  }

  /** Deals in play whose owner is gone are taken over, even before anyone reconnects. */
  private async adoptOrphans(): Promise<void> {
    if (this.closing) return;
    const active = (await this.bus.active()).filter((id) => !this.owned.has(id));
    const owners = await this.bus.owners(active);
    for (const [i, id] of active.entries()) {
      if (owners[i] !== null) continue;
      const adopted = await this.own(id).catch((e) => this.warn(e, 'orphan not adopted'));
      if (isRefusal(adopted)) void this.bus.dropInfo(id); // the room is gone: NO_ROOM
    }
  }

  /**
   * Stop running a room here: its members, local or relayed, reconnect to its next owner.
   * `drain` (a rolling restart): the change in progress is finished first, so the lease is
   * handed on with every acknowledged write committed. (A lost lease needs no wait: the
   * fencing number refuses whatever is still under way.)
   */
  private async surrender(id: string, why: string, drain = false): Promise<void> {
    const held = this.owned.get(id);
    if (!held) return;
    this.owned.delete(id);
    if (why !== 'shutting down' && why !== 'idle') this.env.metrics?.leasesLost.inc();
    if (drain) await held.room.drain();
    else held.room.close(true);
    this.env.log.warn({ room: id, why }, 'room given up');
    for (const member of held.room.members()) {
      if (member instanceof RemoteMember) member.control('moved');
      else (member as Client).drop(1012, 'room moved');
    }
    this.remoteMembers.delete(id);
    // Unless this process is already taking the room again (after a drain that outlasted
    // the lease, say): that load listens to the channel now, and keeps or drops it itself.
    if (!this.early.has(id)) await this.bus.unlisten(id).catch(() => undefined);
    await this.bus.release(id).catch(() => undefined);
  }

  private publishInfo(room: Room): void {
    void this.bus
      .putInfo(room.id, JSON.stringify(room.info()), room.phase === 'playing')
      .catch((e) => this.warn(e, 'room info not published'));
  }

  // ------------------------------------------------------------ the directory

  async create(options: RoomOptions, creator?: Creator): Promise<RoomInfo> {
    const { id } = await storeNewRoom(this.store, options, this.env.now(), creator);
    const room = await this.own(id);
    // A failure, not a refusal: the room was just stored, so only a lost race lands here.
    if (!(room instanceof Room)) throw new Error('the new room could not be opened');
    return room.info();
  }

  /**
   * Take a room stored by another module (quick play's, made with its people seated) as a
   * new room is taken: listening before anyone is told of it, so that two people entering it
   * at once on two processes find its owner ready for the one relayed.
   */
  async adopt(id: string): Promise<void> {
    const room = await this.own(id);
    if (!(room instanceof Room)) throw new Error('the new room could not be opened');
  }

  async info(id: string): Promise<RoomInfo | null> {
    const local = this.owned.get(id)?.room;
    if (local) return local.info();
    const text = await this.bus.info(id);
    return text ? (JSON.parse(text) as RoomInfo) : null;
  }

  async lobby(): Promise<LobbyRoom[]> {
    const all = (await this.bus.allInfo()).map((t) => JSON.parse(t) as RoomInfo);
    return sortLobby(all.filter((r) => r.options.public).map(lobbyEntryOf));
  }

  async ping(): Promise<void> {
    await this.bus.ping();
  }

  /** Hand every room over (their clients reconnect to other processes), then stop. */
  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.timers) clearTimeout(t);
    await Promise.all(
      [...this.owned.keys()].map((id) => this.surrender(id, 'shutting down', true)),
    );
    for (const client of this.clients.values()) client.drop(1012, 'server restarting');
    await this.bus.close();
  }

  private warn(e: unknown, what: string): void {
    this.env.log.warn({ err: (e as Error).message, process: this.processId }, what);
  }
}
