// `kaschlan ladder`: its schedule (line-ups, deal sets, what is left to play), its
// arguments, and a tiny run that writes a results file and resumes without replaying a
// finished deal. No strength is asserted: a handful of deals orders nothing reliably.

import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ladderCommand, parseLadderArgs } from '../src/ladder';
import { chunksToPlay, dealKey, type LadderPlan, lineupsFor } from '../src/ladder-plan';
import type { LadderDeal, LadderSummary } from '../src/ladder-results';

describe('line-ups: the levels seated as evenly as possible', () => {
  test.each([
    [['a', 'b'], 2, [['a', 'b']]],
    [
      ['a', 'b', 'c'],
      2,
      [
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'c'],
      ],
    ],
    [['a', 'b', 'c'], 3, [['a', 'b', 'c']]],
    [['a', 'b'], 4, [['a', 'b', 'a', 'b']]],
    [
      ['a', 'b'],
      3,
      [
        ['a', 'b', 'a'],
        ['a', 'b', 'b'],
      ],
    ],
    [
      ['a', 'b', 'c'],
      4,
      [
        ['a', 'b', 'c', 'a'],
        ['a', 'b', 'c', 'b'],
        ['a', 'b', 'c', 'c'],
      ],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      4,
      [
        ['a', 'b', 'c', 'd'],
        ['a', 'b', 'c', 'e'],
        ['a', 'b', 'd', 'e'],
        ['a', 'c', 'd', 'e'],
        ['b', 'c', 'd', 'e'],
      ],
    ],
  ])('%j at %d players', (levels, players, expected) => {
    expect(lineupsFor(levels, players)).toEqual(expected);
  });
});

describe('what is left to play', () => {
  const plan: LadderPlan = {
    preset: 'illig',
    seed: 1,
    levels: ['random', 'easy', 'normal'],
    players: [2, 3],
    deals: 4,
  };

  test('whole deal sets, round by round over every line-up', () => {
    const chunks = chunksToPlay(plan, new Set());
    const summary = chunks.map((c) => `${c.config.lineup.join(',')} ${c.from}-${c.to}`);
    expect(summary).toEqual([
      'random,easy 0-2',
      'random,normal 0-2',
      'easy,normal 0-2',
      'random,easy,normal 0-3',
      'random,easy 2-4',
      'random,normal 2-4',
      'easy,normal 2-4',
      'random,easy,normal 3-6',
    ]);
  });

  test('finished deals are left out; a half-played deal set plays only its missing deals', () => {
    const done = new Set([
      dealKey(2, ['random', 'easy'], 0),
      dealKey(2, ['random', 'easy'], 1),
      dealKey(3, ['random', 'easy', 'normal'], 4),
    ]);
    const chunks = chunksToPlay(plan, done).map(
      (c) => `${c.config.lineup.join(',')} ${c.from}-${c.to}`,
    );
    expect(chunks).not.toContain('random,easy 0-2');
    expect(chunks).toContain('random,easy,normal 3-4');
    expect(chunks).toContain('random,easy,normal 5-6');
  });
});

