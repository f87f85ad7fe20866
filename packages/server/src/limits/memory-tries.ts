// Tries (tries.ts) counted in this process's memory: a server without Redis, and a cluster's
// process while its Redis does not answer.

import { keptKey, MINUTE_MS, type Tries } from './tries';

/** How many keys the memory keeps at most. */
const KEYS_KEPT = 10_000;

/**
 * Tries in this process's memory: each key's times of its tries within the last minute. The
 * map is bounded; a flood of new keys must not free anyone from his limit (issue 24: one once
 * emptied a whole map, the flooder's limit with it), so when full it forgets keys with no
 * try left in the minute, then those with the fewest tries; a key at its limit is forgotten
 * last.
 */
export class MemoryTries implements Tries {
  private readonly times = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly cap: number;

  constructor(
    private readonly perMinute: number,
    options: { readonly now?: (() => number) | undefined; readonly cap?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.cap = options.cap ?? KEYS_KEPT;
  }

  /** Keys remembered now. */
  get size(): number {
    return this.times.size;
  }

  async take(key: string): Promise<number> {
    return this.takeNow(keptKey(key));
  }

  /** `take`, for a key already kept (the Redis fallback passes its own). */
  takeNow(kept: string): number {
    const t = this.now();
    const recent = (this.times.get(kept) ?? []).filter((at) => at > t - MINUTE_MS);
    if (recent.length >= this.perMinute) {
      this.times.set(kept, recent);
      return recent[0]! + MINUTE_MS - t;
    }
    if (!this.times.has(kept) && this.times.size >= this.cap) this.forget(t);
    recent.push(t);
    this.times.set(kept, recent);
    return 0;
  }

  async close(): Promise<void> {}

  private forget(t: number): void {
    const keep = Math.floor(this.cap * 0.9);
    const counts = [...this.times].map(([key, at]) => ({
      key,
      n: at.filter((a) => a > t - MINUTE_MS).length,
    }));
    for (const { key, n } of counts) if (n === 0) this.times.delete(key);
    if (this.times.size <= keep) return;
    // The fewest tries first; among equals the oldest (a stable sort keeps the map's order).
    const rest = counts.filter((c) => c.n > 0).sort((a, b) => a.n - b.n);
    for (const { key } of rest.slice(0, this.times.size - keep)) this.times.delete(key);
  }
}
