// How precious a card is to keep: rank, then trumps above plain cards, the Kaschlan above
// all (R1.3, R1.4). The heuristic and the search's playouts share it.

import { type Card, isTrump, parseCard, SUITS, type Suit } from '@kaschlan/engine';

const KASCHLAN = 'QD';

/** 0..12 for plain cards by rank, 15..27 for trumps, 40 for the Kaschlan. */
export function keepValue(card: Card, trump: Suit): number {
  if (card === KASCHLAN) return 40;
  const id = parseCard(card);
  const rank = id & 15;
  return isTrump(SUITS.indexOf(trump), id) ? 15 + rank : rank;
}
