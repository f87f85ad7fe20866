// RULES.md's worked example E1 as real engine states, for the unit tests of what the page
// reads from views (the legal list, the prompt, the log).

import { type Action, apply, type GameState, newGame } from '@kaschlan/engine';
import { E1_DECK } from '../../../engine/test/helpers';

export { e1Bout } from '../../../engine/test/helpers';

export function e1Start(): GameState {
  const r = newGame({ players: 3, dealer: 0, deck: E1_DECK });
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

/** E1 after step 5: seat 2 self-attacked 8C with AC, beat 8D and 8H; nothing he holds beats 8S. */
export const e1MustTake = (): GameState =>
  play(
    e1Defence(),
    { type: 'selfAttack', seat: 2, card: '8C', with: 'AC' },
    { type: 'beat', seat: 2, attack: '8D', with: 'KD' },
    { type: 'beat', seat: 2, attack: '8H', with: 'JH' },
  );
