// A deal rebuilt behind a guessed world, and replayed (particles.ts weighs worlds with it).
//
// A world from the determinizer (determinize.ts) is a guess of the hidden cards *now*.
// Walking the view's events backwards, cards played go back into their player's hand,
// cards taken leave it, and each draw gives back to the talon's top as many of the
// drawer's cards as he drew (his own cards where the viewer saw them, R5.3; else a random
// choice among the cards he may have drawn). That yields a whole deck in the deal's order
// (R2.3). The engine then plays the deal again from that deck (dealPosition, play: no rule
// is re-implemented here), and at every decision of another seat a model's probability of
// the action he chose is multiplied in. Nothing here sees more than the view.

import type { GameEvent, View } from '@kaschlan/engine';
import {
  codeOf,
  dealPosition,
  isParseProblem,
  legalInto,
  MAX_LEGAL,
  PASS,
  type Position,
  parseAction,
  parseCard,
  pick,
  plainCode,
  play,
  type RngState,
  TAKE,
} from '@kaschlan/engine/fast';
import { codeScore } from './policy';
import { TUNED, type Weights } from './weights';

/** The model of the other players: the heuristic's scores as a soft-max (particles.ts). */
export interface PlayModel {
  /** Soft-max temperature over the heuristic's scores (score units, see weights.ts). */
  readonly temperature: number;
  /** Share of the model that is a uniform choice among the legal actions. */
  readonly eps: number;
  readonly weights?: Weights;
}

// Event kinds, as read once per view.
const PLAY = 0; // cards from the seat's hand to the table: lead, coachman, beat, selfAttack
const TAKE_UP = 1;
const DRAW = 2;
const PASS_EVENT = 3;
const OTHER = 4;

/** The view's events, parsed once: what the rebuild and the replay read at every step. */
export class DealHistory {
  readonly n: number;
  readonly viewer: number;
  readonly dealer: number;
  readonly kind: Int8Array;
  readonly seat: Int8Array;
  /** The cards of a play or take, or the viewer's own drawn cards (-1 when unseen). */
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  /** Decision code of a play, take or pass. */
  readonly code: Int32Array;
  readonly count: Int8Array;
  /** The face-up trump card, when a draw took it (R5.3), else -1. */
  readonly trumpDrawn: Int8Array;
  /** Before each draw: cards the drawer had taken and still held (he did not draw them). */
  readonly keptLo: Int32Array;
  readonly keptHi: Int32Array;
  /** Index of the 'deal' event. */
  readonly dealAt: number;

  constructor(view: View) {
    const events = view.events;
    const m = events.length;
    this.n = view.players;
    this.viewer = typeof view.viewer === 'number' ? view.viewer : -1;
    this.dealer = view.dealer;
    this.kind = new Int8Array(m).fill(OTHER);
    this.seat = new Int8Array(m);
    this.lo = new Int32Array(m);
    this.hi = new Int32Array(m);
    this.code = new Int32Array(m).fill(-1);
    this.count = new Int8Array(m);
    this.trumpDrawn = new Int8Array(m).fill(-1);
    this.keptLo = new Int32Array(m);
    this.keptHi = new Int32Array(m);
    let dealAt = -1;
    const takenLo = new Int32Array(this.n);
    const takenHi = new Int32Array(this.n);
    for (let i = 0; i < m; i++) {
      const e = events[i]!;
      if (e.type === 'deal' && dealAt < 0) dealAt = i;
      if (e.type === 'bout' || e.type === 'deal' || !('seat' in e)) continue;
      const s = e.seat;
      this.seat[i] = s;
      const cards = cardsOf(e);
      for (const c of cards) {
        if (c < 32) this.lo[i]! |= 1 << c;
        else this.hi[i]! |= 1 << (c - 32);
      }
      if (e.type === 'draw') {
        this.kind[i] = DRAW;
        this.count[i] = e.count;
        if (e.cards === null || s !== this.viewer) {
          this.lo[i] = -1;
          this.hi[i] = -1;
        }
        if (e.trumpCard !== undefined) this.trumpDrawn[i] = parseCard(e.trumpCard);
        this.keptLo[i] = takenLo[s]!;
        this.keptHi[i] = takenHi[s]!;
      } else if (e.type === 'take') {
        this.kind[i] = TAKE_UP;
        this.code[i] = plainCode(TAKE, s);
        takenLo[s]! |= this.lo[i]!;
        takenHi[s]! |= this.hi[i]!;
      } else if (e.type === 'pass') {
        this.kind[i] = PASS_EVENT;
        this.code[i] = plainCode(PASS, s);
      } else if (
        e.type === 'lead' ||
        e.type === 'coachman' ||
        e.type === 'beat' ||
        e.type === 'selfAttack'
      ) {
        const a = parseAction(e);
        if (isParseProblem(a)) continue;
        this.kind[i] = PLAY;
        this.code[i] = codeOf(a);
        takenLo[s]! &= ~this.lo[i]!;
        takenHi[s]! &= ~this.hi[i]!;
      }
    }
    this.dealAt = dealAt;
  }
}

