// The caps per creator (issue 12): the open rooms one address created, and the search bots
// (hard, expert) in them, are counted in the database as each room is stored. So they hold
// after a restart, across a cluster's processes, and when creations race; a closed room
// frees its place. Against SQLite and the machine's real PostgreSQL (and Redis: a cluster).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roomOptions } from '@kaschlan/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { creatorKey } from '../src/bounds';
import { storeNewRoom } from '../src/rooms/persist';
import type { Creator } from '../src/store/creators';
import { OverCap, Store } from '../src/store/store';
import { testServer } from './support/server';
import { type Database, databases, freshSchema, REDIS_URL } from './support/services';

const dbs = await databases('the creator caps tests');

/** Store a room of `seats` for `creator`: 'created', or the cap that refused it. */
async function make(store: Store, seats: string[], creator?: Creator) {
  try {
    const { id } = await storeNewRoom(store, roomOptions.parse({ seats }), Date.now(), creator);
    return { outcome: 'created' as const, id };
  } catch (e) {
    if (e instanceof OverCap) return { outcome: e.cap, id: null };
    throw e;
  }
}
const outcome = async (...args: Parameters<typeof make>) => (await make(...args)).outcome;

/** How many of `outcomes` are each one. */
function tally(outcomes: readonly string[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const o of outcomes) t[o] = (t[o] ?? 0) + 1;
  return t;
}

/** Two stores on one database, as two processes have (SQLite: one file, two writers). */
async function twoStores(db: Database): Promise<[Store, Store]> {
  if (db.name === 'PostgreSQL') return [await db.open(), await db.open()];
  const file = join(mkdtempSync(join(tmpdir(), 'kaschlan-caps-')), 'k.sqlite');
  const first = await Store.open({ kind: 'sqlite', file });
  return [first, await Store.open({ kind: 'sqlite', file })];
}

let addresses = 0;
/** A creator nobody else in this file is: a fresh address's key, with `caps`. */
const creator = (rooms: number, searchBots: number): Creator => ({
  key: creatorKey(`192.0.2.${++addresses}`),
  rooms,
  searchBots,
});

describe.each(dbs)('the caps per creator, counted by the store ($name)', (db) => {
  const stores: Store[] = [];
  const open = async () => {
    const store = await db.open();
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const s of stores) await s.close();
  });

  it('counts a creator’s open rooms and their search bots; a closed room frees its place', async () => {
    const store = await open();
    const a = creator(2, 2);
    const first = await make(store, ['human', 'expert', 'hard'], a);
    expect(first.outcome).toBe('created');
    expect(await outcome(store, ['human', 'hard'], a)).toBe('bots');
    expect(await outcome(store, ['human', 'easy'], a)).toBe('created');
    expect(await outcome(store, ['human', 'easy'], a)).toBe('rooms');
    // Another creator has his own share.
    expect(await outcome(store, ['human', 'expert'], creator(2, 2))).toBe('created');
    // The first room closes (idle): its place and its two search bots are a's again.
    await store.closeRoom({ room: first.id!, fence: null, at: Date.now() });
    expect(await outcome(store, ['human', 'expert'], a)).toBe('created');
    expect(await outcome(store, ['human', 'easy'], a)).toBe('rooms');
  });

  it('counts no room without a creator (quick play’s, and those stored before the caps)', async () => {
    const store = await open();
    for (let i = 0; i < 3; i++) expect(await outcome(store, ['human', 'expert'])).toBe('created');
    const rows = await store.openRooms();
    expect(rows.filter((r) => r.creator_hash === null).length).toBeGreaterThanOrEqual(3);
    expect(await outcome(store, ['human', 'expert'], creator(1, 1))).toBe('created');
  });

  it('lets creations that race take only the places there are, from two stores at once', async () => {
    const [one, two] = await twoStores(db);
    stores.push(one, two);
    const a = creator(3, 100);
    const rooms = await Promise.all(
      Array.from({ length: 24 }, (_, i) => outcome(i % 2 ? one : two, ['human', 'easy'], a)),
    );
    expect(tally(rooms)).toEqual({ created: 3, rooms: 21 });
    // Search bots across rooms: one each, four in all, whichever store stores the room.
    const b = creator(100, 4);
    const bots = await Promise.all(
      Array.from({ length: 24 }, (_, i) => outcome(i % 2 ? one : two, ['human', 'hard'], b)),
    );
    expect(tally(bots)).toEqual({ created: 4, bots: 20 });
  });
});

