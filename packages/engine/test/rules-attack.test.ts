// R3 An attack: leading, leading again after refilling, reinforcing in turn, the limit,
// one rank per bout, and skipping players who cannot lead.

import { describe, expect, test } from 'vitest';
import { type Action, type GameState, toRecord, viewFor } from '../src/index';
import { beat, lead, pass, play, position, refusal, selfAttack, show, take } from './helpers';
import { vsTwo } from './positions';

// 3 players, dealer 0: seat 1 attacks, seat 2 defends, seat 0 reinforces. Talon: spades.
const three = (): GameState =>
  position({
    dealer: 0,
    hands: ['8S 9H QH KH AH', '8C 8H JC 9S 10D', '9C 10C QC KC AC'],
    talon: ['7D', 'KD', 'AD', '7C', 'JS'],
  });

describe('R3.1 the attacker must lead', () => {
  test('R3.1 the attacker’s choices are his single cards and same-rank sets; no pass', () => {
    const s = three();
    expect(show(s).toAct).toBe(1);
    expect(show(s).legal).toEqual([
      lead(1, '8C'),
      lead(1, '8C', '8H'),
      lead(1, 'JC'),
      lead(1, '9S'),
      lead(1, '8H'),
      lead(1, '10D'),
    ]);
  });

  test.each([
    ['a pass is refused', pass(1), 'MUST_LEAD'],
    ['a lead of two ranks is refused', lead(1, '8C', '9S'), 'MIXED_RANKS'],
    ['the same card twice is refused', lead(1, '8C', '8C'), 'MIXED_RANKS'],
    ['a card he does not hold is refused', lead(1, '8S'), 'NOT_IN_HAND'],
    ['a take is refused', take(1), 'WRONG_ROLE'],
    ['another player may not lead first', lead(0, '8S'), 'NOT_YOUR_TURN'],
    ['a pair of eights is accepted', lead(1, '8H', '8C'), 'OK'],
  ])('R3.1 %s', (_name, action, code) => {
    expect(refusal(three(), action)).toBe(code);
  });

  test('R3.1 the first lead sets the bout’s rank: the table holds both eights', () => {
    const s = play(three(), lead(1, '8C', '8H'));
    expect(show(s).table).toEqual([
      { card: '8C', by: 1, beatenBy: null },
      { card: '8H', by: 1, beatenBy: null },
    ]);
    expect(viewFor(s, 0).boutRank).toBe('8');
    // Seat 0 may reinforce only with eights.
    expect(show(s).legal).toEqual([lead(0, '8S'), pass(0)]);
  });
});

describe('R3.2 leading again after refilling', () => {
  // 2 players, dealer 1: seat 0 attacks; the talon brings him two more eights.
  const start = (): GameState =>
    position({
      dealer: 1,
      hands: ['8C KC KH KS AD', '9C 10C JC QC AC'],
      talon: ['8S', '8H', '7D', '9D', '10D', '7S'],
    });

  test('R3.2 after each lead he refills, and may lead the eight he drew', () => {
    let s = play(start(), lead(0, '8C'));
    expect(show(s).hands[0]).toEqual(['KC', '8S', 'KS', 'KH', 'AD']);
    expect(show(s).legal).toEqual([lead(0, '8S'), pass(0)]);
    s = play(s, lead(0, '8S'));
    expect(show(s).hands[0]).toEqual(['KC', 'KS', '8H', 'KH', 'AD']);
    expect(show(s).legal).toEqual([lead(0, '8H'), pass(0)]);
    expect(show(s).talon).toBe(4);
  });

  test('R3.2 or he stops: after his pass the defender acts', () => {
    const s = play(start(), lead(0, '8C'), pass(0));
    expect(show(s).toAct).toBe(1);
    expect(show(s).table.map((e) => e.card)).toEqual(['8C']);
  });

  test('R3.2 holding no more of the rank, his turn ends by itself', () => {
    const s = play(start(), lead(0, '8C'), lead(0, '8S'), lead(0, '8H'));
    expect(show(s).hands[0]).toEqual(['KC', 'KS', 'KH', '7D', 'AD']);
    expect(show(s).toAct).toBe(1);
    expect(show(s).table.map((e) => e.card)).toEqual(['8C', '8S', '8H']);
  });
});

