// The heuristic (docs/BOTS.md) as one scorer on packed actions: a score per legal action
// of a Position, and the best beat by the beat matcher (beating.ts). It is the only copy of
// the rules of thumb: the heuristic bot scores its view through it (heuristic.ts), and the
// search's playouts, move ordering and endgame model call it directly, with no allocation.
// Ties go to the first action in the canonical order (the order of `view.legal`).

import {
  BEAT,
  BEATS_HI,
  BEATS_LO,
  COACHMAN,
  codeCard,
  codeRank,
  codeSuits,
  codeType,
  codeWith,
  HAND_SIZE,
  LEAD,
  legalInto,
  PASS,
  type Position,
  pick,
  play,
  type RngState,
  SELF_ATTACK,
} from '@kaschlan/engine/fast';
import { bestBeatCode } from './beating';
import { KEEP } from './value';
import {
  BEAT_WORTH,
  COACHMAN_COST,
  GO_ON,
  HAND_SHED,
  LATE_KEEP,
  MULTI_LEAD,
  SELF_ATTACK_COST,
  SHED_EARLY,
  SHED_LATE,
  TAKE_COST,
  TAKE_PER_CARD,
  TRUMP_LEAD,
  TUNED,
  UNBEATABLE_LEAD,
  type Weights,
} from './weights';

/**
 * What getting rid of one card is worth: more once the talon is empty, when every card shed
 * is a step out of the deal (R6.1).
 */
export const shedWorth = (late: boolean, w: Weights = TUNED): number =>
  late ? w[SHED_LATE]! : w[SHED_EARLY]!;

/**
 * Whether the heuristic, holding `count` cards, would rather go on leading or reinforcing
 * with a card of keep value `keep` (a trump if `trump`) than pass, judged by its keep value
 * alone (a card no other hand beats is led more gladly still): what the inference (infer.ts)
 * reads into a pass.
 */
export function goesOnWith(
  late: boolean,
  count: number,
  keep: number,
  trump: boolean,
  w: Weights = TUNED,
): boolean {
  const shed = shedWorth(late, w) + w[HAND_SHED]! * Math.max(0, count - HAND_SIZE);
  const cost = keep * (late ? w[LATE_KEEP]! : 1) + (trump ? w[TRUMP_LEAD]! : 0);
  return shed - cost - w[GO_ON]! > 0;
}

/**
 * Whether no card of the set (lo, hi) beats card `c` with suit index `trump` trumps (R1.3,
 * R1.4): led against players who hold only such cards, it must be taken (R4.3).
 */
export function unbeatable(trump: number, c: number, lo: number, hi: number): boolean {
  return ((BEATS_LO[trump * 64 + c]! & lo) | (BEATS_HI[trump * 64 + c]! & hi)) === 0;
}

/** The cards the seats other than the one to act hold between them, low word... */
export function othersLo(p: Position): number {
  let x = 0;
  for (let s = 0; s < p.n; s++) if (s !== p.toAct) x |= p.handLo[s]!;
  return x;
}

/** ...and high word. */
export function othersHi(p: Position): number {
  let x = 0;
  for (let s = 0; s < p.n; s++) if (s !== p.toAct) x |= p.handHi[s]!;
  return x;
}

/**
 * What shedding card `c` costs in a lead or coachman: its keep value (weighed by lateKeep
 * once the talon is empty), a trump's extra, but once the talon is empty a card the others
 * cannot beat costs unbeatableLead: led, the defender must take it (R4.3) and the same
 * attacker goes again (R6.4).
 */
function leadCost(
  p: Position,
  late: boolean,
  c: number,
  oLo: number,
  oHi: number,
  w: Weights,
): number {
  if (late && unbeatable(p.trump, c, oLo, oHi)) return w[UNBEATABLE_LEAD]!;
  const keep = KEEP[p.trump * 64 + c]! * (late ? w[LATE_KEEP]! : 1);
  return c >> 4 === p.trump ? keep + w[TRUMP_LEAD]! : keep;
}

/**
 * The heuristic's score of a packed action in position `p` (higher is better), under
 * weights `w` (weights.ts; by default the tuned ones). The other players hold the cards
 * (othersLo, othersHi) between them, as far as the player to act can tell: it is read once
 * the talon is empty, when every card he has not seen is in another hand (endgame counting).
 */
export function scoreCode(
  p: Position,
  code: number,
  othersLo: number,
  othersHi: number,
  w: Weights = TUNED,
): number {
  const late = p.tpos === p.tlen;
  return scoreIn(p, code, late, shedNow(p, late, w), othersLo, othersHi, w);
}

/**
 * What shedding one card is worth to the player to act: a hand above the hand size (R5.1)
 * is worth shrinking more.
 */
const shedNow = (p: Position, late: boolean, w: Weights): number =>
  shedWorth(late, w) + w[HAND_SHED]! * Math.max(0, p.cnt[p.toAct]! - HAND_SIZE);

/**
 * scoreCode with what is the same for every action of the position worked out once by the
 * caller (whether the talon is empty, `shedNow`): the search's playouts score every legal
 * action of every move, and this is most of their time.
 */
