// `ismcts`: single-observer Information-Set MCTS (Cowling, Powley, Whitehouse 2012). Each
// iteration samples a world consistent with the view (determinize.ts), walks one shared
// tree whose edges are packed action codes, choosing by UCB among the edges legal in that
// world (with availability counts in place of the parent's visits), adds one node, plays
// the world out with the epsilon-greedy heuristic (policy.ts), and credits every edge with
// the reward of the seat that made its move: 1 for not being the Kaschlan (R6.2), 0 for
// him, 1/2 each for a drawn deal (R6.7), plus a small bonus for going out early (R6.1).
// The most visited root action is played. Worlds honour what the events reveal about the
// hands (infer.ts). In an endgame (two players in, the talon empty or only the face-up
// trump card in it) the exact solver (endgame.ts) plays instead when it proves a win or a
// draw, or, in a proven loss, finds a line on which an opponent who plays like the
// heuristic goes wrong. With a value net (value-net.ts, `valueNet`), a world that reaches
// the net's ground below the root (two players in, a talon of at most its `talon` cards)
// is not played out: the net scores it. Where no net judges (3-5 players), `leafSolveNodes`
// has such a world, once two players are in and the talon is at most the trump card, solved
// exactly instead (every card of a sampled world is placed), within a small node cap.
// `priorBias` adds progressive bias toward the heuristic's move in each sampled world;
// `treeToDraw` ends the tree at the first draw below the root (measured: docs/BOTS.md).

import type { Action, View } from '@kaschlan/engine';
import {
  actionOf,
  codeSeat,
  legalInto,
  MAX_LEGAL,
  Position,
  play,
  type RngState,
  seedRng,
} from '@kaschlan/engine/fast';
import { type Bot, type BotBudget, type BotRequest, legalOf } from './bot';
import { Determinizer } from './determinize';
import { endgameApplies, solveEndgame } from './endgame';
import { bestUntried, randomUntried } from './expansion';
import { leavesFor, netRewards } from './net-leaf';
import { type ParticleOptions, particlesFor } from './particles';
import { pimcApplies, solvePimc } from './pimc';
import { bestIndex, playout } from './policy';
import type { BotRng } from './rng';
import { Tree } from './search-tree';
import type { ValueNet } from './value-net';
import { TUNED, type Weights } from './weights';

