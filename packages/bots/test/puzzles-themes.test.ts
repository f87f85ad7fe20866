// A puzzle's themes read from its solution (themes.ts, docs/PUZZLES.md "Themes"): here the
// `counting` theme on endgames built by hand. With the talon empty (R2.2), a card of the
// pack in neither hand has been played: it lies on the discard pile (R4.5).

import { actionOf } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { findPuzzle, type Solution, themesOf } from '../src/puzzles/index';
import { game } from './helpers';

/** Hearts trumps; seat 1 (forehand of dealer 0) attacks seat 0, who holds 9H and 10H. */
function endgame(attacker: string[]) {
  const s = game({
    preset: 'illig',
    players: 2,
    dealer: 0,
    hands: [['9H', '10H'], attacker],
    talon: [],
    trump: 'H',
  });
  const found = findPuzzle(s.pos);
  if (found === null || found === 'capped') throw new Error('no puzzle');
  return { solution: found as Solution, themes: themesOf(s.pos, found, 32) };
}

describe('counting the cards left (R1.3, R1.4, R4.3, R5.3)', () => {
  test('AH led is safe only because the Queen of Diamonds was discarded: counting', () => {
    // Only the Kaschlan beats the Ace of trumps (R1.3), and it is gone: the defender's 9H
    // and 10H cannot beat AH, he must take (R4.3), and knowing that takes counting.
    const { solution, themes } = endgame(['AH', '8C']);
    expect(actionOf(solution.steps[0]!.code)).toEqual({ type: 'lead', seat: 1, cards: ['AH'] });
    expect(themes).toContain('unbeatable-lead');
    expect(themes).toContain('counting');
  });

  test('the same lead, safe because he holds the Queen of Diamonds himself: not counting', () => {
    // The one card that beats AH is in his own hand: he sees it, nothing to count.
    const { solution, themes } = endgame(['AH', 'QD', '8C']);
    expect(actionOf(solution.steps[0]!.code)).toEqual({ type: 'lead', seat: 1, cards: ['AH'] });
    expect(themes).toContain('unbeatable-lead');
    expect(themes).not.toContain('counting');
  });
});