/** The cards an event moves out of (play) or into (take, the viewer's draw) a hand. */
function cardsOf(e: GameEvent): number[] {
  switch (e.type) {
    case 'lead':
      return e.cards.map(parseCard);
    case 'coachman':
      return [parseCard(e.card)];
    case 'beat':
      return [parseCard(e.with)]; // the attack card was played by its own lead
    case 'selfAttack':
      return [parseCard(e.card), parseCard(e.with)];
    case 'take':
      return e.cards.map(parseCard);
    case 'draw':
      return (e.cards ?? []).map(parseCard);
    default:
      return [];
  }
}

const LOG_FACT: number[] = [0];
for (let i = 1; i <= 64; i++) LOG_FACT.push(LOG_FACT[i - 1]! + Math.log(i));
const logChoose = (n: number, k: number): number => LOG_FACT[n]! - LOG_FACT[k]! - LOG_FACT[n - k]!;

// Scratch of the rebuild (one search at a time per thread).
const HLO = new Int32Array(5);
const HHI = new Int32Array(5);
const TALON = new Int8Array(128);
const CAND = new Int8Array(64);

/**
 * Rebuild a deck behind the world `w` (see the file comment) into `deck` (deal order, top
 * first). Returns the log of the number of draw choices, or NaN if there is no history
 * (the view has no 'deal' event, or the counts do not add up).
 */
