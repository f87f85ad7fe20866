// Determinization: a world consistent with a view. The cards the viewer cannot place
// (hiddenInfo) are dealt at random into the other seats' unknown slots and the talon, and
// the view's public state comes with them (worldFromView). The position is built once per
// view; each sample then only copies it and rewrites the hidden cards, so a search can
// draw thousands of worlds per move.
//
// Inference (infer.ts): the events tell cards a player did not hold when he acted (after a
// take under mustBeat, R4.3, none that beats what he picked up). Cards he drew since may be
// anything: of his unknown cards, at least (unknown - drawn since) avoid such a set. The
// sampler honours that where the unknown cards allow it (else it relaxes the rule rather
// than fail), serving the most constrained seats first.

import { type Card, hiddenInfo, type View, worldFromView } from '@kaschlan/engine';
import {
  copyPosition,
  Position,
  parseCard,
  pick,
  type RngState,
  seedRng,
} from '@kaschlan/engine/fast';
import { inferHands } from './infer';
import type { BotRng } from './rng';

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

export interface DeterminizerOptions {
  /** Use what the events reveal (infer.ts). */
  readonly infer?: boolean;
  /** Also the behaviour rules of infer.ts. */
  readonly behaviour?: boolean;
}

export class Determinizer {
  /** The view's world with the hidden cards dealt in canonical order (any valid guess). */
  readonly template: Position;
  readonly viewer: number;
  private readonly unknown: Int8Array;
  private readonly pool: Int8Array;
  private readonly slots: Int32Array;
  private readonly talonSlots: number;
  private readonly knownLo: Int32Array;
  private readonly knownHi: Int32Array;
  /** Per seat: cards to avoid (beaters of what he took) and how many slots must avoid them. */
  private readonly forbLo: Int32Array;
  private readonly forbHi: Int32Array;
  private readonly need: Int32Array;
  private readonly left: Int32Array;
  /** Constrained seats in the order they are served. */
  private order: number[] = [];

  constructor(view: View, options: DeterminizerOptions = {}) {
    if (typeof view.viewer !== 'number') throw new Error('a spectator has no world to sample');
    this.viewer = view.viewer;
    const info = hiddenInfo(view);
    const n = view.players;
    this.unknown = Int8Array.from(info.unknown.map(parseCard));
    this.pool = new Int8Array(this.unknown.length);
    this.slots = Int32Array.from(info.handSlots);
    this.talonSlots = info.talonSlots;
    this.knownLo = new Int32Array(n);
    this.knownHi = new Int32Array(n);
    for (let s = 0; s < n; s++)
      for (const c of view.known[s] ?? []) {
        const id = parseCard(c);
        if (id < 32) this.knownLo[s]! |= 1 << id;
        else this.knownHi[s]! |= 1 << (id - 32);
      }
    // The template: deal the unknown cards in order (a valid guess; samples overwrite it).
    const hands: Card[][] = [];
    let k = 0;
    for (const m of info.handSlots) {
      hands.push(info.unknown.slice(k, k + m));
      k += m;
    }
    const talon = info.unknown.slice(k, k + info.talonSlots);
    this.template = worldFromView(view, { hands, talon });
    this.forbLo = new Int32Array(n);
    this.forbHi = new Int32Array(n);
    this.need = new Int32Array(n);
    this.left = new Int32Array(n);
    if (options.infer !== false) this.infer(view, options.behaviour !== false);
  }

