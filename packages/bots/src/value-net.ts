// A small value network for the search's leaves (issue 23): once two players are left and
// the talon holds at most the face-up trump card (R2.2), every card is known to both, and
// the exact solver (endgame.ts) gives the deal's value under best play. Playouts of the
// heuristic judge such positions poorly (the same error in every sampled world, so more
// iterations only average it); a net trained on the solver's values (`kaschlan train-value`)
// judges them far better and in microseconds. The search reads it only in its own sampled
// worlds, never at the root's view, so it learns nothing a view hides.
//
// Inputs are binary (a sparse first layer: the sum of the active inputs' columns), from the
// player to act's side: his hand, the other's hand, the unbeaten cards on the table (cards
// by rank, suits renumbered so the trump suit comes first), the trump suit itself (the
// Kaschlan, R1.3, is a trump whatever it is), whether the trump card is still to draw, the
// bout's phase and rank, whether he attacks, whether a pair was made and a coachman used.
// Output: the chance that the player to act is not the Kaschlan (R6.2), a drawn deal
// (R6.7) counting 1/2.
//
// A net may also reach further back, to talons of a few cards (`talon` > 1, issue 23's
// "earlier in the deal"): there it also reads the cards still to draw (as a set: in a
// sampled world they are what no hand, table or discard holds, but their order is unknown
// to both players) and how many they are. Its labels there are perfect-information solves
// of the dealt order (endgame.ts, solveWorld), averaged over orders: what a player who
// guessed the talon right would get, a little more than the players can (docs/BOTS.md).

import type { Rules } from '@kaschlan/engine';
import type { Position } from '@kaschlan/engine/fast';

/** Input layout (binary features). */
export const HAND_ME = 0;
export const HAND_OTHER = 52;
export const TABLE = 104;
export const TRUMP_SUIT = 156;
export const TRUMP_TO_DRAW = 160;
export const PHASE = 161; // 4: ATTACK, REINFORCE, DEFEND, END (position.ts)
export const ATTACKS = 165;
export const RANK = 166; // 13, the bout's rank once set (R3.1)
export const PAIRED = 179;
export const COACH_USED = 180;
export const NET_INPUTS = 181;
/** A net reaching talons of more than one card (`talon` > 1) reads these too. */
export const TALON_CARDS = 181; // 52, the cards still to draw, the trump card among them
export const TALON_LEFT = 233; // 8, one-hot: how many (0 to 7)
export const NET_INPUTS_TALON = 241;
/** At most this many inputs are on at once (two hands of at most 32 cards, the table...). */
export const MAX_ACTIVE = NET_INPUTS_TALON;
/** The most talon cards a net's domain can reach (the exact solver's key holds 3 bits). */
export const MAX_NET_TALON = 7;

/** The inputs of a net whose domain reaches talons of `talon` cards. */
export const netInputs = (talon: number): number => (talon > 1 ? NET_INPUTS_TALON : NET_INPUTS);

/** A trained net: sizes, weights (input-major first layer), and the rules it learnt. */
export interface ValueNet {
  readonly hidden1: number;
  readonly hidden2: number;
  /** netInputs(talon) × hidden1, row i the column added when input i is on. */
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  /** hidden1 × hidden2, row j the weights out of hidden unit j. */
  readonly w2: Float32Array;
  readonly b2: Float32Array;
  readonly w3: Float32Array;
  readonly b3: number;
  /** The rules of the deals it was trained on (R7.4); elsewhere the search does without it. */
  readonly rules: Rules;
  /** The player counts of those deals (two players left of four hold fewer cards). */
  readonly players: readonly number[];
  /**
   * The most talon cards its domain holds: 1 (the endgame: at most the face-up trump card,
   * every card known), or up to MAX_NET_TALON for a net trained further back.
   */
  readonly talon: number;
}

/**
 * Whether the domain of a net reaching `talon` cards holds `p`: two players in, at most
 * `talon` cards still to draw (1: at most the trump card).
 */
export function netApplies(p: Position, talon = 1): boolean {
  return p.over === 0 && p.n - p.nout === 2 && p.tlen - p.tpos <= talon;
}

/** Whether the net was trained on deals like these (the same pack and variants, R7.4). */
export const netFits = (net: ValueNet, rules: Rules, players: number): boolean =>
  net.players.includes(players) &&
  net.rules.pack === rules.pack &&
  net.rules.coachman === rules.coachman &&
  net.rules.afterTake === rules.afterTake &&
  net.rules.mustBeat === rules.mustBeat;

/** The in-seat that is not `me` (netApplies: there is exactly one). */
function otherIn(p: Position, me: number): number {
  for (let s = 0; s < p.n; s++) if (s !== me && ((p.out >> s) & 1) === 0) return s;
  return me;
}

/** Suit slots with the trump suit first, the others in their order: SLOT[trump * 4 + suit]. */
const SLOT = new Int8Array(16);
for (let t = 0; t < 4; t++) {
  let k = 1;
  for (let s = 0; s < 4; s++) SLOT[t * 4 + s] = s === t ? 0 : k++;
}

