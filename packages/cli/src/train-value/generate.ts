// The value net's training positions: seeded self-play deals on the engine's fast path (the
// epsilon-greedy heuristic for every seat, as in the search's playouts, so the positions
// are those the search meets), and each position in the net's domain (two players in, the
// talon at most the face-up trump card, R2.2: every card known) labelled by the exact
// solver (endgame.ts) for the player to act. Positions are kept by deal, so the held-out
// deals share no position with the training ones.
//
// With `talon` > 1 the domain reaches further back, to two players in and up to `talon`
// cards still to draw. There nobody knows the talon's order, so no solve gives the value
// the players face: such a position is labelled by the mean of `orders` perfect-information
// solves (solveWorld), the dealt order first and then others shuffled from it (the trump
// card staying last, R2.2). Those choices draw from a random stream of their own, so the
// positions of the endgame (talon at most 1) are the same whatever `talon` is.
//
// With a `teacher` (a bot's seating, every seat), the deals are that bot's self-play
// instead, and a position with more than one talon card is labelled by how the deal ended
// for its player to act (1 not the Kaschlan, 1/2 drawn, 0 the Kaschlan): the value of the
// game as that bot plays it, hands and talon unknown (expert iteration, Anthony et al. 2017).
// Solves of a sampled world play it with open hands, and a search led by them was weaker
// (docs/BOTS.md). Endgame positions keep their exact solves.
//
// With `searchLabels` N as well, a longer-talon position is labelled instead by what a search
// of N iterations from its player to act's view (the seat's own view: no hidden card) makes
// of it: its chosen action's chance of not being the Kaschlan. One outcome is a single noisy
// sample of the game's value; the search's estimate averages N worlds (bootstrapping the
// search from its own values, as TreeStrap and MuZero's Reanalyze do).

import {
  BotRng,
  bestIndex,
  ismctsSearch,
  mix,
  NET_OPTIONS,
  netApplies,
  netFeatures,
  playDeal,
  type Seating,
  solveWorld,
} from '@kaschlan/bots';
import type { GameState, Rules } from '@kaschlan/engine';
import { apply, loserOf, newGame, viewFor } from '@kaschlan/engine';
import {
  clonePosition,
  copyPosition,
  dealPosition,
  legalInto,
  MAX_LEGAL,
  Position,
  pick,
  play,
  type RngState,
  seedRng,
  shuffledDeal,
} from '@kaschlan/engine/fast';

/** Labelled positions: position k's active inputs are feats[start[k] .. start[k + 1]). */
export interface Dataset {
  feats: Int32Array;
  start: Int32Array;
  /** The solver's value for the player to act: 1 not the Kaschlan, 0.5 drawn, 0 the Kaschlan. */
  label: Float32Array;
  size: number;
}

export interface GenerateOptions {
  readonly rules: Rules;
  /** Player counts, deal d played by players[d % length] (two in at the end of each). */
  readonly players: readonly number[];
  readonly deals: number;
  readonly seed: number;
  /** Playouts' share of random actions (the search's default eps). */
  readonly eps: number;
  /** Keep each position in the domain with this chance (neighbours are much alike). */
  readonly keep: number;
  /** The solver's cap per position; a capped position is skipped (counted). */
  readonly maxNodes: number;
  /** Also keep the positions themselves (the held-out check's playouts need them). */
  readonly positions?: Position[];
  /** The most talon cards of the domain (1: the endgame, every card known). */
  readonly talon: number;
  /** Solves averaged for a position with more than one talon card (orders of the talon). */
  readonly orders: number;
  /** Self-play of this bot, outcomes labelling the longer talons; null: solves, as above. */
  readonly teacher?: Seating | null;
  /**
   * Keep only positions with at least this many talon cards (2: the longer talons alone,
   * for a net beside the endgame's); the kept ones are those of a run without it.
   */
  readonly fromTalon?: number;
  /**
   * With a teacher: label a longer-talon position by a search of this many iterations from
   * its player to act's view (hard's options) instead of the deal's outcome; 0 or absent:
   * outcomes.
   */
  readonly searchLabels?: number;
}

export interface GenerateResult {
  readonly data: Dataset;
  readonly skipped: number;
}

function emptyDataset(): Dataset {
  return {
    feats: new Int32Array(1 << 20),
    start: Int32Array.of(0, ...new Array<number>(1 << 14).fill(0)),
    label: new Float32Array(1 << 14),
    size: 0,
  };
}

const grow = <T extends Int32Array | Float32Array>(a: T, need: number): T => {
  if (need <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(need, a.length * 2));
  b.set(a);
  return b;
};

const SCRATCH = new Int32Array(256);

/** Append position `p` with label `y`, as the inputs of a net reaching `talon` cards. */
function push(d: Dataset, p: Position, y: number, talon: number): void {
  const k = netFeatures(p, SCRATCH, talon);
  const at = d.start[d.size]!;
  d.feats = grow(d.feats, at + k);
  d.feats.set(SCRATCH.subarray(0, k), at);
  d.start = grow(d.start, d.size + 2);
  d.label = grow(d.label, d.size + 1);
  d.label[d.size] = y;
  d.start[++d.size] = at + k;
}

