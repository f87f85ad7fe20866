// One in-process server of a cluster for a whole test file, over a fresh PostgreSQL schema and
// Redis prefix of its own, with the Redis connections through which the test plays the
// cluster's other processes. The cluster tests that stand in for another process (the relayed
// refusal, the takeover race) each set this up the same way: started before the file's
// tests; the connections closed, the server closed and the schema dropped after them.

import { type RoomOptions, roomOptions } from '@kaschlan/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { ClusterRooms } from '../../src/cluster/cluster-rooms';
import { storeNewRoom } from '../../src/rooms/persist';
import { testServer } from './server';
import { freshSchema, REDIS_URL } from './services';

type Started = Awaited<ReturnType<typeof testServer>>;

/** What the tests read of the cluster's server (valid once `beforeAll` has run). */
export interface ClusterServer {
  /** The started server (its address, store, rooms). */
  readonly server: Started;
  /** The server's rooms, a cluster's. */
  readonly rooms: ClusterRooms;
  /** A Redis connection of the test's own, for the other processes it plays. */
  readonly redis: Redis;
  /** Another Redis connection (call it in `beforeAll` or a test), closed after the file's tests. */
  connection(): Redis;
  /** A room in the database, with these seats, that no process holds yet; its id. */
  storedRoom(seats: RoomOptions['seats']): Promise<string>;
}

/** Start a cluster's server for the tests of this file (call inside their `describe`). */
export function clusterServer(): ClusterServer {
  let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
  let started: Started | undefined;
  let redis: Redis | undefined;
  const connections: Redis[] = [];
  const now = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the cluster server is not started (used outside a test?)');
    return value;
  };
  beforeAll(async () => {
    schema = await freshSchema();
    started = await testServer({
      DATABASE_URL: schema.url,
      REDIS_URL,
      REDIS_PREFIX: schema.prefix,
    });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    for (const c of connections) c.disconnect();
    await started?.close();
    await schema?.drop();
  });
  const cluster: ClusterServer = {
    get server() {
      return now(started);
    },
    get rooms() {
      return now(started).rooms as ClusterRooms;
    },
    get redis() {
      return now(redis);
    },
    connection() {
      const c = new Redis(REDIS_URL);
      connections.push(c);
      return c;
    },
    async storedRoom(seats) {
      const options = roomOptions.parse({ seats });
      return (await storeNewRoom(now(started).store, options, Date.now())).id;
    },
  };
  return cluster;
}