export interface IsmctsOptions {
  /**
   * UCB exploration constant (rewards lie in [0, 1 + outBonus]); default 0.7 with two
   * players, 1.0 with more (one loser among several compresses the reward differences).
   */
  readonly c?: number;
  /** Playouts: probability of a random action instead of the heuristic's. */
  readonly eps?: number;
  /** Reward bonus for the first player out, scaled down to 0 for the last (R6.1). */
  readonly outBonus?: number;
  /** Use what takes reveal (infer.ts). */
  readonly infer?: boolean;
  /** Also what a sensible player's leads and beats reveal (infer.ts). */
  readonly behaviour?: boolean;
  /** Use the exact endgame solver, with this node cap (0: off). */
  readonly endgameNodes?: number;
  /**
   * Solve the endgame one draw earlier too (pimc.ts: one unseen talon card, every world
   * solved exactly), with this node cap per world (0: off).
   */
  readonly pimcNodes?: number;
  /** Play the two-card endgame's move only when it wins in every world. */
  readonly pimcSureOnly?: boolean;
  /** Expand a node's untried actions in the heuristic's order (else at random). */
  readonly heuristicFirst?: boolean;
  /** Iterations when the budget names neither iterations nor ms. */
  readonly defaultIterations?: number;
  /** The heuristic's weights for playouts and expansion order (weights.ts; default tuned). */
  readonly weights?: Weights;
  /**
   * Spread the root's visits evenly over its actions instead of by UCB, so that each gets
   * a search of its own (review.ts estimates every action; the bots leave it off).
   */
  readonly evenRoot?: boolean;
  /**
   * Sample the search's worlds from weighted particles (particles.ts): worlds weighed by how
   * likely the others' actions this deal were, under the heuristic as their model. Off
   * (null) by default.
   */
  readonly particles?: ParticleOptions | null;
  /**
   * Score a leaf by this value net (value-net.ts) instead of playing it out, once a sampled
   * world reaches its domain (two players in, the talon at most the trump card). Only in
   * worlds below the root, and not when the root itself is in the domain (the exact solver's
   * ground). Off (null) by default.
   */
  readonly valueNet?: ValueNet | null;
  /**
   * The longest talon at which the search lets the net judge (at most the net's own
   * `talon`): a net reaching further back can be held to the endgame (1) to tell its
   * endgame from its earlier ground in the arena. Default: the net's.
   */
  readonly netTalon?: number;
  /**
   * A second net for the longer talons (one whose `talon` is above 1), beside `valueNet`
   * for the endgame: a leaf with 2 or more talon cards is judged by this one, a leaf in the
   * endgame by `valueNet`, each net on the ground it was trained for. Null (the default):
   * `valueNet` judges its whole ground.
   */
  readonly talonNet?: ValueNet | null;
  /**
   * A sampled world below the root that reaches two players in and a talon of at most the
   * trump card is solved exactly for its player to act, with this node cap, and the value
   * scores the leaf; where the solve hits the cap the net judges (if one fits these deals)
   * or the world is played out. Not when the root is itself there (the exact solver's). At
   * 3-5 players no net judges; at 2 this measures the net's own error. 0: off (default).
   */
  readonly leafSolveNodes?: number;
  /**
   * Progressive bias (Chaslot et al. 2008): in selection, the action the heuristic plays in
   * the sampled world gets `priorBias / (visits + 1)` on top of its UCB value. The bonus is
   * read per world, so a node's player leans to what his sampled hand suggests, which the
   * shared tree's statistics cannot tell (they pool every hand he might hold); it fades as
   * the edge is visited. 0: off (default).
   */
  readonly priorBias?: number;
  /**
   * End the tree at the first draw from the talon below the root and play out from there.
   * The tree's nodes are keyed by actions, not by what the viewer draws, so below a draw one
   * node pools every hand he might have drawn (strategy fusion over his own future cards);
   * cut there, the tree holds only decisions made on what he knows now. Off by default.
   */
  readonly treeToDraw?: boolean;
  /**
   * The most tree edges an iteration walks before it plays out: 1 is flat Monte Carlo over
   * the root's actions (each player's later choices then made by the playout's policy on the
   * hand the world dealt him, none pooled over worlds). Unbounded by default.
   */
  readonly treeDepth?: number;
}

export interface SearchResult {
  readonly code: number;
  readonly iterations: number;
  /**
   * Per root action (codes, visits, mean reward), for tests and tuning; `loss` is the share
   * of its playouts in which the viewer was the Kaschlan (a drawn deal counts 1/2), i.e. the
   * mean reward without the going-out bonus, turned round (advice.ts, review.ts).
   */
  readonly stats: readonly { code: number; visits: number; mean: number; loss: number }[];
  /** Nodes in the tree, the root included (tests read how deep it grew). */
  readonly nodes: number;
}

const DEFAULTS = {
  eps: 0.1,
  outBonus: 0.05,
  infer: true,
  behaviour: true,
  heuristicFirst: true,
  endgameNodes: 300_000,
  pimcNodes: 0,
  pimcSureOnly: false,
  defaultIterations: 2000,
  evenRoot: false,
  weights: TUNED,
  particles: null as ParticleOptions | null,
  valueNet: null as ValueNet | null,
  netTalon: 7,
  talonNet: null as ValueNet | null,
  leafSolveNodes: 0,
  priorBias: 0,
  treeToDraw: false,
  treeDepth: Number.POSITIVE_INFINITY,
};

/**
 * Math.log of the availability counts up to LOG_N, read by UCB: a table read is several times
 * cheaper than the call, and selection takes one logarithm per child per step.
 */
const LOG_N = 1 << 16;
const LOG = new Float64Array(LOG_N);
for (let i = 1; i < LOG_N; i++) LOG[i] = Math.log(i);
const logOf = (x: number): number => (x < LOG_N ? LOG[x]! : Math.log(x));

