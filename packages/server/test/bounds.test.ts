// The server's bounds, over real sockets and HTTP: a repeated hello is no broadcast, sync
// has its own rate, and the caps on sockets per address, spectators per room, rooms in all
// and per creator (counted in the database: creator-caps.test.ts), and search bots per
// creator refuse with their stable codes.

import { type ServerMessage, SYNC_RATE } from '@kaschlan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TestClient } from './support/client';
import { until } from './support/players';
import { ask, codeOf } from './support/requests';
import { createRoom, testServer } from './support/server';
import { sharedServer } from './support/shared-server';

const { server, client, enter } = sharedServer();

/** `n` copies of `message` sent at once; resolves with the `n` replies (`types` or errors). */
async function burst(c: TestClient, message: object, n: number, type: ServerMessage['type']) {
  const from = c.received.length;
  const replies = () => c.received.slice(from).filter((m) => m.type === type || m.type === 'error');
  const all = until(c, () => replies().length === n, 60_000, `${n} replies`);
  const sending = Date.now();
  for (let i = 0; i < n; i++) c.send(message);
  await all;
  return { replies: replies(), seconds: (Date.now() - sending) / 1000 };
}

/** Whatever `c` was sent before a round trip it makes now (its socket keeps the order). */
async function settled(c: TestClient): Promise<ServerMessage[]> {
  const from = c.received.length;
  await c.request({ type: 'ping', n: 7 }, 'pong');
  return c.received.slice(from, -1);
}

/**
 * A raw socket to `url`: open and answering (a ping), or the code and reason it was closed
 * with first (listened for from the start: the server may close it as soon as it opens).
 */
function probe(url: string): Promise<WebSocket | [number, string]> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    ws.once('close', (code, reason) => resolve([code, reason.toString()]));
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'ping' })));
    ws.once('message', () => {
      ws.removeAllListeners('close');
      resolve(ws);
    });
  });
}

/** Send `message` on a raw socket; its next message. */
function say(ws: WebSocket, message: object): Promise<ServerMessage> {
  return new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(data.toString()) as ServerMessage));
    ws.send(JSON.stringify(message));
  });
}

/** The snapshots a burst may get: the bucket, and its refill while the burst lasted. */
const snapshotsAllowed = (seconds: number) =>
  SYNC_RATE.burst + Math.ceil(seconds * SYNC_RATE.perSecond);

describe('a repeated hello', () => {
  it('to the room the socket is in tells nobody else, and is answered like a sync', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'illig' });
    const seated = await enter(id, 0);
    const watcher = await enter(id);
    const again = await client();
    await again.request({ type: 'hello', room: id }, 'welcome');
    await settled(seated);
    await settled(watcher);
    // Under the messages' own rate (RATE.burst), so only the snapshots' rate refuses.
    const n = 20;
    const spectator = await burst(again, { type: 'hello', room: id }, n, 'welcome');
    const token = seated.token!;
    const player = await burst(seated, { type: 'hello', room: id, token }, n, 'welcome');
    for (const { replies, seconds } of [spectator, player]) {
      const welcomes = replies.filter((m) => m.type === 'welcome');
      expect(welcomes.length).toBeGreaterThanOrEqual(1);
      expect(welcomes.length).toBeLessThanOrEqual(snapshotsAllowed(seconds));
      const refused = replies.filter((m) => m.type === 'error');
      expect(refused.every((m) => codeOf(m) === 'RATE_LIMITED' && m.for === 'hello')).toBe(true);
    }
    // Nobody else heard of any of it; the player is still here, in his seat.
    expect(await settled(watcher)).toEqual([]);
    expect(watcher.room?.seats[0]?.status).toBe('here');
    expect(seated.you).toBe(0);
  });

  it('after sitting down enters the room again in full (the seat changed)', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'illig' });
    const c = await enter(id, 0);
    const welcome = await ask(c, { type: 'hello', room: id }, 'welcome');
    // Without the token he is a spectator now, and his seat is away.
    expect(welcome).toMatchObject({ type: 'welcome', you: null });
    const back = await ask(c, { type: 'hello', room: id, token: c.token }, 'welcome');
    expect(back).toMatchObject({ type: 'welcome', you: 0 });
  });
});

describe('a change', () => {
  it('reaches each member as one message per kind: dealing is one game and one room update', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'illig' });
    const a = await enter(id, 0);
    await enter(id, 1);
    const watcher = await enter(id);
    await settled(watcher);
    const from = watcher.received.length;
    await ask(a, { type: 'deal' }, 'game');
    await settled(watcher);
    const told = watcher.received.slice(from).filter((m) => m.type !== 'pong');
    expect(told.map((m) => m.type).sort()).toEqual(['game', 'room']);
    expect(watcher.gaps).toBe(0);
  });
});

