// Seats know their person (issue 13): a socket whose upgrade carried a session cookie sits as
// that player: the seat's row keeps his id; in a rated room the seat shows his own name; a
// deal records who sat where (games.seating) and whether it is rated. Without a cookie a
// socket sits in a casual room as before, never in a rated one (issue 24: NO_SESSION).
// Deleting the account replaces his name in those rows. SQLite and PostgreSQL.

import { afterAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { DELETED_NAME } from '../src/store/players-store';
import { Person } from './support/browser-like';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('seat linkage on PostgreSQL and in a cluster');
const schema = missing ? null : await freshSchema();
afterAll(async () => {
  await schema?.drop();
});

const kinds = [
  { name: 'SQLite', env: {} as Record<string, string> },
  ...(schema ? [{ name: 'PostgreSQL', env: { DATABASE_URL: schema.url } }] : []),
];

/** A person with a session and a chosen name, and his socket carrying the cookie. */
async function signedIn(server: Server, name: string) {
  const person = new Person(server.url);
  expect((await person.call('PATCH', '/api/me', { name })).status).toBe(200);
  const row = await server.store.db
    .selectFrom('players')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const socket = await TestClient.connect(server.url, {
    cookie: `kaschlan_session=${person.session}`,
  });
  return { person, socket, id: row.id };
}

const tag = () => Math.random().toString(36).slice(2, 7);

/** One person with two sockets (two tabs), both in a new two-seat room. */
async function twoTabs(server: Server, rated: boolean) {
  const ann = await signedIn(server, `Ann ${tag()}`);
  const twin = await TestClient.connect(server.url, {
    cookie: `kaschlan_session=${ann.person.session}`,
  });
  const id = await createRoom(server.url, { seats: ['human', 'human'], public: rated, rated });
  for (const c of [ann.socket, twin]) await c.request({ type: 'hello', room: id }, 'welcome');
  return { ann, twin, id, close: () => Promise.all([ann.socket.close(), twin.close()]) };
}

describe.each(kinds)('seats and their people on $name', ({ env }) => {
  it('a rated room seats the person under his own name, and the deal records its seating', async () => {
    const server = await testServer(env);
    try {
      const name = `Ann ${tag()}`;
      const ann = await signedIn(server, name);
      const boName = `Bo ${tag()}`;
      const bo = await signedIn(server, boName);
      const anon = await TestClient.connect(server.url); // no cookie
      const id = await createRoom(server.url, {
        seats: ['human', 'human', 'easy'],
        public: true,
        rated: true,
      });
      for (const c of [ann.socket, bo.socket, anon])
        await c.request({ type: 'hello', room: id }, 'welcome');
      await ann.socket.request({ type: 'sit', seat: 0, name: 'Someone else' }, 'seated');
      // Issue 24: nobody sits in a rated room without a session.
      const refused = await anon.request({ type: 'sit', seat: 1, name: 'Bo' }, 'seated');
      expect(refused).toMatchObject({ type: 'error', code: 'NO_SESSION' });
      await bo.socket.request({ type: 'sit', seat: 1, name: 'Bo' }, 'seated');
      const seats = await server.store.seatsOf(id);
      expect(seats.find((s) => s.seat === 0)).toMatchObject({ name, player_id: ann.id });
      expect(seats.find((s) => s.seat === 1)).toMatchObject({ name: boName, player_id: bo.id });

      await ann.socket.request({ type: 'deal' }, 'game');
      const game = (await server.store.gamesOf(id))[0]!;
      expect(game.rated).toBe(1);
      expect(JSON.parse(game.seating!)).toEqual([
        { player: ann.id, name },
        { player: bo.id, name: boName },
        { bot: 'easy' },
      ]);

      // Deleting the account: his name goes from the seat and the deal's seating.
      expect((await ann.person.call('DELETE', '/api/me')).status).toBe(200);
      const after = await server.store.seatsOf(id);
      expect(after.find((s) => s.seat === 0)!.name).toBe(DELETED_NAME);
      const seating = JSON.parse((await server.store.game(game.id))!.seating!);
      expect(seating[0]).toEqual({ player: ann.id, name: DELETED_NAME });
      const player = await server.store.db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', ann.id)
        .executeTakeFirstOrThrow();
      expect(player).toMatchObject({ name: DELETED_NAME, name_key: null, account: 0 });
      expect(player.deleted_at).not.toBeNull();
      for (const table of ['sessions', 'passwords', 'passkeys'] as const) {
        const left = await server.store.db
          .selectFrom(table)
          .select('player_id')
          .where('player_id', '=', ann.id)
          .execute();
        expect(left).toEqual([]);
      }
      // The name is free again; the old cookie opens nothing.
      expect((await ann.person.call('GET', '/api/me')).body['name']).not.toBe(DELETED_NAME);
      const other = new Person(server.url);
      expect((await other.call('PATCH', '/api/me', { name })).status).toBe(200);
      await Promise.all([ann.socket.close(), bo.socket.close(), anon.close()]);
    } finally {
      await server.close();
    }
  });

  it('a casual room keeps the name asked for, and one person may hold two seats', async () => {
    const server = await testServer(env);
    try {
      const { ann, twin, id, close } = await twoTabs(server, false);
      await ann.socket.request({ type: 'sit', seat: 0, name: 'Annie' }, 'seated');
      await twin.request({ type: 'sit', seat: 1, name: 'Sister' }, 'seated');
      const seats = await server.store.seatsOf(id);
      expect(seats.map((s) => [s.name, s.player_id])).toEqual([
        ['Annie', ann.id],
        ['Sister', ann.id],
      ]);
      await ann.socket.request({ type: 'deal' }, 'game');
      expect((await server.store.gamesOf(id))[0]!.rated).toBe(0);
      await close();
    } finally {
      await server.close();
    }
  });

  it('a rated room refuses the same person a second seat (ALREADY_SEATED)', async () => {
    const server = await testServer(env);
    try {
      const { ann, twin, close } = await twoTabs(server, true);
      await ann.socket.request({ type: 'sit', seat: 0, name: 'Ann' }, 'seated');
      const refused = await twin.request({ type: 'sit', seat: 1, name: 'Ann' }, 'seated');
      expect(refused).toMatchObject({ type: 'error', code: 'ALREADY_SEATED' });
      await close();
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(schema === null)('in a cluster', () => {
  it("a socket on another process than the room's owner sits as its person (relayed)", async () => {
    const env = { DATABASE_URL: schema!.url, REDIS_URL, REDIS_PREFIX: schema!.prefix };
    const [owner, edge] = [await testServer(env), await testServer(env)];
    try {
      const id = await createRoom(owner.url, { seats: ['human', 'easy'], rated: true });
      // His session is made on the owner; his socket is on the other process.
      const name = `Ann ${tag()}`;
      const ann = await signedIn(owner, name);
      await ann.socket.close();
      const socket = await TestClient.connect(edge.url, {
        cookie: `kaschlan_session=${ann.person.session}`,
      });
      await socket.request({ type: 'hello', room: id }, 'welcome');
      await socket.request({ type: 'sit', seat: 0, name: 'Not me' }, 'seated');
      const seats = await owner.store.seatsOf(id);
      expect(seats[0]).toMatchObject({ name, player_id: ann.id });
      await socket.close();
    } finally {
      await edge.close();
      await owner.close();
    }
  });
});
