// The exact endgame. Once only two players are still in (R6.1, R6.2) and the talon is
// empty, or holds only the face-up trump card (R2.2: the last card drawn, seen by all), the
// viewer knows every card: the other player holds all the cards the viewer cannot place,
// plus those known to be his (R5.3). The deal is then a two-player game of perfect
// information (the engine's play makes the one draw left, R5), solved here by alpha-beta
// minimax on the fast path with a transposition table. Values, for the viewer: 2 he is not the Kaschlan, 1 a drawn deal
// (R6.7), 0 he is the Kaschlan.
//
// Cycles: the key holds everything play depends on (both hands, the unbeaten cards, the
// bout's roles, phase, rank, coachman state, reinforcer turn, whether a pair was made, the
// stall count and how many talon cards are left to draw: within one solve the talon's cards
// are fixed), so a repeated key would be a repeated position. None can repeat (each bout
// discards a pair or moves cards from the attacker to the defender, R6.3, R6.4), but the
// search is capped in depth anyway: a path that deep aborts the solve (null).
//
// solveValues also takes a talon of two (one unseen card above the trump card): pimc.ts
// solves one such world per place the unseen card may be.

import type { Action, View } from '@kaschlan/engine';
import { hiddenInfo, worldFromView } from '@kaschlan/engine';
import {
  codeOf,
  copyPosition,
  isParseProblem,
  legalInto,
  MAX_LEGAL,
  type Position,
  Position as PositionClass,
  parseAction,
  play,
} from '@kaschlan/engine/fast';
import { bestIndex, codeScore } from './policy';

export const WIN = 2;
export const DRAW = 1;
export const LOSS = 0;

export interface EndgameOptions {
  /** Give up (null) after this many positions. */
  readonly maxNodes?: number;
  /** Give up (null) once `now()` passes this time. */
  readonly deadline?: number;
  readonly now?: () => number;
  /**
   * Model the other player as the heuristic (policy.ts: heuristicBot's move, always)
   * instead of as a perfect player. For a lost endgame: is there a line on which a
   * plausible opponent goes wrong?
   */
  readonly modelOpponent?: boolean;
}

export interface EndgameResult {
  /** An optimal action (one of view.legal). */
  readonly action: Action;
  /** For the viewer: 1 not the Kaschlan, 0.5 drawn (R6.7), 0 the Kaschlan, under best play. */
  readonly value: number;
}

const MAX_DEPTH = 600;
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const W = 10; // words per entry: 7 key words, generation, bounds, best code
let tt: Int32Array | null = null;
let generation = 0;

const ABORT = { abort: true };

/**
 * Whether the endgame applies: two players in, the talon empty or only the face-up trump
 * card left in it, the viewer to act.
 */
export function endgameApplies(view: View): boolean {
  return twoInToAct(view) && (view.talon === 0 || (view.talon === 1 && view.trumpCard !== null));
}

/** Two players in (R6.1, R6.2), the viewer one of them and to act: the solvers' common ground. */
export function twoInToAct(view: View): boolean {
  return (
    typeof view.viewer === 'number' &&
    !view.over &&
    view.toAct === view.viewer &&
    view.legal.length > 0 &&
    view.players - view.out.length === 2
  );
}

/** The whole world of an endgame view: the other player holds every unplaced card. */
export function endgameWorld(view: View): Position {
  const info = hiddenInfo(view);
  const hands = info.handSlots.map((m) => (m > 0 ? [...info.unknown] : []));
  if (info.handSlots.filter((m) => m > 0).length > 1) throw new Error('not an endgame view');
  return worldFromView(view, { hands, talon: [] });
}

/** Solve an endgame view exactly; null when it does not apply or the caps are hit. */
export function solveEndgame(view: View, options: EndgameOptions = {}): EndgameResult | null {
  if (!endgameApplies(view)) return null;
  const viewer = view.viewer as number;
  const r = solvePosition(endgameWorld(view), viewer, options);
  if (r === null) return null;
  for (const a of view.legal) {
    const parsed = parseAction(a);
    if (!isParseProblem(parsed) && codeOf(parsed) === r.code)
      return { action: a, value: r.value / 2 };
  }
  return null;
}

/**
 * Solve a position in which only two players are in and the talon is empty or holds one
 * card (the trump card, which both see), for `viewer` (one of the two). Returns the best code at the root and its value (LOSS, DRAW, WIN), or
 * null if a cap is hit.
 */
export function solvePosition(
  root: Position,
  viewer: number,
  options: EndgameOptions = {},
): { code: number; value: number } | null {
  if (root.over || root.tlen - root.tpos > 1) return null;
  return solveRoot(root, viewer, options);
}

