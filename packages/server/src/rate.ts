// A token bucket: `burst` tokens, refilled at `perSecond`. One per connection (messages)
// and one per connection for chat.

export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Take a token if there is one. */
  take(): boolean {
    const t = this.now();
    this.tokens = this.level(t);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** The tokens there are now (a full bucket has `burst`). */
  level(t = this.now()): number {
    return Math.min(this.burst, this.tokens + ((t - this.at) / 1000) * this.perSecond);
  }
}

/** How many keys a `Buckets` remembers at most. */
const KEYS_KEPT = 10_000;

/**
 * One bucket per key (a client: bounds.ts, `clientKey`): `perMinute` tries, refilled over a
 * minute. The map is bounded, and a flood of new keys must not reset anyone's limit (it once
 * emptied whole at 10,000 keys, the flooder's own limit with it: issue 24). So when it is full
 * it forgets what is worth least to remember: full buckets first (a full bucket is what a new
 * key gets anyway), then the fullest (forgetting a bucket gives its key back only what it has
 * spent), down to nine tenths of the cap, so the sweep runs once per tenth of it. A key over
 * its limit has an empty bucket: it is forgotten last, once it has had time to fill.
 */
export class Buckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly cap: number;

  constructor(
    private readonly perMinute: number,
    options: { readonly now?: () => number; readonly cap?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.cap = options.cap ?? KEYS_KEPT;
  }

  /** Keys remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.cap) this.forget();
      bucket = new Bucket(this.perMinute / 60, this.perMinute, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }

  private forget(): void {
    const keep = Math.floor(this.cap * 0.9);
    const levels = [...this.buckets].map(([key, b]) => ({ key, tokens: b.level() }));
    for (const { key, tokens } of levels) if (tokens >= this.perMinute) this.buckets.delete(key);
    if (this.buckets.size <= keep) return;
    // The fullest first; among equals the oldest (a stable sort keeps the map's order).
    const rest = levels.filter((l) => l.tokens < this.perMinute);
    rest.sort((a, b) => b.tokens - a.tokens);
    for (const { key } of rest.slice(0, this.buckets.size - keep)) this.buckets.delete(key);
  }
}
