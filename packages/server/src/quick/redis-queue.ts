// Quick play's queue in a cluster (REDIS_URL): the tickets live in Redis under the
// deployment's prefix, so a player may join on one process and poll on another.
//   <prefix>:quick:queue          sorted set: waiting ticket ids, by the time they joined
//   <prefix>:quick:ticket:<id>    the ticket and, once matched, its seat (JSON), with a TTL that
//                                 each poll renews: an abandoned tab's ticket simply expires.
//                                 <id> is the SHA-256 of the owner's secret, and the seat is a
//                                 room and a number: nothing here opens a ticket or a seat
//                                 (tickets.ts), as seat tokens never cross Redis (DEPLOY.md)
//   <prefix>:quick:player:<id>    the player's ticket (one per player)
//   <prefix>:quick:addr:<address> the tickets from one address (bounded)
// Every change that must not interleave (join, cancel, claim) is one Lua script. One process
// at a time runs the matchmaker: the holder of the lease `<prefix>:lease:quick-matchmaker`,
// taken and renewed with the rooms' own lease calls (cluster/bus.ts).

import { Redis } from 'ioredis';
import type { Bus } from '../cluster/bus';
import type { JoinOutcome, QueueBounds, QueueTimes, QuickQueue, Seated, Ticket } from './queue';

/** The matchmaker's lease, as a room's (no room id has a '-': no room's lease is this one). */
export const MATCHMAKER_LEASE = 'quick-matchmaker';

// KEYS: queue, ticket, player, address. ARGV: id, JSON, ttl, joined, max queue, max per
// address, ticket key prefix, address key prefix, the address set's ttl. The player's earlier
// ticket goes first.
const JOIN = `local old = redis.call('get', KEYS[3])
if old then
  local v = redis.call('get', ARGV[7] .. old)
  redis.call('zrem', KEYS[1], old)
  redis.call('del', ARGV[7] .. old)
  if v then redis.call('srem', ARGV[8] .. cjson.decode(v).ticket.address, old) end
end
for _, t in ipairs(redis.call('smembers', KEYS[4])) do
  if redis.call('exists', ARGV[7] .. t) == 0 then redis.call('srem', KEYS[4], t) end
end
if redis.call('scard', KEYS[4]) >= tonumber(ARGV[6]) then return 'TOO_MANY_TICKETS' end
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[5]) then return 'QUEUE_FULL' end
redis.call('set', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('set', KEYS[3], ARGV[1], 'PX', ARGV[3])
redis.call('sadd', KEYS[4], ARGV[1])
redis.call('pexpire', KEYS[4], ARGV[9])
redis.call('zadd', KEYS[1], ARGV[4], ARGV[1])
return 'ok'`;

// KEYS: ticket. ARGV: ttl, player key prefix, address key prefix, the address set's ttl. The
// ticket's JSON; a waiting one lives on (and the set that bounds its address with it).
const POLL = `local v = redis.call('get', KEYS[1])
if not v then return nil end
local e = cjson.decode(v)
redis.call('pexpire', ARGV[3] .. e.ticket.address, ARGV[4])
if e.seated == cjson.null then
  redis.call('pexpire', KEYS[1], ARGV[1])
  redis.call('set', ARGV[2] .. e.ticket.player, e.ticket.id, 'PX', ARGV[1])
end
return v`;

// KEYS: queue, ticket. ARGV: id, player key prefix, address key prefix. 1 if it was there.
const CANCEL = `local v = redis.call('get', KEYS[2])
redis.call('zrem', KEYS[1], ARGV[1])
if not v then return 0 end
redis.call('del', KEYS[2])
local t = cjson.decode(v).ticket
if redis.call('get', ARGV[2] .. t.player) == ARGV[1] then redis.call('del', ARGV[2] .. t.player) end
redis.call('srem', ARGV[3] .. t.address, ARGV[1])
return 1`;

// KEYS: queue, then each ticket's key. ARGV: the ids. All still waiting: taken out (1); else 0.
const CLAIM = `for i = 1, #ARGV do
  if not redis.call('zscore', KEYS[1], ARGV[i]) or redis.call('exists', KEYS[i + 1]) == 0 then
    return 0
  end
end
for i = 1, #ARGV do redis.call('zrem', KEYS[1], ARGV[i]) end
return 1`;

