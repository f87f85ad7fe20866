// The puzzles API (issue 25; docs/PROTOCOL.md "Puzzles") over SQLite and PostgreSQL: a
// signed-in player solves move by move and his rating rises while the puzzle's falls; a
// wrong move is refuted and costs him; a second attempt counts nothing; `next` avoids what
// he attempted; a guest gets verdicts, no rating; answers are never sent ahead; refusals.

import { appPlays, judgeMoves } from '@kaschlan/bots/puzzles';
import { describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { loadPuzzleSet } from '../src/puzzles/puzzle-set';
import { Person } from './support/browser-like';
import { firstMove, wrongFirst } from './support/puzzle-lines';
import { testServer } from './support/server';
import { databases } from './support/services';

const dbs = await databases('the puzzles API on PostgreSQL');
const { puzzles } = loadPuzzleSet();
const tag = () => Math.random().toString(36).slice(2, 7);

async function signedIn(server: Server): Promise<Person> {
  const person = new Person(server.url);
  expect((await person.call('PATCH', '/api/me', { name: `Pia ${tag()}` })).status).toBe(200);
  return person;
}

/** A puzzle of at least two own moves with a wrong first move at hand. */
const longer = puzzles.find((p) => p.moves >= 2 && wrongFirst(p) !== null)!;
const other = puzzles.find((p) => p !== longer && wrongFirst(p) !== null)!;

const noAnswers = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const key of ['"line"', '"also"', '"forced"', '"normalRight"'])
    expect(text).not.toContain(key);
};

describe.each(dbs)('puzzles on $name', ({ env }) => {
  it('a signed-in player solves move by move: his rating up, the puzzle down, me shows it; a second attempt counts nothing', async () => {
    const server = await testServer(env);
    try {
      const pia = await signedIn(server);
      const p = longer;
      const before = (await pia.call('GET', `/api/puzzles/next?theme=all&after=${other.id}`)).body;
      noAnswers(before);
      let played: unknown[] = firstMove(p);
      let last: Record<string, unknown> = {};
      for (let guard = 0; guard < p.line.length; guard++) {
        const a = await pia.call('POST', `/api/puzzles/${p.id}/moves`, { played });
        expect(a.status).toBe(200);
        last = a.body;
        expect(last['verdict']).toBe('right');
        noAnswers(last);
        const then = last['then'] as unknown[];
        // `then` stops at his next own move: the answer to it is never sent ahead.
        const next = played.length + then.length;
        expect(last['solved']).toBe(next >= p.line.length);
        if (last['solved']) break;
        expect(appPlays(p, next)).toBe(false);
        expect(last['rating']).toBeUndefined();
        played = [...played, ...then, p.line[next]];
      }
      expect(last['solved']).toBe(true);
      const change = last['rating'] as { before: number; after: number };
      expect(change.after).toBeGreaterThan(change.before);
      const row = await server.store.db
        .withTables<{ puzzle_ratings: { puzzle_id: string; mu: number } }>()
        .selectFrom('puzzle_ratings')
        .select('mu')
        .where('puzzle_id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(row.mu).toBeLessThan(25);
      const me = (await pia.call('GET', '/api/puzzles/me')).body;
      expect(me).toMatchObject({
        rating: change.after,
        attempts: 1,
        solved: 1,
        streak: 1,
        best: 1,
      });
      // Again (another tab, a replay): verdicts, but it counts nothing.
      const again = await pia.call('POST', `/api/puzzles/${p.id}/moves`, { played: wrongFirst(p) });
      expect(again.body['verdict']).toBe('wrong');
      expect(again.body['rating']).toBeUndefined();
      expect((await pia.call('GET', '/api/puzzles/me')).body).toMatchObject({ attempts: 1 });
      // `next` avoids what he attempted.
      for (let i = 0; i < 5; i++) {
        const n = (await pia.call('GET', '/api/puzzles/next')).body['puzzle'] as { id: string };
        expect(n.id).not.toBe(p.id);
      }
    } finally {
      await server.close();
    }
  });

  it('a wrong move gets the refutation and the line, and costs the player', async () => {
    const server = await testServer(env);
    try {
      const pia = await signedIn(server);
      const played = wrongFirst(other)!;
      const a = await pia.call('POST', `/api/puzzles/${other.id}/moves`, { played });
      expect(a.status).toBe(200);
      const judged = judgeMoves(other, played);
      expect(a.body).toMatchObject(judged);
      const change = a.body['rating'] as { before: number; after: number };
      expect(change.after).toBeLessThan(change.before);
      expect((await pia.call('GET', '/api/puzzles/me')).body).toMatchObject({
        attempts: 1,
        solved: 0,
        streak: 0,
      });
    } finally {
      await server.close();
    }
  });
});

describe('puzzles without a session, and refusals', () => {
  it('a guest gets verdicts and no rating; daily and next hold no answers; me is null', async () => {
    const server = await testServer();
    try {
      const guest = new Person(server.url);
      const daily = await guest.call('GET', '/api/puzzles/daily');
      expect(daily.status).toBe(200);
      expect(daily.body['day']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      noAnswers(daily.body);
      const next = await guest.call('GET', '/api/puzzles/next?theme=all');
      noAnswers(next.body);
      const a = await guest.call('POST', `/api/puzzles/${other.id}/moves`, {
        played: wrongFirst(other),
      });
      expect(a.body['verdict']).toBe('wrong');
      expect(a.body['rating']).toBeUndefined();
      expect(guest.session).toBeNull();
      // No session is no error (his page keeps his rating): 200 and null, not 401.
      const me = await guest.call('GET', '/api/puzzles/me');
      expect(me.status).toBe(200);
      expect(me.body).toBeNull();
      expect(guest.session).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('BAD_MOVES, NO_PUZZLE, a bad query, and 429 past the address limit', async () => {
    const server = await testServer({ PUZZLE_MOVES_PER_MINUTE: '5' });
    try {
      const guest = new Person(server.url);
      const p = other;
      const post = (id: string, body: unknown) =>
        guest.call('POST', `/api/puzzles/${id}/moves`, body);
      expect((await post('9-9999999', { played: firstMove(p) })).body['code']).toBe('NO_PUZZLE');
      expect((await post('nonsense', { played: firstMove(p) })).status).toBe(400);
      expect((await post(p.id, { played: [{ type: 'take', seat: 7 }] })).body['code']).toBe(
        'BAD_MOVES',
      );
      expect((await post(p.id, { played: [...p.line, ...p.line] })).body['code']).toBe('BAD_MOVES');
      expect((await post(p.id, { played: 'x' })).status).toBe(400);
      expect((await guest.call('GET', '/api/puzzles/next?theme=nope')).body['code']).toBe(
        'NO_PUZZLE',
      );
      let refused = 0;
      for (let i = 0; i < 3; i++)
        if ((await post(p.id, { played: firstMove(p) })).status === 429) refused++;
      expect(refused).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
