// What the page offers is read from the legal list alone (E1 of RULES.md as the example).

import { viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import {
  actionForSelection,
  beatableCards,
  beatersOf,
  beatFor,
  canAdd,
  playableCards,
  soleActionOf,
  takeIn,
  targetsOf,
} from '../src/state/intent';
import { e1Defence, e1MustTake, e1Start, play } from './support/e1';

const defence = () => viewFor(e1Defence(), 2).legal;

describe('reading the legal list', () => {
  test('the attacker may lead any card, and cards of one rank together (R3.1)', () => {
    const legal = viewFor(e1Start(), 1).legal;
    expect(playableCards(legal)).toEqual(new Set(['7C', '9C', '10C', '8S', '8D']));
    expect(actionForSelection(legal, new Set(['8D', '8S']))).toEqual({
      type: 'lead',
      seat: 1,
      cards: ['8S', '8D'],
    });
    expect(actionForSelection(legal, new Set(['8D']))).toEqual({
      type: 'lead',
      seat: 1,
      cards: ['8D'],
    });
    expect(actionForSelection(legal, new Set(['7C', '8D']))).toBeNull();
    expect(canAdd(legal, new Set(['8D']), '8S')).toBe(true);
    expect(canAdd(legal, new Set(['8D']), '7C')).toBe(false);
  });

  test('after the lead, the reinforcer has only his eight (R3.3)', () => {
    const state = play(e1Start(), { type: 'lead', seat: 1, cards: ['8D', '8S'] });
    expect(playableCards(viewFor(state, 0).legal)).toEqual(new Set(['8H']));
  });

  test('E1.3: which card beats which comes from the legal beats', () => {
    const legal = defence();
    expect(targetsOf(legal, 'JH')).toEqual(['8H']);
    expect(targetsOf(legal, 'KD')).toEqual(['8D']);
    expect(targetsOf(legal, '8C')).toEqual([]);
    expect(beatersOf(legal, '8H')).toEqual(['JH', 'AH']);
    expect(beatersOf(legal, '8S')).toEqual([]);
    expect(beatableCards(legal)).toEqual(new Set(['8H', '8D']));
    expect(beatFor(legal, '8D', 'KD')).toEqual({ type: 'beat', seat: 2, attack: '8D', with: 'KD' });
    expect(beatFor(legal, '8S', 'KD')).toBeNull();
    expect(takeIn(legal)).toBeNull(); // R4.3: a beat exists, so no take
  });

  test('E1.3: the self-attack is the pair 8C + AC, picked in either order', () => {
    const legal = defence();
    const self = { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' };
    expect(actionForSelection(legal, new Set(['8C', 'AC']))).toEqual(self);
    expect(actionForSelection(legal, new Set(['AC', '8C']))).toEqual(self);
    expect(canAdd(legal, new Set(['8C']), 'AC')).toBe(true);
    expect(canAdd(legal, new Set(['8C']), 'JH')).toBe(false);
  });

  test('one card, one action: KD can only beat 8D; JH too; AH likewise; AC only with 8C', () => {
    const legal = defence();
    expect(soleActionOf(legal, 'KD')).toEqual({ type: 'beat', seat: 2, attack: '8D', with: 'KD' });
    expect(soleActionOf(legal, 'AC')).toBeNull();
  });

  test('E1.3 end: nothing beats 8S, so taking is all there is', () => {
    const state = e1MustTake();
    const legal = viewFor(state, 2).legal;
    expect(takeIn(legal)).toEqual({ type: 'take', seat: 2 });
    expect(playableCards(legal)).toEqual(new Set());
  });

  test('a seat not to act is offered nothing', () => {
    expect(playableCards(viewFor(e1Defence(), 1).legal)).toEqual(new Set());
  });
});
