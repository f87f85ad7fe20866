// The legal actions of the player to act, packed (code.ts), in the canonical order
// (yardstick/README.md): by type lead, coachman, pass, beat, selfAttack, take; cards by
// suit C S H D then rank low to high; leads by their sorted card lists, a prefix first.
// This is the one enumeration of legality: the public API, records, views, bots and the
// bench all use it.

import { popcount } from '../bits';
import { BEAT, COACHMAN, cardCode, leadCode, PASS, plainCode, SELF_ATTACK, TAKE } from './code';
import { ATTACK, DEFEND, type Position } from './position';

// Leads from one rank (R3.1, R3.4): for the suit set m (4 bits) of that rank in a hand and
// the room (capped at 4), the non-empty subsets of size <= room in lexicographic order of
// their suit lists, a prefix first. Subsets whose lowest suit is s form one block.
const LEX = new Uint8Array(16 * 5 * 15);
const LEX_N = new Uint8Array(16 * 5);
const BLK_START = new Uint8Array(16 * 5 * 4);
const BLK_LEN = new Uint8Array(16 * 5 * 4);

function lexSubsets(m: number, from: number, cur: number, out: number[]): void {
  for (let s = from; s < 4; s++)
    if ((m >> s) & 1) {
      out.push(cur | (1 << s));
      lexSubsets(m, s + 1, cur | (1 << s), out);
    }
}

for (let m = 0; m < 16; m++) {
  const all: number[] = [];
  lexSubsets(m, 0, 0, all);
  for (let room = 0; room <= 4; room++) {
    const mr = m * 5 + room;
    let k = 0;
    for (const sub of all) if (popcount(sub) <= room) LEX[mr * 15 + k++] = sub;
    LEX_N[mr] = k;
    for (let i = k - 1; i >= 0; i--) {
      const low = 31 - Math.clz32(LEX[mr * 15 + i]! & -LEX[mr * 15 + i]!);
      BLK_START[mr * 4 + low] = i;
      BLK_LEN[mr * 4 + low]!++;
    }
  }
}

/** The suit set (4 bits) of rank r in the hand (lo, hi). */
export const suitsOfRank = (lo: number, hi: number, r: number): number =>
  ((lo >>> r) & 1) | ((lo >>> (r + 15)) & 2) | (((hi >>> r) & 1) << 2) | ((hi >>> (r + 13)) & 8);

/** R3.4: how many more unbeaten cards the table may take, capped at 4 (R3.5). */
export function room(p: Position): number {
  const r = p.cnt[p.defender]! - p.nunb;
  return r > 4 ? 4 : Math.max(r, 0);
}

/** Largest number of legal actions in any position (buffers of this size always suffice). */
export const MAX_LEGAL = 1024;

/**
 * Write the legal actions of the player to act into `buf` in canonical order and return
 * how many there are (0 once the deal is over).
 */
export function legalInto(p: Position, buf: Int32Array): number {
  if (p.over) return 0;
  if (p.phase === DEFEND) return defenceInto(p, buf);
  return p.rank < 0 ? firstLeadsInto(p, buf) : followUpsInto(p, buf);
}

