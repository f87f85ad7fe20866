// `kaschlan train-value`: the arguments are checked, the positions are labelled by the exact
// solver and split by deal, training lowers the loss, the same seed gives the same weights,
// and a tiny run writes a weights module the bots can read. No strength is asserted here:
// the figures of the shipped net are in docs/BOTS.md.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { netSize, seatingFor, TALON_LEFT } from '@kaschlan/bots';
import { PRESETS } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { generate } from '../src/train-value/generate';
import { parseTrainValueArgs } from '../src/train-value/index';
import { generateOver, teacherSeating } from '../src/train-value/pool';
import { initParams, judge, train } from '../src/train-value/train';

const bin = resolve(__dirname, '../bin/kaschlan.js');
const gen = {
  rules: PRESETS.illig,
  players: [2],
  deals: 0,
  seed: 5,
  eps: 0.1,
  keep: 0.5,
  maxNodes: 200_000,
  talon: 1,
  orders: 1,
};
const topts = { hidden1: 8, hidden2: 4, epochs: 3, batch: 32, rate: 0.005, seed: 5, talon: 1 };

describe('train-value', () => {
  test('refuses bad arguments with a sentence', () => {
    expect(parseTrainValueArgs(['--players', '5'])).toMatch(/2 to 4/);
    expect(parseTrainValueArgs(['--hidden', '64'])).toMatch(/two sizes/);
    expect(parseTrainValueArgs(['--preset', 'nope'])).toMatch(/unknown preset/);
    expect(parseTrainValueArgs(['--deals', '0'])).toMatch(/at least 1/);
    expect(parseTrainValueArgs(['--talon', '8'])).toMatch(/1 to 7 cards/);
    expect(parseTrainValueArgs(['--orders', '0'])).toMatch(/1 to 64/);
    expect(parseTrainValueArgs(['--talon', '3', '--teacher', 'nobody'])).toMatch(/no seating/);
    expect(parseTrainValueArgs(['--teacher', 'normal'])).toMatch(/give --talon/);
    expect(parseTrainValueArgs(['--teacher-iterations', '100'])).toMatch(/for a --teacher/);
    expect(
      parseTrainValueArgs(['--talon', '3', '--teacher', 'hard', '--teacher-iterations', '0']),
    ).toMatch(/1 to 1000000/);
    expect(parseTrainValueArgs(['--workers', '0'])).toMatch(/1 to 256/);
    expect(parseTrainValueArgs(['--search-labels', '100'])).toMatch(/for a --teacher/);
  });

  test("a teacher plays by iterations, its own or --teacher-iterations', never the clock", () => {
    expect(teacherSeating('hard', null).budget).toEqual({ iterations: 12_000 });
    expect(teacherSeating('hard', 500).budget).toEqual({ iterations: 500 });
    expect(() => teacherSeating('nobody', null)).toThrow(/no seating/);
  });

  test('--from-talon 2 keeps exactly the longer talons of the run without it', () => {
    const taught = { ...gen, talon: 3, teacher: seatingFor('normal')! };
    const all = generate(taught, 0, 30).data;
    const longer = generate({ ...taught, fromTalon: 2 }, 0, 30).data;
    const talonOf = (d: typeof all, k: number) =>
      d.feats.subarray(d.start[k]!, d.start[k + 1]!).find((i) => i >= TALON_LEFT)! - TALON_LEFT;
    const want: number[] = [];
    for (let k = 0; k < all.size; k++) if (talonOf(all, k) >= 2) want.push(all.label[k]!);
    expect(longer.size).toBe(want.length);
    expect(longer.size).toBeGreaterThan(5);
    for (let k = 0; k < longer.size; k++) expect(talonOf(longer, k)).toBeGreaterThanOrEqual(2);
    expect([...longer.label.subarray(0, longer.size)]).toEqual(want);
    expect(parseTrainValueArgs(['--talon', '3', '--from-talon', '4'])).toMatch(/0 to --talon/);
  });

  test("--search-labels: the longer talons labelled by a search from the mover's view, the endgame by solves", () => {
    const taught = { ...gen, talon: 3, teacher: seatingFor('normal')! };
    const outcomes = generate(taught, 0, 12).data;
    const searched = generate({ ...taught, searchLabels: 60 }, 0, 12).data;
    const again = generate({ ...taught, searchLabels: 60 }, 0, 12).data;
    // The same deals and positions: only the longer talons' labels change.
    expect(searched.size).toBe(outcomes.size);
    const n = outcomes.start[outcomes.size]!;
    expect([...searched.feats.subarray(0, n)]).toEqual([...outcomes.feats.subarray(0, n)]);
    const talonOf = (d: typeof outcomes, k: number) =>
      d.feats.subarray(d.start[k]!, d.start[k + 1]!).find((i) => i >= TALON_LEFT)! - TALON_LEFT;
    let longer = 0;
    let between = 0;
    for (let k = 0; k < outcomes.size; k++) {
      const y = searched.label[k]!;
      if (talonOf(outcomes, k) < 2) {
        expect(y).toBe(outcomes.label[k]); // the endgame's exact solve (R2.2: every card known)
        continue;
      }
      longer++;
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
      if (y > 0 && y < 1 && y !== 0.5) between++;
    }
    expect(longer).toBeGreaterThan(5);
    // A search's estimate, not a deal's outcome (1, 1/2 or 0).
    expect(between).toBeGreaterThan(longer / 2);
    // Seeded: the same run gives the same labels.
    expect([...again.label.subarray(0, again.size)]).toEqual([
      ...searched.label.subarray(0, searched.size),
    ]);
  });

  test('the same data on two worker threads as in one thread, in deal order', async () => {
    const spec = {
      ...gen,
      talon: 3,
      teacher: 'normal',
      teacherIterations: null,
      keepPositions: true,
    };
    const one = await generateOver(spec, 0, 30, 1);
    let ticks = 0;
    const two = await generateOver(spec, 0, 30, 2, () => ticks++);
    expect(ticks).toBe(30);
    expect(two.data.size).toBe(one.data.size);
    expect(one.data.size).toBeGreaterThan(20);
    const n = one.data.start[one.data.size]!;
    expect([...two.data.start.subarray(0, one.data.size + 1)]).toEqual([
      ...one.data.start.subarray(0, one.data.size + 1),
    ]);
    expect([...two.data.feats.subarray(0, n)]).toEqual([...one.data.feats.subarray(0, n)]);
    expect([...two.data.label.subarray(0, one.data.size)]).toEqual([
      ...one.data.label.subarray(0, one.data.size),
    ]);
    // The held-out check's positions, made Positions again after the crossing.
    expect(two.positions.map((p) => [p.toAct, p.tpos, p.cnt[0], p.handLo[0]])).toEqual(
      one.positions.map((p) => [p.toAct, p.tpos, p.cnt[0], p.handLo[0]]),
    );
  });

  test("a teacher's self-play labels the longer talons by how the deal ended", () => {
    const normal = seatingFor('normal')!;
    const taught = { ...gen, talon: 3, teacher: normal };
    const a = generate(taught, 0, 40).data;
    let longer = 0;
    for (let k = 0; k < a.size; k++) {
      // An outcome (or an endgame's exact solve): 0, 1/2 or 1, never a mean.
      expect([0, 0.5, 1]).toContain(a.label[k]);
      const ins = a.feats.subarray(a.start[k]!, a.start[k + 1]!);
      if (ins.some((i) => i >= TALON_LEFT + 2 && i < TALON_LEFT + 8)) longer++;
    }
    expect(longer).toBeGreaterThan(10);
    expect([...generate(taught, 0, 40).data.label.subarray(0, a.size)]).toEqual([
      ...a.label.subarray(0, a.size),
    ]);
  });

  test('reaching longer talons: labels are means of solves over orders, the endgame the same', () => {
    // A talon of 3 (two orders of its two unseen cards): solves of longer ones cost more.
    const further = { ...gen, talon: 3, orders: 2 };
    const a = generate(further, 0, 40).data;
    const endgame = generate(gen, 0, 40).data;
    expect(a.size).toBeGreaterThan(endgame.size);
    // Each label a mean of two solves, each 0, 1/2 or 1: a multiple of 1/4.
    for (let k = 0; k < a.size; k++) {
      const y = a.label[k]!;
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
      expect(Math.abs(y * 4 - Math.round(y * 4))).toBeLessThan(1e-5);
    }
    // The endgame's positions (exact labels) are the ones a talon-1 run keeps, in order:
    // the longer talons' choices draw from a stream of their own.
    const exact = [...a.label.subarray(0, a.size)].filter((_, k) => {
      const ins = [...a.feats.subarray(a.start[k]!, a.start[k + 1]!)];
      return !ins.some((i) => i >= TALON_LEFT + 2 && i < TALON_LEFT + 8);
    });
    expect(exact).toEqual([...endgame.label.subarray(0, endgame.size)]);
    expect([...generate(further, 0, 40).data.label.subarray(0, a.size)]).toEqual([
      ...a.label.subarray(0, a.size),
    ]);
    const x = train({ ...topts, talon: 3 }, a, a);
    expect(x.length).toBe(netSize(8, 4, 3));
  });

  test('labels positions with the exact values 0, 1/2 or 1, the same from the same seed', () => {
    const a = generate(gen, 0, 60).data;
    const b = generate(gen, 0, 60).data;
    expect(a.size).toBeGreaterThan(50);
    expect([...a.label.subarray(0, a.size)]).toEqual([...b.label.subarray(0, b.size)]);
    for (let k = 0; k < a.size; k++) expect([0, 0.5, 1]).toContain(a.label[k]);
  });

  test('training lowers the held-out loss and is reproducible', () => {
    const trainSet = generate(gen, 0, 200).data;
    const held = generate(gen, 200, 260).data;
    const before = judge(initParams(topts), topts, held).loss;
    const x = train(topts, trainSet, held);
    expect(x.length).toBe(netSize(8, 4));
    expect(judge(x, topts, held).loss).toBeLessThan(before);
    expect([...train(topts, trainSet, held)]).toEqual([...x]);
  });

  test('a tiny run writes a weights module with its command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'train-value-'));
    const file = join(dir, 'value-weights.ts');
    const r = spawnSync(
      process.execPath,
      [
        bin,
        'train-value',
        '--deals',
        '40',
        '--held-out',
        '20',
        '--epochs',
        '1',
        '--hidden',
        '4,2',
        '--check',
        '20',
        '--playouts',
        '10',
        '--write',
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(
      'npx kaschlan train-value --deals 40 --held-out 20 --epochs 1 --hidden 4,2',
    );
    expect(text).toContain('export const VALUE_NET: ValueNet = netFromFlat(');
    expect(text).toMatch(/right side of 1\/2: net/);
  });
});
