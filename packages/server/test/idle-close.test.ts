// Rooms nobody is in and nothing changed in for IDLE_CLOSE_MINUTES are closed (their deals
// stay as replays), in a single process and in a cluster; a room's idle time runs from its
// last stored change, so restarts do not keep an abandoned room open for ever.

import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { cluster, until } from './support/chaos';
import type { ServerProcess } from './support/process';
import { createRoom, testServer } from './support/server';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const IDLE = { IDLE_CLOSE_MINUTES: '0.02' }; // 1.2 s

const gone = (url: string, id: string) => async () =>
  (await fetch(`${url}/api/rooms/${id}`)).status === 404;

describe('a single process', () => {
  it('closes a room left idle, and keeps the one someone is in', async () => {
    const server = await testServer(IDLE);
    try {
      const idle = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'illig' });
      await until(gone(server.url, idle), 'the idle room closed');
      // Its closing is stored too (the write may land just after it left the directory).
      await until(
        async () => ((await server.store.room(idle))?.closed_at ?? null) !== null,
        'the idle room stored as closed',
      );
    } finally {
      await server.close();
    }
  });

  it('counts idle time from the last stored change, across a restart', async () => {
    // The room's last change was two hours ago (written into the file while the server is
    // down); at the next start it is not new, and with an hour's idle time it closes.
    const first = await testServer();
    const id = await createRoom(first.url, { seats: ['human', 'easy'], preset: 'illig' });
    const { dataDir } = first;
    await first.close();
    const file = new SQLite(join(dataDir, 'kaschlan.sqlite'));
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    file
      .prepare('update rooms set last_activity = ?, created_at = ? where id = ?')
      .run(twoHoursAgo, twoHoursAgo, id);
    file.close();
    const second = await testServer({ IDLE_CLOSE_MINUTES: '60', DATA_DIR: dataDir });
    try {
      await until(gone(second.url, id), 'the room closed after the restart');
    } finally {
      await second.close();
    }
  });
});

const missing = await servicesFor('idle close in a cluster');

describe.skipIf(missing !== null)('a cluster', () => {
  let processes: ServerProcess[] = [];
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  afterAll(async () => {
    for (const p of processes) await p.kill();
    await schema?.drop();
  });

  it('closes an idle room and takes it out of the lobby', async () => {
    schema = await freshSchema();
    processes = await cluster({
      ...IDLE,
      DATABASE_URL: schema.url,
      REDIS_URL,
      REDIS_PREFIX: schema.prefix,
      LEASE_MS: '1500',
      DATA_DIR: '/nonexistent-unused',
    });
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const id = await createRoom(a.url, {
      seats: ['human', 'easy'],
      preset: 'illig',
      public: true,
    });
    const db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    try {
      await until(async () => {
        const r = await db.query('select closed_at from rooms where id = $1', [id]);
        return r.rows[0]?.closed_at !== null;
      }, 'the idle room closed in the database');
    } finally {
      await db.end();
    }
    await until(async () => {
      const lobby = (await (await fetch(`${b.url}/api/rooms`)).json()) as {
        rooms: { id: string }[];
      };
      return !lobby.rooms.some((r) => r.id === id);
    }, 'the lobby forgot it');
    expect((await fetch(`${b.url}/api/rooms/${id}`)).status).toBe(404);
  }, 300_000);
});
