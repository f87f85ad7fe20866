// Redis, as the cluster uses it (ioredis):
//   - a lease per room (`kaschlan:lease:<room>` = owner process id, with a TTL): the owner is
//     the room's single writer; it renews the lease while it lives; when it dies the lease
//     runs out and another process takes the room over from the database;
// (`kaschlan` is the default prefix, REDIS_PREFIX: deployments sharing a Redis keep apart.)
//   - pub/sub channels: `kaschlan:room:<room>` carries clients' messages to the room's owner,
//     `kaschlan:edge:<process>` carries the owner's messages to sockets held by that process;
//   - `kaschlan:rooms` (a hash: room id → RoomInfo JSON) for the lobby, and `kaschlan:active`
//     (a set: rooms with a deal in play) so orphaned deals are taken over even before anyone
//     reconnects.

import { Redis } from 'ioredis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

export type Handler = (channel: string, message: string) => void;

export class Bus {
  private readonly cmd: Redis;
  private readonly sub: Redis;
  private readonly ROOMS: string;
  private readonly ACTIVE: string;

  constructor(
    url: string,
    readonly processId: string,
    readonly leaseMs: number,
    readonly prefix: string,
    onMessage: Handler,
  ) {
    this.ROOMS = `${prefix}:rooms`;
    this.ACTIVE = `${prefix}:active`;
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true };
    this.cmd = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.sub.on('message', onMessage);
    // A lost connection is retried by ioredis; its errors are logged by the caller's health.
    this.cmd.on('error', () => undefined);
    this.sub.on('error', () => undefined);
  }

  leaseKey = (room: string) => `${this.prefix}:lease:${room}`;
  roomChannel = (room: string) => `${this.prefix}:room:${room}`;
  edgeChannel = (process: string) => `${this.prefix}:edge:${process}`;
  /** The room a room channel is for, or null for another channel. */
  roomOf = (channel: string): string | null =>
    channel.startsWith(`${this.prefix}:room:`) ? channel.slice(this.prefix.length + 6) : null;

  async connect(): Promise<void> {
    await Promise.all([this.cmd.connect(), this.sub.connect()]);
    await this.sub.subscribe(this.edgeChannel(this.processId));
  }

  async ping(): Promise<void> {
    await this.cmd.ping();
  }

  /** Take the room's lease if nobody holds it. */
  async acquire(room: string): Promise<boolean> {
    return (
      (await this.cmd.set(this.leaseKey(room), this.processId, 'PX', this.leaseMs, 'NX')) === 'OK'
    );
  }

  /** Extend the lease; false if it is no longer ours (it ran out, another took it). */
  async renew(room: string): Promise<boolean> {
    return (await this.cmd.eval(RENEW, 1, this.leaseKey(room), this.processId, this.leaseMs)) === 1;
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

  async putInfo(room: string, info: string, active: boolean): Promise<void> {
    const m = this.cmd.multi().hset(this.ROOMS, room, info);
    if (active) m.sadd(this.ACTIVE, room);
    else m.srem(this.ACTIVE, room);
    await m.exec();
  }

  async dropInfo(room: string): Promise<void> {
    await this.cmd.multi().hdel(this.ROOMS, room).srem(this.ACTIVE, room).exec();
  }

  async info(room: string): Promise<string | null> {
    return this.cmd.hget(this.ROOMS, room);
  }

  async allInfo(): Promise<string[]> {
    return Object.values(await this.cmd.hgetall(this.ROOMS));
  }

  async active(): Promise<string[]> {
    return this.cmd.smembers(this.ACTIVE);
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    await this.cmd.quit().catch(() => undefined);
  }
}
