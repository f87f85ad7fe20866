// Redis, as the cluster uses it (ioredis):
//   - a lease per room (`kaschlan:lease:<room>` = owner process id, with a TTL): the owner is
//     the room's single writer; it renews the lease while it lives; when it dies the lease
//     runs out and another process takes the room over from the database. Each taking of a
//     lease also takes the next fencing number (`kaschlan:fence:<room>`, a counter that never
//     expires, never below the number the database holds): the store commits a room's writes
//     only under its current number, so an owner that paused past its lease cannot write;
//   - a presence key per process (`kaschlan:alive:<process>`, with the lease's TTL): the
//     owner of a room treats the members relayed by a process whose key is gone as
//     disconnected (grace clock, then a stand-in);
// (`kaschlan` is the default prefix, REDIS_PREFIX: deployments sharing a Redis keep apart.)
//   - pub/sub channels: `kaschlan:room:<room>` carries clients' messages to the room's owner,
//     `kaschlan:edge:<process>` carries the owner's messages to sockets held by that process;
//   - `kaschlan:rooms` (a hash: room id → RoomInfo JSON, read one room at a time), and
//     `kaschlan:active` (a set: rooms with a deal in play) so orphaned deals are taken over
//     even before anyone reconnects;
//   - the lobby's index, of listed rooms only (public and open; issue 24): `kaschlan:lobby`
//     (a hash: room id → its lobby line, LobbyRoom JSON), `kaschlan:lobby:order` (a sorted
//     set, every score 0, so in byte order: `<0 open seats | 1 full><name>\0<id>`, the lobby's
//     order) and `kaschlan:lobby:key` (room id → its member there, to move or remove it). A
//     lobby reads its first 200 lines only, however many rooms are listed.

import { Redis } from 'ioredis';

// KEYS: lease, fence. ARGV: process, ttl, the database's fencing number. The next fencing
// number if the lease was free (and is now ours), else 0.
const ACQUIRE = `if redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then
  local f = redis.call('incr', KEYS[2])
  local floor = tonumber(ARGV[3])
  if f <= floor then f = floor + 1; redis.call('set', KEYS[2], f) end
  return f else return 0 end`;
// KEYS: this process's presence key, then its leases. ARGV: process, ttl. For each lease
// 1 (renewed) or 0 (no longer ours): all of a process's rooms in one round trip.
const RENEW_ALL = `redis.call('set', KEYS[1], '1', 'PX', ARGV[2])
local out = {}
for i = 2, #KEYS do
  if redis.call('get', KEYS[i]) == ARGV[1] then out[i - 1] = redis.call('pexpire', KEYS[i], ARGV[2])
  else out[i - 1] = 0 end
end
return out`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

// KEYS: rooms, active, lobby, lobby:key, lobby:order. ARGV: room, RoomInfo JSON, '1' if a
// deal is in play, the room's member in the lobby's order ('' when not listed), its line.
const PUT_INFO = `redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
if ARGV[3] == '1' then redis.call('sadd', KEYS[2], ARGV[1]) else redis.call('srem', KEYS[2], ARGV[1]) end
local old = redis.call('hget', KEYS[4], ARGV[1])
if old and old ~= ARGV[4] then redis.call('zrem', KEYS[5], old) end
if ARGV[4] == '' then
  redis.call('hdel', KEYS[3], ARGV[1])
  redis.call('hdel', KEYS[4], ARGV[1])
else
  redis.call('hset', KEYS[3], ARGV[1], ARGV[5])
  redis.call('hset', KEYS[4], ARGV[1], ARGV[4])
  redis.call('zadd', KEYS[5], 0, ARGV[4])
end
return 1`;
// KEYS: as PUT_INFO's. ARGV: room. The room is gone: out of every index.
const DROP_INFO = `redis.call('hdel', KEYS[1], ARGV[1])
redis.call('srem', KEYS[2], ARGV[1])
redis.call('hdel', KEYS[3], ARGV[1])
local old = redis.call('hget', KEYS[4], ARGV[1])
if old then redis.call('zrem', KEYS[5], old) end
redis.call('hdel', KEYS[4], ARGV[1])
return 1`;

/** A listed room's place in the lobby: its line (LobbyRoom JSON) and where it sorts. */
export interface LobbyLine {
  readonly line: string;
  readonly open: boolean;
  readonly name: string;
}

export type Handler = (channel: string, message: string) => void;

export class Bus {
  private readonly cmd: Redis;
  private readonly sub: Redis;
  private readonly ROOMS: string;
  private readonly ACTIVE: string;
  /** The lobby's index (listed rooms only): lines, each room's member, the order. */
  private readonly INDEX: readonly string[];