/** Run the search on a view (its viewer to act) and return the chosen code. */
export function ismctsSearch(
  view: View,
  budget: BotBudget,
  rng: BotRng,
  now: () => number,
  options: IsmctsOptions = {},
): SearchResult {
  const o = { ...DEFAULTS, ...options };
  const explore = options.c ?? (view.players === 2 ? 0.7 : 1.0);
  const t0 = now();
  const maxIt =
    budget.iterations ?? (budget.ms === undefined ? o.defaultIterations : Number.MAX_SAFE_INTEGER);
  const deadline = budget.ms === undefined ? Number.POSITIVE_INFINITY : t0 + budget.ms;
  const det = new Determinizer(view, { infer: o.infer, behaviour: o.behaviour });
  const r: RngState = seedRng(rng.seed());
  const particles = o.particles === null ? null : particlesFor(view, det, r, o.particles);
  const tree = new Tree();
  const pos = new Position();
  const buf = new Int32Array(MAX_LEGAL);
  const kids = new Int32Array(MAX_LEGAL);
  let path = new Int32Array(256);
  const rewards = new Float64Array(8);
  const losses = new Float64Array(8);
  const n = view.players;
  const evenRoot = o.evenRoot;
  const leaves = leavesFor(view, o);
  const stop = leaves.stop;
  let it = 0;
  while (it < maxIt) {
    if ((it & 15) === 0 && it > 0 && now() >= deadline) break;
    it++;
    if (particles === null) det.sample(r, pos);
    else particles.sample(r, pos);
    let node = 0;
    let plen = 0;
    // Selection and expansion (up to the net's domain, where the net scores the leaf, and
    // with treeToDraw up to the first draw; at most treeDepth edges).
    const drawn = o.treeToDraw ? pos.tpos : Number.POSITIVE_INFINITY;
    while (
      !pos.over &&
      (stop === undefined || !stop(pos)) &&
      pos.tpos <= drawn &&
      plen < o.treeDepth
    ) {
      const m = legalInto(pos, buf);
      for (let i = 0; i < m; i++) kids[i] = -1;
      let untried = m;
      for (let c = tree.first[node]!; c >= 0; c = tree.next[c]!) {
        const code = tree.code[c]!;
        for (let i = 0; i < m; i++)
          if (buf[i] === code) {
            kids[i] = c;
            tree.avail[c]!++;
            untried--;
            break;
          }
      }
      let chosen: number;
      let expand = false;
      if (untried > 0) {
        chosen = o.heuristicFirst
          ? bestUntried(pos, buf, kids, m, o.weights)
          : randomUntried(r, kids, m, untried);
        kids[chosen] = tree.add(node, buf[chosen]!);
        tree.avail[kids[chosen]!] = 1;
        expand = true;
      } else {
        chosen = 0;
        let bestU = Number.NEGATIVE_INFINITY;
        const hb = o.priorBias > 0 ? bestIndex(pos, buf, m, undefined, undefined, o.weights) : -1;
        for (let i = 0; i < m; i++) {
          const c = kids[i]!;
          const nv = tree.visits[c]!;
          const u =
            evenRoot && node === 0
              ? -nv // the least visited first
              : tree.reward[c]! / nv +
                explore * Math.sqrt(logOf(tree.avail[c]!) / nv) +
                (i === hb ? o.priorBias / (nv + 1) : 0);
          if (u > bestU) {
            bestU = u;
            chosen = i;
          }
        }
      }
      play(pos, buf[chosen]!);
      node = kids[chosen]!;
      if (plen === path.length) {
        const bigger = new Int32Array(path.length * 2);
        bigger.set(path);
        path = bigger;
      }
      path[plen++] = node;
      if (expand) break;
    }
    // Simulation, to the end or to the net's domain (or the solved leaves').
    playout(pos, r, buf, o.eps, 100_000, o.weights, stop);
    // The leaf's value for its player to act (net-leaf.ts; a capped solve plays on to the
    // end); -1: played to the end.
    let leaf = -1;
    if (!pos.over && stop !== undefined) {
      const v = leaves.value(pos);
      if (v === null) playout(pos, r, buf, o.eps, 100_000, o.weights);
      else leaf = v;
    }
    // Rewards per seat (R6.2, R6.7), with the going-out bonus (R6.1); at a leaf the net
    // or the solver scores, its chance for the two still in.
    if (leaf >= 0) netRewards(pos, leaf, o.outBonus, rewards, losses);
    else
      for (let s = 0; s < n; s++) {
        rewards[s] = pos.loser < 0 ? 0.5 : s === pos.loser ? 0 : 1;
        losses[s] = pos.loser < 0 ? 0.5 : s === pos.loser ? 1 : 0;
      }
    if (o.outBonus > 0 && n > 1)
      for (let k = 0; k < pos.nout; k++)
        rewards[pos.outOrder[k]!]! += (o.outBonus * (n - 1 - k)) / (n - 1);
    // Backpropagation: each edge gets the reward of the seat that moved along it.
    for (let i = 0; i < plen; i++) {
      const v = path[i]!;
      tree.visits[v]!++;
      const mover = codeSeat(tree.code[v]!);
      tree.reward[v]! += rewards[mover]!;
      tree.loss[v]! += losses[mover]!;
    }
  }
  const stats: { code: number; visits: number; mean: number; loss: number }[] = [];
  for (let c = tree.first[0]!; c >= 0; c = tree.next[c]!)
    stats.push({
      code: tree.code[c]!,
      visits: tree.visits[c]!,
      mean: tree.visits[c]! > 0 ? tree.reward[c]! / tree.visits[c]! : 0,
      loss: tree.visits[c]! > 0 ? tree.loss[c]! / tree.visits[c]! : 0,
    });
  // Children were prepended: restore the order of first expansion, then take the most
  // visited (the better mean on ties), so the choice depends only on the seed.
  stats.reverse();
  let best = stats[0];
  for (const s of stats)
    if (
      best === undefined ||
      s.visits > best.visits ||
      (s.visits === best.visits && s.mean > best.mean)
    )
      best = s;
  if (best === undefined) throw new Error('search ran no iteration');
  return { code: best.code, iterations: it, stats, nodes: tree.size };
}