interface Stored {
  readonly ticket: Ticket;
  readonly seated: Seated | null;
}

export class RedisQueue implements QuickQueue {
  private readonly redis: Redis;
  private readonly QUEUE: string;
  private leading = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly times: QueueTimes,
    /** The cluster's bus: its lease calls take and keep the matchmaker's lease. */
    private readonly bus: Bus,
  ) {
    this.QUEUE = `${prefix}:quick:queue`;
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.redis.on('error', () => undefined);
  }

  private ticketKey = (id: string) => `${this.prefix}:quick:ticket:${id}`;
  private playerKey = (player: string) => `${this.prefix}:quick:player:${player}`;
  private addressKey = (address: string) => `${this.prefix}:quick:addr:${address}`;
  /** An address's set outlives any of its tickets, waiting or matched. */
  private addressTtl = () => this.times.idleMs + this.times.matchedMs;

  async join(t: Ticket, bounds: QueueBounds): Promise<JoinOutcome> {
    const stored: Stored = { ticket: t, seated: null };
    const keys = [
      this.QUEUE,
      this.ticketKey(t.id),
      this.playerKey(t.player),
      this.addressKey(t.address),
    ];
    const out = await this.redis.eval(
      JOIN,
      keys.length,
      ...keys,
      t.id,
      JSON.stringify(stored),
      this.times.idleMs,
      t.joinedAt,
      bounds.maxQueue,
      bounds.perAddress,
      this.ticketKey(''),
      this.addressKey(''),
      this.addressTtl(),
    );
    return out as JoinOutcome;
  }

  async poll(id: string): Promise<Stored | null> {
    const v = await this.redis.eval(
      POLL,
      1,
      this.ticketKey(id),
      this.times.idleMs,
      this.playerKey(''),
      this.addressKey(''),
      this.addressTtl(),
    );
    return typeof v === 'string' ? (JSON.parse(v) as Stored) : null;
  }

  async cancel(id: string): Promise<boolean> {
    const keys = [this.QUEUE, this.ticketKey(id)];
    const out = await this.redis.eval(
      CANCEL,
      2,
      ...keys,
      id,
      this.playerKey(''),
      this.addressKey(''),
    );
    return out === 1;
  }

  async waiting(): Promise<Ticket[]> {
    const ids = await this.redis.zrange(this.QUEUE, 0, -1);
    if (ids.length === 0) return [];
    const values = await this.redis.mget(ids.map(this.ticketKey));
    const gone = ids.filter((_, i) => values[i] === null);
    // Expired (nobody polled them): out of the queue.
    if (gone.length > 0) await this.redis.zrem(this.QUEUE, ...gone);
    return values.flatMap((v) => {
      if (v === null) return [];
      const e = JSON.parse(v) as Stored;
      return e.seated === null ? [e.ticket] : [];
    });
  }

  async claim(group: readonly Ticket[]): Promise<boolean> {
    const keys = [this.QUEUE, ...group.map((t) => this.ticketKey(t.id))];
    const out = await this.redis.eval(CLAIM, keys.length, ...keys, ...group.map((t) => t.id));
    return out === 1;
  }

  async unclaim(group: readonly Ticket[]): Promise<void> {
    for (const t of group)
      if ((await this.redis.exists(this.ticketKey(t.id))) === 1)
        await this.redis.zadd(this.QUEUE, t.joinedAt, t.id);
  }

  async seat(seats: readonly (readonly [Ticket, Seated])[]): Promise<void> {
    for (const [ticket, seated] of seats) {
      const stored: Stored = { ticket, seated };
      // XX: a ticket cancelled meanwhile stays cancelled (his seat waits for nobody).
      await this.redis.set(
        this.ticketKey(ticket.id),
        JSON.stringify(stored),
        'PX',
        this.times.matchedMs,
        'XX',
      );
    }
  }

  async lead(): Promise<boolean> {
    if (this.leading) this.leading = (await this.bus.renew([MATCHMAKER_LEASE]))[0] === true;
    if (!this.leading) this.leading = (await this.bus.acquire(MATCHMAKER_LEASE, 0)) !== null;
    return this.leading;
  }

  async close(): Promise<void> {
    if (this.leading) await this.bus.release(MATCHMAKER_LEASE).catch(() => undefined);
    this.leading = false;
    await this.redis.quit().catch(() => undefined);
  }
}