/**
 * Solve a world whose every card is placed, the talon's order included (a dealt deal, or
 * a sampled world), with two players in and any talon: its perfect-information value for
 * `viewer`, as solvePosition gives it (the key holds the talon cards left to draw, and
 * within one solve their order is fixed). The players of a real deal do not know the
 * talon's order, so this is the value of a game easier than theirs: the value net's
 * training (issue 23) averages it over orders. Null if a cap is hit.
 */
export function solveWorld(
  root: Position,
  viewer: number,
  options: EndgameOptions = {},
): { code: number; value: number } | null {
  // The key has three bits for the talon's length (at most 7 cards left to draw).
  if (root.over || root.n - root.nout !== 2 || root.tlen - root.tpos > 7) return null;
  return solveRoot(root, viewer, options);
}

function solveRoot(
  root: Position,
  viewer: number,
  options: EndgameOptions,
): { code: number; value: number } | null {
  const solver = new Solver(viewer, options);
  try {
    return solver.root(root);
  } catch (e) {
    if (e === ABORT) return null;
    throw e;
  }
}

/**
 * The exact value (LOSS, DRAW, WIN for `viewer`) of each of `codes` played at `root`, one
 * solve sharing its transposition table; null if a cap is hit. The hints' per-action values
 * (estimates.ts) and the two-card endgame (pimc.ts) read these.
 */
export function solveValues(
  root: Position,
  viewer: number,
  codes: readonly number[],
  options: EndgameOptions = {},
): number[] | null {
  if (root.over || root.tlen - root.tpos > 2) return null;
  const solver = new Solver(viewer, options);
  try {
    return codes.map((c) => solver.after(root, c));
  } catch (e) {
    if (e === ABORT) return null;
    throw e;
  }
}

// Per depth: a position, its legal codes, their scores. Shared by every solve (a solve
// runs to its end before the next starts), grown on demand.
const STACK: Position[] = [];
const BUFS: Int32Array[] = [];
const SCORES: Float64Array[] = [];

class Solver {
  private readonly stack = STACK;
  private readonly bufs = BUFS;
  private readonly scores = SCORES;
  private readonly key = new Int32Array(7);
  private readonly maxNodes: number;
  private readonly model: boolean;
  private readonly deadline: number;
  private readonly now: () => number;
  private readonly tt: Int32Array;
  private readonly gen: number;
  nodes = 0;

  constructor(
    private readonly viewer: number,
    options: EndgameOptions,
  ) {
    this.maxNodes = options.maxNodes ?? 2_000_000;
    this.model = options.modelOpponent === true;
    this.deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? (() => performance.now());
    tt ??= new Int32Array(TT_SIZE * W);
    this.tt = tt;
    generation = (generation + 1) | 0 || 1;
    this.gen = generation;
  }

  private level(d: number): void {
    while (this.stack.length <= d + 1) {
      this.stack.push(new PositionClass());
      this.bufs.push(new Int32Array(MAX_LEGAL));
      this.scores.push(new Float64Array(MAX_LEGAL));
    }
  }

  /** Legal codes of stack[d] into bufs[d], best heuristic first (better pruning). */
  private ordered(d: number, first: number): number {
    const p = this.stack[d]!;
    const buf = this.bufs[d]!;
    const sc = this.scores[d]!;
    const n = legalInto(p, buf);
    for (let i = 0; i < n; i++) sc[i] = buf[i] === first ? 1e9 : codeScore(p, buf[i]!);
    for (let i = 1; i < n; i++) {
      const c = buf[i]!;
      const s = sc[i]!;
      let j = i - 1;
      while (j >= 0 && sc[j]! < s) {
        buf[j + 1] = buf[j]!;
        sc[j + 1] = sc[j]!;
        j--;
      }
      buf[j + 1] = c;
      sc[j + 1] = s;
    }
    return n;
  }

  /** The modelled opponent's one move at stack[d], into bufs[d][0]. */
  private modelled(d: number): number {
    const buf = this.bufs[d]!;
    const p = this.stack[d]!;
    buf[0] = buf[bestIndex(p, buf, legalInto(p, buf))]!;
    return 1;
  }

  root(p: Position): { code: number; value: number } {
    this.level(0);
    copyPosition(this.stack[0]!, p);
    const max = p.toAct === this.viewer;
    const n = max || !this.model ? this.ordered(0, -1) : this.modelled(0);
    let best = max ? -1 : 3;
    let code = this.bufs[0]![0]!;
    for (let i = 0; i < n; i++) {
      const c = this.bufs[0]![i]!;
      const child = copyPosition(this.stack[1]!, this.stack[0]!);
      play(child, c);
      const v = max ? this.search(1, best, 3) : this.search(1, -1, best);
      if (max ? v > best : v < best) {
        best = v;
        code = c;
      }
      if (best === (max ? WIN : LOSS)) break;
    }
    return { code, value: best };
  }

