// The one storage layer on both databases: the same calls, the same answers, on SQLite (a
// temporary file) and on PostgreSQL (a fresh schema; skipped with the reason when the
// machine has none, never in CI).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AlreadyStored, Store } from '../src/store/store';
import { freshSchema, servicesMissing } from './support/services';

const missing = await servicesMissing();
if (missing && process.env['CI'])
  throw new Error(`CI must provide PostgreSQL and Redis: ${missing}`);
const schema = missing ? null : await freshSchema();
afterAll(async () => {
  await schema?.drop();
});

const kinds = [
  {
    name: 'SQLite',
    open: () =>
      Store.open({
        kind: 'sqlite',
        file: join(mkdtempSync(join(tmpdir(), 'kaschlan-store-')), 'k.sqlite'),
      }),
  },
  ...(schema
    ? [{ name: 'PostgreSQL', open: () => Store.open({ kind: 'postgres', url: schema.url }) }]
    : []),
];
if (!schema) console.warn(`store tests on PostgreSQL skipped: ${missing}`);

describe.each(kinds)('the store on $name', ({ open }) => {
  it('keeps rooms, seats, deals, action logs and chat, and refuses a second action n', async () => {
    const store = await open();
    const now = Date.now();
    const room = `room${now.toString(36)}`.slice(0, 12);
    await store.createRoom({
      id: room,
      name: 'Table',
      options: '{"seats":["human","normal"]}',
      created_at: now,
      game_id: null,
      closed_at: null,
    });
    await store.sit({
      room_id: room,
      seat: 0,
      name: 'Anna',
      token_hash: 'ab'.repeat(32),
      sat_at: now,
    });
    await expect(
      store.sit({ room_id: room, seat: 0, name: 'Eve', token_hash: 'cd'.repeat(32), sat_at: now }),
    ).rejects.toThrow();
    const game = `game${now.toString(36)}`.slice(0, 12);
    await store.startGame({
      id: game,
      room_id: room,
      number: 1,
      setup: '{"players":2,"seed":1}',
      dealer: 1,
      started_at: now,
      finished_at: null,
      loser: null,
    });
    // Appends sent together are committed together (group commit), each in its place.
    await Promise.all(
      [0, 1, 2].map((n) =>
        store.appendAction(game, {
          n,
          action: { type: 'pass', seat: n % 2 },
          source: 'seat',
          at: now + n,
        }),
      ),
    );
    await expect(
      store.appendAction(game, {
        n: 1,
        action: { type: 'take', seat: 1 },
        source: 'seat',
        at: now,
      }),
    ).rejects.toBeInstanceOf(AlreadyStored);
    await store.appendAction(
      game,
      { n: 3, action: { type: 'take', seat: 1 }, source: 'bot', at: now + 3 },
      { at: now + 4, loser: 1 },
    );
    await store.addChat({
      room_id: room,
      n: 1,
      seat: 0,
      name: 'Anna',
      text: 'Guten Abend',
      at: now,
    });

    expect((await store.openRooms()).map((r) => r.id)).toContain(room);
    expect((await store.room(room))?.game_id).toBe(game);
    expect((await store.seatsOf(room)).map((s) => [s.seat, s.name])).toEqual([[0, 'Anna']]);
    expect((await store.actionsOf(game)).map((a) => [a.n, a.action, a.source])).toEqual([
      [0, { type: 'pass', seat: 0 }, 'seat'],
      [1, { type: 'pass', seat: 1 }, 'seat'],
      [2, { type: 'pass', seat: 0 }, 'seat'],
      [3, { type: 'take', seat: 1 }, 'bot'],
    ]);
    const g = await store.game(game);
    expect([g?.finished_at, g?.loser, typeof g?.started_at]).toEqual([now + 4, 1, 'number']);
    expect((await store.recentChat(room, 10)).map((c) => c.text)).toEqual(['Guten Abend']);
    await store.unsit(room, 0);
    expect(await store.seatsOf(room)).toEqual([]);
    await store.closeRoom(room, now + 5);
    expect((await store.openRooms()).map((r) => r.id)).not.toContain(room);
    await store.close();
  });
});
