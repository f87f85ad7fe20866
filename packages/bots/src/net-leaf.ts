// The search's leaves (ismcts.ts): where a sampled world stops being played out, and what
// scores it there instead: the value net (value-net.ts; with `talonNet`, a second net for
// the longer talons), or at 3-5 players an exact solve (`leafSolveNodes`); and the one
// chance they give turned into every seat's reward and loss.

import type { View } from '@kaschlan/engine';
import type { Position } from '@kaschlan/engine/fast';
import { solvePosition } from './endgame';
import { netApplies, netFits, netValue, type ValueNet } from './value-net';

/** The search options that decide its leaves (IsmctsOptions' with their defaults). */
export interface LeafOptions {
  readonly valueNet: ValueNet | null;
  readonly talonNet: ValueNet | null;
  readonly netTalon: number;
  readonly leafSolveNodes: number;
}

/** Where a search's sampled worlds stop, and their value there. */
export interface Leaves {
  /** A world in this state is a leaf; undefined: every playout runs to the deal's end. */
  readonly stop: ((p: Position) => boolean) | undefined;
  /** A leaf's value for its player to act; null: a solve hit its cap (play it out). */
  value(p: Position): number | null;
}

/**
 * The leaves of a search from `view`. The net, where it was trained for these rules and
 * the root is not in the endgame (the exact solver's). A net reaching talons of several
 * cards takes over only where the talon is shorter than the root's: at the root's own talon
 * the search still plays out its bout (a tree cut at the root would be the net's one-ply
 * greed). Where no net judges, the endgame's worlds are solved if `leafSolveNodes` says so.
 */
export function leavesFor(view: View, o: LeafOptions): Leaves {
  const twoIn = view.players - view.out.length === 2;
  const rootSolved = twoIn && view.talon <= 1;
  const net =
    o.valueNet !== null && netFits(o.valueNet, view.rules, view.players) && !rootSolved
      ? o.valueNet
      : null;
  if (net !== null) {
    const longer =
      o.talonNet !== null && netFits(o.talonNet, view.rules, view.players) ? o.talonNet : null;
    const most = Math.min((longer ?? net).talon, o.netTalon);
    const reach = twoIn ? Math.min(most, view.talon - 1) : most;
    const judge = (p: Position): number =>
      netValue(longer !== null && p.tlen - p.tpos > 1 ? longer : net, p);
    // With `leafSolveNodes` too, an endgame leaf (every card known in that world, R2.2) is
    // solved exactly, and the net judges only where the solve hits its cap: how much the
    // net's own error still costs the search (docs/BOTS.md, "Exact leaves at 2 players").
    if (o.leafSolveNodes > 0) {
      const cap = { maxNodes: o.leafSolveNodes };
      return {
        stop: (p) => netApplies(p, reach),
        value: (p) => {
          if (p.tlen - p.tpos > 1) return judge(p);
          const solved = solvePosition(p, p.toAct, cap);
          return solved === null ? judge(p) : solved.value / 2;
        },
      };
    }
    return { stop: (p) => netApplies(p, reach), value: judge };
  }
  if (o.leafSolveNodes > 0 && !rootSolved) {
    const cap = { maxNodes: o.leafSolveNodes };
    return {
      stop: (p) => netApplies(p),
      value: (p) => {
        const solved = solvePosition(p, p.toAct, cap);
        return solved === null ? null : solved.value / 2;
      },
    };
  }
  return { stop: undefined, value: () => null };
}

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
