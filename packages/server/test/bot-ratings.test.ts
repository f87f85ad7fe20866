// The bots' fixed ratings: read from docs/ladder-ratings.json (the ladder's measurement),
// unmeasured player counts filled in as bot-ratings.ts says, a broken file → the fallback.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  BotRatings,
  botRating,
  FALLBACK,
  LADDER_FILE,
  nearestLevel,
} from '../src/ratings/bot-ratings';

const silent = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_o: object, m?: string) => void warnings.push(m ?? '') } };
};

describe("the bots' ratings", () => {
  test('measured counts are the ladder file as written', () => {
    const file = JSON.parse(readFileSync(LADDER_FILE, 'utf8'));
    const { log, warnings } = silent();
    const ratings = BotRatings.load(LADDER_FILE, log);
    expect(warnings).toEqual([]);
    expect(ratings.rating('normal', 2)).toEqual({
      mu: file.ratings['2'].normal.mu,
      sigma: file.ratings['2'].normal.sigma,
    });
    expect(ratings.rating('hard', 4).mu).toBe(file.ratings['4'].hard.mu);
  });

  test('3 players interpolate 2 and 4; 5 players take 4; a level unmeasured at 4 takes 2', () => {
    const ratings = BotRatings.load(LADDER_FILE, silent().log);
    const two = ratings.rating('easy', 2);
    const four = ratings.rating('easy', 4);
    expect(ratings.rating('easy', 3).mu).toBeCloseTo((two.mu + four.mu) / 2, 10);
    expect(ratings.rating('easy', 5)).toEqual(four);
  });

  test('a level the ladder did not play at a count (0 deals) takes its nearest measured count', () => {
    const file = JSON.parse(readFileSync(LADDER_FILE, 'utf8'));
    file.ratings['4'].expert = { mu: 25, sigma: 25 / 3, conservative: 0, deals: 0 };
    const dir = mkdtempSync(join(tmpdir(), 'ladder-'));
    const unplayed = join(dir, 'expert-unplayed-at-4.json');
    writeFileSync(unplayed, JSON.stringify(file));
    const { log, warnings } = silent();
    const ratings = BotRatings.load(unplayed, log);
    expect(warnings).toEqual([]);
    expect(ratings.rating('expert', 4)).toEqual(ratings.rating('expert', 2));
    expect(ratings.rating('expert', 3)).toEqual(ratings.rating('expert', 2));
  });

  test('levels are ordered weakest first and the nearest level is found', () => {
    for (const players of [2, 3, 4, 5]) {
      expect(botRating('easy', players).mu).toBeLessThan(botRating('normal', players).mu);
      expect(botRating('normal', players).mu).toBeLessThan(botRating('hard', players).mu);
      expect(nearestLevel(botRating('normal', players).mu + 0.1, players)).toBe('normal');
      expect(nearestLevel(botRating('hard', players).mu, players)).toBe('hard');
      expect(nearestLevel(0, players)).toBe('easy');
      // The top of the scale is whichever level measured highest there (expert is not
      // measurably above hard, BOTS.md, so at some counts it measures below).
      const top = (['easy', 'normal', 'hard', 'expert'] as const).reduce((a, b) =>
        botRating(b, players).mu > botRating(a, players).mu ? b : a,
      );
      expect(nearestLevel(100, players)).toBe(top);
    }
  });

  test('a missing or broken file warns and falls back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ladder-'));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"ratings": {"2": {"easy": {"mu": "x"}}}}');
    for (const file of [join(dir, 'missing.json'), broken]) {
      const { log, warnings } = silent();
      const ratings = BotRatings.load(file, log);
      expect(warnings).toHaveLength(1);
      expect(ratings.rating('hard', 2)).toEqual(FALLBACK[2]!.hard);
      expect(ratings.rating('hard', 5)).toEqual(FALLBACK[4]!.hard);
    }
  });
});
