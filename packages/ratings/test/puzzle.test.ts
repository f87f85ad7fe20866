// ratePuzzle (issue 25): an attempt rated as a match between the player and the puzzle.

import { describe, expect, test } from 'vitest';
import { INITIAL_RATING, ratePuzzle } from '../src/index';

describe('ratePuzzle', () => {
  test('solving raises the player and lowers the puzzle', () => {
    const r = ratePuzzle(INITIAL_RATING, INITIAL_RATING, true);
    expect(r.player.mu).toBeGreaterThan(INITIAL_RATING.mu);
    expect(r.puzzle.mu).toBeLessThan(INITIAL_RATING.mu);
    expect(r.player.sigma).toBeLessThan(INITIAL_RATING.sigma);
  });

  test('failing lowers the player and raises the puzzle', () => {
    const r = ratePuzzle(INITIAL_RATING, INITIAL_RATING, false);
    expect(r.player.mu).toBeLessThan(INITIAL_RATING.mu);
    expect(r.puzzle.mu).toBeGreaterThan(INITIAL_RATING.mu);
  });

  test('a hard puzzle solved moves the player more than an easy one', () => {
    const hard = { mu: 35, sigma: 3 };
    const easy = { mu: 15, sigma: 3 };
    const gainHard = ratePuzzle(INITIAL_RATING, hard, true).player.mu - INITIAL_RATING.mu;
    const gainEasy = ratePuzzle(INITIAL_RATING, easy, true).player.mu - INITIAL_RATING.mu;
    expect(gainHard).toBeGreaterThan(gainEasy);
    expect(gainEasy).toBeGreaterThan(0);
  });
});
