// Inference by the others' play (issue 14): worlds weighted by how likely the other
// players' actions of this deal were in each, under a model of how they play.
//
// Each guess of the determinizer (determinize.ts) gets a deal rebuilt behind it and
// replayed by the engine (deal-history.ts). Its weight = (ways its history could have gone:
// the number of draw choices, since every full deck is equally likely, R2.4) x (the model's
// probability of the others' actions: the heuristic's scores, policy.ts, as a soft-max of
// temperature `temperature`, mixed with `eps` of uniform choice, so no legal action is
// impossible).
//
// Resample and move: `count` guesses are weighed, `count` worlds drawn from them in
// proportion to their weights, and each moved on by a few Metropolis-Hastings steps (swap
// two unknown cards between places, rebuild, replay, accept by the ratio of weights), so
// that copies of one guess spread out. The search samples its worlds from these.
// Nothing here sees more than the view.

import type { View } from '@kaschlan/engine';
import { copyPosition, Position, parseCard, pick, type RngState } from '@kaschlan/engine/fast';
import { DealHistory, deckBehind, type PlayModel, replayWeight } from './deal-history';
import type { Determinizer } from './determinize';

export interface ParticleOptions extends PlayModel {
  /** Guesses weighed, and worlds kept, per decision. */
  readonly count: number;
  /** Chain steps each kept world is moved on by (each a rebuilt and replayed deal). */
  readonly moves: number;
}

export const PARTICLE_DEFAULTS: ParticleOptions = {
  count: 256,
  moves: 3,
  temperature: 1,
  eps: 0.1,
};

/** Worlds to sample the search's worlds from (each equally likely). */
export class ParticleSet {
  constructor(readonly worlds: readonly Position[]) {}

  /** A world drawn uniformly from the set, copied into `out`. */
  sample(rng: RngState, out: Position): Position {
    return copyPosition(out, this.worlds[pick(rng, this.worlds.length)]!);
  }
}

/**
 * Weighted worlds, then resampled and moved (see the file comment): `count` guesses of the
 * determinizer weighed by the play so far, `count` drawn from them in proportion to their
 * weights, and each moved on by `moves` chain steps (so that copies of one guess spread
 * out). Returns null when the view's events cannot be replayed (a set-up deal, a
 * spectator) or no guess has a history the rules allow; the caller then uses the
 * determinizer's worlds as they are.
 */
export function particlesFor(
  view: View,
  det: Determinizer,
  rng: RngState,
  o: ParticleOptions = PARTICLE_DEFAULTS,
): ParticleSet | null {
  if (typeof view.viewer !== 'number') return null;
  const h = new DealHistory(view);
  if (h.dealAt < 0) return null;
  const deck = new Int8Array(view.rules.pack);
  const replayed = new Position();
  const guesses: Position[] = [];
  const logw: number[] = [];
  for (let i = 0; i < o.count; i++) {
    const g = det.sample(rng, new Position());
    const w = weightOf(h, view, g, rng, deck, replayed, o);
    if (Number.isNaN(w)) continue;
    guesses.push(g);
    logw.push(w);
  }
  if (guesses.length === 0) return null;
  let max = Number.NEGATIVE_INFINITY;
  for (const x of logw) if (x > max) max = x;
  const cum = new Float64Array(guesses.length);
  let total = 0;
  for (let i = 0; i < guesses.length; i++) {
    total += Math.exp(logw[i]! - max);
    cum[i] = total;
  }
  const slots = unknownSlots(view, det);
  const worlds: Position[] = [];
  let next = new Position();
  for (let k = 0; k < o.count; k++) {
    // Draw a guess in proportion to its weight.
    const x = (pick(rng, 1 << 30) / (1 << 30)) * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    let cur = copyPosition(new Position(), guesses[lo]!);
    let curW = logw[lo]!;
    for (let step = 0; step < o.moves && slots.total >= 2; step++) {
      copyPosition(next, cur);
      if (!swapUnknown(next, slots, rng)) continue;
      const w = weightOf(h, view, next, rng, deck, replayed, o);
      if (!Number.isNaN(w) && Math.log(1 - pick(rng, 1 << 30) / (1 << 30)) < w - curW) {
        const t = cur;
        cur = next;
        next = t;
        curW = w;
      }
    }
    worlds.push(cur);
  }
  return new ParticleSet(worlds);
}

