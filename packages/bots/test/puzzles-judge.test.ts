// judgeMoves (issue 25, packages/bots/src/puzzles/judge.ts): the one judge the server and the
// web app share. Every shipped puzzle's line is judged right move by move and ends solved; a
// wrong first move is answered with the solver's best reply; a `played` that is not a legal
// replay along the line is refused.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apply, legalActions, sameAction } from '@kaschlan/engine';
import { actionOf } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import {
  appPlays,
  isRight,
  judgeMoves,
  type PuzzleSet,
  publicPuzzle,
  REFUTATION_NODES,
  solveTurn,
  startState,
} from '../src/puzzles/index';

const set = JSON.parse(
  readFileSync(resolve(__dirname, '../src/puzzles/set.json'), 'utf8'),
) as PuzzleSet;

describe('judgeMoves', () => {
  test('every shipped line is right move by move and ends solved', () => {
    for (const p of set.puzzles) {
      let step = 0;
      while (step < p.line.length && appPlays(p, step)) step++;
      for (;;) {
        const j = judgeMoves(p, p.line.slice(0, step + 1));
        expect(j.verdict, p.id).toBe('right');
        if (j.verdict !== 'right') break;
        // `then` stops at his next own move: never an answer ahead.
        const next = step + 1 + j.then.length;
        expect(j.then.every((_a, i) => appPlays(p, step + 1 + i))).toBe(true);
        expect(j.solved).toBe(next >= p.line.length);
        if (j.solved) break;
        expect(appPlays(p, next)).toBe(false);
        step = next;
      }
    }
  });

  test("a wrong first move gets the solver's best reply and the line from that step", () => {
    let judged = 0;
    for (const p of set.puzzles.slice(0, 40)) {
      const s = startState(p);
      const first = p.line.findIndex((_, i) => !appPlays(p, i));
      let at = s;
      for (const a of p.line.slice(0, first)) {
        const n = apply(at, a);
        if (!n.ok) throw new Error(n.error.message);
        at = n.state;
      }
      const wrong = legalActions(at).find((a) => !isRight(p, first, a));
      if (!wrong) continue;
      const j = judgeMoves(p, [...p.line.slice(0, first), wrong]);
      expect(j.verdict).toBe('wrong');
      if (j.verdict !== 'wrong') continue;
      expect(j.line).toEqual(p.line.slice(first));
      // Without the solver (a carried attempt needs the verdict only): the same verdict.
      const quick = judgeMoves(p, [...p.line.slice(0, first), wrong], { refute: false });
      expect(quick).toEqual({ ...j, refutation: null });
      const after = apply(at, wrong);
      if (!after.ok) throw new Error(after.error.message);
      if (after.state.pos.over || after.state.pos.toAct === p.seat) {
        expect(j.refutation).toBeNull();
      } else {
        const turn = solveTurn(after.state.pos, p.seat, REFUTATION_NODES);
        expect(turn).not.toBeNull();
        const low = Math.min(...(turn?.values ?? []));
        const i = turn?.codes.findIndex((c) => sameAction(actionOf(c), j.refutation)) ?? -1;
        expect(turn?.values[i]).toBe(low);
      }
      judged++;
    }
    expect(judged).toBeGreaterThan(0);
  });

  test('malformed, illegal, off-line or too long played is refused BAD_MOVES', () => {
    const p = set.puzzles[0]!;
    const bad = (played: unknown[]) => judgeMoves(p, played).verdict;
    expect(bad([])).toBe('refused');
    expect(bad([{ type: 'nonsense' }])).toBe('refused');
    expect(bad(['x'])).toBe('refused');
    expect(bad([...p.line, p.line[0]])).toBe('refused');
    // An illegal action: the other seat acting first.
    expect(bad([{ ...p.line[0]!, seat: 1 - p.seat }])).toBe('refused');
    // A deviation before the last action.
    const s = startState(p);
    const other = legalActions(s).find((a) => !sameAction(a, p.line[0]));
    if (other && p.line.length > 1) expect(bad([other, p.line[1]])).toBe('refused');
  });

  test('a public puzzle holds no answers', () => {
    const pub = publicPuzzle(set.puzzles[0]!, 1500);
    expect(Object.keys(pub)).not.toContain('line');
    expect(Object.keys(pub)).not.toContain('also');
    expect(Object.keys(pub)).not.toContain('forced');
    expect(Object.keys(pub)).not.toContain('normalRight');
    expect(pub.rating).toBe(1500);
  });
});
