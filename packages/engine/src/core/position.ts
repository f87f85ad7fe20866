// The position: the whole state of a deal in a compact, mutable form (card sets as bit
// words, see cards.ts). The fast path (bench, bots' search) plays on it in place; the
// public API (game.ts) copies it before every change, so a GameState never changes.

import { BEATS_HI, BEATS_LO } from '../cards';

/** Bout phases: whose turn it is within a bout (R3.1-R3.3, R4). */
export const ATTACK = 0;
export const REINFORCE = 1;
export const DEFEND = 2;
export const END = 3;

export class Position {
  // Fixed for the deal.
  n = 0;
  coachman = 0; // R7.1
  passOn = 0; // R7.2
  freeTake = 0; // R7.5: mustBeat off
  stallLimit = 0; // R6.7
  trump = 0; // suit index (R2.2)
  beatsLo: Int32Array = BEATS_LO; // BEATS_*[trump] (cards.ts), offset by trump * 64
  beatsHi: Int32Array = BEATS_HI;
  // Hands: seat s holds (handLo[s], handHi[s]), cnt[s] cards.
  handLo = new Int32Array(5);
  handHi = new Int32Array(5);
  cnt = new Int32Array(5);
  // Talon (R2.3): talon[tpos..tlen) still to draw, the trump card last.
  talon = new Int8Array(52);
  tpos = 0;
  tlen = 0;
  // Going out (R6.1): seat bits, and the order.
  out = 0;
  nout = 0;
  outOrder = new Int8Array(5);
  // The bout.
  bout = 0; // bouts started, counting from 1 (lets observers see a bout end)
  attacker = 0;
  defender = 0;
  phase = ATTACK;
  rank = -1; // the bout's rank (R3.1), -1 before the first lead
  aled = 0; // cards the attacker led himself this bout (R7.1)
  coachUsed = 0;
  took = 0;
  pairs = 0; // beaten pairs made this bout (R4.5, R6.7)
  reinf = new Int8Array(4); // reinforcers in order (R3.3, R6.6)
  nreinf = 0;
  ridx = 0;
  unbLo = 0; // unbeaten cards on the table
  unbHi = 0;
  nunb = 0;
  discarded = 0; // cards on the discard pile (R4.5): beaten pairs of finished bouts
  stall = 0; // R6.7
  // Whose move, and the end (R6.2).
  toAct = 0;
  over = 0;
  loser = -1;
}

/** A deep copy. */
export function clonePosition(p: Position): Position {
  const q = new Position();
  Object.assign(q, p);
  q.handLo = p.handLo.slice();
  q.handHi = p.handHi.slice();
  q.cnt = p.cnt.slice();
  q.talon = p.talon.slice();
  q.outOrder = p.outOrder.slice();
  q.reinf = p.reinf.slice();
  return q;
}

/**
 * Copy `src` into `dst` in place, keeping `dst`'s own arrays: a search reuses a few positions
 * instead of allocating one per node. Only the talon still to draw is copied (the cards
 * already drawn are never read again; the trump card is the talon's last, R2.2).
 */
export function copyPosition(dst: Position, src: Position): Position {
  dst.n = src.n;
  dst.coachman = src.coachman;
  dst.passOn = src.passOn;
  dst.freeTake = src.freeTake;
  dst.stallLimit = src.stallLimit;
  dst.trump = src.trump;
  dst.beatsLo = src.beatsLo;
  dst.beatsHi = src.beatsHi;
  dst.handLo.set(src.handLo);
  dst.handHi.set(src.handHi);
  dst.cnt.set(src.cnt);
  for (let i = src.tpos; i < src.tlen; i++) dst.talon[i] = src.talon[i]!;
  dst.tpos = src.tpos;
  dst.tlen = src.tlen;
  dst.out = src.out;
  dst.nout = src.nout;
  dst.outOrder.set(src.outOrder);
  dst.bout = src.bout;
  dst.attacker = src.attacker;
  dst.defender = src.defender;
  dst.phase = src.phase;
  dst.rank = src.rank;
  dst.aled = src.aled;
  dst.coachUsed = src.coachUsed;
  dst.took = src.took;
  dst.pairs = src.pairs;
  dst.reinf.set(src.reinf);
  dst.nreinf = src.nreinf;
  dst.ridx = src.ridx;
  dst.unbLo = src.unbLo;
  dst.unbHi = src.unbHi;
  dst.nunb = src.nunb;
  dst.discarded = src.discarded;
  dst.stall = src.stall;
  dst.toAct = src.toAct;
  dst.over = src.over;
  dst.loser = src.loser;
  return dst;
}

export function addToHand(p: Position, seat: number, id: number): void {
  if (id < 32) p.handLo[seat]! |= 1 << id;
  else p.handHi[seat]! |= 1 << (id - 32);
  p.cnt[seat]!++;
}

/** The trump card (R2.2): the talon's last card. */
export const trumpCardId = (p: Position): number => p.talon[p.tlen - 1]!;