/** Push the inputs of the cards in (lo, hi) at offset `base` into `out` from `n`. */
function pushCards(
  lo: number,
  hi: number,
  trump: number,
  base: number,
  out: Int32Array,
  n: number,
): number {
  for (let w = 0; w < 2; w++) {
    let x = w === 0 ? lo : hi;
    while (x !== 0) {
      const bit = 31 - Math.clz32(x & -x);
      x &= x - 1;
      const id = w * 32 + bit; // suit * 16 + rank
      out[n++] = base + SLOT[trump * 4 + (id >> 4)]! * 13 + (id & 15);
    }
  }
  return n;
}

/**
 * The active inputs of `p` (in the domain of a net reaching `talon` cards) into `out`;
 * returns how many.
 */
export function netFeatures(p: Position, out: Int32Array, talon = 1): number {
  const me = p.toAct;
  const other = otherIn(p, me);
  const t = p.trump;
  let n = pushCards(p.handLo[me]!, p.handHi[me]!, t, HAND_ME, out, 0);
  n = pushCards(p.handLo[other]!, p.handHi[other]!, t, HAND_OTHER, out, n);
  n = pushCards(p.unbLo, p.unbHi, t, TABLE, out, n);
  out[n++] = TRUMP_SUIT + t;
  const left = p.tlen - p.tpos;
  if (left >= 1) out[n++] = TRUMP_TO_DRAW; // the trump card is drawn last (R2.2)
  out[n++] = PHASE + p.phase;
  if (p.attacker === me) out[n++] = ATTACKS;
  if (p.rank >= 0) out[n++] = RANK + p.rank;
  if (p.pairs > 0) out[n++] = PAIRED;
  if (p.coachUsed) out[n++] = COACH_USED;
  if (talon > 1) {
    for (let i = p.tpos; i < p.tlen; i++) {
      const id = p.talon[i]!;
      out[n++] = TALON_CARDS + SLOT[t * 4 + (id >> 4)]! * 13 + (id & 15);
    }
    out[n++] = TALON_LEFT + Math.min(left, MAX_NET_TALON);
  }
  return n;
}

// Scratch for evaluate (no allocation per call; a search calls it per iteration).
const ACTIVE = new Int32Array(MAX_ACTIVE);
let H1 = new Float32Array(64);
let H2 = new Float32Array(32);

/** The net's output for the active inputs `active[0..k)`: the logit, before the sigmoid. */
export function netLogit(net: ValueNet, active: Int32Array, k: number): number {
  const a = net.hidden1;
  const b = net.hidden2;
  if (H1.length < a) H1 = new Float32Array(a);
  if (H2.length < b) H2 = new Float32Array(b);
  const h1 = H1;
  const h2 = H2;
  h1.set(net.b1);
  for (let i = 0; i < k; i++) {
    const row = active[i]! * a;
    for (let j = 0; j < a; j++) h1[j]! += net.w1[row + j]!;
  }
  h2.set(net.b2);
  for (let j = 0; j < a; j++) {
    const x = h1[j]!;
    if (x <= 0) continue; // ReLU
    const row = j * b;
    for (let m = 0; m < b; m++) h2[m]! += x * net.w2[row + m]!;
  }
  let z = net.b3;
  for (let m = 0; m < b; m++) {
    const x = h2[m]!;
    if (x > 0) z += x * net.w3[m]!;
  }
  return z;
}

/**
 * The chance that the player to act in `p` (in the net's domain) is not the Kaschlan, a
 * drawn deal counting 1/2, as the net judges it.
 */
export function netValue(net: ValueNet, p: Position): number {
  const k = netFeatures(p, ACTIVE, net.talon);
  return 1 / (1 + Math.exp(-netLogit(net, ACTIVE, k)));
}

/** A net from its sizes and one flat Float32Array (w1, b1, w2, b2, w3, b3 in that order). */
export function netFromFlat(
  hidden1: number,
  hidden2: number,
  flat: Float32Array,
  rules: Rules,
  players: readonly number[],
  talon = 1,
): ValueNet {
  let at = 0;
  const take = (len: number): Float32Array => {
    const part = flat.subarray(at, at + len);
    at += len;
    return part;
  };
  const w1 = take(netInputs(talon) * hidden1);
  const b1 = take(hidden1);
  const w2 = take(hidden1 * hidden2);
  const b2 = take(hidden2);
  const w3 = take(hidden2);
  const b3 = take(1)[0]!;
  if (at !== flat.length) throw new Error(`value net: ${flat.length} weights, expected ${at}`);
  return { hidden1, hidden2, w1, b1, w2, b2, w3, b3, rules, players, talon };
}

/** The number of weights of a net of these sizes. */
export const netSize = (hidden1: number, hidden2: number, talon = 1): number =>
  netInputs(talon) * hidden1 + hidden1 + hidden1 * hidden2 + hidden2 + hidden2 + 1;

/** Float32 weights from base64 (the weights file's form: compact, exact, no dependency). */
export function decodeWeights(base64: string): Float32Array {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Float32Array(bytes.buffer); // little-endian, as every platform it runs on
}

/** The inverse of decodeWeights. */
export function encodeWeights(w: Float32Array): string {
  const bytes = new Uint8Array(w.buffer, w.byteOffset, w.byteLength);
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
