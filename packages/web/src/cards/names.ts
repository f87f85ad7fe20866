// How a card is named and labelled in each face (R1.5: faces are presentation only) and in the
// page's language (the words are in i18n/areas/table.*.ts). The Kaschlan, QD (R1.3), is the
// engine's KASCHLAN.

import { type Card, KASCHLAN, type Suit } from '@kaschlan/engine';
import { t } from '../i18n';
import { GERMAN_COURT } from '../i18n/glossary';
import type { Face } from './suits';

/** Split a card's notation into rank and suit ("10S" -> ["10", "S"]). */
export function split(card: Card): { rank: string; suit: Suit } {
  return { rank: card.slice(0, -1), suit: card.slice(-1) as Suit };
}

const FRENCH_SIGN: Record<Suit, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };
const GERMAN_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };

/** The index printed in the card's corner. */
export function indexOf(rank: string, face: Face): string {
  if (face === 'german') return { J: 'U', Q: 'O', K: 'K', A: 'A' }[rank] ?? rank;
  return rank;
}

/**
 * Short text form, for the log and buttons: "8♦", "Schellen-8" or "Schellen-Ober" (the same
 * in every language; a German court card by its name, since a lone "O" says nothing in text).
 */
export function shortName(card: Card, face: Face): string {
  const { rank, suit } = split(card);
  if (face === 'german') return `${GERMAN_SUIT[suit]}-${GERMAN_COURT[rank] ?? rank}`;
  return `${rank}${FRENCH_SIGN[suit]}`;
}

/**
 * Full spoken name in the page's language, for screen readers: "eight of diamonds", "Karo
 * Acht", "ruter åtta", "ósemka karo"; the German face keeps its own names ("Schellen-Ober").
 */
export function longName(card: Card, face: Face): string {
  const { rank, suit } = split(card);
  const base = t('table.card.name')(rank, suit, face === 'german');
  return card === KASCHLAN ? t('table.card.kaschlan')(base) : base;
}

/** The name of a suit in a face, for the trump label. */
export const suitName = (suit: Suit, face: Face): string =>
  t('table.card.suit')(suit, face === 'german');

/** The French sign of a suit, for plain text. */
export const suitSign = (suit: Suit): string => FRENCH_SIGN[suit];

/** A rank in the plural, for prompts: "eights", "Achten", "Obers". */
export const rankPlural = (rank: string, face: Face): string =>
  t('table.card.ranks')(rank, face === 'german');
