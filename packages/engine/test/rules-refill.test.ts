// R5 Refilling and the talon: up to five cards, who draws when, the talon running out,
// and what everybody knows (picked-up cards, the drawn trump card).

import { describe, expect, test } from 'vitest';
import { type GameEvent, type GameState, viewFor } from '../src/index';
import {
  beat,
  coachman,
  lead,
  pass,
  play,
  position,
  selfAttack,
  show,
  stepWith,
  take,
} from './helpers';
import { trumpLed } from './positions';

type Draw = Extract<GameEvent, { type: 'draw' }>;
const draws = (events: readonly GameEvent[]): Draw[] =>
  events.filter((e): e is Draw => e.type === 'draw');

// 3 players, dealer 0: seat 1 attacks seat 2, seat 0 reinforces. Spades trumps.
const three = (talon: string[]): GameState =>
  position({ dealer: 0, hands: ['8D 9H 10H JH QH', '8C 8H 9C 10C JC', '9S 10S AC KH AH'], talon });

describe('R5.1 refilling to five cards', () => {
  test('R5.1 after leading two cards the attacker draws two, back to five', () => {
    const { state, events } = stepWith(three(['7C', 'QC', 'KC', '7S']), lead(1, '8C', '8H'));
    expect(draws(events)).toEqual([{ type: 'draw', seat: 1, count: 2, cards: ['7C', 'QC'] }]);
    expect(show(state).hands[1]).toEqual(['7C', '9C', '10C', 'JC', 'QC']);
    expect(show(state).talon).toBe(2);
  });

  test('R5.1 a defender holding five or more once all is beaten draws nothing', () => {
    // Seat 1 took a card earlier: he holds six, beats with one, and still has five.
    const s = position({
      dealer: 1,
      hands: ['8C 9D KD AD 7D', '9C 10C JC QC KC AC'],
      talon: ['7H', '8H', '7S'],
    });
    const { state, events } = stepWith(s, lead(0, '8C'));
    expect(draws(events)).toHaveLength(1);
    const after = play(state, beat(1, '8C', '9C'));
    expect(show(after).hands[1]).toHaveLength(5);
    expect(show(after).talon).toBe(2);
  });

  test('R5.1 when the talon runs out nobody draws any more', () => {
    // The attacker draws the last two cards (KD, then the trump card 7S); the reinforcer none.
    let s = play(three(['KD', '7S']), lead(1, '8C', '8H'));
    expect(show(s).hands[1]).toEqual(['9C', '10C', 'JC', '7S', 'KD']);
    expect(show(s).talon).toBe(0);
    const { state, events } = stepWith(s, lead(0, '8D'));
    expect(draws(events)).toEqual([]);
    expect(show(state).hands[0]).toHaveLength(4);
    s = play(state, beat(2, '8C', 'AC'), beat(2, '8H', 'AH'), beat(2, '8D', '9S'));
    expect(show(s).hands[2]).toEqual(['10S', 'KH']);
  });
});

