// The worked examples E1, E2 and E3 of RULES.md, step by step.

import { describe, expect, test } from 'vitest';
import { type GameState, type Suit, viewFor } from '../src/index';
import { beat, lead, pass, play, position, refusal, selfAttack, show, take } from './helpers';

describe('E1 reinforcing, self-attack, partial defence', () => {
  // 3 players, dealer 0, trump card 7S. The talon below JD is the rest of the pack.
  const start = (): GameState =>
    position({
      dealer: 0,
      hands: ['8H 7H 9H 10H JC', '8D 8S 7C 9C 10C', 'KD JH AH 8C AC'],
      talon: [
        ...['9D', '10D', 'JD', 'QC', 'KC', '9S', '10S', 'JS', 'QS', 'KS', 'AS'],
        ...['QH', 'KH', '7D', 'QD', 'AD', '7S'],
      ],
    });
  const step1 = () => play(start(), lead(1, '8D', '8S'));
  const step2 = () => play(step1(), lead(0, '8H'));
  const step3 = () =>
    play(step2(), selfAttack(2, '8C', 'AC'), beat(2, '8D', 'KD'), beat(2, '8H', 'JH'));

  test('E1 the start: seat 1 attacks seat 2, spades are trumps, 17 cards in the talon', () => {
    const s = show(start());
    expect([s.attacker, s.defender, s.toAct, s.trump, s.talon]).toEqual([1, 2, 1, 'S', 17]);
  });

  test('E1.1 seat 1 leads 8D 8S and draws 9D 10D; holding no more eights, his turn ends', () => {
    const s = show(step1());
    expect(s.hands[1]).toEqual(['7C', '9C', '10C', '9D', '10D']);
    expect(s.table.map((e) => e.card)).toEqual(['8S', '8D']);
    expect(s.talon).toBe(15);
    expect(s.legal).toEqual([lead(0, '8H'), pass(0)]);
  });

  test('E1.2 seat 0 reinforces with 8H and draws JD; the defender holds 5', () => {
    const s = show(step2());
    expect(s.hands[0]).toEqual(['JC', '7H', '9H', '10H', 'JD']);
    expect(s.table.map((e) => e.card)).toEqual(['8S', '8D', '8H']);
    expect(s.hands[2]).toHaveLength(5);
    expect(s.toAct).toBe(2);
  });

  test('E1.3 the defender’s choices: beat 8H (JH, AH), beat 8D (KD), self-attack 8C+AC; no take', () => {
    expect(show(step2()).legal).toEqual([
      beat(2, '8H', 'JH'),
      beat(2, '8H', 'AH'),
      beat(2, '8D', 'KD'),
      selfAttack(2, '8C', 'AC'),
    ]);
    expect(refusal(step2(), take(2))).toBe('MUST_BEAT');
  });

  test('E1.3 after self-attack 8C+AC and beating 8D, 8H, nothing beats 8S: only take', () => {
    const s = show(step3());
    expect(s.hands[2]).toEqual(['AH']);
    expect(s.table).toEqual([
      { card: '8S', by: 1, beatenBy: null },
      { card: '8D', by: 1, beatenBy: 'KD' },
      { card: '8H', by: 0, beatenBy: 'JH' },
      { card: '8C', by: 2, beatenBy: 'AC' },
    ]);
    expect(s.legal).toEqual([take(2)]);
  });

  test('E1.4 he takes 8S and holds 8S AH; six cards discarded; seat 1 attacks seat 2 again', () => {
    const after = play(step3(), take(2));
    const s = show(after);
    expect(s.hands[2]).toEqual(['8S', 'AH']);
    expect(after.discard).toEqual(['8D', 'KD', '8H', 'JH', '8C', 'AC']);
    expect([s.attacker, s.defender, s.toAct, s.talon]).toEqual([1, 2, 1, 14]);
    expect(viewFor(after, 0).known[2]).toEqual(['8S']);
  });
});

