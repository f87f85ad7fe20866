// Cards (R1): the public notation, the packs, and the beating tables.
//
// Inside the engine a card is an id `suit * 16 + rank` (suits C S H D = 0..3, ranks
// 2..A = 0..12) and a set of cards is two 32-bit words: `lo` holds clubs (bits 0-12) and
// spades (bits 16-28), `hi` hearts and diamonds the same way. Bit order is the canonical
// card order (R1.6: suits C S H D, then rank low to high), so iterating bits lists cards
// canonically.

import { popcount } from './bits';

/** A card in the public notation (R1.6): rank then suit letter, e.g. `10S`, `QD`. */
export type Card = string;
export type Suit = 'C' | 'S' | 'H' | 'D';

export const SUITS = ['C', 'S', 'H', 'D'] as const satisfies readonly Suit[];
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export const PACK_SIZES = [32, 52, 24] as const;
export type PackSize = (typeof PACK_SIZES)[number];

/** R1.3: the Queen of Diamonds, the Kaschlan. */
export const KASCHLAN_ID = 3 * 16 + 10;
export const QUEEN = 10;
/** R1.3: the Kaschlan by name: code outside the engine uses this, never the string. */
export const KASCHLAN: Card = 'QD';

export const cardId = (suit: number, rank: number): number => suit * 16 + rank;
export const suitOf = (id: number): number => id >> 4;
export const rankOf = (id: number): number => id & 15;

const NAMES: string[] = [];
const IDS = new Map<string, number>();
for (let s = 0; s < 4; s++)
  for (let r = 0; r < 13; r++) {
    const name = `${RANKS[r]}${SUITS[s]}`;
    NAMES[cardId(s, r)] = name;
    IDS.set(name, cardId(s, r));
  }

/** The notation of card id `id`. */
export function cardName(id: number): Card {
  const n = NAMES[id];
  if (n === undefined) throw new RangeError(`no card id ${id}`);
  return n;
}

/** The id of a card in notation, or -1 if `name` is not a card of any pack. */
export function parseCard(name: string): number {
  return IDS.get(name) ?? -1;
}

/** R1.1: the lowest rank index of a pack (32: 7, 52: 2, 24: 9). */
export function lowestRank(pack: PackSize): number {
  return pack === 52 ? 0 : pack === 32 ? 5 : 7;
}

/** Whether card id `id` belongs to the pack (R1.1). */
export function inPack(id: number, pack: PackSize): boolean {
  return rankOf(id) >= lowestRank(pack) && rankOf(id) <= 12 && suitOf(id) < 4;
}

/** The standard pack in canonical order (suits C S H D, ranks low to high), as ids. */
export function packIds(pack: PackSize): number[] {
  const ids: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = lowestRank(pack); r < 13; r++) ids.push(cardId(s, r));
  return ids;
}

// ---------------------------------------------------------------- card sets

/** Add card `id` to the set word pair: returns the new [lo, hi] bit for the word. */
export const wordOf = (id: number): number => id >> 5;
export const bitOf = (id: number): number => 1 << (id & 31);

/** Ids of a set, in canonical order. */
export function idsOf(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < 2; w++) {
    let x = w === 0 ? lo : hi;
    while (x !== 0) {
      const b = 31 - Math.clz32(x & -x);
      out.push(w * 32 + b);
      x &= x - 1;
    }
  }
  return out;
}

/** The set of the ids: its two words [lo, hi] (idsOf turned round). */
export function wordsOf(ids: readonly number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const c of ids)
    if (c < 32) lo |= 1 << c;
    else hi |= 1 << (c - 32);
  return [lo, hi];
}

/** Names of a set, in canonical order. */
export const namesOf = (lo: number, hi: number): Card[] => idsOf(lo, hi).map(cardName);

export const sizeOf = (lo: number, hi: number): number => popcount(lo) + popcount(hi);

/** Sort card names into the canonical order (R1.6). Unknown names sort last. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => (IDS.get(a) ?? 99) - (IDS.get(b) ?? 99));
}

// ---------------------------------------------------------------- beating (R1.3, R1.4)

/**
 * BEATS_LO/HI[trump * 64 + c]: the cards that beat card c when `trump` is trumps.
 * R1.4: a plain card falls to a higher card of its suit or any trump; a trump only to a
 * higher trump. R1.3: the Kaschlan is a trump above all, and nothing beats it.
 */
export const BEATS_LO = new Int32Array(4 * 64);
export const BEATS_HI = new Int32Array(4 * 64);
for (let t = 0; t < 4; t++)
  for (let s = 0; s < 4; s++)
    for (let r = 0; r < 13; r++) {
      const c = cardId(s, r);
      if (c === KASCHLAN_ID) continue;
      const beaters = [KASCHLAN_ID];
      for (let r2 = r + 1; r2 < 13; r2++) beaters.push(cardId(s, r2));
      if (s !== t) for (let r2 = 0; r2 < 13; r2++) beaters.push(cardId(t, r2));
      for (const b of beaters) {
        if (b === c) continue;
        if (wordOf(b) === 0) BEATS_LO[t * 64 + c]! |= bitOf(b);
        else BEATS_HI[t * 64 + c]! |= bitOf(b);
      }
    }

/** Whether card `by` beats card `card` with `trump` trumps (R1.3, R1.4). */
export function beats(trump: number, card: number, by: number): boolean {
  const word = wordOf(by) === 0 ? BEATS_LO : BEATS_HI;
  return (word[trump * 64 + card]! & bitOf(by)) !== 0;
}

/** Whether card id `id` is a trump (R1.3: the Kaschlan always is). */
export const isTrump = (trump: number, id: number): boolean =>
  id === KASCHLAN_ID || suitOf(id) === trump;
