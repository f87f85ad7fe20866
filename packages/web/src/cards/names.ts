// How a card is named and labelled in each face (R1.5: faces are presentation only). The
// Kaschlan is recognised by its notation, QD (R1.3), which is a name, not a rule.

import type { Card, Suit } from '@kaschlan/engine';
import type { Face } from './suits';

export const KASCHLAN: Card = 'QD';

/** Split a card's notation into rank and suit ("10S" -> ["10", "S"]). */
export function split(card: Card): { rank: string; suit: Suit } {
  return { rank: card.slice(0, -1), suit: card.slice(-1) as Suit };
}

const FRENCH_SUIT: Record<Suit, string> = { C: 'Clubs', S: 'Spades', H: 'Hearts', D: 'Diamonds' };
const FRENCH_SIGN: Record<Suit, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };
const GERMAN_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };
const FRENCH_RANK: Record<string, string> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };
const GERMAN_RANK: Record<string, string> = { J: 'Unter', Q: 'Ober', K: 'König', A: 'Daus' };

/** The index printed in the card's corner. */
export function indexOf(rank: string, face: Face): string {
  if (face === 'german') return { J: 'U', Q: 'O', K: 'K', A: 'A' }[rank] ?? rank;
  return rank;
}

/** Short text form, for the log and buttons: "8♦" or "Schellen 8". */
export function shortName(card: Card, face: Face): string {
  const { rank, suit } = split(card);
  if (face === 'german') return `${GERMAN_SUIT[suit]}-${indexOf(rank, face)}`;
  return `${rank}${FRENCH_SIGN[suit]}`;
}

/** Full spoken name, for screen readers: "Queen of Diamonds" or "Schellen-Ober". */
export function longName(card: Card, face: Face): string {
  const { rank, suit } = split(card);
  const base =
    face === 'german'
      ? `${GERMAN_SUIT[suit]}-${GERMAN_RANK[rank] ?? rank}`
      : `${FRENCH_RANK[rank] ?? rank} of ${FRENCH_SUIT[suit]}`;
  return card === KASCHLAN ? `${base}, the Kaschlan` : base;
}

/** The name of a suit in a face, for the trump label. */
export const suitName = (suit: Suit, face: Face): string =>
  face === 'german' ? GERMAN_SUIT[suit] : FRENCH_SUIT[suit];

/** The French sign of a suit, for plain text. */
export const suitSign = (suit: Suit): string => FRENCH_SIGN[suit];

/** Plural of a rank for prompts: "eights", "Obers". */
export function rankPlural(rank: string, face: Face): string {
  const words: Record<string, string> = {
    '2': 'twos',
    '3': 'threes',
    '4': 'fours',
    '5': 'fives',
    '6': 'sixes',
    '7': 'sevens',
    '8': 'eights',
    '9': 'nines',
    '10': 'tens',
  };
  if (words[rank]) return words[rank];
  const name = (face === 'german' ? GERMAN_RANK : FRENCH_RANK)[rank] ?? rank;
  return `${name}s`;
}