  /** The value of playing `code` at `p`, under best play of both from there. */
  after(p: Position, code: number): number {
    this.level(0);
    const child = copyPosition(this.stack[1]!, p);
    play(child, code);
    return this.search(1, -1, 3);
  }

  private terminal(p: Position): number {
    return p.loser === this.viewer ? LOSS : p.loser < 0 ? DRAW : WIN;
  }

  private search(d: number, alpha: number, beta: number): number {
    const p = this.stack[d]!;
    if (p.over) return this.terminal(p);
    if (++this.nodes > this.maxNodes || d >= MAX_DEPTH) throw ABORT;
    if ((this.nodes & 1023) === 0 && this.now() > this.deadline) throw ABORT;
    this.level(d);
    const slot = this.probe(p);
    const t = this.tt;
    let first = -1;
    if (slot >= 0 && t[slot + 7] === this.gen) {
      const lo = t[slot + 8]! & 3;
      const hi = t[slot + 8]! >> 2;
      if (lo === hi || lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      first = t[slot + 9]!;
    }
    const max = p.toAct === this.viewer;
    const n = max || !this.model ? this.ordered(d, first) : this.modelled(d);
    const buf = this.bufs[d]!;
    const a0 = alpha;
    const b0 = beta;
    let best = max ? -1 : 3;
    let bestCode = buf[0]!;
    const child = this.stack[d + 1]!;
    for (let i = 0; i < n; i++) {
      copyPosition(child, p);
      play(child, buf[i]!);
      const v = this.search(d + 1, alpha, beta);
      if (max ? v > best : v < best) {
        best = v;
        bestCode = buf[i]!;
        if (max && best > alpha) alpha = best;
        if (!max && best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    // Fail-soft: at or below the entry window an upper bound, at or above it a lower one.
    const lo = best <= a0 ? LOSS : best;
    const hi = best >= b0 ? WIN : best;
    this.store(this.probe(p), lo, hi, bestCode);
    return best;
  }

  /** The slot for p's key (its entry, a free one, or one to replace); -1 never. */
  private probe(p: Position): number {
    const k = this.key;
    let a = -1;
    let b = -1;
    for (let s = 0; s < p.n; s++)
      if (((p.out >> s) & 1) === 0) {
        if (a < 0) a = s;
        else b = s;
      }
    k[0] = p.handLo[a]!;
    k[1] = p.handHi[a]!;
    k[2] = b >= 0 ? p.handLo[b]! : 0;
    k[3] = b >= 0 ? p.handHi[b]! : 0;
    k[4] = p.unbLo;
    k[5] = p.unbHi;
    k[6] =
      p.phase |
      (p.toAct << 2) |
      (p.attacker << 5) |
      (p.defender << 8) |
      ((p.rank + 1) << 11) |
      (Math.min(p.aled, 2) << 15) |
      (p.coachUsed << 17) |
      ((p.pairs > 0 ? 1 : 0) << 18) |
      (p.ridx << 19) |
      ((p.stall & 127) << 22) |
      ((p.tlen - p.tpos) << 29);
    let h = 0x811c9dc5;
    for (let i = 0; i < 7; i++) {
      h = Math.imul(h ^ k[i]!, 0x01000193);
      h ^= h >>> 15;
    }
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    const t = this.tt;
    const base = (h >>> (32 - TT_BITS)) & (TT_SIZE - 1);
    let free = -1;
    for (let j = 0; j < 4; j++) {
      const slot = ((base + j) & (TT_SIZE - 1)) * W;
      if (t[slot + 7] !== this.gen) {
        if (free < 0) free = slot;
        continue;
      }
      let same = true;
      for (let i = 0; i < 7; i++)
        if (t[slot + i] !== k[i]) {
          same = false;
          break;
        }
      if (same) return slot;
    }
    return free >= 0 ? free : base * W;
  }

  /** Store bounds for the key just probed (merged with what the entry knew). */
  private store(slot: number, lo: number, hi: number, code: number): void {
    const t = this.tt;
    const k = this.key;
    let same = t[slot + 7] === this.gen;
    for (let i = 0; same && i < 7; i++) if (t[slot + i] !== k[i]) same = false;
    if (same) {
      lo = Math.max(lo, t[slot + 8]! & 3);
      hi = Math.min(hi, t[slot + 8]! >> 2);
    }
    for (let i = 0; i < 7; i++) t[slot + i] = k[i]!;
    t[slot + 7] = this.gen;
    t[slot + 8] = lo | (hi << 2);
    t[slot + 9] = code;
  }
}