function scoreIn(
  p: Position,
  code: number,
  late: boolean,
  shed: number,
  othersLo: number,
  othersHi: number,
  w: Weights,
): number {
  const base = p.trump * 64;
  switch (codeType(code)) {
    case LEAD: {
      // Low plain cards, several of one rank at once (R3.1); trumps and the Kaschlan kept.
      const r = codeRank(code);
      const su = codeSuits(code);
      let cost = 0;
      let k = 0;
      for (let s = 0; s < 4; s++)
        if ((su >> s) & 1) {
          cost += leadCost(p, late, s * 16 + r, othersLo, othersHi, w);
          k++;
        }
      // The table is empty exactly before the bout's first lead (R3.1): going on leading or
      // reinforcing costs a little more.
      return k * shed + (k - 1) * w[MULTI_LEAD]! - cost - (p.rank < 0 ? 0 : w[GO_ON]!);
    }
    case COACHMAN:
      return shed - leadCost(p, late, codeCard(code), othersLo, othersHi, w) - w[COACHMAN_COST]!;
    case PASS:
      return 0;
    case BEAT:
      // The cheapest beater; among equal ones the dearer attack card first.
      return w[BEAT_WORTH]! - KEEP[base + codeWith(code)]! + KEEP[base + codeCard(code)]! / 100;
    case SELF_ATTACK:
      // R4.2: two cards shed at once, worth it when both are cheap.
      return (
        2 * shed -
        KEEP[base + codeCard(code)]! -
        KEEP[base + codeWith(code)]! -
        w[SELF_ATTACK_COST]!
      );
    default:
      // Take: only when forced (R4.3), or with mustBeat off (R7.5) when beating costs more.
      return -w[TAKE_PER_CARD]! * p.nunb - w[TAKE_COST]!;
  }
}

/** scoreCode in a position whose other hands are all there (a search's world). */
export function codeScore(p: Position, code: number, w: Weights = TUNED): number {
  const late = p.tpos === p.tlen;
  // The other hands are read only once the talon is empty (leadCost).
  const oLo = late ? othersLo(p) : 0;
  const oHi = late ? othersHi(p) : 0;
  return scoreIn(p, code, late, shedNow(p, late, w), oLo, oHi, w);
}

/**
 * The heuristic's choice among the legal codes `buf[0..n)`: the best-scored code (the first
 * on ties), and when that is a beat, the first beat of the best way to beat the unbeaten
 * cards instead (bestBeatCode). (oLo, oHi) as for scoreCode; by default the position's
 * other hands.
 */
export function bestIndex(
  p: Position,
  buf: Int32Array,
  n: number,
  oLo?: number,
  oHi?: number,
  w: Weights = TUNED,
): number {
  const late = p.tpos === p.tlen;
  // The other hands are read only once the talon is empty (leadCost).
  const lo = oLo ?? (late ? othersLo(p) : 0);
  const hi = oHi ?? (late ? othersHi(p) : 0);
  const best = argmax(p, buf, n, late, shedNow(p, late, w), lo, hi, w);
  if (codeType(buf[best]!) !== BEAT) return best;
  const code = bestBeatCode(p);
  for (let i = 0; i < n; i++) if (buf[i] === code) return i;
  return best;
}

/**
 * The best-scored of the codes `buf[0..n)` in a position whose other hands are all there
 * (a search's world), the first on ties: the search's order of expansion.
 */
export function bestScored(p: Position, buf: Int32Array, n: number, w: Weights = TUNED): number {
  const late = p.tpos === p.tlen;
  const lo = late ? othersLo(p) : 0;
  const hi = late ? othersHi(p) : 0;
  return argmax(p, buf, n, late, shedNow(p, late, w), lo, hi, w);
}

/** The index of the best of scoreIn's scores of `buf[0..n)`, the first on ties. */
function argmax(
  p: Position,
  buf: Int32Array,
  n: number,
  late: boolean,
  shed: number,
  lo: number,
  hi: number,
  w: Weights,
): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const sc = scoreIn(p, buf[i]!, late, shed, lo, hi, w);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/**
 * Play `p` on in place with the epsilon-greedy heuristic under weights `w`: a uniformly
 * random legal action with probability `eps`, else the heuristic's. Stops when the deal is
 * over, after `maxMoves` actions, or where `stop` holds (the search's value net takes over
 * there); returns the number of actions played.
 */
export function playout(
  p: Position,
  rng: RngState,
  buf: Int32Array,
  eps: number,
  maxMoves: number,
  w: Weights = TUNED,
  stop?: (p: Position) => boolean,
): number {
  const epsScaled = Math.floor(eps * 65536);
  let moves = 0;
  while (!p.over && moves < maxMoves && (stop === undefined || !stop(p))) {
    const n = legalInto(p, buf);
    let i = 0;
    if (n > 1)
      i =
        pick(rng, 65536) < epsScaled ? pick(rng, n) : bestIndex(p, buf, n, undefined, undefined, w);
    play(p, buf[i]!);
    moves++;
  }
  return moves;
}