describe('sync', () => {
  it('has its own, lower rate: snapshots beyond it are RATE_LIMITED', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'illig' });
    const c = await enter(id, 0);
    const { replies, seconds } = await burst(c, { type: 'sync' }, 12, 'welcome');
    const welcomes = replies.filter((m) => m.type === 'welcome');
    expect(welcomes.length).toBeGreaterThanOrEqual(1);
    expect(welcomes.length).toBeLessThanOrEqual(snapshotsAllowed(seconds));
    const refused = replies.filter((m) => m.type === 'error');
    expect(refused.length).toBe(12 - welcomes.length);
    expect(refused.every((m) => codeOf(m) === 'RATE_LIMITED' && m.for === 'sync')).toBe(true);
    // Other messages are not held back by it.
    expect((await c.request({ type: 'ping' }, 'pong')).type).toBe('pong');
  });
});

describe('caps', () => {
  let capped: Awaited<ReturnType<typeof testServer>>;
  const opened: TestClient[] = [];
  beforeAll(async () => {
    capped = await testServer({
      MAX_SOCKETS_PER_ADDRESS: '4',
      MAX_SPECTATORS: '2',
      MAX_ROOMS: '4',
      MAX_ROOMS_PER_ADDRESS: '3',
      MAX_SEARCH_BOTS_PER_ADDRESS: '3',
    });
  });
  afterAll(async () => {
    for (const c of opened) await c.close();
    await capped.close();
  });
  const connect = async () => {
    const c = await TestClient.connect(capped.url);
    opened.push(c);
    return c;
  };
  const create = async (seats: string[]) => {
    const res = await fetch(`${capped.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Casual: a rated room seats only people with a session, and these have none.
      body: JSON.stringify({ seats, preset: 'illig', rated: false }),
    });
    const body = (await res.json()) as { id?: string; code?: string };
    return { status: res.status, ...body };
  };

  // In order: the rooms made here are the ones the socket tests use.
  let room = '';
  it('refuses rooms beyond an address’s share, and search bots beyond its share', async () => {
    const first = await create(['human', 'expert', 'hard']);
    expect(first.status).toBe(201);
    room = first.id!;
    expect(await create(['human', 'expert', 'hard'])).toMatchObject({
      status: 429,
      code: 'TOO_MANY_BOTS',
    });
    expect((await create(['human', 'hard'])).status).toBe(201); // 3 search bots: the share
    expect(await create(['human', 'hard'])).toMatchObject({ status: 429, code: 'TOO_MANY_BOTS' });
    expect((await create(['human', 'easy'])).status).toBe(201);
    expect(await create(['human', 'easy'])).toMatchObject({ status: 429, code: 'TOO_MANY_ROOMS' });
    expect(capped.rooms.size).toBe(3);
  });

  it('takes a seat’s person but no spectator beyond the room’s share', async () => {
    const person = await connect();
    await person.request({ type: 'hello', room }, 'welcome');
    await person.request({ type: 'sit', seat: 0, name: 'Ann' }, 'seated');
    const spectators = [await connect(), await connect()];
    for (const s of spectators) await s.request({ type: 'hello', room }, 'welcome');
    const idle = await connect();
    // Four sockets from this address now: the fifth is closed at once.
    expect(await probe(capped.url)).toEqual([1013, 'too many connections from your address']);
    await idle.close();
    // The server lets the closed socket's place go once it has seen the close.
    let third: WebSocket | null = null;
    for (let attempt = 0; attempt < 200 && !third; attempt++) {
      const answer = await probe(capped.url);
      if (!Array.isArray(answer)) third = answer;
    }
    expect(third).not.toBeNull();
    // Two spectators already: one more is refused, the one already in is answered.
    expect(await say(third!, { type: 'hello', room })).toMatchObject({
      type: 'error',
      code: 'SPECTATORS_FULL',
      for: 'hello',
    });
    const other = await ask(spectators[0]!, { type: 'hello', room }, 'welcome');
    expect(other.type).toBe('welcome'); // already in: a repeated hello
    // The seat's person comes back in with his token, however many watch.
    const token = person.token!;
    await person.close();
    await until(spectators[0]!, () => spectators[0]!.room?.seats[0]?.status === 'away');
    expect(await say(third!, { type: 'hello', room, token })).toMatchObject({
      type: 'welcome',
      you: 0,
    });
    third!.close();
  });

  it('refuses a room beyond what one process holds (SERVER_FULL)', async () => {
    // The address's share is used up, so the room comes from the rooms' own directory.
    const { Rooms } = await import('../src/rooms/rooms');
    expect(capped.rooms).toBeInstanceOf(Rooms);
    await (capped.rooms as InstanceType<typeof Rooms>).add({
      seats: ['human', 'easy'],
      preset: 'illig',
    } as never);
    expect(await create(['human', 'easy'])).toMatchObject({ status: 503, code: 'SERVER_FULL' });
  });
});
