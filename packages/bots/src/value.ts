// How precious a card is to keep: rank, then trumps above plain cards, the Kaschlan above
// all (R1.3, R1.4). One table by card id, read by the heuristic's scorer (policy.ts), the
// beat matcher (beating.ts), the inference (infer.ts) and, by name, the reasons.

import { type Card, parseCard, SUITS, type Suit } from '@kaschlan/engine';
import { KASCHLAN_ID } from '@kaschlan/engine/fast';

/** KEEP[trump * 64 + id]: 0..12 for plain cards by rank, 15..27 for trumps, 40 the Kaschlan. */
export const KEEP = new Float64Array(4 * 64);
for (let t = 0; t < 4; t++)
  for (let id = 0; id < 64; id++) {
    const rank = id & 15;
    KEEP[t * 64 + id] = id === KASCHLAN_ID ? 40 : id >> 4 === t ? 15 + rank : rank;
  }

/** How precious card `id` is to keep with suit index `trump` trumps. */
export const keepId = (trump: number, id: number): number => KEEP[trump * 64 + id]!;

/** The same by name, for views. */
export const keepValue = (card: Card, trump: Suit): number =>
  keepId(SUITS.indexOf(trump), parseCard(card));