  /** Take in what the events reveal (infer.ts), and serve the tightest seats first. */
  private infer(view: View, behaviour: boolean): void {
    const n = view.players;
    const inf = inferHands(view, behaviour);
    this.forbLo.set(inf.forbLo);
    this.forbHi.set(inf.forbHi);
    for (let s = 0; s < n; s++)
      if (s !== this.viewer && (this.forbLo[s]! | this.forbHi[s]!) !== 0)
        this.need[s] = Math.max(0, this.slots[s]! - inf.drawn[s]!);
    // The seats to serve first: fewest allowed unknown cards per required card.
    const allowed = (s: number) =>
      this.unknown.filter((c) =>
        c < 32 ? ((this.forbLo[s]! >>> c) & 1) === 0 : ((this.forbHi[s]! >>> (c - 32)) & 1) === 0,
      ).length / this.need[s]!;
    this.order = [...Array(n).keys()]
      .filter((s) => this.need[s]! > 0)
      .sort((a, b) => allowed(a) - allowed(b));
  }

  /** Whether any inference constrains the samples. */
  get constrained(): boolean {
    return this.need.some((x) => x > 0);
  }

  /** Whether `p`'s hidden cards satisfy what the takes revealed (tests: the truth must). */
  admits(p: Position): boolean {
    for (let s = 0; s < this.need.length; s++) {
      if (this.need[s] === 0) continue;
      const lo = p.handLo[s]! & ~this.knownLo[s]! & ~this.forbLo[s]!;
      const hi = p.handHi[s]! & ~this.knownHi[s]! & ~this.forbHi[s]!;
      if (popcount(lo) + popcount(hi) < this.need[s]!) return false;
    }
    return true;
  }

  /** A world consistent with the view, written into `out` (fresh worlds need `new Position()`). */
  sample(rng: RngState, out: Position): Position {
    copyPosition(out, this.template);
    const n = this.slots.length;
    const lo = out.handLo;
    const hi = out.handHi;
    const left = this.left;
    let front = 0;
    // Constrained seats first (the most constrained first), their required cards from
    // outside their forbidden sets; a few reshuffles if the greedy pick gets stuck.
    for (let attempt = 0; ; attempt++) {
      this.shuffle(rng);
      for (let s = 0; s < n; s++) {
        lo[s] = this.knownLo[s]!;
        hi[s] = this.knownHi[s]!;
      }
      left.set(this.slots);
      front = 0;
      let stuck = false;
      for (const s of this.order) {
        let need = this.need[s]!;
        front = this.pickAllowed(s, need, front, lo, hi);
        need -= this.slots[s]! - left[s]!;
        if (need > 0) stuck = true;
      }
      if (!stuck || attempt === 5) break;
    }
    lo[this.viewer] = this.template.handLo[this.viewer]!;
    hi[this.viewer] = this.template.handHi[this.viewer]!;
    const pool = this.pool;
    for (let s = 0; s < n; s++)
      for (let k = left[s]!; k > 0; k--) {
        const c = pool[front++]!;
        if (c < 32) lo[s]! |= 1 << c;
        else hi[s]! |= 1 << (c - 32);
      }
    for (let i = 0; i < this.talonSlots; i++) out.talon[i] = pool[front++]!;
    return out;
  }

  private shuffle(rng: RngState): void {
    const pool = this.pool;
    pool.set(this.unknown);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = pick(rng, i + 1);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
  }

  /** Move up to `need` pool cards allowed for seat s to the front, into his hand. */
  private pickAllowed(
    s: number,
    need: number,
    front: number,
    lo: Int32Array,
    hi: Int32Array,
  ): number {
    const pool = this.pool;
    const fl = this.forbLo[s]!;
    const fh = this.forbHi[s]!;
    for (let i = front; i < pool.length && need > 0; i++) {
      const c = pool[i]!;
      if ((c < 32 ? (fl >>> c) & 1 : (fh >>> (c - 32)) & 1) !== 0) continue;
      pool[i] = pool[front]!;
      pool[front++] = c;
      if (c < 32) lo[s]! |= 1 << c;
      else hi[s]! |= 1 << (c - 32);
      need--;
      this.left[s]!--;
    }
    return front;
  }
}

/** One world consistent with the view (a convenience; searches reuse a Determinizer). */
export function determinize(view: View, rng: BotRng): Position {
  return new Determinizer(view).sample(seedRng(rng.seed()), new Position());
}
