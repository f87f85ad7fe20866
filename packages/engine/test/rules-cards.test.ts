// R1 Cards: the packs, the order within a suit, trumps and the Kaschlan, and beating.

import { describe, expect, test } from 'vitest';
import { beats, type Card, isTrump, newGame, parseCard, SUITS, type Suit } from '../src/index';
import { beat, lead, packCards, play, position, refusal, show } from './helpers';

const suit = (s: Suit): number => SUITS.indexOf(s);

/**
 * Whether `by` beats `attack` at the table: seat 0 leads `attack` (keeping a spare card, so
 * he does not go out), seat 1 holds only `by` and tries to beat it.
 */
function beatsAtTable(trump: Suit, attack: Card, by: Card): boolean {
  const spare = ['7C', '7H', '8C'].find((c) => c !== attack && c !== by)!;
  const s = play(
    position({ dealer: 1, hands: [[attack, spare], [by]], talon: [], trump }),
    lead(0, attack),
  );
  const code = refusal(s, beat(1, attack, by));
  if (code !== 'OK' && code !== 'DOES_NOT_BEAT') throw new Error(`unexpected ${code}`);
  return code === 'OK';
}

describe('R1.3, R1.4 beating', () => {
  test.each<[string, Suit, Card, Card, boolean]>([
    ['R1.4 a plain card falls to a higher card of its suit', 'S', '8C', '9C', true],
    ['R1.4 a plain card does not fall to a lower card of its suit', 'S', '9C', '8C', false],
    ['R1.4 a plain card does not fall to a card of another plain suit', 'S', '8C', 'AH', false],
    ['R1.4 a plain card falls to any trump, even the lowest', 'S', 'AC', '7S', true],
    ['R1.4 a trump falls to a higher trump', 'S', '8S', '9S', true],
    ['R1.4 a trump does not fall to a lower trump', 'S', '9S', '8S', false],
    ['R1.4 a trump does not fall to a plain ace', 'S', '7S', 'AC', false],
    ['R1.3 the Kaschlan beats the ace of trumps (spades trumps)', 'S', 'AS', 'QD', true],
    ['R1.3 the Kaschlan beats a plain card', 'S', 'AH', 'QD', true],
    ['R1.3 the Kaschlan beats the king of diamonds (spades trumps)', 'S', 'KD', 'QD', true],
    ['R1.3 the Kaschlan beats the ace of trumps (diamonds trumps)', 'D', 'AD', 'QD', true],
    ['R1.3 the Kaschlan beats the king of trumps (diamonds trumps)', 'D', 'KD', 'QD', true],
    ['R1.3 the Kaschlan beats the ace of hearts (hearts trumps)', 'H', 'AH', 'QD', true],
    ['R1.3 nothing beats the Kaschlan: not the ace of trumps', 'S', 'QD', 'AS', false],
    ['R1.3 nothing beats the Kaschlan: not the king of diamonds', 'S', 'QD', 'KD', false],
    ['R1.3 nothing beats the Kaschlan: not the ace of diamonds', 'C', 'QD', 'AD', false],
    ['R1.3 nothing beats the Kaschlan, diamonds trumps: not KD', 'D', 'QD', 'KD', false],
    ['R1.3 nothing beats the Kaschlan, diamonds trumps: not AD', 'D', 'QD', 'AD', false],
    ['R1.3 nothing beats the Kaschlan, hearts trumps: not AH', 'H', 'QD', 'AH', false],
    ['R1.4 diamonds plain (clubs trumps): KD beats JD', 'C', 'JD', 'KD', true],
    ['R1.4 diamonds plain (clubs trumps): a club beats AD', 'C', 'AD', '7C', true],
  ])('%s: trumps %s, %s by %s -> %s', (_name, trump, attack, by, expected) => {
    expect(beats(suit(trump), parseCard(attack), parseCard(by))).toBe(expected);
    expect(beatsAtTable(trump, attack, by)).toBe(expected);
  });

  test('R1.2 each rank beats the one below it, 2 up to A (52-card pack)', () => {
    const hearts = packCards(52).filter((c) => c.endsWith('H'));
    expect(hearts[0]).toBe('2H');
    expect(hearts.at(-1)).toBe('AH');
    for (let i = 1; i < hearts.length; i++) {
      const [low, high] = [parseCard(hearts[i - 1]!), parseCard(hearts[i]!)];
      expect(beats(suit('S'), low, high)).toBe(true);
      expect(beats(suit('S'), high, low)).toBe(false);
    }
  });

  test.each<[Suit, number]>([
    ['C', 9],
    ['S', 9],
    ['H', 9],
    ['D', 8],
  ])('R1.3 with %s trumps the 32-card pack has %i trumps', (trump, count) => {
    const trumps = packCards(32).filter((c) => isTrump(suit(trump), parseCard(c)));
    expect(trumps).toHaveLength(count);
    expect(trumps).toContain('QD');
  });

  test('R1.3 the Kaschlan is still a Queen: QD and QS are led together', () => {
    const s = play(
      position({ dealer: 1, hands: ['QS QD 7C', '8C 9C KS'], talon: [], trump: 'H' }),
      lead(0, 'QS', 'QD'),
    );
    expect(show(s).table.map((e) => e.card)).toEqual(['QS', 'QD']);
    // E3: KS beats QS; nothing beats the Kaschlan, so it will be taken.
    expect(show(s).legal).toEqual([beat(1, 'QS', 'KS')]);
  });
});

