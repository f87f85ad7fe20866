// R4 Defence: beating in any order, the self-attack, must-beat and taking, refilling when
// all is beaten, the bout ending, and the discard pile.

import { describe, expect, test } from 'vitest';
import { viewFor } from '../src/index';
import { beat, pass, play, refusal, selfAttack, show, stepWith, take } from './helpers';
import { eightsLed, ninesLed, trumpLed } from './positions';

describe('R4.1 beating, one card at a time, in any order', () => {
  test('R4.1 the defender’s choices: each unbeaten card with each card that beats it', () => {
    expect(show(eightsLed()).toAct).toBe(1);
    expect(show(eightsLed()).legal).toEqual([
      beat(1, '8C', '9C'),
      beat(1, '8C', 'JH'),
      beat(1, '8H', 'JH'),
      selfAttack(1, '8S', 'JH'),
    ]);
  });

  test.each([
    ['8C first, then 8H', [beat(1, '8C', '9C'), beat(1, '8H', 'JH')]],
    ['8H first, then 8C', [beat(1, '8H', 'JH'), beat(1, '8C', '9C')]],
  ])('R4.1 he may beat %s', (_name, actions) => {
    const s = play(eightsLed(), ...actions);
    expect(show(s).discard).toBe(4);
    expect(show(s).hands[1]).toEqual(['JC', '7S', '8S', '7D', '10D']);
  });

  test.each([
    ['a card that does not beat (7D on 8C)', beat(1, '8C', '7D'), 'DOES_NOT_BEAT'],
    ['a plain card on a trump (9C on 8H)', beat(1, '8H', '9C'), 'DOES_NOT_BEAT'],
    ['a card not on the table (8D)', beat(1, '8D', '10D'), 'NOT_ON_TABLE'],
    ['a card he does not hold (AH)', beat(1, '8H', 'AH'), 'NOT_IN_HAND'],
    ['a pass while cards are unbeaten', pass(1), 'MUST_ANSWER'],
  ])('R4.1 refused: %s', (_name, action, code) => {
    expect(refusal(eightsLed(), action)).toBe(code);
  });

  test('R4.1 a card already beaten cannot be beaten again', () => {
    const s = play(eightsLed(), beat(1, '8C', '9C'));
    expect(refusal(s, beat(1, '8C', 'JH'))).toBe('NOT_ON_TABLE');
    expect(show(s).table).toEqual([
      { card: '8C', by: 0, beatenBy: '9C' },
      { card: '8H', by: 0, beatenBy: null },
    ]);
  });
});

describe('R4.2 the self-attack', () => {
  test('R4.2 with cards unbeaten: one action leads 8S and beats it with JH', () => {
    const s = play(eightsLed(), selfAttack(1, '8S', 'JH'));
    expect(show(s).table).toEqual([
      { card: '8C', by: 0, beatenBy: null },
      { card: '8H', by: 0, beatenBy: null },
      { card: '8S', by: 1, beatenBy: 'JH' },
    ]);
    // R5.2: no draw while cards are unbeaten.
    expect(show(s).hands[1]).toEqual(['9C', '7D', '10D']);
    expect(show(s).talon).toBe(4);
    // JH is spent: 8C can still be beaten, 8H (a trump) no longer.
    expect(show(s).legal).toEqual([beat(1, '8C', '9C')]);
    expect(show(play(s, beat(1, '8C', '9C'))).legal).toEqual([take(1)]);
  });

  test('R4.2 after all is beaten and he has refilled: pass, or self-attack 9S', () => {
    const s = play(ninesLed(), beat(1, '9H', '10H'), beat(1, '9D', 'KD'));
    expect(show(s).hands[1]).toEqual(['8C', '9S', 'JS', '7H', '8D']);
    expect(show(s).legal).toEqual([pass(1), selfAttack(1, '9S', '8C'), selfAttack(1, '9S', 'JS')]);
  });

  test.each([
    ['a card that does not beat it', selfAttack(1, '8S', '7D'), 'DOES_NOT_BEAT'],
    ['a card not of the bout’s rank', selfAttack(1, '9C', 'JH'), 'WRONG_RANK'],
    ['a card he does not hold', selfAttack(1, '8D', 'JH'), 'NOT_IN_HAND'],
    ['by the attacker', selfAttack(0, '8C', 'KD'), 'NOT_YOUR_TURN'],
  ])('R4.2 refused: a self-attack with %s', (_name, action, code) => {
    expect(refusal(eightsLed(), action)).toBe(code);
  });
});

