// Name keys stored before names were compared by their look (issue 24): migration 0009
// computes every live player's key again, on SQLite and PostgreSQL. Existing accounts keep
// working (signing in by name); of two players whose names now look alike, the account, or
// else the older player, keeps the key, and the other holds none until he renames himself.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/players/accounts';
import { nameKey } from '../src/players/names';
import { migrationProvider } from '../src/store/migrations';
import { Person } from './support/browser-like';
import { testServer } from './support/server';
import { freshSchema, servicesFor } from './support/services';

const missing = await servicesFor('the name keys migration tests on PostgreSQL');
const schema = missing ? null : await freshSchema();
afterAll(async () => {
  await schema?.drop();
});

/** A database as 0006 left it (before 0009), and the settings a server needs to open it. */
interface OldDatabase {
  readonly db: Kysely<unknown>;
  readonly env: Record<string, string>;
}

const kinds: { name: string; old: () => Promise<OldDatabase> }[] = [
  {
    name: 'SQLite',
    old: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kaschlan-keys-'));
      const file = new SQLite(join(dir, 'kaschlan.sqlite'));
      return {
        db: new Kysely({ dialect: new SqliteDialect({ database: file }) }),
        env: { DATA_DIR: dir },
      };
    },
  },
  ...(schema
    ? [
        {
          name: 'PostgreSQL',
          old: async () => {
            const pool = new pg.Pool({ connectionString: schema.url, max: 1 });
            const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
            return { db, env: { DATABASE_URL: schema.url } };
          },
        },
      ]
    : []),
];

/** Players as the old keys (NFKC, lower case) stored them. */
const PLAYERS = [
  // A guest whose name looks like Anna's, older than her account: the account keeps the key.
  { id: 'guest-anna', name: '\u0410nn\u0430', account: 0, created_at: 10 },
  { id: 'anna', name: 'Anna', account: 1, created_at: 1_000 },
  // An account made later under a look-alike name: Anna's account is the older one.
  { id: 'impostor', name: '\u0410nna', account: 1, created_at: 2_000 },
  { id: 'guest', name: 'Tavemi 42', account: 0, created_at: 500 },
  { id: 'kurt', name: 'KURT', account: 1, created_at: 3_000 },
];

describe.each(kinds)('migration 0009 on $name', ({ old }) => {
  it('gives every live player the key of his look; accounts keep signing in', async () => {
    const { db, env } = await old();
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(env['DATABASE_URL'] ? { migrationTableSchema: schema!.prefix } : {}),
    });
    const { error } = await migrator.migrateTo('0006_creators');
    expect(error).toBeUndefined();
    for (const p of PLAYERS) {
      const key = p.name.normalize('NFKC').toLowerCase();
      await sql`insert into players (id, name, name_key, account, created_at, last_seen)
        values (${p.id}, ${p.name}, ${key}, ${p.account}, ${p.created_at}, ${p.created_at})`.execute(
        db,
      );
    }
    await sql`insert into players (id, name, name_key, account, created_at, last_seen, deleted_at)
      values ('gone', 'Deleted player', null, 0, 1, 1, 5)`.execute(db);
    const hash = await hashPassword('correct horse');
    await sql`insert into passwords (player_id, hash, updated_at) values ('anna', ${hash}, 1)`.execute(
      db,
    );
    await db.destroy();

    const server = await testServer(env);
    try {
      const rows = await server.store.db
        .selectFrom('players')
        .select(['id', 'name_key'])
        .orderBy('id')
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.name_key]))).toEqual({
        anna: nameKey('Anna'),
        gone: null,
        guest: nameKey('Tavemi 42'),
        'guest-anna': null,
        impostor: null,
        kurt: nameKey('kurt'),
      });
      // Anna signs in by her name as before, and so, in any case or look, she alone.
      for (const name of ['Anna', 'anna', '\u0410nna']) {
        const signIn = await new Person(server.url).call('POST', '/api/signin/password', {
          name,
          password: 'correct horse',
        });
        expect([name, signIn.status, signIn.body['name']]).toEqual([name, 200, 'Anna']);
      }
    } finally {
      await server.close();
    }
  });
});