function weightOf(
  h: DealHistory,
  view: View,
  world: Position,
  rng: RngState,
  deck: Int8Array,
  replayed: Position,
  o: ParticleOptions,
): number {
  const logWays = deckBehind(h, world, rng, deck);
  if (Number.isNaN(logWays)) return logWays;
  return logWays + replayWeight(h, view, deck, replayed, o);
}

interface Slots {
  /** Per seat, the cards it holds that the viewer does not know (as words). */
  readonly knownLo: Int32Array;
  readonly knownHi: Int32Array;
  /** Per seat, how many unknown cards it holds (0 for the viewer). */
  readonly perSeat: Int32Array;
  /** Unknown talon cards: talon[tpos .. tpos + talon). */
  readonly talon: number;
  readonly total: number;
}

function unknownSlots(view: View, det: Determinizer): Slots {
  const n = view.players;
  const knownLo = new Int32Array(n);
  const knownHi = new Int32Array(n);
  const perSeat = new Int32Array(n);
  let total = 0;
  for (let s = 0; s < n; s++) {
    for (const c of view.known[s] ?? []) {
      const id = parseCard(c);
      if (id < 32) knownLo[s]! |= 1 << id;
      else knownHi[s]! |= 1 << (id - 32);
    }
    if (s !== det.viewer) perSeat[s] = view.handSizes[s]! - (view.known[s]?.length ?? 0);
    total += perSeat[s]!;
  }
  const talon = view.talon - (view.trumpCard ? 1 : 0);
  return { knownLo, knownHi, perSeat, talon, total: total + talon };
}

/**
 * Swap two unknown cards lying in different places (two hands, or a hand and the talon).
 * The proposal is symmetric: both slots are drawn uniformly. Returns false if the two
 * slots were in the same place (no move).
 */
function swapUnknown(p: Position, sl: Slots, rng: RngState): boolean {
  const a = pick(rng, sl.total);
  const b = pick(rng, sl.total);
  const [pa, ia] = placeOf(sl, a);
  const [pb, ib] = placeOf(sl, b);
  if (pa === pb) return false;
  const ca = cardAt(p, sl, pa, ia);
  const cb = cardAt(p, sl, pb, ib);
  put(p, sl, pa, ia, ca, cb);
  put(p, sl, pb, ib, cb, ca);
  return true;
}

/** Slot k as (place, index): place s < n a seat's unknown card, place n the talon. */
function placeOf(sl: Slots, k: number): [number, number] {
  let x = k;
  for (let s = 0; s < sl.perSeat.length; s++) {
    if (x < sl.perSeat[s]!) return [s, x];
    x -= sl.perSeat[s]!;
  }
  return [sl.perSeat.length, x];
}

/** The card in slot (place, i): a hand's i-th unknown card, or the talon's i-th from the top. */
function cardAt(p: Position, sl: Slots, place: number, i: number): number {
  if (place === sl.perSeat.length) return p.talon[p.tpos + i]!;
  let lo = p.handLo[place]! & ~sl.knownLo[place]!;
  let hi = p.handHi[place]! & ~sl.knownHi[place]!;
  let k = i;
  for (; lo !== 0; lo &= lo - 1) if (k-- === 0) return 31 - Math.clz32(lo & -lo);
  for (; hi !== 0; hi &= hi - 1) if (k-- === 0) return 63 - Math.clz32(hi & -hi);
  return -1;
}

/** Put card `to` in slot (place, i), where card `from` was. */
function put(p: Position, sl: Slots, place: number, i: number, from: number, to: number): void {
  if (place === sl.perSeat.length) {
    p.talon[p.tpos + i] = to;
    return;
  }
  if (from < 32) p.handLo[place]! &= ~(1 << from);
  else p.handHi[place]! &= ~(1 << (from - 32));
  if (to < 32) p.handLo[place]! |= 1 << to;
  else p.handHi[place]! |= 1 << (to - 32);
}
