// Tries per key in a sliding minute (limits/, issue 24 item 7): what the sign-in limits count
// with. In memory: the limit in any 60 s, the wait told, a bounded map that a flood of new
// keys does not empty of a key at its limit. In Redis: two processes' counters are one, and a
// Redis that does not answer leaves the process counting in its memory, not unlimited.

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryTries } from '../src/limits/memory-tries';
import { triesOf } from '../src/limits/redis-tries';
import type { Tries } from '../src/limits/tries';
import { REDIS_URL, servicesFor } from './support/services';

const take = async (tries: Tries, key: string, n: number) => {
  const waits: number[] = [];
  for (let i = 0; i < n; i++) waits.push(await tries.take(key));
  return waits;
};

describe('tries in memory', () => {
  it('allows the limit in any minute, and tells the wait until the oldest leaves it', async () => {
    let now = 1_000_000;
    const tries = new MemoryTries(3, { now: () => now });
    expect(await tries.take('a')).toBe(0);
    now += 20_000;
    expect(await take(tries, 'a', 2)).toEqual([0, 0]);
    expect(await tries.take('a')).toBe(40_000);
    expect(await tries.take('b')).toBe(0);
    now += 40_000;
    expect(await tries.take('a')).toBe(0);
    expect(await tries.take('a')).toBe(20_000);
  });

  it('keeps a key at its limit while a flood of new keys fills the map to its cap', async () => {
    const tries = new MemoryTries(2, { cap: 100 });
    await take(tries, 'flooder', 2);
    for (let i = 0; i < 1000; i++) await tries.take(`fresh ${i}`);
    expect(tries.size).toBeLessThanOrEqual(100);
    expect(await tries.take('flooder')).toBeGreaterThan(0);
  });
});

const missing = await servicesFor('the Redis tries tests');

describe.skipIf(missing !== null)('tries in Redis', () => {
  const opened: Tries[] = [];
  const open = (prefix: string, url = REDIS_URL) => {
    const tries = triesOf({ perMinute: 3, redis: { url, prefix }, name: 'test' });
    opened.push(tries);
    return tries;
  };
  afterAll(() => Promise.all(opened.map((t) => t.close())));

  it('are one count for every process of the cluster', async () => {
    const prefix = `kaschlan_test_${randomBytes(5).toString('hex')}`;
    const [a, b] = [open(prefix), open(prefix)];
    expect([await a.take('k'), await b.take('k'), await a.take('k')]).toEqual([0, 0, 0]);
    const wait = await b.take('k');
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await a.take('another key')).toBe(0);
    // Another deployment's prefix counts apart.
    expect(await open(`${prefix}_other`).take('k')).toBe(0);
  });

  it('fall back to the process memory when Redis does not answer', async () => {
    const tries = open('unreachable', 'redis://127.0.0.1:1');
    const waits = await take(tries, 'k', 4);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
  });
});
