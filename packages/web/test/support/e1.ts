// RULES.md's worked example E1 as real engine states, for the unit tests of what the page
// reads from views (the legal list, the prompt, the log).

import { type Action, apply, type GameState, newGame } from '@kaschlan/engine';

export function e1Start(): GameState {
  const r = newGame({
    players: 3,
    dealer: 0,
    hands: [
      ['8H', '7H', '9H', '10H', 'JC'],
      ['8D', '8S', '7C', '9C', '10C'],
      ['KD', 'JH', 'AH', '8C', 'AC'],
    ],
    talon: [
      '9D',
      '10D',
      'JD',
      'QC',
      'KC',
      '9S',
      '10S',
      'JS',
      'QS',
      'KS',
      'AS',
      'QH',
      'KH',
      '7D',
      'QD',
      'AD',
      '7S',
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function play(state: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** E1 after step 2: seat 2 defends against 8S 8D 8H. */
export const e1Defence = (): GameState =>
  play(
    e1Start(),
    { type: 'lead', seat: 1, cards: ['8D', '8S'] },
    { type: 'lead', seat: 0, cards: ['8H'] },
  );
