// `kaschlan arena`: the command as a user runs it, and its parts (duplicate rotation,
// places, the Wilson interval).

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type Bot, randomBot, registerSeating } from '@kaschlan/bots';
import { describe, expect, test } from 'vitest';
import { deckSeed, lineupAt, playChunk, seatingsOf } from '../src/arena/deals';
import { parseArenaArgs } from '../src/arena/index';
import { chunksOf, runDeals } from '../src/arena/pool';
import { placesOf, wilson } from '../src/arena/stats';

const bin = resolve(__dirname, '../bin/kaschlan.js');

function arena(args: string[]) {
  const r = spawnSync(process.execPath, [bin, 'arena', ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('kaschlan arena refuses bad arguments', () => {
  test.each([
    [[], /--lineup is required/],
    [['--lineup', 'heuristic,nobody'], /unknown bot "nobody".*known: .*heuristic/],
    [
      ['--lineup', 'random,random,random', '--players', '4'],
      /names 3 bots but there are 4 players/,
    ],
    [['--lineup', 'random,random,random,random,random,random'], /2 to 5 players \(R2\.1\)/],
    [['--lineup', 'random,random,random,random,random', '--preset', 'pack24'], /24-card pack/],
    [['--lineup', 'random,random', '--preset', 'skat'], /unknown preset "skat"/],
    [['--lineup', 'random,random', '--deals', '0'], /--deals must be at least 1/],
    [['--lineup', 'random,random', '--deals', 'lots'], /--deals takes a whole number/],
    [['--lineup', 'random,random', '--seed', '4294967296'], /--seed takes a whole number/],
    [['--lineup', 'random,random', '--workers', '0'], /--workers takes 1 to 256/],
    [['--lineup', 'random,random', '--json', 'yes'], /unexpected argument "yes"/],
    [['--lineup'], /--lineup needs a value/],
    [['--lineup', 'random,random', '--fast'], /unknown option --fast/],
  ])('%j: %s', (args, message) => {
    expect(parseArenaArgs(args)).toMatch(message);
  });

  test.each([
    [['--lineup', 'heuristic,nobody']],
    [['--lineup', 'random,random', '--deals', 'lots']],
    [['--players', '9', '--lineup', 'random']],
  ])('the command with %j: exit 2, the message and usage on stderr, no stack trace', (args) => {
    const r = arena(args);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^kaschlan arena: /);
    expect(r.err).toContain('usage: kaschlan arena');
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });

  test('--help prints the usage and exits 0', () => {
    const r = arena(['--help']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('--lineup A,B,...');
  });
});

describe('kaschlan arena --json', () => {
  const args = ['--lineup', 'heuristic,random,random', '--deals', '31', '--seed', '9', '--json'];

  test('exactly one JSON object of the documented shape; deals rounded up to whole sets', () => {
    const r = arena([...args, '--workers', '1']);
    expect(r.status).toBe(0);
    expect(r.err).toContain('--deals 31 rounded up to 33');
    const report = JSON.parse(r.out);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(report)).toEqual([
      'players',
      'preset',
      'lineup',
      'deals',
      'seed',
      'drawn',
      'bots',
    ]);
    expect(report).toMatchObject({
      players: 3,
      preset: 'illig',
      lineup: ['heuristic', 'random', 'random'],
      deals: 33,
      seed: 9,
      drawn: 0,
    });
    expect(report.bots.map((b: { bot: string }) => b.bot)).toEqual(['heuristic', 'random']);
    for (const b of report.bots) {
      expect(Object.keys(b)).toEqual(['bot', 'deals', 'lossRate', 'ci95', 'avgPlace', 'msPerMove']);
      expect(Object.keys(b.msPerMove)).toEqual(['median', 'p95']);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.lossRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.lossRate);
      expect(b.avgPlace).toBeGreaterThanOrEqual(1);
      expect(b.avgPlace).toBeLessThanOrEqual(3);
      expect(b.msPerMove.p95).toBeGreaterThanOrEqual(b.msPerMove.median);
    }
    // A bot in two seats counts both seat-deals; somebody loses every (undrawn) deal.
    expect(report.bots.map((b: { deals: number }) => b.deals)).toEqual([33, 66]);
    const losses = report.bots.reduce(
      (n: number, b: { deals: number; lossRate: number }) => n + Math.round(b.deals * b.lossRate),
      0,
    );
    expect(losses).toBe(33 - report.drawn);
  });

  test('the same seed gives the same numbers with one worker and with two', () => {
    // Everything but the move times (a clock, not a result).
    const strip = (out: string) => {
      const report = JSON.parse(out);
      for (const b of report.bots) b.msPerMove = null;
      return report;
    };
    const one = arena([...args, '--workers', '1']);
    const two = arena([...args, '--workers', '2']);
    expect(two.status).toBe(0);
    expect(strip(two.out)).toEqual(strip(one.out));
    const other = arena([...args.slice(0, -3), '--seed', '10', '--json', '--workers', '1']);
    expect(strip(other.out).bots).not.toEqual(strip(one.out).bots);
  }, 120_000);

  test('without --json: a table, and no progress bar when stderr is no terminal', () => {
    const r = arena(['--lineup', 'random,heuristic', '--deals', '6', '--workers', '1']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^bot +deals +loss rate +95% CI +avg place/m);
    expect(r.out).toMatch(/^random +6 /m);
    expect(r.err).toBe('');
  });
});

describe('duplicate deals', () => {
  test('over a deal set each line-up entry sits in every seat once, on the same deck', () => {
    for (let players = 2; players <= 5; players++)
      for (let set = 0; set < 3; set++) {
        const seatsOf = Array.from({ length: players }, () => new Set<number>());
        for (let r = 0; r < players; r++) {
          const k = set * players + r;
          expect(deckSeed(1, k, players)).toBe(deckSeed(1, set * players, players));
          lineupAt(k, players).forEach((entry, seat) => {
            seatsOf[entry]!.add(seat);
          });
        }
        for (const seats of seatsOf) expect(seats.size).toBe(players);
      }
    expect(deckSeed(1, 0, 4)).not.toBe(deckSeed(1, 4, 4));
    expect(deckSeed(1, 0, 4)).not.toBe(deckSeed(2, 0, 4));
  });

  test('played for real: probes sit in every seat equally often, on the same deck per set', () => {
    // Bots that note, per seat, the deal they were dealt: dealer, trump card, own hand.
    const seen: { probe: string; seat: number; deal: string }[] = [];
    const probe = (name: string): Bot => ({
      name,
      choose(request) {
        const { view } = request;
        const deal = view.events[0];
        const seat = view.viewer as number;
        if (deal?.type === 'deal')
          seen.push({
            probe: name,
            seat,
            deal: `${deal.dealer} ${deal.trumpCard} ${deal.hands[seat]}`,
          });
        return randomBot.choose(request);
      },
    });
    for (const name of ['probe-a', 'probe-b', 'probe-c'])
      registerSeating(name, { bot: probe(name), budget: {} });
    const config = {
      players: 3,
      preset: 'illig',
      lineup: ['probe-a', 'probe-b', 'probe-c'],
      seed: 5,
    };
    const chunk = playChunk(config, seatingsOf(config.lineup), 0, 6); // two deal sets
    expect(chunk.records).toHaveLength(6);
    for (const name of config.lineup)
      for (let seat = 0; seat < 3; seat++) {
        // Each probe in each seat once per deal set: two different deals over two sets.
        const deals = new Set(
          seen.filter((x) => x.probe === name && x.seat === seat).map((x) => x.deal),
        );
        expect(deals.size).toBe(2);
      }
    for (let seat = 0; seat < 3; seat++) {
      // Whoever sat in a seat was dealt the same cards there in the same set: two decks.
      const deals = new Set(seen.filter((x) => x.seat === seat).map((x) => x.deal));
      expect(deals.size).toBe(2);
    }
  });

  test('chunks cover every deal once, in whole deal sets', async () => {
    expect(chunksOf(12, 4, 2)).toEqual([
      [0, 4],
      [4, 8],
      [8, 12],
    ]);
    const cs = chunksOf(4000, 4, 2);
    expect(cs[0]![0]).toBe(0);
    expect(cs.at(-1)![1]).toBe(4000);
    for (let i = 1; i < cs.length; i++) expect(cs[i]![0]).toBe(cs[i - 1]![1]);
    const config = { players: 2, preset: 'pack24', lineup: ['random', 'heuristic'], seed: 3 };
    const ticks: number[] = [];
    const r = await runDeals(config, 10, 1, (done) => ticks.push(done));
    expect(r.records).toHaveLength(10);
    expect(ticks.at(-1)).toBe(10);
  });
});

describe('places and the Wilson interval', () => {
  test('places: out order first, the Kaschlan last, a drawn deal shares the rest (R6.7)', () => {
    expect(placesOf(4, [2, 0, 3])).toEqual([2, 4, 1, 3]);
    expect(placesOf(4, [1])).toEqual([3, 1, 3, 3]);
    expect(placesOf(3, [0, 1, 2])).toEqual([1, 2, 3]);
    expect(placesOf(5, [4, 3]).reduce((a, b) => a + b)).toBe(15);
  });

  test.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [25, 100, 0.1755, 0.343],
    [250, 1000, 0.2242, 0.2778],
  ])('%i of %i: [%f, %f]', (k, n, lo, hi) => {
    const [a, b] = wilson(k, n);
    expect(a).toBeCloseTo(lo, 3);
    expect(b).toBeCloseTo(hi, 3);
  });

  test('no trials: the whole range', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
