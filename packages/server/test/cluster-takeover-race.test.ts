// A process taking a room over hears the room's channel before its lease says it owns the
// room: another process that sees the lease relays its client's hello at once, and a hello
// published before the subscription would be lost (the client waiting for a welcome that
// never comes). Real PostgreSQL and Redis; the relaying process is played by this test,
// publishing its hello the moment the lease is taken.

import { roomOptions } from '@kaschlan/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterRooms } from '../src/cluster/cluster-rooms';
import type { ToEdge } from '../src/cluster/relay';
import { storeNewRoom } from '../src/rooms/persist';
import { TestClient } from './support/client';
import { testServer } from './support/server';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('the cluster takeover race test');

describe.skipIf(missing !== null)('a room taken over in a cluster', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let server: Awaited<ReturnType<typeof testServer>>;
  let redis: Redis;

  beforeAll(async () => {
    schema = await freshSchema();
    server = await testServer({
      DATABASE_URL: schema.url,
      REDIS_URL,
      REDIS_PREFIX: schema.prefix,
    });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.close();
    await schema?.drop();
  });

  it('answers a hello relayed the moment its lease is taken (no lost welcome)', async () => {
    // A room in the database that no process holds yet.
    const { id } = await storeNewRoom(
      server.store,
      roomOptions.parse({ seats: ['human', 'easy'] }),
      Date.now(),
    );
    const bus = (server.rooms as ClusterRooms).bus;
    // The other process's edge channel: what the owner sends its relayed client.
    const edge = 'edge-of-the-test';
    const heard = new Redis(REDIS_URL);
    const welcome = new Promise<string>((resolve) => {
      heard.on('message', (_channel, text: string) => {
        const m = JSON.parse(text) as ToEdge;
        if ('x' in m && JSON.parse(m.x).type === 'welcome') resolve(m.x);
      });
    });
    await heard.subscribe(bus.edgeChannel(edge));
    // The moment the lease is taken, that process relays its client's hello.
    const acquire = bus.acquire.bind(bus);
    bus.acquire = async (room, floor) => {
      const fence = await acquire(room, floor);
      if (fence !== null && room === id)
        await redis.publish(bus.roomChannel(id), JSON.stringify({ k: 'hello', e: edge, c: 1 }));
      return fence;
    };
    try {
      // A client of this process enters: the room is taken over here.
      const local = await TestClient.connect(server.url);
      await local.request({ type: 'hello', room: id }, 'welcome');
      expect(JSON.parse(await welcome)).toMatchObject({ type: 'welcome', room: { id } });
      await local.close();
    } finally {
      bus.acquire = acquire;
      heard.disconnect();
    }
  });
});
