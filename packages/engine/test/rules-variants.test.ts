// R7 Variants: the coachman, pass-on after a take, the packs, the presets, and mustBeat off.

import { describe, expect, test } from 'vitest';
import { type Action, type Card, type GameState, newGame, PRESETS, type Rules } from '../src/index';
import {
  beat,
  coachman,
  lead,
  pass,
  play,
  position,
  refusal,
  selfAttack,
  show,
  take,
} from './helpers';
import { coachTable, eightsLed, ninesLed } from './positions';

describe('R7.1 the coachman', () => {
  test('R7.1 after the attacker led two eights: any card of another rank, the Kaschlan too', () => {
    const s = play(coachTable(), lead(1, '8C', '8H'));
    expect(show(s).hands[1]).toEqual(['7C', '7H', '8D', 'QD', 'KD']);
    expect(show(s).legal).toEqual([
      lead(1, '8D'),
      coachman(1, '7C'),
      coachman(1, '7H'),
      coachman(1, 'QD'),
      coachman(1, 'KD'),
      pass(1),
    ]);
  });

  test('R7.1 two eights over two of his own leads count as well', () => {
    let s = play(coachTable(), lead(1, '8C'));
    expect(show(s).legal.some((a) => a.type === 'coachman')).toBe(false);
    s = play(s, lead(1, '8H'));
    expect(show(s).legal).toContainEqual(coachman(1, 'KD'));
  });

  test('R7.1 the coachman goes on the table, is followed by a draw, and counts for R3.4', () => {
    // The defender holds three cards: two eights and the coachman fill the table.
    const s = play(
      coachTable(undefined, ['9C', '10C', 'AC']),
      lead(1, '8C', '8H'),
      coachman(1, 'KD'),
    );
    expect(show(s).table.map((e) => e.card)).toEqual(['8C', '8H', 'KD']);
    expect(show(s).hands[1]).toEqual(['7C', '7H', '7D', '8D', 'QD']);
    // Seat 1 still holds 8D and seat 0 holds 8S, but there is no room: seat 2 defends.
    expect(show(s).toAct).toBe(2);
  });

  test('R7.1 a table of five: four eights and the coachman', () => {
    const s = play(
      coachTable(undefined, ['9C', '10C', 'JC', 'QC', 'AC']),
      lead(1, '8C', '8H', '8D'),
      coachman(1, '7C'),
      lead(0, '8S'),
    );
    expect(show(s).table.map((e) => e.card)).toEqual(['8C', '8H', '8D', '7C', '8S']);
    expect(show(s).toAct).toBe(2);
  });

  const twoEights = () => play(coachTable(), lead(1, '8C', '8H'));
  const defending = () => play(coachTable(), lead(1, '8C', '8H', '8D'), pass(1), pass(0));

  test.each<[string, () => GameState, Action, string]>([
    [
      'without the variant',
      () => play(coachTable({}), lead(1, '8C', '8H')),
      coachman(1, 'KD'),
      'VARIANT_OFF',
    ],
    ['before any lead', () => coachTable(), coachman(1, 'KD'), 'COACHMAN_TOO_EARLY'],
    [
      'after one eight',
      () => play(coachTable(), lead(1, '8C')),
      coachman(1, 'KD'),
      'COACHMAN_TOO_EARLY',
    ],
    [
      'a second time in the bout',
      () => play(twoEights(), coachman(1, 'KD')),
      coachman(1, 'QD'),
      'COACHMAN_USED',
    ],
    ['of the bout’s own rank', twoEights, coachman(1, '8D'), 'COACHMAN_SAME_RANK'],
    ['by a reinforcer', () => play(twoEights(), pass(1)), coachman(0, '9H'), 'WRONG_ROLE'],
    ['by the defender', defending, coachman(2, 'AC'), 'WRONG_ROLE'],
  ])('R7.1 refused: a coachman %s', (_name, setup, action, code) => {
    expect(refusal(setup(), action)).toBe(code);
  });

  test('R7.1 reinforcing and self-attack stay with the bout’s rank', () => {
    expect(refusal(play(twoEights(), pass(1)), lead(0, '9H'))).toBe('WRONG_RANK');
    expect(refusal(defending(), selfAttack(2, '9C', '10C'))).toBe('WRONG_RANK');
  });

  test('R7.1 the Kaschlan as coachman can only be taken (R1.3)', () => {
    let s = play(coachTable(), lead(1, '8C', '8H'), coachman(1, 'QD'), pass(1), pass(0));
    expect(show(s).legal).toEqual(['9C', '10C', 'JC', 'KC', 'AC'].map((c) => beat(2, '8C', c)));
    s = play(s, beat(2, '8C', '9C'));
    expect(show(s).legal).toEqual([take(2)]);
    expect(show(play(s, take(2))).hands[2]).toEqual(['10C', 'JC', 'KC', 'AC', '8H', 'QD']);
  });
});

