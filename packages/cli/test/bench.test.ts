// `kaschlan bench` plays the yardstick's games exactly: the same totalActions and draws as
// the C yardstick (shared/yardstick) for every preset and player count. Timing is not
// checked here (npm run bench measures it).

import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const bin = resolve(__dirname, '../bin/kaschlan.js');
const source = resolve(__dirname, '../../../../shared/yardstick');
const available = existsSync(join(source, 'kaschlan.c'));
if (!available) console.warn(`bench cross-check skipped: no ${source}/kaschlan.c`);

const bench = (args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [bin, 'bench', ...args]).toString());

describe.skipIf(!available)('kaschlan bench plays the yardstick games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yardstick-'));
  if (available) {
    cpSync(source, dir, { recursive: true });
    execFileSync('make', ['-s', '-C', dir, 'kaschlan-yardstick']);
  }
  const yardstick = (args: string[]) =>
    JSON.parse(execFileSync(join(dir, 'kaschlan-yardstick'), ['bench', ...args]).toString());

  const configs: [string, number, string][] = [];
  for (const preset of ['illig', 'wikipedia-de', 'pack52', 'pack24'])
    for (let players = 2; players <= 5; players++)
      if (preset !== 'pack24' || players < 5) configs.push([preset, players, '1']);
  configs.push(['wikipedia-de', 4, '0'], ['illig', 3, '0']);

  test.each(configs)(
    '%s, %i players, mustBeat %s: same totalActions and draws',
    (preset, players, mustBeat) => {
      const args = [
        '--players',
        String(players),
        '--preset',
        preset,
        '--games',
        '3000',
        '--seed',
        '77',
        '--must-beat',
        mustBeat,
      ];
      const ours = bench(args);
      const theirs = yardstick(args);
      expect(ours.totalActions).toBe(theirs.totalActions);
      expect(ours.drawn).toBe(theirs.drawn);
      expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    },
  );
});

describe('kaschlan bench refuses bad arguments', () => {
  test.each([
    [['--players', '6']],
    [['--preset', 'pack24', '--players', '5']],
    [['--preset', 'skat']],
    [['--games', 'many']],
    [['--games', '0']],
    [['--seed', '4294967296']],
    [['--must-beat', '2']],
    [['--players']],
  ])('%j exits 2 with an error', (args) => {
    const r = spawnSync(process.execPath, [bin, 'bench', ...args], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error).toEqual(expect.any(String));
  });
});
