// The search with a value net at its endgame leaves (issue 23; value-net.ts), as the arena
// and the ladder measured it (docs/BOTS.md). `hard` and `expert` play the half-size net
// (32-16) since 2026-12-05 (levels.ts); the full-size one (64-32) is here, not in the levels,
// so that the web app's bot worker does not carry its weights (about 57 KB gzipped) while no
// level plays it. `@kaschlan/bots/nets` registers these seatings.

import { makeIsmctsBot } from './ismcts';
import { HARD_MS, HARD_OPTIONS, registerSeating } from './levels';
import { VALUE_NET } from './value-weights';
import { VALUE_NET as TALON_NET } from './value-weights-talon';
import { VALUE_NET as TALON2_NET } from './value-weights-talon2';

/** The net reaching talons of up to 4 cards (its seating below; the cost benchmark reads it). */
export { TALON_NET, TALON2_NET };

/** `hard` with the 64-32 net, and `hard-net-small`: the name `hard` was measured under. */
export const NET_SEATINGS = [
  'hard-net',
  'hard-net-small',
  'hard-net-talon',
  'hard-net-talon2',
  'hard-net-talon2-endgame',
] as const;

registerSeating('hard-net', {
  bot: makeIsmctsBot('hard-net', { ...HARD_OPTIONS, valueNet: VALUE_NET }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// The same search as `hard` now (HARD_OPTIONS carries the 32-16 net): docs/BOTS.md's
// commands with this name give the same deals.
registerSeating('hard-net-small', {
  bot: makeIsmctsBot('hard-net-small', HARD_OPTIONS),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// `hard` with a 32-16 net that reaches talons of up to 4 cards (issue 23's "earlier in the
// deal"; docs/BOTS.md): measured against `hard` before any level plays it.
registerSeating('hard-net-talon', {
  bot: makeIsmctsBot('hard-net-talon', { ...HARD_OPTIONS, valueNet: TALON_NET }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// The same with a net reaching 2 cards to draw only (one unseen card above the trump card:
// a sampled world places it, so its labels are exact solves).
registerSeating('hard-net-talon2', {
  bot: makeIsmctsBot('hard-net-talon2', { ...HARD_OPTIONS, valueNet: TALON2_NET }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// The talon-2 net held to the endgame (netTalon 1): its earlier ground told apart.
registerSeating('hard-net-talon2-endgame', {
  bot: makeIsmctsBot('hard-net-talon2-endgame', {
    ...HARD_OPTIONS,
    valueNet: TALON2_NET,
    netTalon: 1,
  }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
