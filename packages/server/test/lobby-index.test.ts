// Issue 24: the lobby asked by anyone, unauthenticated, must not cost a process more as the
// rooms grow. A cluster's lobby index (cluster/bus.ts, real Redis) holds only listed rooms
// (public and open), in the lobby's order, so a lobby reads its first 200 lines only; and
// every lobby is served from a short cache read once however many ask at once (lobby.ts).
// (Its cost from 100 to 20,000 rooms: bin/bench-lobby.js, docs/BENCHMARKS.md.)

import type { LobbyRoom, RoomInfo } from '@kaschlan/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bus } from '../src/cluster/bus';
import { isListed, LOBBY_LENGTH, lobbyEntryOf, ShortCache, sortLobby } from '../src/rooms/lobby';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

/** A room's picture: `open` of its four seats open. */
function infoOf(id: string, name: string, open: number, isPublic = true): RoomInfo {
  return {
    id,
    name,
    options: { seats: ['human', 'human', 'human', 'human'], preset: 'illig', public: isPublic },
    phase: 'waiting',
    seats: [0, 1, 2, 3].map((seat) => ({
      seat,
      kind: 'human',
      name: seat < 4 - open ? `P${seat}` : null,
      status: seat < 4 - open ? 'here' : 'open',
      botPlaying: false,
      marks: 0,
    })),
    spectators: 0,
    deals: 0,
    game: null,
    nextDealer: null,
  } as unknown as RoomInfo;
}

describe('the lobby in one process', () => {
  it('lists rooms with open seats first, then by name, at most LOBBY_LENGTH', () => {
    const rooms = [
      infoOf('r1', 'Bravo', 0),
      infoOf('r2', 'Alpha', 0),
      infoOf('r3', 'Delta', 2),
      infoOf('r4', 'Charlie', 1),
    ].map(lobbyEntryOf);
    expect(sortLobby(rooms).map((r) => r.name)).toEqual(['Charlie', 'Delta', 'Alpha', 'Bravo']);
    const many = Array.from({ length: LOBBY_LENGTH + 5 }, (_, i) =>
      lobbyEntryOf(infoOf(`m${i}`, `T${i}`, 1)),
    );
    expect(sortLobby(many)).toHaveLength(LOBBY_LENGTH);
  });

  it('lists public rooms only', () => {
    expect(isListed(infoOf('a', 'A', 1))).toBe(true);
    expect(isListed(infoOf('b', 'B', 1, false))).toBe(false);
  });

  it('reads once for everyone asking at once, and again only once the cache is old', async () => {
    let reads = 0;
    let now = 0;
    let release = () => undefined as void;
    const cache = new ShortCache(
      () => {
        reads++;
        return new Promise<number>((r) => {
          release = () => r(reads);
        });
      },
      1000,
      () => now,
    );
    const twenty = Array.from({ length: 20 }, () => cache.get());
    release();
    expect(await Promise.all(twenty)).toEqual(Array(20).fill(1));
    expect(reads).toBe(1);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    const again = cache.get();
    release();
    expect(await again).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next request reads again', async () => {
    let fail = true;
    const cache = new ShortCache(async () => {
      if (fail) throw new Error('Redis went away');
      return 'lobby';
    });
    await expect(cache.get()).rejects.toThrow('Redis went away');
    fail = false;
    expect(await cache.get()).toBe('lobby');
  });
});

const missing = await servicesFor('the cluster lobby index tests');

describe.skipIf(missing !== null)("a cluster's lobby index (Redis)", () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let bus: Bus;
  let redis: Redis;
  beforeAll(async () => {
    schema = await freshSchema();
    bus = new Bus(REDIS_URL, 'lobby-test', 5000, schema.prefix, () => undefined);
    await bus.connect();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await bus?.close();
    redis?.disconnect();
    await schema?.drop();
  });

  /** Publish a room's picture the way an owner does (cluster-lobby.ts publish). */
  const publish = (info: RoomInfo) => {
    const entry = isListed(info) ? lobbyEntryOf(info) : null;
    const line = entry && { line: JSON.stringify(entry), open: entry.open > 0, name: entry.name };
    return bus.putInfo(info.id, JSON.stringify(info), false, line);
  };
  const lobby = async () =>
    (await bus.lobby(LOBBY_LENGTH)).map((t) => (JSON.parse(t) as LobbyRoom).name);

  it('holds listed rooms only, in the lobby order, each once however often it changes', async () => {
    await publish(infoOf('full01', 'Bravo', 0));
    await publish(infoOf('full02', 'Alpha', 0));
    await publish(infoOf('open01', 'Delta', 2));
    await publish(infoOf('open02', 'Charlie', 1));
    await publish(infoOf('priv01', 'Private', 4, false));
    expect(await lobby()).toEqual(['Charlie', 'Delta', 'Alpha', 'Bravo']);
    // The same order as one process's lobby.
    const mine = [
      infoOf('full01', 'Bravo', 0),
      infoOf('full02', 'Alpha', 0),
      infoOf('open01', 'Delta', 2),
      infoOf('open02', 'Charlie', 1),
    ].map(lobbyEntryOf);
    expect(sortLobby(mine).map((r) => r.name)).toEqual(await lobby());
    // A private room is not in the index at all; its picture is still found by id.
    expect(await redis.hlen(`${schema.prefix}:lobby`)).toBe(4);
    expect(await redis.zcard(`${schema.prefix}:lobby:order`)).toBe(4);
    expect(JSON.parse((await bus.info('priv01'))!).name).toBe('Private');
    // Delta fills up: it moves among the full rooms, once.
    await publish(infoOf('open01', 'Delta', 0));
    expect(await lobby()).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta']);
    expect(await redis.zcard(`${schema.prefix}:lobby:order`)).toBe(4);
    // A closed room leaves every index.
    await bus.dropInfo('open02');
    await bus.dropInfo('priv01');
    expect(await lobby()).toEqual(['Alpha', 'Bravo', 'Delta']);
    expect(await redis.hlen(`${schema.prefix}:lobby`)).toBe(3);
    expect(await redis.zcard(`${schema.prefix}:lobby:order`)).toBe(3);
    expect(await bus.info('priv01')).toBeNull();
  });

  it('reads only the first lines of a long lobby', async () => {
    for (let i = 0; i < LOBBY_LENGTH + 50; i++)
      await publish(infoOf(`many${String(i).padStart(4, '0')}`, `Many ${i}`, 1));
    const first = await bus.lobby(LOBBY_LENGTH);
    expect(first).toHaveLength(LOBBY_LENGTH);
    expect(first.map((t) => (JSON.parse(t) as LobbyRoom).open).every((n) => n > 0)).toBe(true);
  });
});