/** The defender (R4): beats, self-attacks, take; or, all beaten, end the bout. */
function defenceInto(p: Position, buf: Int32Array): number {
  const s = p.toAct;
  const lo = p.handLo[s]!;
  const hi = p.handHi[s]!;
  const bl = p.beatsLo;
  const bh = p.beatsHi;
  let n = 0;
  if (p.nunb === 0) {
    buf[n++] = plainCode(PASS, s); // R4.4: end the bout
  } else {
    // R4.1: every (unbeaten card, beating card) pair.
    for (let u = p.unbLo; u !== 0; u &= u - 1) {
      const c = 31 - Math.clz32(u & -u);
      n = pushPairs(buf, n, cardCode(BEAT, s, c), bl[c]! & lo, bh[c]! & hi);
    }
    for (let u = p.unbHi; u !== 0; u &= u - 1) {
      const c = 63 - Math.clz32(u & -u);
      n = pushPairs(buf, n, cardCode(BEAT, s, c), bl[c]! & lo, bh[c]! & hi);
    }
  }
  const nbeat = p.nunb === 0 ? 0 : n;
  // R4.2 + R3.4: a self-attack leaves as many unbeaten cards and two fewer in hand.
  if (p.nunb <= p.cnt[s]! - 2) {
    for (let c = p.rank; c < 64; c += 16) {
      const has = c < 32 ? (lo >>> c) & 1 : (hi >>> (c - 32)) & 1;
      if (has) n = pushPairs(buf, n, cardCode(SELF_ATTACK, s, c), bl[c]! & lo, bh[c]! & hi);
    }
  }
  // R4.3: take only when nothing can be beaten; R7.5: whenever a card is unbeaten.
  if (p.nunb > 0 && (nbeat === 0 || p.freeTake)) buf[n++] = plainCode(TAKE, s);
  return n;
}

/** R3.1: the attacker opens the bout: every allowed same-rank subset, by first card. */
function firstLeadsInto(p: Position, buf: Int32Array): number {
  const s = p.toAct;
  const lo = p.handLo[s]!;
  const hi = p.handHi[s]!;
  const rm = room(p);
  let n = 0;
  for (let x = lo; x !== 0; x &= x - 1)
    n = pushLeads(buf, n, s, lo, hi, 31 - Math.clz32(x & -x), rm);
  for (let x = hi; x !== 0; x &= x - 1)
    n = pushLeads(buf, n, s, lo, hi, 63 - Math.clz32(x & -x), rm);
  return n;
}

/** R3.2, R3.3, R7.1: more cards of the bout's rank, the coachman, or pass. */
function followUpsInto(p: Position, buf: Int32Array): number {
  const s = p.toAct;
  const lo = p.handLo[s]!;
  const hi = p.handHi[s]!;
  const rm = room(p);
  const mr = suitsOfRank(lo, hi, p.rank) * 5 + rm;
  const len = LEX_N[mr]!;
  let n = 0;
  for (let i = 0; i < len; i++) buf[n++] = leadCode(s, p.rank, LEX[mr * 15 + i]!);
  // R7.1: the coachman, one card of another rank, once the attacker has led two.
  if (p.phase === ATTACK && p.coachman && !p.coachUsed && p.aled >= 2 && rm >= 1) {
    for (let w = 0; w < 2; w++)
      for (let x = w === 0 ? lo : hi; x !== 0; x &= x - 1) {
        const c = w * 32 + (31 - Math.clz32(x & -x));
        if ((c & 15) !== p.rank) buf[n++] = cardCode(COACHMAN, s, c);
      }
  }
  buf[n++] = plainCode(PASS, s);
  return n;
}

/** The leads whose first card is `c`: the subsets of its rank whose lowest suit is c's. */
function pushLeads(
  buf: Int32Array,
  n: number,
  s: number,
  lo: number,
  hi: number,
  c: number,
  rm: number,
): number {
  const r = c & 15;
  const mr = suitsOfRank(lo, hi, r) * 5 + rm;
  const block = mr * 4 + (c >> 4);
  const start = mr * 15 + BLK_START[block]!;
  const end = start + BLK_LEN[block]!;
  for (let i = start; i < end; i++) buf[n++] = leadCode(s, r, LEX[i]!);
  return n;
}

/** One action per beating card: `base` is the packed action without its beating card. */
function pushPairs(buf: Int32Array, n: number, base: number, lo: number, hi: number): number {
  for (let x = lo; x !== 0; x &= x - 1) buf[n++] = base | ((31 - Math.clz32(x & -x)) << 12);
  for (let x = hi; x !== 0; x &= x - 1) buf[n++] = base | ((63 - Math.clz32(x & -x)) << 12);
  return n;
}
