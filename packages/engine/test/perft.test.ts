// Perft: how many legal action sequences of each length 1..k start from fixed positions.
// Any change to legality (R3-R7) changes some count. The counts were computed once with the
// fast path (cross-checked against the yardstick's legal lists, see yardstick.test.ts) and
// are re-derived here with the fast path, and to depth 3 with the public API.
// A position is a seeded deal (R2.4) and then `skip` actions picked with the engine's PRNG
// (seeded with the deal seed), which reaches the late game (empty talon, R6).

import { describe, expect, test } from 'vitest';
import {
  clonePosition,
  dealPosition,
  legalInto,
  MAX_LEGAL,
  namesOf,
  type Position,
  pick,
  play,
  seedRng,
  shuffledDeal,
} from '../src/fast';
import {
  apply,
  type GameState,
  legalActions,
  newGame,
  PRESETS,
  type PresetName,
  summarize,
} from '../src/index';

type Row = [
  preset: PresetName,
  players: number,
  mustBeat: boolean,
  seed: number,
  skip: number,
  counts: number[],
];

// Sequences of exactly d actions; one that ends the deal (R6.2) earlier has no longer ones.
const TABLE: Row[] = [
  ['illig', 4, true, 1, 0, [5, 14, 33, 85, 283, 794, 2055, 5992]],
  ['illig', 4, true, 2, 0, [5, 12, 29, 105, 244, 700, 2124, 6213, 19838]],
  ['illig', 4, true, 3, 0, [9, 44, 112, 239, 562, 2008, 5573, 14454]],
  ['wikipedia-de', 3, true, 1, 0, [5, 10, 48, 132, 432, 1106, 3432, 11046]],
  ['wikipedia-de', 3, true, 2, 0, [5, 13, 40, 128, 329, 820, 2357, 7605, 24477]],
  ['wikipedia-de', 3, true, 3, 0, [9, 42, 119, 244, 686, 2604, 9630]],
  ['pack52', 2, true, 1, 0, [5, 9, 38, 105, 602, 2843, 10490]],
  ['pack52', 2, true, 2, 0, [5, 5, 27, 46, 256, 872, 2860, 10324]],
  ['pack52', 2, true, 3, 0, [5, 9, 54, 127, 623, 1903, 4839, 16144]],
  ['pack24', 4, true, 1, 0, [5, 12, 29, 69, 244, 697, 1648, 4144, 12380]],
  ['pack24', 4, true, 2, 0, [7, 14, 25, 39, 152, 492, 1222, 3091, 8371, 23359]],
  ['pack24', 4, true, 3, 0, [5, 12, 34, 104, 261, 612, 1683, 4602, 11200, 26500]],
  ['illig', 4, false, 1, 0, [5, 14, 40, 129, 438, 1391, 4769, 17870]],
  ['illig', 4, false, 2, 0, [5, 14, 45, 172, 517, 1843, 6692, 23921]],
  ['illig', 4, false, 3, 0, [9, 44, 129, 444, 1550, 5688, 20698]],
  // Later in the deal: empty talon, players going out, the end.
  ['illig', 4, true, 1, 30, [3, 13, 25, 38, 74, 188, 360, 551, 999, 1729, 2691, 4174]],
  ['wikipedia-de', 3, true, 2, 40, [3, 4, 2, 2, 0]],
  ['wikipedia-de', 5, false, 3, 50, [1, 2, 2, 2, 0]],
  ['pack52', 2, true, 3, 60, [1, 5, 7, 47, 127, 706, 2115, 5757, 14399]],
  ['pack24', 3, false, 4, 25, [2, 4, 7, 7, 11, 24, 55, 138, 472, 1405, 3631, 7626]],
];

const rulesOf = (r: Row) => ({ ...PRESETS[r[0]], mustBeat: r[2] });

/** The row's position on the fast path: deal (R2.3) and `skip` random actions. */
function fastStart(r: Row): Position {
  const rules = rulesOf(r);
  const d = shuffledDeal(rules.pack, r[1], r[3]);
  const p = dealPosition(rules, r[1], d.dealer, d.deck);
  const rng = seedRng(r[3]);
  const buf = new Int32Array(MAX_LEGAL);
  for (let i = 0; i < r[4]; i++) play(p, buf[pick(rng, legalInto(p, buf))]!);
  return p;
}

/** The same position through the public API. */
function apiStart(r: Row): GameState {
  const g = newGame({ preset: r[0], players: r[1], seed: r[3], rules: { mustBeat: r[2] } });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seedRng(r[3]);
  for (let i = 0; i < r[4]; i++) {
    const legal = legalActions(s);
    const next = apply(s, legal[pick(rng, legal.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  return s;
}

const BUFS = Array.from({ length: 16 }, () => new Int32Array(MAX_LEGAL));

function perft(p: Position, depth: number): number {
  const buf = BUFS[depth]!;
  const n = legalInto(p, buf);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const q = clonePosition(p);
    play(q, buf[i]!);
    total += perft(q, depth - 1);
  }
  return total;
}

function perftApi(s: GameState, depth: number): number {
  const legal = legalActions(s);
  if (depth === 1) return legal.length;
  let total = 0;
  for (const a of legal) {
    const next = apply(s, a);
    if (!next.ok) throw new Error(`legal ${JSON.stringify(a)} refused: ${next.error.message}`);
    total += perftApi(next.state, depth - 1);
  }
  return total;
}

const label = (r: Row) => `${r[0]}, ${r[1]} players, mustBeat ${r[2]}, seed ${r[3]}, after ${r[4]}`;

describe('R3-R7: perft counts from fixed positions', () => {
  test.each(TABLE.map((r) => [label(r), r] as const))('%s', (_, r) => {
    const p = fastStart(r);
    const before = clonePosition(p);
    expect(r[5].map((_, i) => perft(p, i + 1))).toEqual(r[5]);
    expect(p, 'perft leaves its position as it was').toEqual(before);
  });

  test.each(TABLE.map((r) => [label(r), r] as const))(
    '%s: the public API counts the same to depth 3',
    (_, r) => {
      const s = apiStart(r);
      const p = fastStart(r);
      expect(summarize(s).hands).toEqual(
        Array.from({ length: r[1] }, (_, i) => namesOf(p.handLo[i]!, p.handHi[i]!)),
      );
      expect(s.pos.toAct).toBe(p.toAct);
      for (let d = 1; d <= Math.min(3, r[5].length); d++)
        expect(perftApi(s, d), `depth ${d}`).toBe(r[5][d - 1]);
    },
  );
});
