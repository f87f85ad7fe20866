// Tries (tries.ts) counted in Redis, shared by every process of a cluster:
//   <prefix>:tries:<name>:<key's SHA-256>   sorted set: the tries of the last minute, by time
// One Lua script drops the tries older than a minute, counts the rest, and adds this one if
// there is room, all at once: two processes never both take the last try. The time is
// Redis's own (TIME), so the processes' clocks need not agree. Should Redis not answer, the
// process counts in its memory instead (a limit per process, as before, not none).

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryTries } from './memory-tries';
import { keptKey, MINUTE_MS, type Tries } from './tries';

// KEYS: the key. ARGV: the limit, the window (ms), a member unique to this try. 0: taken;
// else the ms until the oldest try leaves the window.
const TAKE = `if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('time')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('zremrangebyscore', KEYS[1], '-inf', now - window)
if redis.call('zcard', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('zadd', KEYS[1], now, ARGV[3])
  redis.call('pexpire', KEYS[1], window)
  return 0
end
local oldest = redis.call('zrange', KEYS[1], 0, 0, 'withscores')
return math.max(1, tonumber(oldest[2]) + window - now)`;

/** A connection for tries: one command retried twice at most, its errors answered by `take`. */
export function triesConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined);
  return redis;
}

export class RedisTries implements Tries {
  constructor(
    /** Its own connection (closed by `close`), or one shared by several (`owned` false). */
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly perMinute: number,
    /** Where tries are counted while Redis does not answer. */
    private readonly fallback: MemoryTries,
    private readonly owned = true,
  ) {}

  async take(key: string): Promise<number> {
    const kept = keptKey(key);
    try {
      const wait = await this.redis.eval(
        TAKE,
        1,
        this.prefix + kept,
        this.perMinute,
        MINUTE_MS,
        randomBytes(8).toString('base64url'),
      );
      return Number(wait);
    } catch {
      return this.fallback.takeNow(kept);
    }
  }

  async close(): Promise<void> {
    if (this.owned) await this.redis.quit().catch(() => undefined);
  }
}

export interface TriesOptions {
  readonly perMinute: number;
  /** The cluster's Redis and key prefix; none: this process's memory. */
  readonly redis?: { readonly url: string; readonly prefix: string } | undefined;
  /** What is counted (a part of the Redis keys), e.g. 'sign-in'. */
  readonly name: string;
  readonly now?: () => number;
  /** A connection to that Redis to share (left open by `close`); none: one of its own. */
  readonly connection?: Redis;
}

/** Tries kept in Redis when `redis` is given, else in memory. */
export function triesOf(options: TriesOptions): Tries {
  const memory = new MemoryTries(options.perMinute, { now: options.now });
  if (!options.redis) return memory;
  const prefix = `${options.redis.prefix}:tries:${options.name}:`;
  const shared = options.connection;
  const redis = shared ?? triesConnection(options.redis.url);
  return new RedisTries(redis, prefix, options.perMinute, memory, !shared);
}
