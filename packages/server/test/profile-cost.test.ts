// What a profile costs (issue 24): GET /api/players/:name reads a bounded amount however many
// rated deals the player has. Each query it makes is logged (a second connection to the same
// SQLite file, as the routes' reads are): the rows the database hands back are counted, every
// query on the rating history carries a LIMIT, and SQLite's plan walks an index in the
// order asked for (no sort of all his rows), so it stops after that many rows.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INITIAL_RATING, rateDeal } from '@kaschlan/ratings';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, type KyselyPlugin, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../src/players/names';
import { playerRoutes } from '../src/ratings/player-routes';
import { RatingsStore } from '../src/store/ratings-store';
import type { Database } from '../src/store/schema';
import { Store } from '../src/store/store';
import { addPlayer } from './support/rated';

/** The most history points a profile shows (player-routes.ts). */
const HISTORY_POINTS = 200;
/** Rows a profile reads besides its history: the player, his ratings (≤ 5 counts). */
const BESIDES_HISTORY = 10;

let store: Store;
let file: string;

/** `deals` rated 2-player deals of `name` against an easy bot, each through the real write. */
async function ratedDeals(name: string, deals: number): Promise<void> {
  const player = await addPlayer(store, name);
  // Found by his name as the route looks it up.
  await store.db
    .updateTable('players')
    .set({ name_key: nameKey(name) })
    .where('id', '=', player)
    .execute();
  const room = `r${player.replace(/-/g, '').slice(0, 10)}`;
  const now = Date.now();
  await store.createRoom({
    id: room,
    name: 'Table',
    options: '{"seats":["human","easy"]}',
    created_at: now,
    game_id: null,
    closed_at: null,
    fence: 0,
    last_activity: now,
  });
  const ratings = new RatingsStore(store);
  const seating = JSON.stringify([{ player, name }, { bot: 'easy' }]);
  for (let n = 0; n < deals; n += 500) {
    const games = Array.from({ length: Math.min(500, deals - n) }, (_, i) => ({
      id: `${room}g${n + i}`,
      room_id: room,
      number: n + i + 1,
      setup: '{}',
      started_at: now + n + i,
      finished_at: now + n + i,
      loser: (n + i) % 3 === 0 ? 0 : 1,
      dealer: 0,
      seating,
      rated: 1,
    }));
    await store.db.insertInto('games').values(games).execute();
  }
  for (let i = 0; i < deals; i++) {
    const place = i % 3 === 0 ? 1 : 0;
    const before = await ratings.ratingsOf([player], [2, 0]);
    const count = before.get(`${player}:2`) ?? null;
    const overall = before.get(`${player}:0`) ?? null;
    const ranks = [place, 1 - place];
    const [afterCount] = rateDeal([count ?? INITIAL_RATING, INITIAL_RATING], ranks);
    const [afterOverall] = rateDeal([overall ?? INITIAL_RATING, INITIAL_RATING], ranks);
    await ratings.record({
      game: `${room}g${i}`,
      players: 2,
      at: now + i,
      people: [
        {
          player,
          place,
          kaschlan: place === 1,
          count: { before: count, after: afterCount! },
          overall: { before: overall, after: afterOverall! },
        },
      ],
    });
  }
}

/** One profile request over a logging connection: the rows read, and each query with its plan. */
async function profileOf(name: string) {
  const sqlite = new SQLite(file, { readonly: true });
  const queries: { sql: string; parameters: readonly unknown[] }[] = [];
  let rows = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      rows += args.result.rows.length;
      return args.result;
    },
  };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [counter],
    log: (event) => {
      queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const reading = { db, kind: 'sqlite' } as unknown as Store;
  const app = Fastify();
  playerRoutes(app, { store: reading, ratings: new RatingsStore(reading), minDeals: 1 });
  try {
    const res = await app.inject({ method: 'GET', url: `/api/players/${name}` });
    expect(res.statusCode).toBe(200);
    const plans = queries.map((q) => ({
      sql: q.sql,
      plan: (
        sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as {
          detail: string;
        }[]
      ).map((p) => p.detail),
    }));
    return { rows, plans, body: res.json() as { stats: { deals: number }[] } };
  } finally {
    await app.close();
    await db.destroy();
  }
}

describe('a profile', () => {
  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'kaschlan-profile-')), 'k.sqlite');
    store = await Store.open({ kind: 'sqlite', file, sync: 'NORMAL' });
    await ratedDeals('Few', 100);
    await ratedDeals('Many', 3000);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  it('reads as many rows for 3,000 rated deals as the newest 200 of them need', async () => {
    const few = await profileOf('Few');
    const many = await profileOf('Many');
    // Both are told every deal they played (the stats)...
    expect(few.body.stats).toEqual([expect.objectContaining({ deals: 100 })]);
    expect(many.body.stats).toEqual([expect.objectContaining({ deals: 3000 })]);
    // ... from a bounded read: the history's newest points and a few rows more.
    expect(few.rows).toBeLessThanOrEqual(100 + BESIDES_HISTORY);
    expect(many.rows).toBeLessThanOrEqual(HISTORY_POINTS + BESIDES_HISTORY);
  });

  it('asks the history for a bounded number of rows, walking an index in order (no sort)', async () => {
    const { plans } = await profileOf('Many');
    const history = plans.filter((p) => /"rating_history"/.test(p.sql));
    expect(history.length).toBeGreaterThan(0);
    for (const p of history) {
      expect(p.sql).toMatch(/ limit \?$/);
      expect(p.plan.join('\n')).not.toMatch(/TEMP B-TREE|SCAN h\b|SCAN "?rating_history/);
    }
  });
});
