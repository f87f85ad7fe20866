// A token bucket: `burst` tokens, refilled at `perSecond`. One per connection (messages)
// and one per connection for chat: a socket's own, on its one process. The limits per client
// address are Tries, counted across a cluster (limits/address-limits.ts).

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
