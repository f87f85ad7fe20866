// The heuristic (heuristic.ts) on the fast path: the same score per action, computed from a
// Position and a packed action code, and the same best beat assignment, so the search's
// playouts and move ordering cost no allocation. With `eps = 0` a playout plays what
// `heuristicBot` would (the legal codes come in the canonical order of `view.legal`, ties
// go to the first; only exact ties between beat assignments may be broken otherwise).

import {
  BEAT,
  COACHMAN,
  codeCard,
  codeRank,
  codeSuits,
  codeType,
  codeWith,
  KASCHLAN_ID,
  LEAD,
  legalInto,
  PASS,
  type Position,
  pick,
  play,
  type RngState,
  SELF_ATTACK,
} from '@kaschlan/engine/fast';

/** KEEP[trump * 64 + id]: value.ts's keepValue by card id (R1.3, R1.4). */
const KEEP = new Float64Array(4 * 64);
for (let t = 0; t < 4; t++)
  for (let id = 0; id < 64; id++) {
    const rank = id & 15;
    KEEP[t * 64 + id] = id === KASCHLAN_ID ? 40 : id >> 4 === t ? 15 + rank : rank;
  }

/** How precious card `id` is to keep with `trump` trumps (keepValue by id). */
export const keepId = (trump: number, id: number): number => KEEP[trump * 64 + id]!;

/** Whether no card in another seat's hand beats card `c` (the talon being empty). */
function unbeatable(p: Position, c: number): boolean {
  const bl = p.beatsLo[c]!;
  const bh = p.beatsHi[c]!;
  for (let s = 0; s < p.n; s++)
    if (s !== p.toAct && ((p.handLo[s]! & bl) | (p.handHi[s]! & bh)) !== 0) return false;
  return true;
}

/**
 * What shedding card `c` costs in a lead or coachman: its keep value, but once the talon is
 * empty (every unseen card then lies in another hand) a card nobody can beat is -10.
 */
function leadCost(p: Position, late: boolean, c: number): number {
  return late && unbeatable(p, c) ? -10 : KEEP[p.trump * 64 + c]!;
}

/** heuristicScore of a packed action in position `p` (higher is better). */
export function codeScore(p: Position, code: number): number {
  const base = p.trump * 64;
  const late = p.tpos === p.tlen;
  const shed = late ? 16 : 10; // once the talon is empty each card shed counts (R6.1)
  switch (codeType(code)) {
    case LEAD: {
      const r = codeRank(code);
      const su = codeSuits(code);
      let cost = 0;
      let k = 0;
      for (let s = 0; s < 4; s++)
        if ((su >> s) & 1) {
          cost += leadCost(p, late, s * 16 + r);
          k++;
        }
      // The table is empty exactly before the bout's first lead (R3.1).
      return k * shed - cost - (p.rank < 0 ? 0 : 1);
    }
    case COACHMAN:
      return shed - leadCost(p, late, codeCard(code)) - 2;
    case PASS:
      return 0;
    case BEAT:
      return 10 - KEEP[base + codeWith(code)]! + KEEP[base + codeCard(code)]! / 100;
    case SELF_ATTACK:
      return 2 * shed - KEEP[base + codeCard(code)]! - KEEP[base + codeWith(code)]! - 4;
    default:
      return -6 * p.nunb - 4; // take
  }
}

// Scratch for the beat assignment (at most 5 unbeaten cards: 4 of a rank and a coachman).
const OPEN = new Int32Array(8);
const CANDS = new Int32Array(8 * 8);
const NCAND = new Int32Array(8);
let bestAssign = 0;
let bestHead = -1;

/**
 * heuristic.ts's bestBeat on the fast path: the first beat of the assignment that beats
 * the most unbeaten cards, then with the cheapest cards. Each unbeaten card needs only its
 * k cheapest beaters (k unbeaten cards), which keeps the search small. Unbeaten cards go in
 * canonical order (a Position does not keep the table's order), so on exact ties the pick
 * may differ from heuristicBot's. Returns the code, or -1.
 */
export function bestBeatCode(p: Position): number {
  const s = p.toAct;
  const lo = p.handLo[s]!;
  const hi = p.handHi[s]!;
  const base = p.trump * 64;
  let k = 0;
  for (let w = 0; w < 2; w++)
    for (let u = w === 0 ? p.unbLo : p.unbHi; u !== 0 && k < 8; u &= u - 1)
      OPEN[k++] = w * 32 + (31 - Math.clz32(u & -u));
  for (let i = 0; i < k; i++) {
    const c = OPEN[i]!;
    let m = 0;
    // Beaters in canonical order, keeping the k cheapest (ties: the earlier card).
    for (let w = 0; w < 2; w++)
      for (let x = w === 0 ? p.beatsLo[c]! & lo : p.beatsHi[c]! & hi; x !== 0; x &= x - 1) {
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
  bestAssign = Number.NEGATIVE_INFINITY;
  bestHead = -1;
  assign(base, k, 0, 0, 0, 0, -1);
  if (bestHead < 0) return -1;
  return BEAT | (s << 3) | (OPEN[bestHead >> 6]! << 6) | ((bestHead & 63) << 12);
}

function assign(
  base: number,
  k: number,
  i: number,
  score: number,
  usedLo: number,
  usedHi: number,
  head: number,
): void {
  if (i === k) {
    if (score > bestAssign && head >= 0) {
      bestAssign = score;
      bestHead = head;
    }
    return;
  }
  assign(base, k, i + 1, score, usedLo, usedHi, head); // left unbeaten
  for (let j = 0; j < NCAND[i]!; j++) {
    const b = CANDS[i * 8 + j]!;
    const used = b < 32 ? (usedLo >>> b) & 1 : (usedHi >>> (b - 32)) & 1;
    if (used) continue;
    assign(
      base,
      k,
      i + 1,
      score + 100 - KEEP[base + b]!,
      b < 32 ? usedLo | (1 << b) : usedLo,
      b < 32 ? usedHi : usedHi | (1 << (b - 32)),
      head >= 0 ? head : (i << 6) | b,
    );
  }
}

/**
 * heuristicBot's choice among `buf[0..n)`: the best-scored code (the first on ties), and
 * when that is a beat, the first beat of the best assignment instead.
 */
export function bestIndex(p: Position, buf: Int32Array, n: number): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const sc = codeScore(p, buf[i]!);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  if (codeType(buf[best]!) !== BEAT) return best;
  const code = bestBeatCode(p);
  for (let i = 0; i < n; i++) if (buf[i] === code) return i;
  return best;
}

/**
 * Play `p` on in place with the epsilon-greedy heuristic: a uniformly random legal action
 * with probability `eps`, else the heuristic's. Stops when the deal is over or after
 * `maxMoves` actions; returns the number of actions played.
 */
export function playout(
  p: Position,
  rng: RngState,
  buf: Int32Array,
  eps: number,
  maxMoves: number,
): number {
  const epsScaled = Math.floor(eps * 65536);
  let moves = 0;
  while (!p.over && moves < maxMoves) {
    const n = legalInto(p, buf);
    let i = 0;
    if (n > 1) i = pick(rng, 65536) < epsScaled ? pick(rng, n) : bestIndex(p, buf, n);
    play(p, buf[i]!);
    moves++;
  }
  return moves;
}