describe('R5.2 who draws when', () => {
  test('R5.2 the attacker draws right after his lead, then the reinforcer after his', () => {
    let s = three(['7C', 'QC', 'KC', 'AS', 'QS', '7S']);
    const first = stepWith(s, lead(1, '8C', '8H'));
    expect(draws(first.events)).toEqual([{ type: 'draw', seat: 1, count: 2, cards: ['7C', 'QC'] }]);
    expect(first.events[0]).toEqual(lead(1, '8C', '8H'));
    s = first.state;
    const second = stepWith(s, lead(0, '8D'));
    expect(draws(second.events)).toEqual([{ type: 'draw', seat: 0, count: 1, cards: ['KC'] }]);
  });

  test('R5.2 the defender draws nothing while a card is unbeaten', () => {
    const s = play(three(['7C', 'QC', 'KC', 'AS', 'QS', '7S']), lead(1, '8C', '8H'), lead(0, '8D'));
    const mid = stepWith(s, beat(2, '8C', 'AC'));
    expect(draws(mid.events)).toEqual([]);
    const last = play(mid.state, beat(2, '8H', 'AH'));
    const end = stepWith(last, beat(2, '8D', '9S'));
    expect(draws(end.events)).toEqual([
      { type: 'draw', seat: 2, count: 3, cards: ['AS', 'QS', '7S'], trumpCard: '7S' },
    ]);
  });

  test.each([
    ['brings no draw while cards are unbeaten', false, 0],
    ['brings a draw once every card is beaten', true, 2],
  ])('R5.2 a self-attack %s', (_name, beatFirst, drawn) => {
    // 2 players, dealer 1, hearts trumps: seat 0 leads 8C; seat 1 holds 8S 9S for a self-attack.
    let s = play(
      position({
        dealer: 1,
        hands: ['8C KD AD QD JD', '9C 8S 9S 7D 10D'],
        talon: ['KC', 'AC', 'KS', 'AS', '7H'],
      }),
      lead(0, '8C'),
    );
    if (beatFirst) s = play(s, beat(1, '8C', '9C'));
    const { events } = stepWith(s, selfAttack(1, '8S', '9S'));
    expect(draws(events).reduce((n, e) => n + e.count, 0)).toBe(drawn);
  });

  test('R5.2 the coachman is followed by a draw too (R7.1)', () => {
    const s = play(
      position({
        dealer: 1,
        hands: ['8C 8H KD AD JD', '9C 10C JC QC KC'],
        talon: ['7H', '9H', '10H', '7S'],
        rules: { coachman: true },
      }),
      lead(0, '8C', '8H'),
    );
    const { events } = stepWith(s, coachman(0, 'KD'));
    expect(draws(events)).toEqual([{ type: 'draw', seat: 0, count: 1, cards: ['10H'] }]);
  });

  test('R5.2 a reinforcer who passes draws nothing', () => {
    const s = play(three(['7C', 'QC', 'KC', 'AS', 'QS', '7S']), lead(1, '8C', '8H'));
    expect(draws(stepWith(s, pass(0)).events)).toEqual([]);
  });
});

describe('R5.3 public knowledge', () => {
  // 2 players, dealer 1, spades trumps: seat 1 cannot beat the trump 8S and takes it.
  const took = (): GameState => play(trumpLed(), take(1));

  test('R5.3 the cards picked up are known to be in his hand, in every view', () => {
    for (const viewer of [0, 1, 'spectator'] as const)
      expect(viewFor(took(), viewer).known).toEqual([[], ['8S']]);
    expect(viewFor(took(), 0).events).toContainEqual({ type: 'take', seat: 1, cards: ['8S'] });
  });

  test('R5.3 once he plays a picked-up card, no view shows it in his hand any more', () => {
    const s = play(took(), lead(0, '7H'), beat(1, '7H', '8S'));
    for (const viewer of [0, 1, 'spectator'] as const)
      expect(viewFor(s, viewer).known[1]).toEqual([]);
    expect(viewFor(s, 0).discard).toEqual(['7H', '8S']);
  });

  test('R5.3 who drew the trump card is public, and it stays known until he plays it', () => {
    let s = position({
      dealer: 1,
      hands: ['8C 8H KD AD JD', '9C 10C JC QC KC'],
      talon: ['9D', '7S'],
    });
    expect(viewFor(s, 1).trumpCard).toBe('7S');
    const { state, events } = stepWith(s, lead(0, '8C', '8H'));
    s = state;
    expect(draws(events)).toEqual([
      { type: 'draw', seat: 0, count: 2, cards: ['9D', '7S'], trumpCard: '7S' },
    ]);
    expect(viewFor(s, 1).events.at(-2)).toEqual({
      type: 'draw',
      seat: 0,
      count: 2,
      cards: null,
      trumpCard: '7S',
    });
    expect(viewFor(s, 1).known[0]).toEqual(['7S']);
    expect(viewFor(s, 1).trumpCard).toBeNull();
    s = play(s, beat(1, '8C', '9C'), take(1), lead(0, '7S'));
    expect(viewFor(s, 1).known[0]).toEqual([]);
  });

  test('R5.3 a view shows no card of another hand that was never played or picked up', () => {
    const s = took();
    const seen = JSON.stringify(viewFor(s, 0));
    for (const hidden of ['8C', '9C', '7S', 'KH', '10D']) expect(seen).not.toContain(`"${hidden}"`);
    expect(viewFor(s, 0).handSizes).toEqual([5, 6]);
    expect(viewFor(s, 0).hand).toEqual(show(s).hands[0]);
    expect(viewFor(s, 'spectator').hand).toBeNull();
  });
});
