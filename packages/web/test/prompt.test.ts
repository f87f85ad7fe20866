// The prompt says what is expected, or whom we wait for.

import { type Seat, viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { promptFor } from '../src/state/prompt';
import { e1Defence, e1MustTake, e1Start, play } from './support/e1';

const names = ['Anna', 'Otto', 'Frieda'];
const name = (s: Seat) => names[s]!;

describe('the prompt', () => {
  test('the attacker leads', () => {
    expect(promptFor(viewFor(e1Start(), 1), name, 'french')).toEqual({
      mine: true,
      text: 'Your attack on Frieda: lead a card, or several of one rank.',
    });
  });

  test('the others wait for him', () => {
    expect(promptFor(viewFor(e1Start(), 0), name, 'french')).toEqual({
      mine: false,
      text: 'Waiting for Otto, attacking Frieda…',
    });
  });

  test('a reinforcer is asked for the bout’s rank', () => {
    const state = play(e1Start(), { type: 'lead', seat: 1, cards: ['8D', '8S'] });
    expect(promptFor(viewFor(state, 0), name, 'french').text).toBe(
      'Reinforce the attack on Frieda with eights, or pass.',
    );
    expect(promptFor(viewFor(state, 0), name, 'german').text).toContain('eights');
  });

  test('R8.5: his own held forced pass is not a wait for himself', () => {
    // Online, a forced pass is held for a chosen pass's time: the turn is his, nothing legal.
    const state = play(e1Start(), { type: 'lead', seat: 1, cards: ['8D', '8S'] });
    const held = { ...viewFor(state, 0), legal: [] };
    expect(held.toAct).toBe(0);
    expect(promptFor(held, name, 'french')).toEqual({
      mine: false,
      text: 'Nothing to add: you pass.',
    });
    // The others still wait for him.
    const other = { ...viewFor(state, 2), legal: [] };
    expect(promptFor(other, name, 'french').text).toMatch(/^Waiting for Anna/);
  });

  test('the defender beats, then takes what he cannot beat', () => {
    expect(promptFor(viewFor(e1Defence(), 2), name, 'french').text).toMatch(/^Defend:/);
    const state = e1MustTake();
    expect(promptFor(viewFor(state, 2), name, 'french').text).toBe(
      'Nothing in your hand beats the attack: take the cards.',
    );
  });
});