  constructor(
    url: string,
    readonly processId: string,
    readonly leaseMs: number,
    readonly prefix: string,
    onMessage: Handler,
  ) {
    this.ROOMS = `${prefix}:rooms`;
    this.ACTIVE = `${prefix}:active`;
    this.INDEX = [
      this.ROOMS,
      this.ACTIVE,
      `${prefix}:lobby`,
      `${prefix}:lobby:key`,
      `${prefix}:lobby:order`,
    ];
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true };
    this.cmd = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.sub.on('message', onMessage);
    // A lost connection is retried by ioredis; its errors are logged by the caller's health.
    this.cmd.on('error', () => undefined);
    this.sub.on('error', () => undefined);
  }

  leaseKey = (room: string) => `${this.prefix}:lease:${room}`;
  fenceKey = (room: string) => `${this.prefix}:fence:${room}`;
  aliveKey = (process: string) => `${this.prefix}:alive:${process}`;
  roomChannel = (room: string) => `${this.prefix}:room:${room}`;
  edgeChannel = (process: string) => `${this.prefix}:edge:${process}`;
  /** Every process: a player's other sessions ended (players/session-sockets.ts). */
  sessionsChannel = () => `${this.prefix}:sessions`;
  /** The room a room channel is for, or null for another channel. */
  roomOf = (channel: string): string | null =>
    channel.startsWith(`${this.prefix}:room:`) ? channel.slice(this.prefix.length + 6) : null;

  async connect(): Promise<void> {
    await Promise.all([this.cmd.connect(), this.sub.connect()]);
    await this.sub.subscribe(this.edgeChannel(this.processId), this.sessionsChannel());
  }

  async ping(): Promise<void> {
    await this.cmd.ping();
  }

  /**
   * Take the room's lease if nobody holds it: its fencing number (above `stored`, the one
   * the database holds, even if Redis lost its counter), or null if another process has it.
   */
  async acquire(room: string, stored: number): Promise<number | null> {
    const keys = [this.leaseKey(room), this.fenceKey(room)];
    const f = await this.cmd.eval(ACQUIRE, 2, ...keys, this.processId, this.leaseMs, stored);
    return typeof f === 'number' && f > 0 ? f : null;
  }

  /**
   * Say this process is alive and extend the leases of `rooms`, in one round trip: for each
   * room whether it is still ours (false: it ran out, or another process took it).
   */
  async renew(rooms: readonly string[]): Promise<boolean[]> {
    const keys = [this.aliveKey(this.processId), ...rooms.map(this.leaseKey)];
    const out = (await this.cmd.eval(
      RENEW_ALL,
      keys.length,
      ...keys,
      this.processId,
      this.leaseMs,
    )) as number[];
    return rooms.map((_, i) => out[i] === 1);
  }

  /** Which of `processes` are alive (their presence key is there). */
  async alive(processes: readonly string[]): Promise<boolean[]> {
    if (processes.length === 0) return [];
    const values = await this.cmd.mget(processes.map(this.aliveKey));
    return values.map((v) => v !== null);
  }

  async release(room: string): Promise<void> {
    await this.cmd.eval(RELEASE, 1, this.leaseKey(room), this.processId);
  }

  async owner(room: string): Promise<string | null> {
    return this.cmd.get(this.leaseKey(room));
  }

  async owners(rooms: readonly string[]): Promise<(string | null)[]> {
    if (rooms.length === 0) return [];
    return this.cmd.mget(rooms.map(this.leaseKey));
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.cmd.publish(channel, message);
  }

  async listen(room: string): Promise<void> {
    await this.sub.subscribe(this.roomChannel(room));
  }

  async unlisten(room: string): Promise<void> {
    await this.sub.unsubscribe(this.roomChannel(room));
  }

  // ------------------------------------------------------------ the shared room index

  /** A room's picture, whether a deal is in play, and its lobby line if it is listed. */
  async putInfo(
    room: string,
    info: string,
    active: boolean,
    lobby: LobbyLine | null,
  ): Promise<void> {
    const member = lobby ? `${lobby.open ? '0' : '1'}${lobby.name}\0${room}` : '';
    const args = [room, info, active ? '1' : '0', member, lobby?.line ?? ''];
    await this.cmd.eval(PUT_INFO, this.INDEX.length, ...this.INDEX, ...args);
  }

  async dropInfo(room: string): Promise<void> {
    await this.cmd.eval(DROP_INFO, this.INDEX.length, ...this.INDEX, room);
  }

  async info(room: string): Promise<string | null> {
    return this.cmd.hget(this.ROOMS, room);
  }

  /** The first `n` lobby lines in the lobby's order (open seats first, then by name). */
  async lobby(n: number): Promise<string[]> {
    const [, , lines, , order] = this.INDEX as [string, string, string, string, string];
    const members = await this.cmd.zrange(order, 0, n - 1);
    if (members.length === 0) return [];
    const ids = members.map((m) => m.slice(m.lastIndexOf('\0') + 1));
    const found = await this.cmd.hmget(lines, ...ids);
    return found.filter((t): t is string => t !== null);
  }

  async active(): Promise<string[]> {
    return this.cmd.smembers(this.ACTIVE);
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    await this.cmd.quit().catch(() => undefined);
  }
}
