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
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One bucket per key (a client: bounds.ts, `clientKey`): `perMinute` tries, refilled over a
 * minute. A flood of new keys empties the map rather than growing it without end.
 */
export class Buckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly perMinute: number) {}

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size > 10_000) this.buckets.clear();
      bucket = new Bucket(this.perMinute / 60, this.perMinute);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }
}
