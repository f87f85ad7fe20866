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

/**
 * The worked examples the rules page tells (E1, E2, E3): who sits where, what each holds, the
 * top of the talon and the moves, as data. The engine deals and plays them (a test replays
 * each one, and checks that the page's move lists are these), so the pictures and the story
 * cannot drift from the rules.
 */
export interface WorkedExample {
  readonly players: number;
  readonly dealer: number;
  /** Each seat's hand, seat 0 first. */
  readonly hands: readonly (readonly Card[])[];
  /** The talon's top cards, in the order they are drawn (the rest of the pack follows). */
  readonly top: readonly Card[];
  /** The turned-up card: its suit is trumps, and it lies under the talon (R2.2). */
  readonly trumpCard: Card;
  /** The moves, as a record lists them (forced passes are never moves, R3.6). */
  readonly actions: readonly Action[];
}

export type ExampleId = 'E1' | 'E2' | 'E3';

export const WORKED: Readonly<Record<ExampleId, WorkedExample>> = {
  // Reinforcing, a self-attack while cards are unbeaten, and a take once nothing beats.
  E1: {
    players: 3,
    dealer: 0,
    hands: [
      ['8H', '7H', '9H', '10H', 'JC'],
      ['8D', '8S', '7C', '9C', '10C'],
      ['KD', 'JH', 'AH', '8C', 'AC'],
    ],
    top: ['9D', '10D', 'JD'],
    trumpCard: '7S',
    actions: [
      { type: 'lead', seat: 1, cards: ['8S', '8D'] },
      { type: 'lead', seat: 0, cards: ['8H'] },
      { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' },
      { type: 'beat', seat: 2, attack: '8D', with: 'KD' },
      { type: 'beat', seat: 2, attack: '8H', with: 'JH' },
      { type: 'take', seat: 2 },
    ],
  },
  // The defender beats everything, draws, and self-attacks with a card he has just drawn.
  E2: {
    players: 2,
    dealer: 0,
    hands: [
      ['KD', 'JH', '9C', '8S', 'AS'],
      ['8D', '8H', '8C', '7H', '9H'],
    ],
    top: ['7D', '9D', '10D', '10S', 'QS', '7C', '7S', '9S'],
    trumpCard: 'KC',
    actions: [
      { type: 'lead', seat: 1, cards: ['8C', '8H', '8D'] },
      { type: 'beat', seat: 0, attack: '8D', with: 'KD' },
      { type: 'beat', seat: 0, attack: '8H', with: 'JH' },
      { type: 'beat', seat: 0, attack: '8C', with: '9C' },
      { type: 'selfAttack', seat: 0, card: '8S', with: '10S' },
    ],
  },
  // The Kaschlan led with another Queen: the Queen falls, the Kaschlan must be taken.
  E3: {
    players: 2,
    dealer: 0,
    hands: [
      ['KS', 'AS', 'AD', 'KD', '8H'],
      ['QS', 'QD', '9C', '10H', 'JC'],
    ],
    top: ['7C', '8C'],
    trumpCard: '7S',
    actions: [
      { type: 'lead', seat: 1, cards: ['QS', 'QD'] },
      { type: 'beat', seat: 0, attack: 'QS', with: 'KS' },
      { type: 'take', seat: 0 },
    ],
  },
};

/** An example's deal: its hands, its talon top, the rest of the 32-card pack, the trump card. */
export function dealExample(ex: WorkedExample): GameState | null {
  const used = new Set([...ex.hands.flat(), ...ex.top, ex.trumpCard]);
  const rest = SUITS.flatMap((s) => suitOf(s, 32)).filter((c) => !used.has(c));
  const dealt = newGame({
    players: ex.players,
    dealer: ex.dealer,
    hands: ex.hands,
    talon: [...ex.top, ...rest, ex.trumpCard],
  });
  return dealt.ok ? dealt.value : null;
}

/** The position after the first `moves` moves of an example (all of them by default). */
export function exampleAfter(id: ExampleId, moves?: number): GameState | null {
  const ex = WORKED[id];
  let state = dealExample(ex);
  for (const a of ex.actions.slice(0, moves ?? ex.actions.length)) {
    if (!state) return null;
    const next = apply(state, a);
    state = next.ok ? next.state : null;
  }
  return state;
}

/** E1 step 3, dealt and played by the engine: the table just before the take. */
export const e1BeforeTake = (): GameState | null => exampleAfter('E1', 5);

/** E2 step 2: every attack card beaten, the defender has drawn; his choices come next. */
export const e2AllBeaten = (): GameState | null => exampleAfter('E2', 4);

/** E3: the Queen beaten, the Kaschlan still lying there; the defender's one move is take. */
export const e3BeforeTake = (): GameState | null => exampleAfter('E3', 2);