describe('R3.3 reinforcing, clockwise from the attacker, the defender last', () => {
  // 4 players, dealer 0: seat 1 attacks seat 2; seats 3 and 0 reinforce, in that order.
  const four = (): GameState =>
    position({
      dealer: 0,
      hands: ['8H 9H 10H JH QH', '8C 9C 10C JC QC', 'KC AC KH AH AS', '8S 9S 10S JS QS'],
      talon: ['7C', '8D', '7H', '7D', 'KS', '7S'],
    });

  test('R3.3 seat 3 (after the attacker) reinforces first, then seat 0, then seat 2 defends', () => {
    let s = play(four(), lead(1, '8C'));
    expect(show(s).toAct).toBe(3);
    s = play(s, lead(3, '8S'));
    // R8.3: seat 3 drew 8D and may lead again within his turn.
    expect(show(s).hands[3]).toContain('8D');
    expect(show(s).legal).toEqual([lead(3, '8D'), pass(3)]);
    s = play(s, pass(3));
    expect(show(s).legal).toEqual([lead(0, '8H'), pass(0)]);
    s = play(s, lead(0, '8H'));
    expect(show(s).toAct).toBe(2);
    expect(show(s).table.map((e) => [e.card, e.by])).toEqual([
      ['8C', 1],
      ['8S', 3],
      ['8H', 0],
    ]);
  });

  test('R3.3 a reinforcer who passes leaves his turn to the next one', () => {
    const s = play(four(), lead(1, '8C'), pass(3));
    expect(show(s).toAct).toBe(0);
    expect(refusal(s, lead(3, '8S'))).toBe('NOT_YOUR_TURN');
  });

  test('R3.3 the defender may not act before the reinforcers', () => {
    const s = play(four(), lead(1, '8C'));
    expect(refusal(s, beat(2, '8C', 'KC'))).toBe('NOT_YOUR_TURN');
  });

  test('R3.3 the order wraps round the table: dealer 2, seat 3 attacks seat 0; 1 then 2', () => {
    const hands = [
      ['KC', 'AC', 'KH', 'AH', 'AS'],
      ['8H', '9H', '10H', 'JH', 'QH'],
      ['8S', '9S', '10S', 'JS', 'QS'],
      ['8C', '9C', '10C', 'JC', 'QC'],
    ];
    let s = play(position({ dealer: 2, hands, talon: ['7D', '7S'] }), lead(3, '8C'));
    expect(show(s).toAct).toBe(1);
    s = play(s, pass(1));
    expect(show(s).toAct).toBe(2);
    s = play(s, pass(2));
    expect([show(s).toAct, show(s).defender]).toEqual([0, 0]);
  });
});

describe('R3.4 the limit: unbeaten cards never outnumber the defender’s hand', () => {
  // 3 players, dealer 0: seat 1 leads two eights against seat 2's three cards.
  const vsThree = (): GameState =>
    play(
      position({ dealer: 0, hands: ['8H 8D KC', '8C 8S AC', '9C 10C JC'], talon: [], trump: 'H' }),
      lead(1, '8C', '8S'),
    );
  // 2 players, dealer 1: seat 1 defends with four cards, two of them for a self-attack.
  const selfAttackAgainst = (...cards: string[]): GameState => {
    const s = play(
      position({ dealer: 1, hands: ['8C 8H 8D KC', '8S AS 9C 7H'], talon: [], trump: 'S' }),
      lead(0, ...cards),
    );
    return show(s).toAct === 0 ? play(s, pass(0)) : s;
  };

  test.each<[string, () => GameState, Action, string]>([
    ['a lead of 3 against 2 cards is refused', vsTwo, lead(0, '8C', '8S', '8H'), 'LIMIT_EXCEEDED'],
    ['a lead of 2 against 2 cards is accepted', vsTwo, lead(0, '8C', '8S'), 'OK'],
    [
      'a reinforcement of 2 into room for 1 is refused',
      vsThree,
      lead(0, '8H', '8D'),
      'LIMIT_EXCEEDED',
    ],
    ['a reinforcement of 1 into room for 1 is accepted', vsThree, lead(0, '8H'), 'OK'],
    [
      'a self-attack leaving 3 unbeaten and 2 in hand is refused',
      () => selfAttackAgainst('8C', '8H', '8D'),
      selfAttack(1, '8S', 'AS'),
      'LIMIT_EXCEEDED',
    ],
    [
      'a self-attack leaving 2 unbeaten and 2 in hand is accepted',
      () => selfAttackAgainst('8C', '8H'),
      selfAttack(1, '8S', 'AS'),
      'OK',
    ],
  ])('R3.4 %s', (_name, setup, action, code) => {
    expect(refusal(setup(), action)).toBe(code);
  });

  test('R3.4 the legal leads stop at the defender’s hand size', () => {
    const leads = show(vsTwo()).legal.filter((a) => a.type === 'lead');
    expect(Math.max(...leads.map((a) => (a.type === 'lead' ? a.cards.length : 0)))).toBe(2);
  });

  test('R3.4, R3.6 with the table full a reinforcer holding the rank is skipped', () => {
    const s = play(
      position({ dealer: 0, hands: ['8H 8D KC', '8C 8S AC', '9C 10C'], talon: [], trump: 'H' }),
      lead(1, '8C', '8S'),
    );
    expect(show(s).toAct).toBe(2);
    expect(show(s).hands[0]).toEqual(['KC', '8H', '8D']);
  });

  test('R3.4 an attacker who draws another eight may not lead it into a full table', () => {
    const s = play(
      position({ dealer: 1, hands: [['8C', 'KC', 'KH', 'KS', 'AD'], ['9D']], talon: ['8S', '7S'] }),
      lead(0, '8C'),
    );
    expect(show(s).hands[0]).toContain('8S');
    expect(show(s).toAct).toBe(1);
    expect(show(s).legal).toEqual([take(1)]);
  });
});