describe('R4.3 must beat; take only when nothing can be beaten', () => {
  test('R4.3 while a beat exists, take is not listed and is refused MUST_BEAT', () => {
    expect(show(eightsLed()).legal.some((a) => a.type === 'take')).toBe(false);
    expect(refusal(eightsLed(), take(1))).toBe('MUST_BEAT');
  });

  test('R4.3 even with one card beaten, a beat of the other means no take', () => {
    const s = play(eightsLed(), beat(1, '8C', '9C'));
    expect(refusal(s, take(1))).toBe('MUST_BEAT');
  });

  test('R4.3 nothing beats the trump 8S: he may take (the self-attack stays optional)', () => {
    expect(show(trumpLed()).legal).toEqual([
      selfAttack(1, '8C', '9C'),
      selfAttack(1, '8C', '7S'),
      take(1),
    ]);
  });

  test('R4.3 he picks up every unbeaten card and does not refill', () => {
    const s = play(trumpLed(), take(1));
    expect(show(s).hands[1]).toEqual(['8C', '9C', '7S', '8S', 'KH', '10D']);
    expect(show(s).talon).toBe(4);
    expect(show(s).discard).toBe(0);
    expect([show(s).attacker, show(s).defender]).toEqual([0, 1]);
  });

  test('R4.3 after a take the beaten pairs go to the discard pile, still no refill', () => {
    const s = play(trumpLed(), selfAttack(1, '8C', '9C'), take(1));
    expect(show(s).hands[1]).toEqual(['7S', '8S', 'KH', '10D']);
    expect(s.discard).toEqual(['8C', '9C']);
    expect(show(s).talon).toBe(4);
  });

  test('R4.3 with every card beaten there is nothing to take', () => {
    const s = play(ninesLed(), beat(1, '9H', '10H'), beat(1, '9D', 'KD'));
    expect(refusal(s, take(1))).toBe('NOTHING_TO_TAKE');
  });
});

describe('R4.4 all beaten: refill, then self-attack again or end the bout', () => {
  test('R4.4 the defender refills only once every card is beaten', () => {
    let s = play(ninesLed(), beat(1, '9H', '10H'));
    expect(show(s).hands[1]).toHaveLength(4);
    s = play(s, beat(1, '9D', 'KD'));
    expect(show(s).hands[1]).toHaveLength(5);
    expect(show(s).talon).toBe(3);
  });

  test('R4.4 he self-attacks, refills again, and with no self-attack left the bout ends', () => {
    const before = play(ninesLed(), beat(1, '9H', '10H'), beat(1, '9D', 'KD'));
    const { state: s, events } = stepWith(before, selfAttack(1, '9S', 'JS'));
    expect(events).toContainEqual({ type: 'draw', seat: 1, count: 2, cards: ['QS', '10C'] });
    expect(show(s).hands[1]).toEqual(['8C', '10C', 'QS', '7H', '8D']);
    expect(events).toContainEqual({
      type: 'discard',
      cards: ['9H', '10H', '9D', 'KD', '9S', 'JS'],
    });
    expect(events.at(-1)).toEqual({ type: 'bout', attacker: 1, defender: 0 });
    expect(show(s).table).toEqual([]);
  });

  test('R4.4 or he ends the bout with a pass: he attacks next (R6.3)', () => {
    const s = play(ninesLed(), beat(1, '9H', '10H'), beat(1, '9D', 'KD'), pass(1));
    expect([show(s).attacker, show(s).defender, show(s).toAct]).toEqual([1, 0, 1]);
    expect(show(s).discard).toBe(4);
    expect(show(s).hands[1]).toContain('9S');
  });

  test('R4.4 holding an eight but nothing that beats it, the bout ends by itself', () => {
    const s = play(eightsLed(), beat(1, '8C', '9C'), beat(1, '8H', 'JH'));
    expect(show(s).hands[1]).toEqual(['JC', '7S', '8S', '7D', '10D']);
    expect([show(s).attacker, show(s).defender, show(s).toAct]).toEqual([1, 0, 1]);
  });
});

describe('R4.5 the discard pile', () => {
  test('R4.5 at the end of the bout the beaten pairs go to the discard pile, face down', () => {
    const { state: s, events } = stepWith(
      play(eightsLed(), beat(1, '8H', 'JH')),
      beat(1, '8C', '9C'),
    );
    expect(s.discard).toEqual(['8C', '9C', '8H', 'JH']);
    expect(events).toContainEqual({ type: 'discard', cards: ['8C', '9C', '8H', 'JH'] });
    expect(show(s).table).toEqual([]);
    // R5.3: what was discarded is public.
    expect(viewFor(s, 'spectator').discard).toEqual(['8C', '9C', '8H', 'JH']);
    expect(viewFor(s, 0).discard).toEqual(['8C', '9C', '8H', 'JH']);
  });

  test('R4.5 the pairs stay on the table until the bout ends', () => {
    const s = play(eightsLed(), beat(1, '8H', 'JH'));
    expect(s.discard).toEqual([]);
    expect(show(s).table).toHaveLength(2);
  });
});
