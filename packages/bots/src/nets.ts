// The search with a value net at its endgame leaves (issue 23; value-net.ts), as the arena
// and the ladder measured it (docs/BOTS.md). `hard` and `expert` play the half-size net
// (32-16) since 2026-12-05 (levels.ts); the full-size one (64-32) is here, not in the levels,
// so that the web app's bot worker does not carry its weights (about 57 KB gzipped) while no
// level plays it. `@kaschlan/bots/nets` registers these seatings.

import { type IsmctsOptions, makeIsmctsBot } from './ismcts';
import { HARD_MS, NET_OPTIONS, registerSeating } from './levels';
import { VALUE_NET } from './value-weights';
import { VALUE_NET as SEARCHED_TALON_NET } from './value-weights-searched-talon';
import { VALUE_NET as TALON_NET } from './value-weights-talon';
import { VALUE_NET as TALON2_NET } from './value-weights-talon2';
import { VALUE_NET as TAUGHT_NET } from './value-weights-taught';
import { VALUE_NET as TAUGHT_TALON_NET } from './value-weights-taught-talon';
import { VALUE_NET as TAUGHT30K_NET } from './value-weights-taught30k';

/** The net reaching talons of up to 4 cards (its seating below; the cost benchmark reads it). */
export { TALON_NET, TALON2_NET };

/** `hard` with the 64-32 net, and `hard-net-small`: the name `hard` was measured under. */
export const NET_SEATINGS = [
  'hard-net',
  'hard-net-small',
  'hard-net-talon',
  'hard-net-talon2',
  'hard-net-talon2-endgame',
  'hard-net-taught',
  'hard-net-taught-endgame',
  'hard-net-split',
  'hard-net-eps25',
  'hard-net-taught30k',
  'hard-exact-leaves',
  'hard-net-searched-split',
  'hard-net-searched-split2',
  'hard-bias',
  'hard-bias2',
  'hard-tree-to-draw',
  'hard-flat',
] as const;

/** `hard`'s budget and NET_OPTIONS (its search until 2026-12-07) with `options` over them. */
function hardWith(name: (typeof NET_SEATINGS)[number], options: IsmctsOptions): void {
  registerSeating(name, {
    bot: makeIsmctsBot(name, { ...NET_OPTIONS, ...options }),
    budget: { ms: HARD_MS, iterations: 12_000 },
  });
}

hardWith('hard-net', { valueNet: VALUE_NET });
// `hard` from 2026-12-05 to 2026-12-07 (NET_OPTIONS, the whole tree): docs/BOTS.md's
// commands with this name give the same deals.
hardWith('hard-net-small', {});
// `hard` with a 32-16 net that reaches talons of up to 4 cards (issue 23's "earlier in the
// deal"; docs/BOTS.md): measured against `hard` before any level plays it.
hardWith('hard-net-talon', { valueNet: TALON_NET });
// The same with a net reaching 2 cards to draw only (one unseen card above the trump card:
// a sampled world places it, so its labels are exact solves).
hardWith('hard-net-talon2', { valueNet: TALON2_NET });
// The talon-2 net held to the endgame (netTalon 1): its earlier ground told apart.
hardWith('hard-net-talon2-endgame', { valueNet: TALON2_NET, netTalon: 1 });
// A 32-16 net reaching talons of up to 4 cards, its labels there the outcomes of self-play
// of `hard` at 1,000 iterations a move (expert iteration's first step, `--teacher`).
hardWith('hard-net-taught', { valueNet: TAUGHT_NET });
// The same held to the endgame: its earlier ground told apart.
hardWith('hard-net-taught-endgame', { valueNet: TAUGHT_NET, netTalon: 1 });
// `hard`'s endgame net for talon 0-1 and, beside it, a net for 2-4 talon cards only, trained
// on the same self-play outcomes (`--from-talon 2`): each net on its own ground.
hardWith('hard-net-split', { talonNet: TAUGHT_TALON_NET });
// `hard` with its playouts a quarter random (eps 0.25, where `hard` plays 0.1): the setting
// that beat 0.1 before the net ("Playouts with more chance in them"), measured again now
// that the net cuts the playouts short.
hardWith('hard-net-eps25', { eps: 0.25 });
// `hard-net-taught`'s net trained again on 1.5 times its self-play deals (30,000, the same
// seed, so its 20,000 among them): what more outcome labels buy, one change.
hardWith('hard-net-taught30k', { valueNet: TAUGHT30K_NET });
// `hard` with its endgame leaves (two in, the talon at most the trump card) solved exactly
// where a solve of 2,000 nodes finishes, the net judging the rest: the most that a better
// endgame net could give the search (docs/BOTS.md, "Exact leaves at 2 players").
hardWith('hard-exact-leaves', { leafSolveNodes: 2000 });
// `hard`'s endgame net for talon 0-1 and, beside it, a net for 2-4 talon cards trained on
// the same deals as `hard-net-split`'s, each position labelled by a 4,000-iteration search
// from its player to act's view (`--search-labels`), not by the deal's outcome: one change.
hardWith('hard-net-searched-split', { talonNet: SEARCHED_TALON_NET });
// The same nets with the talon net held to 2 cards to draw (netTalon 2): only the ground
// next to the endgame, where a search's label is nearest the exact one.
hardWith('hard-net-searched-split2', { talonNet: SEARCHED_TALON_NET, netTalon: 2 });
// `hard` with progressive bias (`priorBias`): in selection the action the heuristic plays in
// the sampled world gets a bonus that fades with the edge's visits, so a node's player leans
// to what his own sampled hand suggests; 0.5 and 2 (docs/BOTS.md, "Progressive bias").
hardWith('hard-bias', { priorBias: 0.5 });
hardWith('hard-bias2', { priorBias: 2 });
// `hard` with its tree ended at the first draw below the root (`treeToDraw`): no node that
// pools the hands the viewer might draw (docs/BOTS.md, "The tree up to the next draw").
// Since 2026-12-07 this is `hard`'s own search (HARD_OPTIONS): the same deals as `hard`.
hardWith('hard-tree-to-draw', { treeToDraw: true });
// `hard` (the tree to the next draw) with a tree one edge deep (`treeDepth` 1): flat Monte
// Carlo over the root's actions, every later choice the playout's on the world's own hands.
hardWith('hard-flat', { treeToDraw: true, treeDepth: 1 });