/** Play deals `from..to-1` of the options' seed and label the domain's positions. */
export function generate(
  o: GenerateOptions,
  from: number,
  to: number,
  onDeal: (done: number) => void = () => {},
): GenerateResult {
  const data = emptyDataset();
  const buf = new Int32Array(MAX_LEGAL);
  const p = new Position();
  const epsScaled = Math.floor(o.eps * 65536);
  const keepScaled = Math.floor(o.keep * 65536);
  let skipped = 0;
  const world = new Position();
  if (o.teacher) return taught(o, o.teacher, from, to, onDeal, data);
  for (let d = from; d < to; d++) {
    const players = o.players[d % o.players.length]!;
    const dealt = shuffledDeal(o.rules.pack, players, mix(o.seed, d));
    const rng = dealt.rng;
    const side = seedRng(mix(o.seed ^ 0x7a10, d));
    dealPosition(o.rules, players, dealt.dealer, dealt.deck, p);
    while (!p.over) {
      const endgame = netApplies(p);
      // (Drawn as without fromTalon: the same positions are kept, and the same play.)
      const kept = endgame
        ? pick(rng, 65536) < keepScaled
        : netApplies(p, o.talon) && pick(side, 65536) < keepScaled;
      if (kept && p.tlen - p.tpos >= (o.fromTalon ?? 0)) {
        const y = endgame
          ? solvedValue(p, 1, side, world, o.maxNodes)
          : solvedValue(p, o.orders, side, world, o.maxNodes);
        if (y === null) skipped++;
        else {
          push(data, p, y, o.talon);
          o.positions?.push(clonePosition(p));
        }
      }
      const n = legalInto(p, buf);
      let i = 0;
      if (n > 1) i = pick(rng, 65536) < epsScaled ? pick(rng, n) : bestIndex(p, buf, n);
      play(p, buf[i]!);
    }
    onDeal(d - from + 1);
  }
  return { data, skipped };
}

/**
 * The mean value of `orders` perfect-information solves of `p` for its player to act (1 not
 * the Kaschlan, 1/2 drawn, 0 the Kaschlan): the dealt talon order, then orders shuffled from
 * it with the trump card kept last (R2.2). Null if a solve hits the cap.
 */
function solvedValue(
  p: Position,
  orders: number,
  r: RngState,
  world: Position,
  maxNodes: number,
): number | null {
  let sum = 0;
  for (let k = 0; k < orders; k++) {
    copyPosition(world, p);
    if (k > 0) {
      const t = world.talon;
      for (let i = world.tlen - 2; i > world.tpos; i--) {
        const j = world.tpos + pick(r, i - world.tpos + 1);
        const c = t[i]!;
        t[i] = t[j]!;
        t[j] = c;
      }
    }
    const solved = solveWorld(world, world.toAct, { maxNodes });
    if (solved === null) return null;
    sum += solved.value / 2;
  }
  return sum / orders;
}

/**
 * Deals `from..to-1` played by `teacher` in every seat (a deal seeded by the options' seed
 * and its number), replayed: each position in the domain kept, as above, the endgame's by
 * exact solves and the longer talons' by the deal's outcome for the player to act.
 */
function taught(
  o: GenerateOptions,
  teacher: Seating,
  from: number,
  to: number,
  onDeal: (done: number) => void,
  data: Dataset,
): GenerateResult {
  const keepScaled = Math.floor(o.keep * 65536);
  let skipped = 0;
  for (let d = from; d < to; d++) {
    const players = o.players[d % o.players.length]!;
    const seed = mix(o.seed, d);
    const setup = { rules: o.rules, players, seed };
    const seats = Array.from({ length: players }, () => teacher);
    const end = playDeal(setup, seats, seed).state;
    const loser = loserOf(end);
    const side = seedRng(mix(o.seed ^ 0x7a10, d));
    const dealt = newGame(setup);
    if (!dealt.ok) throw new Error(dealt.error.message);
    let state = dealt.value;
    for (const action of end.actions) {
      const p = state.pos;
      if (
        netApplies(p, o.talon) &&
        pick(side, 65536) < keepScaled &&
        p.tlen - p.tpos >= (o.fromTalon ?? 0)
      ) {
        const outcome = loser === null ? 0.5 : loser === p.toAct ? 0 : 1;
        const y = netApplies(p)
          ? solvedValue(p, 1, side, new Position(), o.maxNodes)
          : (o.searchLabels ?? 0) > 0
            ? searchedValue(state, o.searchLabels ?? 0, mix(seed ^ 0x5ea1, state.actions.length))
            : outcome;
        if (y === null) skipped++;
        else {
          push(data, p, y, o.talon);
          o.positions?.push(clonePosition(p));
        }
      }
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    onDeal(d - from + 1);
  }
  return { data, skipped };
}

/**
 * What a search of `iterations` from the view of the player to act at `state` makes of his
 * chances: the chosen (most visited) action's share of worlds in which he is not the
 * Kaschlan (a drawn deal 1/2). NET_OPTIONS (hard's search when the shipped nets were made):
 * the endgame net at the leaves.
 */
function searchedValue(state: GameState, iterations: number, seed: number): number {
  const view = viewFor(state, state.pos.toAct);
  const { code, stats } = ismctsSearch(
    view,
    { iterations },
    new BotRng(seed),
    () => 0,
    NET_OPTIONS,
  );
  const chosen = stats.find((x) => x.code === code);
  if (chosen === undefined) throw new Error('the search chose no root action');
  return 1 - chosen.loss;
}
