// The cached statements of the hot path (store/statements.ts) are the builder's own SQL with
// the parameters in the builder's order, on both dialects.

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/store/schema';
import { statements } from '../src/store/statements';

const dialects = {
  sqlite: () => new SqliteDialect({ database: new SQLite(':memory:') }),
  // Compiling needs no connection: the pool is never asked for one.
  postgres: () => new PostgresDialect({ pool: new pg.Pool() }),
};

describe.each(Object.entries(dialects))('cached statements (%s)', (_name, dialect) => {
  const db = new Kysely<Database>({ dialect: dialect() });
  const hot = statements(db);

  it('the guard notes the activity of the room, fenced or not', () => {
    expect(hot.touch.with(5, 'room1').compile()).toMatchObject(
      pick(
        db.updateTable('rooms').set({ last_activity: 5 }).where('id', '=', 'room1').returning('id'),
      ),
    );
    expect(hot.touchFenced.with(5, 'room1', 7).compile()).toMatchObject(
      pick(
        db
          .updateTable('rooms')
          .set({ last_activity: 5 })
          .where('id', '=', 'room1')
          .where('fence', '=', 7)
          .returning('id'),
      ),
    );
  });

  it('an action is inserted unless its number is stored already', () => {
    const built = db
      .insertInto('actions')
      .values({ game_id: 'g1', n: 3, action: '{"type":"pass"}', source: 'seat', at: 9 })
      .onConflict((oc) => oc.columns(['game_id', 'n']).doNothing())
      .returning('n');
    expect(hot.action.with('g1', 3, '{"type":"pass"}', 'seat', 9).compile()).toMatchObject(
      pick(built),
    );
  });
});

function pick(q: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const { sql, parameters } = q.compile();
  return { sql, parameters };
}