/** The public action of `code` as listed in `view.legal`. */
function legalAction(view: View, code: number): Action {
  const a = actionOf(code);
  const key = JSON.stringify(a);
  const found = view.legal.find((x) => JSON.stringify(x) === key);
  if (found === undefined) throw new Error(`search chose ${key}, not a legal action`);
  return found;
}

/** How a search bot reached its move (advice.ts shows it to a player). */
export interface MoveDecision {
  readonly action: Action;
  /** The exact endgame's value for the viewer (1, 0.5, 0) when it was solved, else null. */
  readonly solved: number | null;
  /** The search, when it ran (null for a forced or a solved move). */
  readonly search: SearchResult | null;
}

/**
 * The search bots' move with how it was reached: the exact endgame when it proves a win or
 * a draw (or, in a proven loss, finds a line on which a heuristic opponent goes wrong),
 * else the search. `makeIsmctsBot` plays its action.
 */
export function decideMove(
  { view, budget, rng, now }: BotRequest,
  options: IsmctsOptions = {},
): MoveDecision {
  const o = { ...DEFAULTS, ...options };
  const legal = legalOf(view);
  if (legal.length === 1) return { action: legal[0]!, solved: null, search: null };
  const clock = now ?? (() => performance.now());
  const t0 = clock();
  // The solvers may use half the move's time; the search gets what is left.
  const half = budget.ms === undefined ? {} : { deadline: t0 + budget.ms / 2 };
  const caps = (maxNodes: number) => ({ maxNodes, now: clock, ...half });
  const left = () =>
    budget.ms === undefined ? budget : { ...budget, ms: Math.max(1, t0 + budget.ms - clock()) };
  let rest = budget;
  let solvedValue: number | null = null;
  if (o.endgameNodes > 0 && endgameApplies(view)) {
    const solved = solveEndgame(view, caps(o.endgameNodes));
    // A proven win or draw is played. In a proven loss, look for a line on which an
    // opponent who plays like the heuristic goes wrong; failing that, the search picks
    // the line on which a fallible opponent most often does.
    if (solved !== null && solved.value > 0)
      return { action: solved.action, solved: solved.value, search: null };
    if (solved !== null) {
      solvedValue = solved.value;
      const swindle = solveEndgame(view, { ...caps(o.endgameNodes), modelOpponent: true });
      if (swindle !== null && swindle.value === 1)
        return { action: swindle.action, solved: solved.value, search: null };
    }
    rest = left();
  }
  if (o.pimcNodes > 0 && pimcApplies(view)) {
    const solved = solvePimc(view, caps(o.pimcNodes));
    if (solved !== null && (solved.value === 1 || !o.pimcSureOnly))
      return { action: solved.action, solved: null, search: null };
    rest = left();
  }
  const search = ismctsSearch(view, rest, rng, clock, o);
  return { action: legalAction(view, search.code), solved: solvedValue, search };
}

/** An ISMCTS bot with the given options (the levels make several). */
export function makeIsmctsBot(name: string, options: IsmctsOptions = {}): Bot {
  return { name, choose: (request) => decideMove(request, options).action };
}

export const ismctsBot: Bot = makeIsmctsBot('ismcts');
