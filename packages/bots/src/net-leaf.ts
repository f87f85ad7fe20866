// The search's leaf where the value net (value-net.ts) scores a sampled world instead of a
// playout (ismcts.ts): the net's one chance turned into every seat's reward and loss.

import type { Position } from '@kaschlan/engine/fast';

export /**
 * Rewards and losses per seat at a leaf the net scores (`v`: the chance that the player to
 * act is not the Kaschlan): the seats already out have lost nothing (their going-out bonus
 * follows), the two still in share the chance, the winner of them going out next (R6.1).
 */
function netRewards(
  p: Position,
  v: number,
  outBonus: number,
  rewards: Float64Array,
  losses: Float64Array,
): void {
  const n = p.n;
  const next = n > 1 ? (outBonus * (n - 1 - p.nout)) / (n - 1) : 0;
  for (let s = 0; s < n; s++) {
    if ((p.out >> s) & 1) {
      rewards[s] = 1;
      losses[s] = 0;
      continue;
    }
    const w = s === p.toAct ? v : 1 - v;
    rewards[s] = w * (1 + next);
    losses[s] = 1 - w;
  }
}
