// How cards and seats look in the terminal: French suit symbols or German (Skat) names
// (R1.5: presentation only), ANSI colours or none, the Kaschlan marked. Pure.

import { type Card, KASCHLAN, type Seat, type Suit } from '@kaschlan/engine';

export type SuitStyle = 'french' | 'german';

export interface Look {
  readonly suits: SuitStyle;
  readonly color: boolean;
}

const ESC = '\x1b[';
export const ansi = {
  bold: '1',
  dim: '2',
  red: '31',
  green: '32',
  yellow: '33',
  blue: '34',
  magenta: '35',
  cyan: '36',
  inverse: '7',
} as const;

/** Wrap `text` in ANSI codes when colour is on. */
export function paint(look: Look, text: string, ...codes: (keyof typeof ansi)[]): string {
  if (!look.color || codes.length === 0) return text;
  return `${ESC}${codes.map((c) => ansi[c]).join(';')}m${text}${ESC}0m`;
}

/** The printed width of `text` (ANSI codes take none). */
export const visibleLength = (text: string): number =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escapes
  [...text.replace(/\x1b\[[0-9;]*m/g, '')].length;

export const padVisible = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - visibleLength(text)));

/** The mark after the Kaschlan wherever it is shown. */
export const KASCHLAN_MARK = '★';

const SYMBOL: Record<Suit, string> = { C: '♣', S: '♠', H: '♥', D: '♦' };
const GERMAN_SUIT: Record<Suit, string> = { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' };
const GERMAN_RANK: Record<string, string> = { J: 'Unter', Q: 'Ober', K: 'König', A: 'Ass' };
const SUIT_COLOR: Record<SuitStyle, Record<Suit, keyof typeof ansi | null>> = {
  french: { C: null, S: null, H: 'red', D: 'red' },
  german: { C: null, S: 'green', H: 'red', D: 'yellow' },
};

const suitOfCard = (card: Card): Suit => card.slice(-1) as Suit;
const rankOfCard = (card: Card): string => card.slice(0, -1);

/** A rank's name: Q, or Ober in German (R1.5). */
export const rankText = (look: Look, rank: string): string =>
  look.suits === 'german' ? (GERMAN_RANK[rank] ?? rank) : rank;

/** A suit's name: ♠ or Grün. */
export function suitName(look: Look, suit: Suit): string {
  const name = look.suits === 'german' ? GERMAN_SUIT[suit] : SYMBOL[suit];
  const color = SUIT_COLOR[look.suits][suit];
  return color === null ? name : paint(look, name, color);
}

/** A card as shown: 8♦, Q♦★ / Schellen-8, Schellen-Ober★. */
export function cardText(look: Look, card: Card, trump?: Suit): string {
  const suit = suitOfCard(card);
  const rank = rankOfCard(card);
  const plain =
    look.suits === 'german'
      ? `${GERMAN_SUIT[suit]}-${rankText(look, rank)}`
      : `${rank}${SYMBOL[suit]}`;
  if (card === KASCHLAN) return paint(look, `${plain}${KASCHLAN_MARK}`, 'bold', 'magenta');
  const color = SUIT_COLOR[look.suits][suit];
  const codes: (keyof typeof ansi)[] = color === null ? [] : [color];
  if (suit === trump) codes.push('bold');
  return paint(look, plain, ...codes);
}

export const cardsText = (look: Look, cards: readonly Card[], trump?: Suit): string =>
  cards.map((c) => cardText(look, c, trump)).join(' ');

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUIT_ORDER: readonly Suit[] = ['C', 'S', 'H', 'D'];

/**
 * A hand sorted to read well: plain suits first (C S H D), then the trumps, then the
 * Kaschlan (the highest card, R1.3); low to high within a suit.
 */
export function sortHand(cards: readonly Card[], trump: Suit): Card[] {
  const key = (c: Card): number => {
    if (c === KASCHLAN) return 1000;
    const suit = suitOfCard(c);
    const group = suit === trump ? 4 : SUIT_ORDER.indexOf(suit);
    return group * 100 + RANK_ORDER.indexOf(rankOfCard(c));
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** Seat names: "You" for the human (seat 0), "Bot 1".. for the others. */
export const seatName = (seat: Seat): string => (seat === 0 ? 'You' : `Bot ${seat}`);

/** The verb form for a seat: `verb(0, 'lead', 'leads')` is "lead" for "You". */
export const verb = (seat: Seat, you: string, other: string): string => (seat === 0 ? you : other);
