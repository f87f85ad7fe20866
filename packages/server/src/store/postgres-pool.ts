// The PostgreSQL connection pool of the store (store.ts), with an end to every wait.

import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/**
 * A PostgreSQL pool whose every wait ends after `wait` ms (null: none, for migrations).
 * Without an end (issue 26) a write behind a lock never let go (a process stopped
 * mid-transaction, a peer gone without a word) held its room's queue, and with it the deal,
 * for good and with no line in any log. Past the bound it is an error the room logs, answers
 * and retries; a session of ours idle in a transaction is ended by the database, so its
 * locks go.
 */
export function postgres(url: string, max: number, wait: number | null): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    keepAlive: true,
    ...(wait === null
      ? {}
      : {
          connectionTimeoutMillis: wait,
          statement_timeout: wait,
          idle_in_transaction_session_timeout: wait,
          // A peer gone silent (no FIN) is found by the client too, after the server's bound.
          query_timeout: wait * 2,
        }),
  });
  // An idle connection that the database drops (a restart) is an 'error' on the pool;
  // unheard, it would end the process. The pool discards that connection by itself, and the
  // next query, on a new one, says whether the database is back.
  pool.on('error', () => undefined);
  // The same for a connection in use (in a transaction, between statements) that the
  // database ends: unheard, its 'error' ended the process; its next statement fails instead,
  // and the write with it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
