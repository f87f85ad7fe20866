// A guest's puzzle attempts carried into his account (issue 25; docs/PROTOCOL.md "Puzzles",
// POST /api/puzzles/carry) over SQLite and PostgreSQL. His browser can forge anything it
// stores, so the server takes only moves and judges them itself: wrong moves count as a
// failure whatever the browser believed, an unfinished line counts nothing, a puzzle his
// account attempted already is skipped, and sending the same attempts twice changes nothing.
// The counted ones move his rating in order, as the live route would have; bounds and 401.

import type { Puzzle } from '@kaschlan/bots/puzzles';
import { INITIAL_RATING, ratePuzzle, shown } from '@kaschlan/ratings';
import { describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { loadPuzzleSet } from '../src/puzzles/puzzle-set';
import { Person } from './support/browser-like';
import { firstMove, wrongFirst } from './support/puzzle-lines';
import { testServer } from './support/server';
import { databases } from './support/services';

const dbs = await databases('carrying puzzle attempts on PostgreSQL');
const { puzzles } = loadPuzzleSet();
const tag = () => Math.random().toString(36).slice(2, 7);

/** A guest who makes his account (a name, then a password), as the account screen does. */
async function signedUp(server: Server): Promise<Person> {
  const person = new Person(server.url);
  expect((await person.call('PATCH', '/api/me', { name: `Carl ${tag()}` })).status).toBe(200);
  const made = await person.call('POST', '/api/account/password', { password: 'correct horse' });
  expect(made.body).toMatchObject({ account: true });
  return person;
}

const withWrong = puzzles.filter((p) => wrongFirst(p) !== null);
/** Solved in the browser: his moves are the whole line. */
const solvedOne = withWrong[0]!;
/** Failed in the browser, but the browser claims solved: the moves say otherwise. */
const forged = withWrong[1]!;
/** Two moves to find, only the first played: not decided, counts nothing. */
const unfinished = puzzles.find((p) => p.moves >= 2 && p !== solvedOne && p !== forged)!;
/** Attempted by his account on the live route before he carries it. */
const live = withWrong[2]!;

const attempt = (p: Puzzle, played: readonly unknown[]) => ({ id: p.id, played });

describe.each(dbs)("carrying a guest's attempts on $name", ({ env }) => {
  it('judges the moves itself, counts each puzzle once, in order; again changes nothing', async () => {
    const server = await testServer(env);
    try {
      const carl = await signedUp(server);
      const liveMove = await carl.call('POST', `/api/puzzles/${live.id}/moves`, {
        played: wrongFirst(live),
      });
      expect(liveMove.body['rating']).toBeDefined();
      const afterLive = (await carl.call('GET', '/api/puzzles/me')).body;
      const attempts = [
        attempt(solvedOne, solvedOne.line),
        attempt(forged, wrongFirst(forged)!),
        attempt(unfinished, firstMove(unfinished)),
        attempt(live, live.line),
        attempt(solvedOne, solvedOne.line), // the same puzzle twice in one request
        { id: '9-9999999', played: solvedOne.line },
        attempt(forged, [{ type: 'take', seat: 7 }]),
      ];
      const a = await carl.call('POST', '/api/puzzles/carry', { attempts });
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ carried: 2, solved: 1, skipped: 2, refused: 3 });
      // In his order: the solve first, then the forged one as a failure.
      const start = { mu: INITIAL_RATING.mu, sigma: INITIAL_RATING.sigma };
      const lived = ratePuzzle(start, INITIAL_RATING, false).player;
      const one = ratePuzzle(lived, INITIAL_RATING, true).player;
      const two = ratePuzzle(one, INITIAL_RATING, false).player;
      expect(a.body['rating']).toEqual({ before: afterLive['rating'], after: shown(two.mu) });
      const me = (await carl.call('GET', '/api/puzzles/me')).body;
      expect(me).toMatchObject({
        rating: shown(two.mu),
        attempts: 3,
        solved: 1,
        streak: 0,
        best: 1,
      });
      // Sent again (another tab, a browser that lost its mark): nothing more counts.
      const again = await carl.call('POST', '/api/puzzles/carry', { attempts });
      expect(again.body).toMatchObject({ carried: 0, skipped: 4, refused: 3 });
      expect((await carl.call('GET', '/api/puzzles/me')).body).toEqual(me);
      // Only moves are taken: a result claimed beside them is not a valid request.
      const claimed = await carl.call('POST', '/api/puzzles/carry', {
        attempts: [{ ...attempt(unfinished, firstMove(unfinished)), result: 'solved' }],
      });
      expect(claimed.status).toBe(400);
      expect(claimed.body['code']).toBe('BAD_MESSAGE');
    } finally {
      await server.close();
    }
  });
});

describe('carrying: refusals', () => {
  it('401 without a session, TOO_MANY_ATTEMPTS past the bound, 429 past the address limit', async () => {
    const server = await testServer({ PUZZLE_CARRIES_PER_MINUTE: '2' });
    try {
      const body = { attempts: [attempt(solvedOne, solvedOne.line)] };
      const guest = new Person(server.url);
      const none = await guest.call('POST', '/api/puzzles/carry', body);
      expect(none.status).toBe(401);
      expect(none.body['code']).toBe('NO_SESSION');
      expect(guest.session).toBeNull(); // no guest made by it either

      const carl = await signedUp(server);
      const many = Array.from({ length: 201 }, (_, i) => attempt(puzzles[i]!, puzzles[i]!.line));
      const over = await carl.call('POST', '/api/puzzles/carry', { attempts: many });
      expect(over.status).toBe(400);
      expect(over.body['code']).toBe('TOO_MANY_ATTEMPTS');
      expect((await carl.call('GET', '/api/puzzles/me')).body).toMatchObject({ attempts: 0 });
      // 200 is allowed, and judged: all of them solved (the lines), in one transaction.
      const full = await carl.call('POST', '/api/puzzles/carry', { attempts: many.slice(0, 200) });
      expect(full.body).toMatchObject({ carried: 200, solved: 200, refused: 0 });
      expect((await carl.call('GET', '/api/puzzles/me')).body).toMatchObject({
        attempts: 200,
        streak: 200,
      });
      const limited = await carl.call('POST', '/api/puzzles/carry', body);
      // The 201 and the 200 took the address's two carries this minute.
      expect(limited.status).toBe(429);
      expect(limited.body['code']).toBe('RATE_LIMITED');
    } finally {
      await server.close();
    }
  });
});