/** POST /api/rooms at `url` with `seats`: the status and the code of a refusal. */
async function create(url: string, seats: string[]) {
  const res = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats, preset: 'illig' }),
  });
  const body = (await res.json()) as { id?: string; code?: string };
  return { status: res.status, id: body.id, code: body.code ?? 'created' };
}

const caps = {
  MAX_ROOMS_PER_ADDRESS: '3',
  MAX_SEARCH_BOTS_PER_ADDRESS: '2',
  ROOMS_PER_MINUTE: '10000',
};

describe.each(dbs)('the caps per address after a restart ($name)', (db) => {
  it('still refuses a fourth room to the address that holds three', async () => {
    const first = await testServer({ ...db.env, ...caps });
    const dataDir = first.dataDir;
    try {
      expect((await create(first.url, ['human', 'hard', 'expert'])).status).toBe(201);
      expect((await create(first.url, ['human', 'easy'])).status).toBe(201);
      // Only the address's key is stored, never the address itself.
      const creators = (await first.store.openRooms()).map((r) => r.creator_hash);
      expect(creators.filter((c) => c === creatorKey('127.0.0.1'))).toHaveLength(2);
      expect(creators.some((c) => c?.includes('127.0.0.1'))).toBe(false);
    } finally {
      await first.close();
    }
    const again = await testServer({ ...db.env, ...caps, DATA_DIR: dataDir });
    try {
      expect(await create(again.url, ['human', 'hard'])).toMatchObject({
        status: 429,
        code: 'TOO_MANY_BOTS',
      });
      expect((await create(again.url, ['human', 'easy'])).status).toBe(201);
      expect(await create(again.url, ['human', 'easy'])).toMatchObject({
        status: 429,
        code: 'TOO_MANY_ROOMS',
      });
    } finally {
      await again.close();
    }
  });
});

describe.skipIf(!dbs.some((d) => d.name === 'PostgreSQL'))(
  'the caps per address in a cluster of two over PostgreSQL and Redis',
  () => {
    it('hold for both processes together, however the creations race', async () => {
      const schema = await freshSchema();
      const env = { DATABASE_URL: schema.url, REDIS_URL, REDIS_PREFIX: schema.prefix, ...caps };
      const a = await testServer(env);
      const b = await testServer(env);
      try {
        const burst = async (seats: string[], each: number) =>
          Promise.all(
            Array.from({ length: each * 2 }, (_, i) => create(i % 2 ? a.url : b.url, seats)),
          );
        // Search bots across rooms and processes: two, one a room.
        const bots = await burst(['human', 'hard'], 6);
        expect(tally(bots.map((r) => r.code))).toEqual({ created: 2, TOO_MANY_BOTS: 10 });
        // Rooms: three in all, two of them already open.
        const rooms = await burst(['human', 'easy'], 6);
        expect(tally(rooms.map((r) => r.code))).toEqual({ created: 1, TOO_MANY_ROOMS: 11 });
        // A room closed (idle) frees its place, for a creation at either process.
        const closed = bots.find((r) => r.status === 201)!.id!;
        await a.store.closeRoom({ room: closed, fence: null, at: Date.now() });
        const after = await burst(['human', 'easy'], 3);
        expect(tally(after.map((r) => r.code))).toEqual({ created: 1, TOO_MANY_ROOMS: 5 });
      } finally {
        await a.close();
        await b.close();
        await schema.drop();
      }
    });
  },
);
