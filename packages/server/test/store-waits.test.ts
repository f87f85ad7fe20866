// Issue 26: a deal that stops for good with no line in any log. On PostgreSQL every wait had
// no end: a statement waiting for a row lock, a pooled connection waiting for a free one, a
// session of ours left idle inside a transaction (a process paused or stopped mid-write, or a
// peer gone without a word). A room's change waits for its write, the room's next change
// waits for that one, and so its held pass's release (R8.5) waits with them: the table
// stands. SQLite bounds its lock waits (busy_timeout). Now PostgreSQL's are bounded too
// (DATABASE_WAIT_MS): a wait past it is an error the room answers and retries, and a
// session of ours idle in a transaction is ended by the database, so its locks go.

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/store';
import { deal, Ledger, playOut, seatedRoom } from './support/chaos';
import { testServer } from './support/server';
import { freshSchema, servicesFor } from './support/services';
import { dealIn } from './support/store-deal';

const missing = await servicesFor('the store wait tests on PostgreSQL');
const schema = missing ? null : await freshSchema();
afterAll(async () => {
  await schema?.drop();
});

/** A promise and the hand that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
}

/**
 * Another process's store, stopped inside a transaction that has room `room`'s row; `resume`
 * lets it go on, `ended` is its transaction's end (an error once the database ended it).
 */
async function stoppedHolder(
  room: string,
): Promise<{ store: Store; resume: () => void; ended: Promise<unknown> }> {
  const store = await Store.open({ kind: 'postgres', url: schema!.url, waitMs: 1000 });
  const stopped = gate();
  const holding = gate();
  const ended = store.db
    .transaction()
    .execute(async (tx) => {
      await tx
        .updateTable('rooms')
        .set({ last_activity: Date.now() })
        .where('id', '=', room)
        .execute();
      holding.open();
      await stopped.opened;
    })
    .catch((e: Error) => e);
  await holding.opened;
  return { store, resume: stopped.open, ended };
}

const pass = (n: number) => ({
  n,
  action: { type: 'pass', seat: n % 2 } as const,
  source: 'seat' as const,
  at: Date.now(),
});

describe.skipIf(!schema)('the store’s waits on PostgreSQL have an end (issue 26)', () => {
  it('an append behind a lock held without end fails within the wait, and the next goes in once it is gone', async () => {
    const store = await Store.open({ kind: 'postgres', url: schema!.url, waitMs: 1000 });
    const { room, game } = await dealIn(store, 'lk');
    // Someone else's session holds the room's row (an operator's psql, a stuck process).
    const holder = new pg.Client({ connectionString: schema!.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from rooms where id = $1 for update', [room]);
    const w = { room, fence: null, at: Date.now() };
    const failed = await store.appendAction(w, game, pass(0)).then(
      () => null,
      (e: Error) => e,
    );
    expect(failed?.message).toMatch(/statement timeout|canceling statement/);
    await holder.query('rollback');
    await holder.end();
    await store.appendAction(w, game, pass(0));
    expect((await store.actionsOf(game)).map((a) => a.n)).toEqual([0]);
    await store.close();
  }, 30_000);

  it('a session of ours idle inside a transaction is ended by the database, so its lock goes', async () => {
    // Two processes: one is stopped while its transaction holds the room's row.
    const other = await Store.open({ kind: 'postgres', url: schema!.url, waitMs: 1000 });
    const { room, game } = await dealIn(other, 'ps');
    const paused = await stoppedHolder(room);
    // The other process's append waits for the row, which the database frees by ending the
    // idle session; then it goes in (a retry covers a wait that outlived its bound).
    const w = { room, fence: null, at: Date.now() };
    let stored = false;
    for (let i = 0; i < 5 && !stored; i++)
      stored = await other.appendAction(w, game, pass(0)).then(
        () => true,
        () => false,
      );
    expect(stored).toBe(true);
    expect((await other.actionsOf(game)).map((a) => a.n)).toEqual([0]);
    paused.resume();
    expect(await paused.ended).toBeInstanceOf(Error);
    await paused.store.close().catch(() => undefined);
    await other.close();
  }, 30_000);

  it('a deal goes on to its end while another process, stopped inside a transaction, holds its room', async () => {
    const server = await testServer({ DATABASE_URL: schema!.url, DATABASE_WAIT_MS: '1000' });
    const { id: room, players } = await seatedRoom([[server.url], [server.url]], {
      seats: ['human', 'human'],
      preset: 'illig',
    });
    await deal(players);
    // The other process: its transaction has the room's row, and then it stops.
    const paused = await stoppedHolder(room);
    // Every move is a write that needs the room's row: the first waits for the row until the
    // database ends the stopped session (or, past the wait, fails and is sent again).
    const over = await playOut(players, new Ledger());
    expect(over.view?.over).toBe(true);
    paused.resume();
    expect(await paused.ended).toBeInstanceOf(Error);
    await paused.store.close().catch(() => undefined);
    for (const p of players) await p.close();
    await server.close();
  }, 60_000);

  it('takes DATABASE_WAIT_MS for every pooled session', async () => {
    const store = await Store.open({ kind: 'postgres', url: schema!.url, waitMs: 1500 });
    const { rows } = await (await import('kysely')).sql<{
      s: string;
      i: string;
    }>`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`.execute(
      store.db,
    );
    expect(rows[0]).toEqual({ s: '1500ms', i: '1500ms' });
    await store.close();
  });
});
