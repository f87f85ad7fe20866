// A guest's puzzle progress carried into his account (issue 25; puzzles/progress.ts and
// carry.ts): his first attempts' moves are kept beside the results, a value stored before
// they were kept still reads (its results stay, nothing is carried), and a carry sends the
// moves not yet carried, 200 a request in his order, marks them carried once the server
// answered, and never sends them again; a refused request marks nothing.

import { describe, expect, test } from 'vitest';
import type { Answer } from '../src/online/api';
import { carryPuzzles } from '../src/puzzles/carry';
import {
  EMPTY,
  loadCarried,
  loadProgress,
  markCarried,
  parseProgress,
  saveProgress,
  unsent,
  withResult,
} from '../src/puzzles/progress';

/** localStorage's methods over a Map. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

const lead = { type: 'lead', seat: 1, cards: ['QC'] };
const take = { type: 'take', seat: 0 };

describe("progress with the moves of a guest's first attempts", () => {
  test('a value stored before moves were kept reads on: its results stay, none to carry', () => {
    const old = { results: { '1-3': 'solved', '1-4': 'failed' }, streak: 0, best: 1 };
    const p = parseProgress(JSON.parse(JSON.stringify(old)));
    expect(p.results).toEqual(old.results);
    expect(p.played).toEqual({});
    expect(unsent(p, new Set())).toEqual([]);
  });

  test('moves are kept at the first result only; ill-formed ones are dropped', () => {
    let p = withResult(EMPTY, '1-3', false, undefined, [lead]);
    p = withResult(p, '1-3', true, undefined, [lead, take]); // met again: counts nothing
    p = withResult(p, '1-5', true, undefined, [lead, take]);
    p = withResult(p, '1-6', true); // a server's player's attempt: no moves kept
    expect(p.played).toEqual({ '1-3': [lead], '1-5': [lead, take] });
    const read = parseProgress(JSON.parse(JSON.stringify(p)));
    expect(read.played).toEqual(p.played);
    expect(unsent(read, new Set())).toEqual([
      { id: '1-3', played: [lead] },
      { id: '1-5', played: [lead, take] },
    ]);
    const edited = parseProgress({
      results: { '1-3': 'failed', '1-4': 'solved' },
      played: { '1-3': 'x', '1-4': [], '1-9': [lead], '1-7': [lead] },
    });
    // Not a list of actions, an empty one, or moves of a puzzle without a result: dropped.
    expect(edited.played).toEqual({});
  });

  test('the carried mark: kept apart, added to, survives a bad value', () => {
    const s = memoryStorage();
    expect(loadCarried(s)).toEqual(new Set());
    markCarried(s, ['1-3']);
    markCarried(s, ['1-3', '1-5']);
    expect(loadCarried(s)).toEqual(new Set(['1-3', '1-5']));
    // The screen saving its progress does not touch the mark.
    saveProgress(s, withResult(EMPTY, '1-8', true, undefined, [lead]));
    expect(loadCarried(s)).toEqual(new Set(['1-3', '1-5']));
    s.setItem('kaschlan.puzzles.carried.v1', '{"no": 1}');
    expect(loadCarried(s)).toEqual(new Set());
  });
});

describe('carrying them into an account', () => {
  /** A server that answers each carry as `answer` says, keeping the bodies it got. */
  function server(answer: (n: number) => boolean) {
    const bodies: { id: string; played: unknown[] }[][] = [];
    const ask = (async (path: string, init?: RequestInit) => {
      expect(path).toBe('/api/puzzles/carry');
      expect(init?.method).toBe('POST');
      const { attempts } = JSON.parse(String(init?.body)) as { attempts: [] };
      bodies.push(attempts);
      if (!answer(bodies.length))
        return { ok: false, code: 'RATE_LIMITED', message: 'wait', status: 429 };
      return {
        ok: true,
        value: { carried: attempts.length, solved: 0, skipped: 0, refused: 0 },
      };
    }) as <T>(path: string, init?: RequestInit) => Promise<Answer<T>>;
    return { ask, bodies };
  }

  test('200 a request in his order, marked once answered, never sent twice', async () => {
    const s = memoryStorage();
    let p = EMPTY;
    for (let i = 0; i < 250; i++) p = withResult(p, `7-${i}`, i % 2 === 0, undefined, [lead]);
    saveProgress(s, p);
    const { ask, bodies } = server(() => true);
    expect(await carryPuzzles(s, ask)).toMatchObject({ carried: 250 });
    expect(bodies.map((b) => b.length)).toEqual([200, 50]);
    expect(bodies.flat().map((b) => b.id)).toEqual(Object.keys(p.played));
    expect(bodies[0]![0]).toEqual({ id: '7-0', played: [lead] }); // moves, no result
    expect(await carryPuzzles(s, ask)).toMatchObject({ carried: 0 });
    expect(bodies).toHaveLength(2);
    // A new attempt after the carry goes at the next one, alone.
    saveProgress(s, withResult(loadProgress(s), '7-900', true, undefined, [lead]));
    await carryPuzzles(s, ask);
    expect(bodies[2]).toEqual([{ id: '7-900', played: [lead] }]);
  });

  test('a refused request marks nothing: tried again next time', async () => {
    const s = memoryStorage();
    saveProgress(s, withResult(EMPTY, '7-1', false, undefined, [lead]));
    const refused = server(() => false);
    expect(await carryPuzzles(s, refused.ask)).toMatchObject({ carried: 0 });
    expect(loadCarried(s)).toEqual(new Set());
    const answered = server(() => true);
    expect(await carryPuzzles(s, answered.ask)).toMatchObject({ carried: 1 });
    expect(loadCarried(s)).toEqual(new Set(['7-1']));
  });
});
