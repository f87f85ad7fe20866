// The puzzles screen's logic (issue 25): a puzzle replayed to its start, his moves judged
// against the line, a wrong one answered by the solver, the daily puzzle the same all day,
// the progress kept once per puzzle, and every theme named in every language.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  appPlays,
  dailyIndex,
  isRight,
  type Puzzle,
  type PuzzleSet,
  refutation,
  startState,
  THEMES,
} from '@kaschlan/bots/puzzles';
import { apply, legalActions, toAct } from '@kaschlan/engine';
import { INITIAL_RATING, shown } from '@kaschlan/ratings';
import { describe, expect, test } from 'vitest';
import { sameAction } from '../src/hint/format';
import { puzzlesDe } from '../src/i18n/areas/puzzles.de';
import { puzzlesEn } from '../src/i18n/areas/puzzles.en';
import { puzzlesPl } from '../src/i18n/areas/puzzles.pl';
import { puzzlesSv } from '../src/i18n/areas/puzzles.sv';
import { EMPTY, parseProgress, withResult } from '../src/puzzles/progress';

const set = JSON.parse(
  readFileSync(resolve(__dirname, '../../bots/src/puzzles/set.json'), 'utf8'),
) as PuzzleSet;
const sample: Puzzle[] = set.puzzles.slice(0, 60);

describe('a puzzle at the table', () => {
  test('replays to its start with his seat to move; the line, played as the app does, is right', () => {
    for (const p of sample) {
      let s = startState(p);
      expect(toAct(s)).toBe(p.seat);
      p.line.forEach((a, i) => {
        const his = a.seat === p.seat && !p.forced.includes(i);
        expect(appPlays(p, i)).toBe(!his);
        if (his) expect(isRight(p, i, a)).toBe(true);
        const next = apply(s, a);
        expect(next.ok).toBe(true);
        if (next.ok) s = next.state;
      });
    }
  });

  test('a move of equal worth solves the last move; any other first move is wrong', () => {
    for (const p of sample) {
      const last = p.line.length - 1;
      for (const a of p.also) expect(isRight(p, last, a)).toBe(true);
      const start = startState(p);
      const others = legalActions(start).filter(
        (a) => !sameAction(a, p.line[0]!) && !(last === 0 && p.also.some((b) => sameAction(a, b))),
      );
      expect(others.length).toBeGreaterThan(0);
      for (const a of others) expect(isRight(p, 0, a)).toBe(false);
    }
  });

  test("a wrong move is answered by one of the opponent's legal moves", () => {
    let answered = 0;
    for (const p of sample) {
      const start = startState(p);
      const wrong = legalActions(start).find((a) => !isRight(p, 0, a))!;
      const after = apply(start, wrong);
      if (!after.ok) throw new Error(after.error.message);
      const reply = refutation(p, after.state);
      if (after.state.pos.over || after.state.pos.toAct === p.seat) expect(reply).toBeNull();
      else {
        expect(reply).not.toBeNull();
        expect(legalActions(after.state).some((a) => sameAction(a, reply!))).toBe(true);
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(10);
  });
});

describe('the daily puzzle', () => {
  test('the same all through a UTC day, another the next, always in the set', () => {
    const n = set.puzzles.length;
    const morning = dailyIndex(new Date('2026-12-04T00:00:01Z'), n);
    expect(dailyIndex(new Date('2026-12-04T23:59:59Z'), n)).toBe(morning);
    const days = Array.from({ length: 30 }, (_, d) =>
      dailyIndex(new Date(Date.UTC(2026, 11, 5 + d)), n),
    );
    expect(new Set(days).size).toBeGreaterThan(25);
    for (const i of days) expect(i >= 0 && i < n).toBe(true);
  });
});

describe('progress in the browser', () => {
  test("a guest's rating rises on his first solve, falls on a first miss, stays when met again", () => {
    const solved = withResult(EMPTY, 'a', true);
    expect(shown(solved.rating.mu)).toBeGreaterThan(1500);
    expect(withResult(solved, 'a', false).rating).toBe(solved.rating);
    expect(shown(withResult(EMPTY, 'b', false).rating.mu)).toBeLessThan(1500);
  });

  test('the first result of a puzzle counts; a streak ends at a miss', () => {
    let p = withResult(EMPTY, 'a', true);
    p = withResult(p, 'b', true);
    expect([p.streak, p.best]).toEqual([2, 2]);
    expect(withResult(p, 'a', false)).toBe(p); // met again: no second attempt counted
    p = withResult(p, 'c', false);
    expect([p.streak, p.best, p.results['c']]).toEqual([0, 2, 'failed']);
  });

  test('stored junk is dropped, not trusted', () => {
    expect(parseProgress('x')).toEqual(EMPTY);
    expect(
      parseProgress({ results: { a: 'solved', b: 'won', c: 1 }, streak: -3, best: 2.5 }),
    ).toEqual({ results: { a: 'solved' }, played: {}, streak: 0, best: 0, rating: INITIAL_RATING });
  });

  test("a value stored before the rating was kept reads on, its rating a newcomer's", () => {
    const old = { results: { a: 'solved', b: 'failed' }, streak: 1, best: 3 };
    expect(parseProgress(old)).toEqual({ ...old, played: {}, rating: INITIAL_RATING });
    expect(shown(parseProgress(old).rating.mu)).toBe(1500);
  });

  test("a stored rating is kept when it fits, a newcomer's when it does not", () => {
    const rating = { mu: 27.5, sigma: 6.1 };
    expect(parseProgress({ rating }).rating).toEqual(rating);
    for (const bad of [
      null,
      'x',
      { mu: 'a', sigma: 1 },
      { mu: 25, sigma: 0 },
      { mu: Infinity, sigma: 8 },
    ])
      expect(parseProgress({ rating: bad }).rating).toEqual(INITIAL_RATING);
  });
});

test('every theme is named in every language', () => {
  for (const catalog of [puzzlesEn, puzzlesDe, puzzlesSv, puzzlesPl])
    for (const th of THEMES) expect(catalog[`puzzles.theme.${th}`]).toMatch(/\S/);
  // No English left in the others.
  for (const catalog of [puzzlesDe, puzzlesSv, puzzlesPl])
    expect(catalog['puzzles.findWin']).not.toBe(puzzlesEn['puzzles.findWin']);
});
