// The per-address limits (rate.ts, Buckets: rooms per minute, guests, sign-in attempts, quick
// play joins, hellos) hold while a flood of fresh addresses arrives: the map stays bounded,
// and what it forgets to stay bounded is what is worth least to remember (a full bucket,
// then the fullest), never an address that is over its limit.

import { describe, expect, it } from 'vitest';
import { Buckets } from '../src/rate';

/** A clock the test moves by hand. */
function clock(): { now: () => number; pass: (ms: number) => void } {
  let t = 1_000_000;
  return { now: () => t, pass: (ms) => (t += ms) };
}

describe('Buckets under a flood of fresh addresses', () => {
  it('keeps an address over its limit limited while 20,000 others arrive', () => {
    const { now } = clock();
    const buckets = new Buckets(30, { now });
    for (let i = 0; i < 30; i++) expect(buckets.take('attacker')).toBe(true);
    expect(buckets.take('attacker')).toBe(false);
    for (let i = 0; i < 20_000; i++) expect(buckets.take(`fresh ${i}`)).toBe(true);
    expect(buckets.take('attacker')).toBe(false);
  });

  it('stays bounded', () => {
    const { now, pass } = clock();
    const buckets = new Buckets(30, { now, cap: 1_000 });
    for (let i = 0; i < 50_000; i++) {
      buckets.take(`fresh ${i}`);
      if (i % 100 === 0) pass(1);
    }
    expect(buckets.size).toBeLessThanOrEqual(1_000);
  });

  it('forgets full buckets first: an address that took part of its share keeps its count', () => {
    const { now, pass } = clock();
    const buckets = new Buckets(30, { now, cap: 1_000 });
    // Others who took one each a minute ago: their buckets are full again by now.
    for (let i = 0; i < 999; i++) buckets.take(`earlier ${i}`);
    pass(60_000);
    for (let i = 0; i < 20; i++) buckets.take('busy');
    for (let i = 0; i < 2_000; i++) buckets.take(`fresh ${i}`);
    // 'busy' has the 10 left of its 30, not a fresh 30.
    let granted = 0;
    while (buckets.take('busy')) granted++;
    expect(granted).toBe(10);
  });

  it('still limits each address as before', () => {
    const { now, pass } = clock();
    const buckets = new Buckets(6, { now });
    for (let i = 0; i < 6; i++) expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
    pass(10_000); // six a minute: one back every 10 s
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });
});