describe('kaschlan ladder refuses bad arguments', () => {
  test.each([
    [['--levels', 'random,grandmaster'], /unknown level "grandmaster"/],
    [['--levels', 'random'], /at least two levels/],
    [['--levels', 'easy,easy'], /names a level twice/],
    [['--players', '2,6'], /--players 6: .*2 to 5 players/],
    [['--players', 'two'], /--players takes player counts/],
    [['--players', '2,2'], /names 2 twice/],
    [['--deals', '0'], /--deals must be at least 1/],
    [['--threads', '0'], /--threads takes 1 to 256/],
    [['--preset', 'skat'], /unknown preset "skat"/],
    [['--fast'], /unknown option --fast/],
  ])('%j: %s', (args, message) => {
    expect(parseLadderArgs(args)).toMatch(message);
  });

  test('defaults: every level at 2-5 players, results in data/, ratings in docs/', () => {
    expect(parseLadderArgs([])).toMatchObject({
      levels: ['random', 'easy', 'normal', 'hard', 'expert'],
      players: [2, 3, 4, 5],
      out: 'data/ladder.jsonl',
      summary: 'docs/ladder-ratings.json',
      seed: 1,
    });
  });

  test('the command: --help on stdout through bin/kaschlan.js', () => {
    const bin = resolve(__dirname, '../bin/kaschlan.js');
    const r = spawnSync(process.execPath, [bin, 'ladder', '--help'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('usage: kaschlan ladder');
  });
});

/** A stream that keeps what is written to it. */
function sink(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = '';
  const stream = {
    isTTY: false,
    write: (s: string) => {
      text += s;
      return true;
    },
  } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

async function ladder(args: string[]) {
  const out = sink();
  const err = sink();
  const status = await ladderCommand(args, out.stream, err.stream);
  return { status, out: out.text(), err: err.text() };
}

const readDeals = (path: string): LadderDeal[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('}')) // not the half line a killed run left
    .map((line) => JSON.parse(line) as LadderDeal);

describe('a tiny ladder: random against easy, 2 players, 1 thread', () => {
  test('writes its results and summary, and resumes without replaying a finished deal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kaschlan-ladder-'));
    const out = join(dir, 'ladder.jsonl');
    const summaryPath = join(dir, 'ratings.json');
    const args = (deals: number) => [
      ...['--levels', 'random,easy', '--players', '2', '--deals', String(deals)],
      ...['--threads', '1', '--out', out, '--summary', summaryPath],
    ];

    const first = await ladder(args(4));
    expect(first.status).toBe(0);
    expect(first.err).toContain('0 deal(s) of these levels already in');
    const deals = readDeals(out);
    expect(deals.map((d) => d.k)).toEqual([0, 1, 2, 3]);
    for (const d of deals) {
      expect(d.lineup).toEqual(['random', 'easy']);
      expect([...d.seats].sort()).toEqual(['easy', 'random']);
      // R6.2: at 2 players, one goes out first (rank 0) and the other is the Kaschlan.
      expect([...d.ranks].sort()).toEqual([0, 1]);
      expect(d.ranks[d.loser!]).toBe(1);
    }
    // Duplicate deals: each deck is played twice with the seats swapped.
    expect(deals[0]!.seats).toEqual([...deals[1]!.seats].reverse());

    const summary = JSON.parse(readFileSync(summaryPath, 'utf8')) as LadderSummary;
    expect(summary).toMatchObject({ seed: 1, preset: 'illig', deals: 4, dealsPerLineup: 4 });
    expect(summary.command).toContain('kaschlan ladder --levels random,easy --players 2');
    for (const table of [summary.ratings['2']!, summary.ratings['all']!])
      for (const level of ['random', 'easy']) {
        const r = table[level]!;
        expect(r.deals).toBe(4);
        expect(r.sigma).toBeLessThan(25 / 3);
        expect(r.conservative).toBeCloseTo(r.mu - 3 * r.sigma, 2);
      }
    expect(first.out).toMatch(/^players +level +μ +σ +μ − 3σ +deals\n/);

    // The same command again plays nothing and rates the same deals the same way.
    const again = await ladder(args(4));
    expect(again.err).toContain('4 deal(s) of these levels already in');
    expect(again.err).toContain('0 to play');
    expect(readDeals(out)).toHaveLength(4);
    expect(again.out).toBe(first.out);

    // A run killed while writing leaves half a line: it is skipped, and more deals continue
    // from deal 4 on a fresh line.
    appendFileSync(out, '{"preset":"illig","se');
    const more = await ladder(args(6));
    expect(more.err).toContain('1 unreadable line(s)');
    expect(more.err).toContain('4 deal(s) of these levels already in');
    expect(more.err).toContain('2 to play');
    const after = readDeals(out);
    expect(after.map((d) => d.k)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(readFileSync(out, 'utf8').split('\n')).toContain('{"preset":"illig","se');
    expect(after.slice(0, 4)).toEqual(deals);

    // A ladder over more levels rates the deals already played among them.
    const wider = await ladder([
      ...['--levels', 'random,easy,normal', '--players', '2', '--rate-only'],
      ...['--out', out, '--summary', summaryPath],
    ]);
    expect(wider.err).toContain('6 deal(s) of these levels already in');
    const ratings = (JSON.parse(readFileSync(summaryPath, 'utf8')) as LadderSummary).ratings['2']!;
    expect([ratings['random']!.deals, ratings['easy']!.deals, ratings['normal']!.deals]).toEqual([
      6, 6, 0,
    ]);
  });
});
