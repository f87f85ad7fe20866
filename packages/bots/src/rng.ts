// Seeded randomness for bots (the engine's xoshiro128**), so a bot's play is reproducible.

import { nextU32, pick, type RngState, seedRng } from '@kaschlan/engine/fast';

export class BotRng {
  private readonly state: RngState;
  constructor(seed: number) {
    this.state = seedRng(seed >>> 0);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return pick(this.state, n);
  }
  /** A float in [0, 1). */
  float(): number {
    return nextU32(this.state) / 4294967296;
  }
  /** A fresh 32-bit seed (for a sub-generator). */
  seed(): number {
    return nextU32(this.state);
  }
  /** Shuffle in place (Fisher-Yates). */
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = xs[i]!;
      xs[i] = xs[j]!;
      xs[j] = t;
    }
    return xs;
  }
}
