// What the rules page's pictures show, worked out by the engine (beats, isTrump, newGame,
// apply) so a picture can never contradict the rule it illustrates; tests check the claims.

import {
  type Action,
  apply,
  beats,
  type Card,
  type GameState,
  isTrump,
  newGame,
  parseCard,
  RANKS,
  SUITS,
  type Suit,
} from '@kaschlan/engine';
import type { learnEn } from '../i18n/areas/learn.en';

type WhyKey = Extract<keyof typeof learnEn, `learn.fig.why.${string}`>;

const suitIndex = (suit: Suit): number => SUITS.indexOf(suit);

/** Whether `by` beats `card` with `trump` trumps: the engine's answer (R1.3, R1.4). */
export const beatsCard = (trump: Suit, card: Card, by: Card): boolean =>
  beats(suitIndex(trump), parseCard(card), parseCard(by));

/** R1.1, R1.2: one suit of each pack, high to low. */
const LOWEST: Record<number, string> = { 24: '9', 32: '7', 52: '2' };
export const suitOf = (suit: Suit, pack: number): Card[] =>
  RANKS.slice(RANKS.indexOf(LOWEST[pack] as (typeof RANKS)[number]))
    .reverse()
    .map((r) => `${r}${suit}`);

/** R1.3: the trumps of a 32-card pack, highest first, as the engine orders them. */
export function trumpsOf(trump: Suit): Card[] {
  const t = suitIndex(trump);
  const all = SUITS.flatMap((s) => suitOf(s, 32));
  return all
    .filter((c) => isTrump(t, parseCard(c)))
    .sort((a, b) => (beats(t, parseCard(b), parseCard(a)) ? -1 : 1));
}

/** R1.4 examples, trumps spades. `beats` says what the caption claims; a test checks it. */
export const BEAT_EXAMPLES: readonly {
  attack: Card;
  by: Card;
  beats: boolean;
  /** Why, as a key of the catalogs (learn.fig.why.*). */
  why: WhyKey;
}[] = [
  { attack: '9H', by: 'KH', beats: true, why: 'learn.fig.why.sameSuit' },
  { attack: '9H', by: '7S', beats: true, why: 'learn.fig.why.anyTrump' },
  { attack: '9H', by: 'AC', beats: false, why: 'learn.fig.why.otherSuit' },
  { attack: '7S', by: '8S', beats: true, why: 'learn.fig.why.higherTrump' },
  { attack: '7S', by: 'AH', beats: false, why: 'learn.fig.why.aceNoTrump' },
  { attack: 'AS', by: 'QD', beats: true, why: 'learn.fig.why.kaschlanBeats' },
  { attack: 'QD', by: 'AD', beats: false, why: 'learn.fig.why.nothingBeats' },
];

/** E1 step 3, dealt and played by the engine: the table just before the take. */
export function e1BeforeTake(): GameState | null {
  const hands: Card[][] = [
    ['8H', '7H', '9H', '10H', 'JC'],
    ['8D', '8S', '7C', '9C', '10C'],
    ['KD', 'JH', 'AH', '8C', 'AC'],
  ];
  const top = ['9D', '10D', 'JD'];
  const used = new Set([...hands.flat(), ...top, '7S']);
  const rest = SUITS.flatMap((s) => suitOf(s, 32)).filter((c) => !used.has(c));
  const dealt = newGame({ players: 3, dealer: 0, hands, talon: [...top, ...rest, '7S'] });
  if (!dealt.ok) return null;
  const actions: Action[] = [
    { type: 'lead', seat: 1, cards: ['8D', '8S'] },
    { type: 'lead', seat: 0, cards: ['8H'] },
    { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' },
    { type: 'beat', seat: 2, attack: '8D', with: 'KD' },
    { type: 'beat', seat: 2, attack: '8H', with: 'JH' },
  ];
  let state = dealt.value;
  for (const a of actions) {
    const next = apply(state, a);
    if (!next.ok) return null;
    state = next.state;
  }
  return state;
}