export function deckBehind(h: DealHistory, w: Position, rng: RngState, deck: Int8Array): number {
  if (h.dealAt < 0) return Number.NaN;
  const n = h.n;
  for (let s = 0; s < n; s++) {
    HLO[s] = w.handLo[s]!;
    HHI[s] = w.handHi[s]!;
  }
  // The talon is rebuilt from its end: TALON[top..64) holds it, top first.
  let top = 64;
  for (let i = w.tlen - 1; i >= w.tpos; i--) TALON[--top] = w.talon[i]!;
  let logWays = 0;
  for (let i = h.kind.length - 1; i > h.dealAt; i--) {
    const s = h.seat[i]!;
    switch (h.kind[i]) {
      case PLAY:
        HLO[s]! |= h.lo[i]!;
        HHI[s]! |= h.hi[i]!;
        break;
      case TAKE_UP:
        HLO[s]! &= ~h.lo[i]!;
        HHI[s]! &= ~h.hi[i]!;
        break;
      case DRAW: {
        const trump = h.trumpDrawn[i]!;
        if (h.lo[i] !== -1 || h.hi[i] !== -1) {
          // The viewer's own draw: he saw the cards (their order among them is immaterial),
          // the trump card, if among them, deepest (R2.2: the talon's last card).
          if (trump >= 0) TALON[--top] = trump;
          for (let x = h.lo[i]!; x !== 0; x &= x - 1) {
            const c = 31 - Math.clz32(x & -x);
            if (c !== trump) TALON[--top] = c;
          }
          for (let x = h.hi[i]!; x !== 0; x &= x - 1) {
            const c = 63 - Math.clz32(x & -x);
            if (c !== trump) TALON[--top] = c;
          }
          HLO[s]! &= ~h.lo[i]!;
          HHI[s]! &= ~h.hi[i]!;
          break;
        }
        // Another's draw: any of his cards he did not take and still hold, the face-up
        // trump card, if among them, last (R2.2).
        const lo = HLO[s]! & ~h.keptLo[i]!;
        const hi = HHI[s]! & ~h.keptHi[i]!;
        let m = 0;
        for (let x = lo; x !== 0; x &= x - 1) {
          const c = 31 - Math.clz32(x & -x);
          if (c !== trump) CAND[m++] = c;
        }
        for (let x = hi; x !== 0; x &= x - 1) {
          const c = 63 - Math.clz32(x & -x);
          if (c !== trump) CAND[m++] = c;
        }
        const k = h.count[i]! - (trump >= 0 ? 1 : 0);
        if (m < k) return Number.NaN;
        logWays += logChoose(m, k);
        if (trump >= 0) {
          TALON[--top] = trump;
          removeCard(s, trump);
        }
        for (let j = 0; j < k; j++) {
          const t = j + pick(rng, m - j);
          const c = CAND[t]!;
          CAND[t] = CAND[j]!;
          CAND[j] = c;
          TALON[--top] = c;
          removeCard(s, c);
        }
        break;
      }
      default:
        break;
    }
  }
  // R2.3: five to each, from forehand (left of the dealer) round to the dealer, then the
  // trump card, which lies under the talon and is drawn last.
  let at = 0;
  for (let k = 1; k <= n; k++) {
    const s = (h.dealer + k) % n;
    for (let x = HLO[s]!; x !== 0; x &= x - 1) deck[at++] = 31 - Math.clz32(x & -x);
    for (let x = HHI[s]!; x !== 0; x &= x - 1) deck[at++] = 63 - Math.clz32(x & -x);
  }
  if (at !== 5 * n || top === 64) return Number.NaN;
  deck[at++] = TALON[63]!;
  for (let i = top; i < 63; i++) deck[at++] = TALON[i]!;
  return logWays;
}

function removeCard(s: number, c: number): void {
  if (c < 32) HLO[s]! &= ~(1 << c);
  else HHI[s]! &= ~(1 << (c - 32));
}

const SCRATCH = new Int32Array(MAX_LEGAL);
const SCORES = new Float64Array(MAX_LEGAL);

/**
 * Replay the deal from `deck` through the history, summing the log-probability of the
 * other seats' decisions under the model; leaves the position at the view's moment in
 * `out`. Returns NaN if the events are not a legal play of that deck.
 */
export function replayWeight(
  h: DealHistory,
  view: View,
  deck: ArrayLike<number>,
  out: Position,
  o: PlayModel,
): number {
  const w = o.weights ?? TUNED;
  dealPosition(view.rules, h.n, h.dealer, deck, out);
  let logLik = 0;
  const buf = SCRATCH;
  for (let i = h.dealAt + 1; i < h.kind.length; i++) {
    const code = h.code[i]!;
    if (code < 0) continue;
    const seat = h.seat[i]!;
    const m = out.over || out.toAct !== seat ? 0 : legalInto(out, buf);
    let at = -1;
    for (let j = 0; j < m; j++) if (buf[j] === code) at = j;
    if (at < 0) {
      // A pass the engine made by itself in this world (a skip, R3.6, or the bout ending by
      // itself, R4.4) was no choice; any other action must be legal here.
      if (h.kind[i] === PASS_EVENT) continue;
      return Number.NaN;
    }
    if (seat !== h.viewer && m > 1) {
      // Soft-max of the heuristic's scores, mixed with a uniform choice.
      let max = Number.NEGATIVE_INFINITY;
      for (let j = 0; j < m; j++) {
        const sc = codeScore(out, buf[j]!, w) / o.temperature;
        SCORES[j] = sc;
        if (sc > max) max = sc;
      }
      let z = 0;
      for (let j = 0; j < m; j++) z += Math.exp(SCORES[j]! - max);
      const soft = Math.exp(SCORES[at]! - max) / z;
      logLik += Math.log((1 - o.eps) * soft + o.eps / m);
    }
    play(out, code);
  }
  return logLik;
}