describe('R1.1 packs', () => {
  test.each<[24 | 32 | 52, string, string]>([
    [32, '7C', 'AD'],
    [52, '2C', 'AD'],
    [24, '9C', 'AD'],
  ])('R1.1 the %i-card pack runs from %s to %s and deals in full', (pack, lowest, highest) => {
    const deck = packCards(pack);
    expect(deck).toHaveLength(pack);
    expect(deck[0]).toBe(lowest);
    expect(deck.at(-1)).toBe(highest);
    const r = newGame({ players: 2, dealer: 0, deck, rules: { pack } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const sum = show(r.value);
    expect(sum.hands.flat()).toHaveLength(10);
    expect(sum.talon).toBe(pack - 10);
  });

  test.each<[24 | 32 | 52, Card, Card]>([
    [32, '6C', '7C'],
    [32, '2H', '7H'],
    [24, '8S', '9S'],
    [24, '7D', '9D'],
  ])('R1.1 a %i-card deck holding %s (not in the pack) is refused', (pack, foreign, replaced) => {
    const deck = packCards(pack).map((c) => (c === replaced ? foreign : c));
    const r = newGame({ players: 2, dealer: 0, deck, rules: { pack } });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_DEAL');
  });

  test.each<[string, Card[]]>([
    ['a card not in the 32-card pack (6H)', ['7C', '6H']],
    ['a card that is no card at all (1X)', ['7C', '1X']],
    ['a card dealt twice (7C)', ['7C', '7C']],
  ])('R1.1 hands holding %s are refused', (_name, hand) => {
    const r = newGame({ players: 2, dealer: 0, hands: [hand, ['8C']], talon: [], trump: 'S' });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_DEAL');
  });

  test('R1.1 a deck missing a card of the pack is refused', () => {
    const r = newGame({ players: 2, dealer: 0, deck: packCards(32).slice(1) });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_DEAL');
  });
});

describe('R1.6 notation', () => {
  test.each<[string, boolean]>([
    ['10S', true],
    ['QD', true],
    ['7C', true],
    ['AH', true],
    ['TS', false],
    ['qd', false],
    ['1S', false],
    ['10X', false],
  ])('R1.6 %s is a card: %s', (name, ok) => {
    expect(parseCard(name) >= 0).toBe(ok);
  });
});
