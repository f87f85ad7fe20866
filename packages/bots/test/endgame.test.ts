// The exact endgame (endgame.ts) against plain minimax (minimax.ts) on many small endgames
// (the talon empty, two players in) of every preset, reached by random play or dealt
// directly.

import { type GameState, toAct, viewFor } from '@kaschlan/engine';
import { codeOf, isParseProblem, parseAction } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import {
  endgameApplies,
  endgameWorld,
  solveEndgame,
  solvePosition,
  solveWorld,
} from '../src/endgame';
import { game, randomEndgame } from './helpers';
import { afterCode, brute, dealtEndgame, smallTree } from './minimax';

function check(s: GameState, viaView: boolean): void {
  const p = s.pos;
  const viewer = p.toAct;
  const best = brute(p, viewer);
  const solved = solvePosition(p, viewer);
  expect(solved).not.toBeNull();
  expect(solved!.value).toBe(best);
  expect(brute(afterCode(p, solved!.code), viewer)).toBe(best);
  // From the view: the world is the true one, and the result the same. (A dealt endgame
  // leaves most of the pack nowhere, which no view of a real deal can show.)
  if (!viaView) return;
  const view = viewFor(s, viewer);
  expect(endgameApplies(view)).toBe(true);
  const w = endgameWorld(view);
  for (let i = 0; i < p.n; i++) {
    expect(w.handLo[i]).toBe(p.handLo[i]);
    expect(w.handHi[i]).toBe(p.handHi[i]);
  }
  const r = solveEndgame(view);
  expect(r).not.toBeNull();
  expect(r!.value * 2).toBe(best);
  const parsed = parseAction(r!.action);
  if (isParseProblem(parsed)) throw new Error('bad action');
  expect(brute(afterCode(p, codeOf(parsed)), viewer)).toBe(best);
}

describe('endgame solver', () => {
  test('matches brute force on endgames reached by random play', () => {
    let checked = 0;
    for (let seed = 1; checked < 250; seed++) {
      const s = randomEndgame(seed, 7);
      if (s === null) continue;
      check(s, true);
      checked++;
    }
  });

  test('matches brute force once only the face-up trump card is left to draw (R2.2, R5)', () => {
    for (let seed = 1; seed <= 150; seed++) check(dealtEndgame(seed, 1), false);
  });

  test('solves a world whose talon order is placed, 2 and 3 cards to draw (R5), as brute force does', () => {
    let checked = 0;
    for (let seed = 1; checked < 60; seed++) {
      const p = dealtEndgame(seed, 2 + (seed % 2)).pos;
      // The endgame solver keeps to its ground: a card nobody has seen is not its to place.
      expect(solvePosition(p, p.toAct)).toBeNull();
      if (!smallTree(p, 40_000)) continue; // brute force is exponential
      const viewer = p.toAct;
      const best = brute(p, viewer);
      const solved = solveWorld(p, viewer);
      expect(solved).not.toBeNull();
      expect(solved!.value).toBe(best);
      expect(brute(afterCode(p, solved!.code), viewer)).toBe(best);
      checked++;
    }
  });

  test('reads such an endgame from a view: the world is the true one, the trump card last', () => {
    let checked = 0;
    for (let seed = 1; checked < 20; seed++) {
      const s = randomEndgame(seed, 52, 1);
      if (s === null) continue;
      const p = s.pos;
      const view = viewFor(s, p.toAct);
      expect(endgameApplies(view)).toBe(true);
      const w = endgameWorld(view);
      for (let i = 0; i < p.n; i++) {
        expect(w.handLo[i]).toBe(p.handLo[i]);
        expect(w.handHi[i]).toBe(p.handHi[i]);
      }
      expect(Array.from(w.talon.subarray(w.tpos, w.tlen))).toEqual([p.talon[p.tpos]]);
      checked++;
    }
  });

  test('matches brute force on dealt two-player endgames', () => {
    for (let seed = 1; seed <= 250; seed++) check(dealtEndgame(seed), false);
  });

  test("is zero-sum on larger endgames (the two players' values add up)", () => {
    let checked = 0;
    for (let seed = 1000; checked < 60; seed++) {
      const s = randomEndgame(seed, 12);
      if (s === null) continue;
      const p = s.pos;
      const other = [...Array(p.n).keys()].find((x) => x !== p.toAct && !((p.out >> x) & 1))!;
      const mine = solvePosition(p, p.toAct)!;
      const theirs = solvePosition(p, other)!;
      expect(mine.value + theirs.value).toBe(2);
      checked++;
    }
  });

  test('finds wins as well as losses', () => {
    const values = new Set<number>();
    for (let seed = 1; seed <= 100; seed++) {
      const s = dealtEndgame(seed);
      values.add(solvePosition(s.pos, s.pos.toAct)!.value);
    }
    expect(values.has(0)).toBe(true);
    expect(values.has(2)).toBe(true);
  });

  test('does not apply while the talon holds a card nobody has seen, and gives up at its node cap', () => {
    const s = game({ players: 2, seed: 7 });
    expect(endgameApplies(viewFor(s, toAct(s)!))).toBe(false);
    expect(solveEndgame(viewFor(s, toAct(s)!))).toBeNull();
    let two: GameState | null = null;
    for (let seed = 1; two === null; seed++) two = randomEndgame(seed, 40, 2);
    expect(endgameApplies(viewFor(two, toAct(two)!))).toBe(false);
    expect(solvePosition(two.pos, two.pos.toAct)).toBeNull();
    let big: GameState | null = null;
    for (let seed = 1; big === null; seed++) big = randomEndgame(seed, 14);
    expect(solvePosition(big.pos, big.pos.toAct, { maxNodes: 3 })).toBeNull();
  });
});
