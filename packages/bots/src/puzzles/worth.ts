// Cards of equal worth, and the move classes they make: two moves that differ only by
// cards of equal worth count as one move of a puzzle (issue 25).
//
// Cards of equal worth in a position, by the cards alone:
//   - both lie in the same hand;
//   - they are of one suit and no other card of that suit still in play (a hand, the
//     table's unbeaten cards, the talon) ranks between them: every other card in play
//     beats, or is beaten by, both or neither (R1.4);
//   - neither is the Queen of Diamonds (R1.3: above every card, whatever its suit);
//   - each is the only card of its rank in play, and neither rank is the bout's: no lead,
//     reinforcement or self-attack can pair it with another card (R3.1-R3.3, R4.2), so
//     its rank plays no part.
// Runs of such neighbours form a class, named by its lowest card. This is not a symmetry
// of the deal: the two cards still differ against each other (once the opponent has taken
// one, the other may beat it, or not). So a puzzle counts two moves as one only where they
// differ by such cards AND the exact solver gives them the same value (find.ts). Beaten
// pairs and the discard pile take no further part in play, so they are not in play.

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
  type Position,
  SELF_ATTACK,
} from '@kaschlan/engine/fast';

const rankOf = (id: number): number => id & 15;

const has = (lo: number, hi: number, id: number): boolean =>
  id < 32 ? ((lo >>> id) & 1) === 1 : ((hi >>> (id - 32)) & 1) === 1;

/**
 * Each card's class at `p`: rep[id] is the lowest card of id's run of equal worth (id
 * itself when it has no equal); -1 for cards not in play.
 */
export function worthClasses(p: Position): Int8Array {
  const rep = new Int8Array(64).fill(-1);
  // Where each card in play lies: a seat, 5 for the table, 6 for the talon.
  const place = new Int8Array(64).fill(-1);
  for (let s = 0; s < p.n; s++) {
    if ((p.out >> s) & 1) continue;
    for (let id = 0; id < 64; id++) if (has(p.handLo[s]!, p.handHi[s]!, id)) place[id] = s;
  }
  for (let id = 0; id < 64; id++) if (has(p.unbLo, p.unbHi, id)) place[id] = 5;
  for (let i = p.tpos; i < p.tlen; i++) place[p.talon[i]!] = 6;
  const perRank = new Int8Array(16);
  for (let id = 0; id < 64; id++) if (place[id]! >= 0) perRank[rankOf(id)]!++;
  const alone = (id: number): boolean =>
    id !== KASCHLAN_ID && perRank[rankOf(id)] === 1 && rankOf(id) !== p.rank;
  for (let suit = 0; suit < 4; suit++) {
    let prev = -1; // the last card of this suit in play, going up in rank
    for (let r = 0; r < 16; r++) {
      const id = suit * 16 + r;
      if (place[id]! < 0) continue;
      rep[id] = id;
      if (prev >= 0 && place[prev] === place[id] && place[id]! < 5 && alone(prev) && alone(id))
        rep[id] = rep[prev]!;
      prev = id;
    }
  }
  return rep;
}

/**
 * A move's class at `p` (rep from worthClasses(p)): the same string for two moves that
 * differ only by cards of equal worth. A lead of several cards holds cards of one rank,
 * which are never of equal worth to another, so it is its own class.
 */
export function moveClass(rep: Int8Array, code: number): string {
  const type = codeType(code);
  if (type === LEAD) {
    const suits = codeSuits(code);
    if (suits & (suits - 1)) return `L${code}`;
    const id = (31 - Math.clz32(suits)) * 16 + codeRank(code);
    return `L:${rep[id]}`;
  }
  if (type === COACHMAN) return `C:${rep[codeCard(code)]}`;
  if (type === BEAT || type === SELF_ATTACK)
    return `${type}:${rep[codeCard(code)]}:${rep[codeWith(code)]}`;
  return `${type}`; // pass, take
}
