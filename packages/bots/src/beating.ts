// The beat matcher (R4.1): which of the unbeaten cards a hand can beat, each with a card of
// its own, and with which. The one matcher of the bots: the heuristic beats by it
// (`bestBeatCode`), and the reasons ask it whether every card can still be beaten.
// At most five cards lie unbeaten (R3.5), so a small exhaustive search does.

import { BEAT, BEATS_HI, BEATS_LO, cardCode, type Position } from '@kaschlan/engine/fast';
import { KEEP } from './value';

// Scratch (no allocation per call): the unbeaten cards and each one's candidate beaters.
const OPEN = new Int32Array(8);
const CANDS = new Int32Array(8 * 8);
const NCAND = new Int32Array(8);
/** REST[i]: the most the unbeaten cards from the i-th on can still add to a way's score. */
const REST = new Float64Array(9);
/** Whether only the best way is wanted (bestBeatCode): then hopeless branches are cut. */
let bestOnly = false;
let bestScore = 0;
let bestHead = -1;
let mostBeaten = 0;

/**
 * Search the ways to beat the unbeaten cards (openLo, openHi) with the hand (lo, hi), with
 * suit index `trump` trumps. Returns the most cards that can be beaten at once. The best
 * way, kept for `bestBeatCode`, beats as many as it can with the cheapest cards: each
 * beaten card scores 100 less the beater's keep value. Unbeaten cards go in canonical
 * order; each needs only its k cheapest beaters (k unbeaten cards: any other could swap
 * for one of them that is free), which keeps the search small.
 */
export function matchBeats(
  trump: number,
  openLo: number,
  openHi: number,
  lo: number,
  hi: number,
): number {
  const base = trump * 64;
  let k = 0;
  for (let w = 0; w < 2; w++)
    for (let u = w === 0 ? openLo : openHi; u !== 0 && k < 8; u &= u - 1)
      OPEN[k++] = w * 32 + (31 - Math.clz32(u & -u));
  for (let i = 0; i < k; i++) {
    const c = OPEN[i]!;
    let m = 0;
    // Beaters in canonical order, keeping the k cheapest (ties: the earlier card).
    for (let w = 0; w < 2; w++)
      for (
        let x = w === 0 ? BEATS_LO[base + c]! & lo : BEATS_HI[base + c]! & hi;
        x !== 0;
        x &= x - 1
      ) {
        const b = w * 32 + (31 - Math.clz32(x & -x));
        if (m < k) CANDS[i * 8 + m++] = b;
        else {
          let worst = 0;
          for (let j = 1; j < m; j++)
            if (KEEP[base + CANDS[i * 8 + j]!]! >= KEEP[base + CANDS[i * 8 + worst]!]!) worst = j;
          if (KEEP[base + b]! < KEEP[base + CANDS[i * 8 + worst]!]!) {
            for (let j = worst; j < m - 1; j++) CANDS[i * 8 + j] = CANDS[i * 8 + j + 1]!;
            CANDS[i * 8 + m - 1] = b;
          }
        }
      }
    NCAND[i] = m;
  }
  bestScore = Number.NEGATIVE_INFINITY;
  bestHead = -1;
  mostBeaten = 0;
  if (k === 1) {
    // One unbeaten card, the common case: its cheapest beater, as the search would find.
    if (NCAND[0]! > 0) {
      mostBeaten = 1;
      bestScore = 100 - KEEP[base + CANDS[0]!]!;
      bestHead = CANDS[0]!;
    }
    return mostBeaten;
  }
  // The bound for cutting branches that cannot beat the best way found (bestOnly): each
  // card's cheapest beater, as if none were taken by another card.
  REST[k] = 0;
  for (let i = k - 1; i >= 0; i--) {
    let gain = 0;
    for (let j = 0; j < NCAND[i]!; j++)
      gain = Math.max(gain, 100 - KEEP[base + CANDS[i * 8 + j]!]!);
    REST[i] = REST[i + 1]! + gain;
  }
  assign(base, k, 0, 0, 0, 0, 0, -1);
  return mostBeaten;
}

function assign(
  base: number,
  k: number,
  i: number,
  beaten: number,
  score: number,
  usedLo: number,
  usedHi: number,
  head: number,
): void {
  // No way on from here can score above the best one: only mostBeaten could still change,
  // and bestBeatCode does not ask for it. (Scores are whole numbers: the sums are exact.)
  if (bestOnly && score + REST[i]! <= bestScore) return;
  if (i === k) {
    if (beaten > mostBeaten) mostBeaten = beaten;
    if (score > bestScore && head >= 0) {
      bestScore = score;
      bestHead = head;
    }
    return;
  }
  assign(base, k, i + 1, beaten, score, usedLo, usedHi, head); // left unbeaten
  for (let j = 0; j < NCAND[i]!; j++) {
    const b = CANDS[i * 8 + j]!;
    const used = b < 32 ? (usedLo >>> b) & 1 : (usedHi >>> (b - 32)) & 1;
    if (used) continue;
    assign(
      base,
      k,
      i + 1,
      beaten + 1,
      score + 100 - KEEP[base + b]!,
      b < 32 ? usedLo | (1 << b) : usedLo,
      b < 32 ? usedHi : usedHi | (1 << (b - 32)),
      head >= 0 ? head : (i << 6) | b,
    );
  }
}

/**
 * The first beat of the best way to beat the unbeaten cards (openLo, openHi) with the hand
 * (lo, hi), as (attack card << 6) | beater, or -1 if none can be beaten. The same as
 * matchBeats finds, with the branches that cannot beat the best way found cut (`exhaustive`:
 * without, for the test that they give the same).
 */
export function bestWay(
  trump: number,
  openLo: number,
  openHi: number,
  lo: number,
  hi: number,
  exhaustive = false,
): number {
  bestOnly = !exhaustive;
  matchBeats(trump, openLo, openHi, lo, hi);
  bestOnly = false;
  return bestHead < 0 ? -1 : (OPEN[bestHead >> 6]! << 6) | (bestHead & 63);
}

/**
 * The heuristic's beat in position `p` (the defender to act): the first beat of the best
 * way to beat the unbeaten cards (matchBeats). Returns its action code, or -1.
 */
export function bestBeatCode(p: Position): number {
  const s = p.toAct;
  const way = bestWay(p.trump, p.unbLo, p.unbHi, p.handLo[s]!, p.handHi[s]!);
  return way < 0 ? -1 : cardCode(BEAT, s, way >> 6, way & 63);
}
