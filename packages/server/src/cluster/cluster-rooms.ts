// The rooms of a cluster: several server processes over one PostgreSQL database and one
// Redis. Each room has one owner process at a time (the holder of its Redis lease), which
// runs it exactly as a single process does (rooms/room.ts) and is its only writer. Any
// process accepts any client: a client whose room is owned elsewhere is relayed over Redis
// pub/sub (its messages to the owner, the owner's messages back). When an owner dies its
// leases run out; the processes holding its clients close their sockets (the clients
// reconnect by themselves), and whoever reaches the room first, a reconnecting client or the
// sweep for orphaned deals, takes the lease and loads the room from the database.
// Here: creating rooms, routing hellos and taking rooms over; the passes that keep leases and
// relays true are lease-upkeep.ts, what a takeover hears early is early-messages.ts.

import type {
  ClientMessage,
  LobbyRoom,
  RoomInfo,
  RoomOptions,
  ServerMessage,
} from '@kaschlan/protocol';
import { hashToken, newId } from '../ids';
import type { Client, Directory } from '../rooms/directory';
import type { RoomEnv } from '../rooms/env';
import { storeNewRoom } from '../rooms/persist';
import { localPort, type RoomPort } from '../rooms/port';
import { errorReply, isRefusal, noRoom, type Refusal, refusal } from '../rooms/refusal';
import { Room } from '../rooms/room';
import type { Creator } from '../store/creators';
import type { Store } from '../store/store';
import { Bus } from './bus';
import { ClusterLobby } from './cluster-lobby';
import { EarlyMessages } from './early-messages';
import { LeaseUpkeep, type Owned, type Relayed } from './lease-upkeep';
import { RemoteMember, type ToEdge, type ToOwner, toRoom } from './relay';

const ROOM_ID = /^[a-z0-9]{6,32}$/;

export interface ClusterOptions {
  readonly redisUrl: string;
  /** How long a lease lives without renewal (ms): the failover time is about this. */
  readonly leaseMs?: number;
  /** Prefix of every Redis key and channel (REDIS_PREFIX). */
  readonly prefix?: string;
}

export class ClusterRooms implements Directory {
  readonly processId = newId(10);
  /** Redis as the cluster uses it; quick play's matchmaker takes its lease here too. */
  readonly bus: Bus;
  /** Rooms this process owns. */
  private readonly owned = new Map<string, Owned>();
  private readonly remoteMembers = new Map<string, Map<string, RemoteMember>>();
  private readonly loading = new Map<string, Promise<Room | Refusal | null>>();
  /**
   * Rooms this process listens to while taking them over (their lease may already be ours,
   * the room not loaded yet), with what their channel carried meanwhile. A room is listened
   * to exactly while it is in `owned` or here.
   */
  private readonly early = new EarlyMessages();
  /** Clients of this process in rooms owned elsewhere, by room, with the owner seen. */
  private readonly relayed = new Map<string, Relayed>();
  private readonly clients = new Map<number, Client>();
  /**
   * Each relayed client's latest hello: whether the owner turned it away (its `drop`). Weak:
   * a client dropped or closed by any path is forgotten with its socket.
   */
  private readonly hellos = new WeakMap<Client, { turnedAway: boolean }>();
  private readonly upkeep: LeaseUpkeep;
  /** Rooms' info and lobby lines, published and read in Redis. */
  private readonly lobbyIndex: ClusterLobby;
  private closing = false;

  constructor(
    private readonly env: RoomEnv,
    private readonly store: Store,
    options: ClusterOptions,
  ) {
    const leaseMs = options.leaseMs ?? 5000;
    this.env = {
      ...env,
      onInfo: (room) => this.lobbyIndex.publish(room),
      onFault: (room) => void this.surrender(room.id, 'store refused a write'),
    };
    this.bus = new Bus(
      options.redisUrl,
      this.processId,
      leaseMs,
      options.prefix ?? 'kaschlan',
      (channel, text) => this.onMessage(channel, text),
    );
    this.lobbyIndex = new ClusterLobby(this.bus, (e, what) => this.warn(e, what));
    this.upkeep = new LeaseUpkeep({
      processId: this.processId,
      bus: this.bus,
      store,
      env: this.env,
      leaseMs,
      owned: this.owned,
      remoteMembers: this.remoteMembers,
      relayed: this.relayed,
      clients: this.clients,
      own: (id) => this.own(id),
      surrender: (id, why) => this.surrender(id, why),
      warn: (e, what) => this.warn(e, what),
    });
  }

