// Quick play as one piece for app.ts: the queue (in the process, or in Redis for a cluster),
// the matchmaker and the routes.

import type { FastifyInstance } from 'fastify';
import { ClusterRooms } from '../cluster/cluster-rooms';
import type { Tries } from '../limits/tries';
import type { Identities } from '../players/identity';
import { nearestLevel } from '../ratings/bot-ratings';
import type { Directory } from '../rooms/directory';
import { Rooms } from '../rooms/rooms';
import type { Store } from '../store/store';
import { LocalQueue } from './local-queue';
import { Matchmaker } from './matchmaker';
import type { QuickQueue } from './queue';
import { RedisQueue } from './redis-queue';
import { quickRoutes } from './routes';
import type { QuickSettings } from './settings';

/** How long a match waits for its owner to collect it (ms). */
const MATCHED_KEPT_MS = 120_000;
/** Between matchmaker passes (ms): a matched player learns it about this soon after. */
const PASS_MS = 250;

export interface QuickPlayEnv {
  readonly rooms: Directory;
  readonly store: Store;
  readonly identities: Identities;
  readonly settings: QuickSettings;
  /** Rooms this process may hold (MAX_ROOMS): a full server takes no one into the queue. */
  readonly maxRooms: number;
  /** The cluster's Redis (with rooms a ClusterRooms); none: a single process. */
  readonly redis?: { readonly url: string; readonly prefix: string } | undefined;
  readonly log: { warn(o: object, m?: string): void; info(o: object, m?: string): void };
  /** Joins per address (QUICK_JOINS_PER_MINUTE), counted across a cluster. */
  readonly joins: Tries;
}

/** Start quick play and register its routes; `close` stops the matchmaker and the queue. */
export function quickPlay(
  app: FastifyInstance,
  env: QuickPlayEnv,
): { queue: QuickQueue; close(): Promise<void> } {
  const times = { idleMs: env.settings.ticketIdleMs, matchedMs: MATCHED_KEPT_MS };
  const { rooms } = env;
  const queue: QuickQueue =
    env.redis && rooms instanceof ClusterRooms
      ? new RedisQueue(env.redis.url, env.redis.prefix, times, rooms.bus)
      : new LocalQueue(times);
  const matchmaker = new Matchmaker({
    queue,
    store: env.store,
    level: nearestLevel,
    // The matchmaker's process loads the room (in a cluster: takes its lease) before anyone
    // is told of it, as with a room created here; it moves like any room later.
    opened: async (id) => {
      if (rooms instanceof Rooms || rooms instanceof ClusterRooms) await rooms.adopt(id);
    },
    log: env.log,
    now: Date.now,
    everyMs: PASS_MS,
  });
  quickRoutes(app, {
    queue,
    store: env.store,
    identities: env.identities,
    settings: env.settings,
    full: () => rooms.size >= env.maxRooms,
    now: Date.now,
    joins: env.joins,
  });
  matchmaker.start();
  return {
    queue,
    async close() {
      await matchmaker.stop();
      await queue.close();
    },
  };
}