describe('R7.2 pass-on after a take', () => {
  // Talon empty, spades trumps; each attacker leads the trump 8S, which nobody can beat.
  const passOn = (hands: Card[][], dealer: number): GameState =>
    position({ dealer, hands, talon: [], trump: 'S', rules: { afterTake: 'pass-on' } });

  test.each<{
    name: string;
    hands: Card[][];
    dealer: number;
    reinforce?: Card;
    next: number[];
    out: number[];
  }>([
    {
      name: '4 players: next(D) attacks next(next(D))',
      hands: [['9H'], ['8S', 'KD'], ['9C', 'KH'], ['9D']],
      dealer: 0,
      next: [3, 0],
      out: [],
    },
    {
      name: '3 players: the attack passes to the third player',
      hands: [['9H'], ['8S', 'KD'], ['9C', 'KH']],
      dealer: 0,
      next: [0, 1],
      out: [],
    },
    {
      name: '2 players: next(D) is the attacker again',
      hands: [
        ['8S', 'KD'],
        ['9C', 'KH'],
      ],
      dealer: 1,
      next: [0, 1],
      out: [],
    },
    {
      name: '4 players, the attacker out: next(D) attacks next(next(D))',
      hands: [['9H'], ['8S'], ['9C', 'KH'], ['9D']],
      dealer: 0,
      next: [3, 0],
      out: [1],
    },
    {
      name: '3 players, the attacker out: the taker defends again',
      hands: [['9H'], ['8S'], ['9C', 'KH']],
      dealer: 0,
      next: [0, 2],
      out: [1],
    },
    {
      name: '4 players, next(D) went out reinforcing: the player after him attacks',
      hands: [['9H'], ['8S', 'KD'], ['9C', 'KH', 'QH'], ['8C']],
      dealer: 0,
      reinforce: '8C',
      next: [0, 1],
      out: [3],
    },
  ])('R7.2 $name', ({ hands, dealer, reinforce, next, out }) => {
    const a = (dealer + 1) % hands.length;
    const d = (a + 1) % hands.length;
    let s = play(passOn(hands, dealer), lead(a, '8S'));
    if (reinforce) s = play(s, lead(3, reinforce), beat(d, reinforce, '9C'));
    s = play(s, take(d));
    expect([show(s).attacker, show(s).defender]).toEqual(next);
    expect(show(s).out).toEqual(out);
    expect(show(s).hands[d]).toContain('8S');
  });

  test('R7.2 changes nothing when the defender beat everything (R6.3)', () => {
    const s = play(
      passOn([['9H'], ['8C', 'KD'], ['9C', 'KH'], ['9D']], 0),
      lead(1, '8C'),
      beat(2, '8C', '9C'),
    );
    expect([show(s).attacker, show(s).defender]).toEqual([2, 3]);
  });
});

describe('R7.3 packs', () => {
  test.each<[24 | 32 | 52, number, number]>([
    [32, 4, 12],
    [52, 5, 27],
    [24, 4, 4],
    [24, 2, 14],
  ])('R7.3 the %i-card pack with %i players leaves a talon of %i', (pack, players, talon) => {
    expect(show(game(pack, players)).talon).toBe(talon);
  });

  test.each([[36], [20], [0]])('R7.3 a pack of %i cards is refused', (pack) => {
    const r = newGame({ players: 2, seed: 1, rules: { pack: pack as 32 } });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_RULES');
  });

  function game(pack: 24 | 32 | 52, players: number): GameState {
    const r = newGame({ players, seed: 5, rules: { pack } });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }
});

describe('R7.4 presets', () => {
  test.each<[string, Rules]>([
    ['illig', { pack: 32, coachman: false, afterTake: 'same-attacker', mustBeat: true }],
    ['wikipedia-de', { pack: 32, coachman: true, afterTake: 'pass-on', mustBeat: true }],
    ['pack52', { pack: 52, coachman: true, afterTake: 'same-attacker', mustBeat: true }],
    ['pack24', { pack: 24, coachman: false, afterTake: 'same-attacker', mustBeat: true }],
  ])('R7.4 %s', (preset, rules) => {
    const r = newGame({ preset, players: 3, seed: 9 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rules).toEqual(rules);
    expect(PRESETS[preset as keyof typeof PRESETS]).toEqual(rules);
    expect(show(r.value).talon).toBe(rules.pack - 15);
  });

  test('R7.4 illig is the default, and rules override a preset', () => {
    const plain = newGame({ players: 3, seed: 9 });
    const tuned = newGame({
      preset: 'wikipedia-de',
      players: 3,
      seed: 9,
      rules: { coachman: false },
    });
    expect(plain.ok && plain.value.preset).toBe('illig');
    expect(tuned.ok && tuned.value.rules).toEqual({ ...PRESETS['wikipedia-de'], coachman: false });
  });

  test('R7.4 an unknown preset is refused', () => {
    const r = newGame({ preset: 'durak', players: 3, seed: 9 });
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_RULES');
  });
});

describe('R7.5 mustBeat off', () => {
  // 2 players, dealer 1: seat 0 leads 8C 8H; hearts trumps; seat 1 could beat both.
  const free = (mustBeat: boolean): GameState => eightsLed({ mustBeat });

  test('R7.5 the defender may take although he could beat', () => {
    expect(show(free(false)).legal.at(-1)).toEqual(take(1));
    expect(refusal(free(false), take(1))).toBe('OK');
    expect(refusal(free(true), take(1))).toBe('MUST_BEAT');
  });

  test('R7.5 after beating one card he may still take the other', () => {
    const s = play(free(false), beat(1, '8C', '9C'), take(1));
    expect(show(s).hands[1]).toEqual(['8S', '8H', 'JH', '7D', '10D']);
    expect(s.discard).toEqual(['8C', '9C']);
  });

  test('R7.5 still nothing to take once every card is beaten', () => {
    const mid = play(ninesLed({ mustBeat: false }), beat(1, '9H', '10H'), beat(1, '9D', 'KD'));
    expect(show(mid).legal).toEqual([
      pass(1),
      selfAttack(1, '9S', '8C'),
      selfAttack(1, '9S', 'JS'),
    ]);
    expect(refusal(mid, take(1))).toBe('NOTHING_TO_TAKE');
  });
});
