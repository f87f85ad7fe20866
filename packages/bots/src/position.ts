// Copying positions in place: searches reuse a few Position objects instead of allocating.

import type { Position } from '@kaschlan/engine/fast';

/** Copy `src` into `dst` in place, keeping `dst`'s own arrays (no allocation). */
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
  // Only the talon still to draw matters; the trump card is its last card.
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