  async start(): Promise<void> {
    const { metrics } = this.env;
    metrics?.sample(metrics.leasesHeld, () => this.owned.size);
    await this.bus.connect();
    await this.upkeep.start();
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
      this.early.start(id);
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
      for (const m of this.early.take(id)) {
        // One bad message must not cost the others behind it their answer.
        try {
          this.fromEdge(id, m);
        } catch (e) {
          this.warn(e, 'early message not handled');
        }
      }
      this.lobbyIndex.publish(room);
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
    this.early.drop(id);
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
    // The owner's answer may be handled before the publish below returns (its reply from
    // Redis read after the edge channel's messages): a `drop` then marks this hello.
    const hello = { turnedAway: false };
    this.hellos.set(client, hello);
    const me = this.processId;
    const toOwner = (m: ToOwner) => this.bus.publish(this.bus.roomChannel(id), JSON.stringify(m));
    await toOwner({
      k: 'hello',
      e: me,
      c: client.id,
      ...(token === undefined ? {} : { h: hashToken(token), p: client.player ?? null }),
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
      turnedAway: () => hello.turnedAway,
      leave: async (c) => {
        relayed.clients.delete(c as Client);
        this.clients.delete(c.id);
        await toOwner({ k: 'bye', e: me, c: c.id });
      },
    };
  }

  // ------------------------------------------------------------ messages between processes

  /** A message on the sessions channel (players/session-sockets.ts reads it). */
  onSessions: ((text: string) => void) | null = null;

  private onMessage(channel: string, text: string): void {
    if (channel === this.bus.sessionsChannel()) {
      this.onSessions?.(text);
      return;
    }
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
    if (!('k' in m)) {
      client.sendText(m.x);
      return;
    }
    this.forget(client);
    if (m.k === 'moved') {
      client.drop(1012, 'room moved');
      return;
    }
    // Turned away: in no room before its client reads why, even if its hello is still being
    // entered (socket.ts keeps a port only while `turnedAway` is false).
    const hello = this.hellos.get(client);
    if (hello) hello.turnedAway = true;
    client.port = null;
    client.sendText(m.x);
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
    // The room is being loaded here: handled once it is (or its sender told to start over).
    if (!room && this.early.keep(roomId, m, post)) return;
    if (!room) {
      if (m.k !== 'bye') post(m.e, { c: m.c, k: 'moved' });
      return;
    }
    let members = this.remoteMembers.get(roomId);
    if (!members) {
      members = new Map();
      this.remoteMembers.set(roomId, members);
    }
    toRoom(room, members, m, post, (e, to) => this.failed(e, to));
  }

  /** A relayed message failed (not a refusal: the database did not answer, say). */
  private failed(e: Error, to: ClientMessage['type']): ServerMessage {
    this.warn(e, 'relayed message failed');
    return errorReply(refusal('INTERNAL', 'the server could not handle that'), to);
  }

  // ------------------------------------------------------------ giving rooms up

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
      if (member instanceof RemoteMember) member.moved();
      else (member as Client).drop(1012, 'room moved');
    }
    this.remoteMembers.delete(id);
    // Unless this process is already taking the room again (after a drain that outlasted
    // the lease, say): that load listens to the channel now, and keeps or drops it itself.
    if (!this.early.has(id)) await this.bus.unlisten(id).catch(() => undefined);
    await this.bus.release(id).catch(() => undefined);
  }

  // ------------------------------------------------------------ the directory

  async create(options: RoomOptions, creator?: Creator): Promise<RoomInfo> {
    const { id } = await storeNewRoom(this.store, options, this.env.now(), creator);
    const room = await this.own(id);
    // A failure, not a refusal: the room was just stored, so only a lost race lands here.
    if (!(room instanceof Room)) throw new Error('the new room could not be opened');
    // Its creator's next look at the lobby (on this process) shows it.
    this.lobbyIndex.invalidate();
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

  /** The lobby: its first lines, read from Redis at most once a second (cluster-lobby.ts). */
  lobby(): Promise<LobbyRoom[]> {
    return this.lobbyIndex.read();
  }

  async ping(): Promise<void> {
    await this.bus.ping();
  }

  /** Hand every room over (their clients reconnect to other processes), then stop. */
  async close(): Promise<void> {
    this.closing = true;
    this.upkeep.stop();
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
