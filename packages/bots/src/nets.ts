// The search with the value net at its endgame leaves (issue 23; value-net.ts): seatings for
// the arena and the ladder, measured in docs/BOTS.md and in no level yet. They live here, not
// in levels.ts, so that the web app's bot worker does not carry the weights (about 80 KB
// gzipped) while no level plays them; `@kaschlan/bots/nets` registers them.

import { makeIsmctsBot } from './ismcts';
import { HARD_MS, HARD_OPTIONS, registerSeating } from './levels';
import { VALUE_NET } from './value-weights';
import { VALUE_NET as SMALL_VALUE_NET } from './value-weights-small';

/** `hard` with the net (64-32), and with a net of half the size (32-16). */
export const NET_SEATINGS = ['hard-net', 'hard-net-small'] as const;

registerSeating('hard-net', {
  bot: makeIsmctsBot('hard-net', { ...HARD_OPTIONS, valueNet: VALUE_NET }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
registerSeating('hard-net-small', {
  bot: makeIsmctsBot('hard-net-small', { ...HARD_OPTIONS, valueNet: SMALL_VALUE_NET }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
