// A process taking a room over hears the room's channel before its lease says it owns the
// room: another process that sees the lease relays its client's hello at once, and a hello
// published before the subscription would be lost (the client waiting for a welcome that
// never comes). What it hears while the room loads is kept, within a bound; a process that
// does not get the room stops listening. Real PostgreSQL and Redis; the relaying process is
// played by this test, publishing on the room's channel the moment the lease is taken.

import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { ClusterRooms } from '../src/cluster/cluster-rooms';
import { EARLY_MAX } from '../src/cluster/early-messages';
import type { ToEdge, ToOwner } from '../src/cluster/relay';
import { until } from './support/chaos';
import { TestClient } from './support/client';
import { clusterServer } from './support/cluster-server';
import { REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('the cluster takeover race test');

/** The cluster's private parts these tests look at or stand in the way of. */
interface Inside {
  own(id: string): Promise<unknown>;
  onMessage(channel: string, text: string): void;
}

describe.skipIf(missing !== null)('a room taken over in a cluster', () => {
  const cluster = clusterServer();

  /** A room in the database that no process holds yet. */
  const storedRoom = () => cluster.storedRoom(['human', 'easy']);

  /** How many connections listen to the room's channel (only this server's can). */
  const listeners = async (id: string) => {
    const [, n] = (await cluster.redis.pubsub('NUMSUB', cluster.rooms.bus.roomChannel(id))) as [
      string,
      number,
    ];
    return Number(n);
  };

  /** What the owner sends the clients of another process (played by the test), as it comes. */
  const edgeOf = async (edge: string) => {
    const heard: ToEdge[] = [];
    const conn = new Redis(REDIS_URL);
    conn.on('message', (_channel, text: string) => heard.push(JSON.parse(text) as ToEdge));
    await conn.subscribe(cluster.rooms.bus.edgeChannel(edge));
    return { heard, close: () => conn.disconnect() };
  };
  const isWelcome = (m: ToEdge, c: number) =>
    m.c === c && 'x' in m && JSON.parse(m.x).type === 'welcome';

  /** Run `fn` with `acquire` standing in for the bus's (given the real one). */
  const withAcquire = async (
    acquire: (
      real: ClusterRooms['bus']['acquire'],
      room: string,
      floor: number,
    ) => Promise<number | null>,
    fn: () => Promise<void>,
  ) => {
    const bus = cluster.rooms.bus;
    const real = bus.acquire.bind(bus);
    bus.acquire = (room, floor) => acquire(real, room, floor);
    try {
      await fn();
    } finally {
      bus.acquire = real;
    }
  };

  it('answers a hello relayed the moment its lease is taken (no lost welcome)', async () => {
    const id = await storedRoom();
    const edge = await edgeOf('edge-of-the-race');
    // The moment the lease is taken, that process relays its client's hello.
    await withAcquire(
      async (real, room, floor) => {
        const fence = await real(room, floor);
        if (fence !== null && room === id) {
          const hello: ToOwner = { k: 'hello', e: 'edge-of-the-race', c: 1 };
          await cluster.redis.publish(cluster.rooms.bus.roomChannel(id), JSON.stringify(hello));
        }
        return fence;
      },
      async () => {
        // A client of this process enters: the room is taken over here.
        const local = await TestClient.connect(cluster.server.url);
        await local.request({ type: 'hello', room: id }, 'welcome');
        await until(() => edge.heard.some((m) => isWelcome(m, 1)), 'the relayed welcome');
        await local.close();
      },
    );
    edge.close();
  });

  it('stops listening when another process takes the lease first, or Redis fails it', async () => {
    const id = await storedRoom();
    const inside = cluster.rooms as unknown as Inside;
    // Another process takes the lease between the look at it and the acquire.
    await withAcquire(
      async (real, room, floor) => {
        await cluster.redis.set(cluster.rooms.bus.leaseKey(room), 'another-process', 'PX', 60_000);
        return real(room, floor);
      },
      async () => {
        expect(await inside.own(id)).toBeNull();
      },
    );
    expect(await listeners(id)).toBe(0);
    // Held by another: not even listened to.
    expect(await inside.own(id)).toBeNull();
    expect(await listeners(id)).toBe(0);
    await cluster.redis.del(cluster.rooms.bus.leaseKey(id));
    // The acquire fails outright.
    await withAcquire(
      async () => {
        throw new Error('Redis went away');
      },
      async () => {
        await expect(inside.own(id)).rejects.toThrow('Redis went away');
      },
    );
    expect(await listeners(id)).toBe(0);
    // And the room is still there to take, heard as usual once it is.
    const local = await TestClient.connect(cluster.server.url);
    await local.request({ type: 'hello', room: id }, 'welcome');
    expect(await listeners(id)).toBe(1);
    await local.close();
  });

  it('keeps at most EARLY_MAX messages while loading: past that, their senders start over', async () => {
    const id = await storedRoom();
    const inside = cluster.rooms as unknown as Inside;
    const edge = await edgeOf('edge-of-the-flood');
    // Count what the room's channel brings, so the flood is surely heard before the load goes on.
    let heard = 0;
    const onMessage = inside.onMessage;
    inside.onMessage = (channel, text) => {
      if (channel === cluster.rooms.bus.roomChannel(id)) heard++;
      onMessage.call(cluster.rooms, channel, text);
    };
    const flood = EARLY_MAX + 1;
    try {
      await withAcquire(
        async (real, room, floor) => {
          const fence = await real(room, floor);
          if (fence !== null && room === id) {
            for (let c = 1; c <= flood; c++) {
              const hello: ToOwner = { k: 'hello', e: 'edge-of-the-flood', c };
              await cluster.redis.publish(cluster.rooms.bus.roomChannel(id), JSON.stringify(hello));
            }
            await until(() => heard >= flood, 'the flood heard');
          }
          return fence;
        },
        async () => {
          const local = await TestClient.connect(cluster.server.url);
          // The room still loads and answers its own client.
          await local.request({ type: 'hello', room: id }, 'welcome');
          await local.close();
        },
      );
      // Every flooding client was told to start over, none of them welcomed.
      await until(
        () =>
          new Set(edge.heard.filter((m) => 'k' in m && m.k === 'moved').map((m) => m.c)).size ===
          flood,
        'every flooding client moved',
      );
      expect(edge.heard.filter((m) => 'x' in m)).toEqual([]);
      // Starting over works: a hello now is answered.
      const again: ToOwner = { k: 'hello', e: 'edge-of-the-flood', c: flood + 1 };
      await cluster.redis.publish(cluster.rooms.bus.roomChannel(id), JSON.stringify(again));
      await until(() => edge.heard.some((m) => isWelcome(m, flood + 1)), 'the welcome after');
    } finally {
      inside.onMessage = onMessage;
      edge.close();
    }
  });
});