describe('E2 refilling mid-defence and self-attacking with a drawn card', () => {
  // 2 players, dealer 0, trump card KC. The talon below 9S is the rest of the pack.
  const start = (): GameState =>
    position({
      dealer: 0,
      hands: ['KD JH 9C 8S AS', '8D 8H 8C 7H 9H'],
      talon: [
        ...['7D', '9D', '10D', '10S', 'QS', '7C', '7S', '9S', 'JS', 'KS', '10C'],
        ...['JC', 'QC', 'AC', '10H', 'QH', 'KH', 'AH', 'JD', 'QD', 'AD', 'KC'],
      ],
    });
  const step1 = () => play(start(), lead(1, '8D', '8H', '8C'));
  const step2 = () => play(step1(), beat(0, '8D', 'KD'), beat(0, '8H', 'JH'), beat(0, '8C', '9C'));

  test('E2.1 seat 1 leads 8D 8H 8C and draws 7D 9D 10D', () => {
    const s = show(step1());
    expect([s.trump, s.attacker, s.defender]).toEqual(['C', 1, 0]);
    expect(s.hands[1]).toEqual(['7H', '9H', '7D', '9D', '10D']);
    expect(s.talon).toBe(19);
    expect(s.toAct).toBe(0);
  });

  test('E2.2 seat 0 may already self-attack 8S+AS (legal, unwise)', () => {
    expect(show(step1()).legal).toContainEqual(selfAttack(0, '8S', 'AS'));
    expect(refusal(step1(), selfAttack(0, '8S', 'AS'))).toBe('OK');
  });

  test('E2.2 he beats 8D with KD, 8H with JH, the trump 8C with 9C, and draws 10S QS 7C', () => {
    const s = show(step2());
    expect(s.hands[0]).toEqual(['7C', '8S', '10S', 'QS', 'AS']);
    expect(s.talon).toBe(16);
    expect(s.table.every((e) => e.beatenBy !== null)).toBe(true);
  });

  test('E2.3 now: end the bout, or self-attack 8S with 7C, 10S, QS or AS', () => {
    expect(show(step2()).legal).toEqual([
      pass(0),
      selfAttack(0, '8S', '7C'),
      selfAttack(0, '8S', '10S'),
      selfAttack(0, '8S', 'QS'),
      selfAttack(0, '8S', 'AS'),
    ]);
  });

  test('E2.3, E2.4 he self-attacks 8S with 10S, draws 7S 9S; the bout ends; seat 0 attacks', () => {
    const after = play(step2(), selfAttack(0, '8S', '10S'));
    const s = show(after);
    expect(s.hands[0]).toEqual(['7C', '7S', '9S', 'QS', 'AS']);
    expect(s.discard).toBe(8);
    expect(after.discard).toEqual(['8C', '9C', '8H', 'JH', '8D', 'KD', '8S', '10S']);
    expect([s.attacker, s.defender, s.toAct, s.talon]).toEqual([0, 1, 0, 14]);
    expect(s.table).toEqual([]);
  });
});

describe('E3 the Kaschlan', () => {
  test.each<Suit>(['C', 'S', 'H', 'D'])(
    'E3 %s trumps: QD led against a defender can only be taken',
    (trump) => {
      const s = play(
        position({ dealer: 1, hands: ['QD 7C 7H', 'AC AS AH AD KD'], talon: [], trump }),
        lead(0, 'QD'),
      );
      expect(show(s).legal).toEqual([take(1)]);
      expect(refusal(s, beat(1, 'QD', 'AD'))).toBe('DOES_NOT_BEAT');
      expect(refusal(s, beat(1, 'QD', 'KD'))).toBe('DOES_NOT_BEAT');
    },
  );

  test.each<Suit>(['C', 'S', 'H', 'D'])('E3 %s trumps: QD beats the ace of trumps', (trump) => {
    const ace = `A${trump}`;
    const s = play(
      position({ dealer: 1, hands: [[ace, '7C', '7H'], ['QD']], talon: [], trump }),
      lead(0, ace),
    );
    expect(show(s).legal).toEqual([beat(1, ace, 'QD')]);
  });

  test('E3 it still counts as a Queen: QD and QS may be led together', () => {
    const s = position({ dealer: 1, hands: ['QS QD 7C', '8C 9C 10C'], talon: [], trump: 'H' });
    expect(show(s).legal).toContainEqual(lead(0, 'QS', 'QD'));
    expect(show(play(s, lead(0, 'QS', 'QD'))).table.map((e) => e.card)).toEqual(['QS', 'QD']);
  });
});
