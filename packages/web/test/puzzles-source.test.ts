// Where the puzzles screen's puzzles come from (issue 25, source.ts): the server while it
// answers; the bundled set, judged here by the server's judgeMoves, from the first call no
// server answers (no answer, a 5xx, or a page without the API) on. The API's own refusals
// are answers, not a missing server. fetch is stubbed: no server runs.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Puzzle, PuzzleSet } from '@kaschlan/bots/puzzles';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fallingBack, isDown, localSource, SET_SIZE, serverSource } from '../src/puzzles/source';

const set = JSON.parse(
  readFileSync(resolve(__dirname, '../../bots/src/puzzles/set.json'), 'utf8'),
) as PuzzleSet;
const puzzles = set.puzzles as Puzzle[];
const first = puzzles[0]!;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering every call with `answer` (or throwing it), the calls kept. */
function stub(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init ? { init } : {}) });
    return answer();
  });
  return calls;
}

const both = () => {
  let made = 0;
  const source = fallingBack(serverSource(), () => {
    made++;
    return localSource(
      async () => puzzles,
      () => false,
    );
  });
  return { source, made: () => made };
};

afterEach(() => vi.unstubAllGlobals());

describe('the puzzle source', () => {
  test('the server answers: its puzzle, its verdict, cookies sent with the moves', async () => {
    const served = { ...first, rating: 1612 };
    const calls = stub(() => json(200, { puzzle: served }));
    const { source, made } = both();
    expect((await source.next('all')).rating).toBe(1612);
    expect(source.kind).toBe('server');
    expect(made()).toBe(0);
    const right = '{"verdict":"right","then":[],"solved":true}'; // `then` is the API's word
    const moved = stub(() => new Response(right, { status: 200 }));
    await source.moves(first.id, [first.line[0]!]);
    expect(moved[0]!.url).toBe(`/api/puzzles/${first.id}/moves`);
    expect(moved[0]!.init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(moved[0]!.init?.body))).toEqual({ played: [first.line[0]] });
    expect(calls[0]!.url).toBe('/api/puzzles/next?theme=all');
  });

  test('no server (fetch throws): the bundled set, judged here, from then on', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    const { source, made } = both();
    const p = await source.next('all');
    expect(p.id).toBe(first.id);
    expect(source.kind).toBe('local');
    // Served without its answers, at a newcomer's rating (the set carries none).
    expect(p).not.toHaveProperty('line');
    expect(p.rating).toBe(1500);
    const judged = await source.moves(first.id, [first.line[0]!]);
    expect(judged?.verdict).toBe('right');
    expect(await source.me()).toBeNull();
    expect(made()).toBe(1);
  });

  test('a 5xx, or a page without the API (the static build), falls back too', async () => {
    for (const answer of [
      () => json(503, { code: 'UNAVAILABLE', message: 'down' }),
      () => new Response('<!doctype html>', { status: 200 }),
      () => new Response('Not Found', { status: 404 }),
    ]) {
      stub(answer);
      const { source } = both();
      expect((await source.daily()).id).toBeTruthy();
      expect(source.kind).toBe('local');
    }
  });

  test("a guest's me is the server's null (200), not a refusal", async () => {
    const calls = stub(() => json(200, null));
    const { source, made } = both();
    expect(await source.me()).toBeNull();
    expect(calls[0]!.url).toBe('/api/puzzles/me');
    expect(source.kind).toBe('server');
    expect(made()).toBe(0);
  });

  test('neither the server nor the set: it fails, and the next call asks the server again', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    let loads = 0;
    const source = fallingBack(serverSource(), () =>
      localSource(
        async () => {
          loads++;
          throw new Error('the puzzles could not be loaded (503)');
        },
        () => false,
      ),
    );
    await expect(source.next('all')).rejects.toThrow(/could not be loaded/);
    expect(loads).toBe(1);
    // Both back: "try again" gets the server's puzzle, not the set that failed.
    const calls = stub(() => json(200, { puzzle: { ...first, rating: 1612 } }));
    expect((await source.next('all')).rating).toBe(1612);
    expect(source.kind).toBe('server');
    expect(calls.map((c) => c.url)).toEqual(['/api/puzzles/next?theme=all']);
    expect(loads).toBe(1);
  });

  test("the API's refusals are answers: a guest's 401 me, a BAD_MOVES verdict", async () => {
    stub(() => json(401, { code: 'NO_SESSION', message: 'there is no session' }));
    const { source } = both();
    expect(await source.me()).toBeNull();
    stub(() => json(400, { code: 'BAD_MOVES', message: 'no' }));
    expect(await source.moves(first.id, [first.line[0]!])).toBeNull();
    expect(source.kind).toBe('server');
    expect(isDown({ ok: false, code: 'NO_PUZZLE', message: 'x', status: 404 })).toBe(false);
  });

  test('the local source prefers a puzzle he has not met, of the theme, not the one before', async () => {
    const local = localSource(
      async () => puzzles,
      (id) => id === first.id,
    );
    expect((await local.next('all')).id).toBe(puzzles[1]!.id);
    const theme = puzzles.find((p) => p.themes.length > 0)!.themes[0]!;
    expect((await local.next(theme)).themes).toContain(theme);
    const only = localSource(
      async () => [first],
      () => true,
    );
    expect((await only.next('all', first.id)).id).toBe(first.id);
  });

  test('the shown count is the shipped set size', () => {
    expect(SET_SIZE).toBe(puzzles.length);
  });
});
