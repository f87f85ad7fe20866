// Ratings stored before a profile's stats were kept with them (issue 24): migration 0011
// fills each rating row's times the Kaschlan and sum of places from the history, and gives a
// first rated deal's history row the newcomer's rating as its rating before (it had kept the
// rating after). SQLite and PostgreSQL.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INITIAL_RATING } from '@kaschlan/ratings';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/store/migrations';
import { Store, type StoreConfig } from '../src/store/store';
import { freshSchema, servicesFor } from './support/services';

const missing = await servicesFor('the rating counts migration on PostgreSQL');
const schema = missing ? null : await freshSchema();
afterAll(async () => {
  await schema?.drop();
});

/** The migration before this one. */
const BEFORE = '0010_session_auth';

const kinds: { name: string; old: () => { db: Kysely<unknown>; config: StoreConfig } }[] = [
  {
    name: 'SQLite',
    old: () => {
      const file = join(mkdtempSync(join(tmpdir(), 'kaschlan-counts-')), 'k.sqlite');
      const db = new Kysely<unknown>({
        dialect: new SqliteDialect({ database: new SQLite(file) }),
      });
      return { db, config: { kind: 'sqlite', file } };
    },
  },
  ...(schema
    ? [
        {
          name: 'PostgreSQL',
          old: () => {
            const pool = new pg.Pool({ connectionString: schema.url, max: 1 });
            const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
            return { db, config: { kind: 'postgres' as const, url: schema.url } };
          },
        },
      ]
    : []),
];

/** His rated deals as the old code stored them: [game, players, place, loser, μ after]. */
const DEALS = [
  // The first at 2 players: he went out last, the Kaschlan; before = after (the old bug).
  ['g1', 2, 1, 1, 23],
  // The second at 2 players: first out.
  ['g2', 2, 0, 1, 24],
  // The first at 3 players: second of three, a drawn deal (no Kaschlan, R6.7).
  ['g3', 3, 1, null, 25.5],
] as const;

describe.each(kinds)('migration 0011 on $name', ({ old }) => {
  it("fills the ratings' stats from the history, and a first deal's rating before", async () => {
    const { db, config } = old();
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(config.kind === 'postgres' ? { migrationTableSchema: schema!.prefix } : {}),
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await sql`insert into players (id, name, name_key, account, created_at, last_seen)
      values ('p', 'Pat', 'pat', 0, 1, 1)`.execute(db);
    await sql`insert into rooms (id, name, options, created_at) values ('r', 'r', '{}', 1)`.execute(
      db,
    );
    let before = { 2: INITIAL_RATING.mu, 3: INITIAL_RATING.mu } as Record<number, number>;
    for (const [n, [game, players, place, loser, mu]] of DEALS.entries()) {
      await sql`insert into games (id, room_id, number, setup, dealer, started_at, finished_at,
        loser, rated) values (${game}, 'r', ${n + 1}, '{}', 0, ${n}, ${n}, ${loser}, 1)`.execute(
        db,
      );
      const first = before[players] === INITIAL_RATING.mu;
      // The old write: a first deal's rating before was its rating after.
      const [muBefore, sigmaBefore] = first ? [mu, 7] : [before[players]!, 7.5];
      await sql`insert into rating_history (game_id, player_id, players, place, mu_before,
        sigma_before, mu, sigma, at) values (${game}, 'p', ${players}, ${place}, ${muBefore},
        ${sigmaBefore}, ${mu}, 7, ${n})`.execute(db);
      before = { ...before, [players]: mu };
    }
    for (const [players, deals] of [
      [2, 2],
      [3, 1],
      [0, 3],
    ])
      await sql`insert into ratings (player_id, players, mu, sigma, conservative, deals, version,
        updated_at) values ('p', ${players}, 24, 7, 3, ${deals}, ${deals}, 1)`.execute(db);
    await db.destroy();

    const store = await Store.open(config);
    try {
      const ratings = await store.db
        .selectFrom('ratings')
        .select(['players', 'deals', 'kaschlan', 'places'])
        .orderBy('players')
        .execute();
      expect(ratings).toEqual([
        { players: 0, deals: 3, kaschlan: 1, places: 2 },
        { players: 2, deals: 2, kaschlan: 1, places: 1 },
        { players: 3, deals: 1, kaschlan: 0, places: 1 },
      ]);
      const history = await store.db
        .selectFrom('rating_history')
        .select(['game_id', 'mu_before', 'sigma_before'])
        .orderBy('game_id')
        .execute();
      expect(history).toEqual([
        { game_id: 'g1', mu_before: INITIAL_RATING.mu, sigma_before: INITIAL_RATING.sigma },
        { game_id: 'g2', mu_before: 23, sigma_before: 7.5 },
        { game_id: 'g3', mu_before: INITIAL_RATING.mu, sigma_before: INITIAL_RATING.sigma },
      ]);
    } finally {
      await store.close();
    }
  });
});
