// `kaschlan puzzles`: the command as a user runs it. The set is the first --count puzzles
// of the seed's deals, each re-verified before it is written, the same on any worker count.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type PuzzleSet, verifyPuzzle } from '@kaschlan/bots/puzzles';
import { describe, expect, test } from 'vitest';
import { parsePuzzlesArgs } from '../src/puzzles/index';

const bin = resolve(__dirname, '../bin/kaschlan.js');

function puzzles(args: string[]) {
  const r = spawnSync(process.execPath, [bin, 'puzzles', ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('kaschlan puzzles refuses bad arguments', () => {
  test.each([
    [['--players', '6'], /--players takes counts from 2 to 5 \(R2\.1\)/],
    [['--players', '5', '--preset', 'pack24'], /from 2 to 4/],
    [['--preset', 'skat'], /unknown preset "skat"/],
    [['--workers', '0'], /--workers takes 1 to 64/],
    [['--count', 'many'], /--count takes a whole number/],
  ])('%j', (args, message) => {
    const parsed = parsePuzzlesArgs(args);
    expect(typeof parsed).toBe('string');
    expect(parsed).toMatch(message);
  });
});

describe('kaschlan puzzles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'puzzles-'));
  const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as PuzzleSet;

  test('the same set on one worker and on two, each puzzle holding', () => {
    const one = puzzles([
      '--count',
      '6',
      '--seed',
      '3',
      '--workers',
      '1',
      '--out',
      join(dir, '1.json'),
    ]);
    expect(one.status).toBe(0);
    expect(one.err).toMatch(/6\/6 puzzles/);
    const two = puzzles([
      '--count',
      '6',
      '--seed',
      '3',
      '--workers',
      '2',
      '--out',
      join(dir, '2.json'),
    ]);
    expect(two.status).toBe(0);
    const a = read('1.json');
    expect(a.command).toBe(
      `kaschlan puzzles --count 6 --seed 3 --workers 1 --out ${join(dir, '1.json')}`,
    );
    expect(a.puzzles).toHaveLength(6);
    expect(read('2.json').puzzles).toEqual(a.puzzles);
    for (const p of a.puzzles) expect(verifyPuzzle(p)).toBeNull();
    expect(new Set(a.puzzles.map((p) => p.id)).size).toBe(6);
  });

  test('another seed, another set', () => {
    const r = puzzles(['--count', '2', '--seed', '4', '--workers', '1']);
    expect(r.status).toBe(0);
    const set = JSON.parse(r.out) as PuzzleSet;
    expect(set.puzzles.map((p) => p.record.seed)).not.toEqual(
      read('1.json')
        .puzzles.slice(0, 2)
        .map((p) => p.id),
    );
  });
});