describe('R3.5 one rank per bout', () => {
  test.each([
    ['the attacker may not go on with another rank', lead(1, '9S'), 'WRONG_RANK'],
    ['a reinforcer may not lead another rank', lead(0, '9H'), 'WRONG_RANK'],
  ])('R3.5 %s', (_name, action, code) => {
    let s = play(three(), lead(1, '8C'));
    if (action.seat === 0) s = play(s, pass(1));
    expect(refusal(s, action)).toBe(code);
  });

  test('R3.5 a self-attack leads a card of the bout’s rank only', () => {
    const s = play(three(), lead(1, '8C', '8H'), pass(0));
    expect(refusal(s, selfAttack(2, '9C', 'KC'))).toBe('WRONG_RANK');
  });

  test('R3.5 all four cards of a rank on the table, no fifth', () => {
    const s = play(
      position({
        dealer: 1,
        hands: ['8C 8S 8H 8D KC', '9C 10C JC QC AC'],
        talon: ['7D', '9D', '10D', 'JD', 'AD'],
      }),
      lead(0, '8C', '8S', '8H', '8D'),
    );
    expect(show(s).table).toHaveLength(4);
    expect(show(s).toAct).toBe(1);
  });
});

describe('R3.6 skipping a player with no legal lead', () => {
  // Seat 3 holds no eight: after seat 1 leads, seat 0 reinforces next.
  const s = play(
    position({
      dealer: 0,
      hands: ['8H 9H 10H JH QH', '8C 9C 10C JC QC', 'KC AC KH AH AS', '9S 10S JS QS KS'],
      talon: ['7C', '7H', '7D', '7S'],
    }),
    lead(1, '8C'),
    pass(0),
  );

  test('R3.6 seat 3 is skipped; seat 0 passes by choice; seat 2 defends', () => {
    expect(show(s).toAct).toBe(2);
    expect(toRecord(s).actions).toEqual([lead(1, '8C'), pass(0)]);
  });

  test('R3.6 only the skipped player himself sees that his pass was forced', () => {
    const passes = (viewer: 0 | 1 | 2 | 3 | 'spectator') =>
      viewFor(s, viewer).events.filter((e) => e.type === 'pass');
    expect(passes(1)).toEqual([
      { type: 'pass', seat: 1, forced: true },
      { type: 'pass', seat: 3 },
      { type: 'pass', seat: 0 },
    ]);
    expect(passes(3)).toEqual([
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 3, forced: true },
      { type: 'pass', seat: 0 },
    ]);
    expect(passes(0)).toEqual([
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 3 },
      { type: 'pass', seat: 0, forced: false },
    ]);
    for (const viewer of [2, 'spectator'] as const)
      expect(passes(viewer)).toEqual([
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 3 },
        { type: 'pass', seat: 0 },
      ]);
  });
});
