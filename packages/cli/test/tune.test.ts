// `kaschlan tune`: SPSA finds the minimum of a noisy function, the arguments are checked,
// and a tiny run writes weights the bots can read. No strength is asserted: the figures of
// a real tuning are in docs/BOTS.md, measured by the arena.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { WEIGHT_NAMES } from '@kaschlan/bots';
import { describe, expect, test } from 'vitest';
import { activeWeights, parseTuneArgs } from '../src/tune/index';
import { spsa } from '../src/tune/spsa';

const bin = resolve(__dirname, '../bin/kaschlan.js');

describe('spsa', () => {
  test('finds the minimum of a noisy quadratic in several dimensions', () => {
    const target = [3, -2, 0.5, 7];
    let state = 1;
    const f = (x: Float64Array) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const e = (state / 2 ** 32 - 0.5) * 0.5; // noise, ±0.25
      return x.reduce((s, v, i) => s + (v - target[i]!) ** 2, 0) + e;
    };
    const result = spsa(
      [0, 0, 0, 0],
      { iterations: 2000, a: 1, c: 0.5, scales: [1, 1, 1, 1], maxStep: 1, seed: 4 },
      (plus, minus) => [f(plus), f(minus)],
    );
    for (const [i, t] of target.entries()) expect(Math.abs(result[i]! - t)).toBeLessThan(0.3);
  });

  test('a step moves each parameter at most maxStep of its scale', () => {
    const seen: number[][] = [];
    spsa(
      [0, 0],
      { iterations: 10, a: 1000, c: 1, scales: [2, 0.1], maxStep: 1, seed: 1 },
      (plus) => [plus[0]! * 1e6, 0],
      ({ theta }) => seen.push([...theta]),
    );
    let prev = [0, 0];
    for (const t of seen) {
      expect(Math.abs(t[0]! - prev[0]!)).toBeLessThanOrEqual(2 + 1e-9);
      expect(Math.abs(t[1]! - prev[1]!)).toBeLessThanOrEqual(0.1 + 1e-9);
      prev = t;
    }
  });
});

describe('kaschlan tune arguments', () => {
  test.each([
    [['--players', '6'], /--players: Kaschlan is played by 2 to 5 players/],
    [['--against', 'expert'], /--against takes random, hand-made or tuned/],
    [['--from', 'random'], /--from takes hand-made or tuned/],
    [['--iterations', '2'], /at least 4/],
    [['--preset', 'skat'], /unknown preset "skat"/],
    [['--decks', 'many'], /--decks takes a whole number/],
  ])('%j is refused: %s', (args, problem) => {
    expect(parseTuneArgs(args)).toMatch(problem);
  });

  test('a coachman’s cost is tuned only where coachmen are played (R3.5)', () => {
    const coachman = WEIGHT_NAMES.indexOf('coachman');
    const illig = parseTuneArgs([]);
    const de = parseTuneArgs(['--preset', 'wikipedia-de']);
    if (typeof illig === 'string' || typeof de === 'string') throw new Error('parse');
    expect(activeWeights(illig.rules)[coachman]).toBe(false);
    expect(activeWeights(de.rules)[coachman]).toBe(true);
  });
});

test('a tiny run writes every weight, with the command and its check, as a module', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'tune-')), 'weights.ts');
  const args = ['tune', '--iterations', '8', '--decks', '5', '--check-decks', '20', '--write', out];
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  const printed = JSON.parse(run.stdout.split('\n')[0]!) as { weights: Record<string, number> };
  const text = readFileSync(out, 'utf8');
  expect(text).toContain('npx kaschlan tune --iterations 8 --decks 5 --check-decks 20');
  expect(text).toMatch(/check, 4 players, tuned among random: lost \d+ of 80 deals/);
  const mod = (await import(out)) as { TUNED_VALUES: Record<string, number> };
  expect(Object.keys(mod.TUNED_VALUES)).toEqual([...WEIGHT_NAMES]);
  for (const name of WEIGHT_NAMES)
    expect(mod.TUNED_VALUES[name]).toBeCloseTo(printed.weights[name]!, 2);
}, 60_000);
