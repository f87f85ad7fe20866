// `node packages/server/bin/bench-lobby.js`: what one `GET /api/rooms` costs a cluster
// process as the rooms grow (issue 24). For each count (default 100 and 20,000) a fresh Redis
// prefix is filled with that many public rooms through the cluster's own index (bus.ts), a
// server process is started over it (PostgreSQL + Redis), and the lobby is asked: `cold`, one
// request at a time, each after the cache has expired (what a lone visitor costs); `burst`,
// 20 at once, some rounds (the flood). Printed: the server process's CPU ms per
// request (its CPU over the run, less what it spent idle over as long), and wall ms.
//
//   node packages/server/bin/bench-lobby.js [--rooms 100,20000] [--cold 20] [--rounds 10]
//
// (The figures before issue 24's change came from this file and rooms/lobby.ts copied into a
// checkout of the commit before it: its bus filled only the old index, which is what it read.)

import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { RoomInfo } from '@kaschlan/protocol';
import pg from 'pg';
import { Bus } from '../cluster/bus';
import { isListed, lobbyEntryOf } from '../rooms/lobby';
import { usage } from './measure';
import { spawnServer } from './spawn';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '100,20000' },
    cold: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '10' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

const BURST = 20;
/** Longer than the lobby's cache (lobby.ts, LOBBY_CACHE_MS). */
const COLD_GAP_MS = 1100;

/** A room's picture as a process publishes it: four seats, some open. */
function infoOf(n: number): RoomInfo {
  const id = `bench${n.toString(36).padStart(6, '0')}`;
  return {
    id,
    name: `Table ${n.toString(36).toUpperCase()}`,
    options: { seats: ['human', 'human', 'human', 'easy'], preset: 'illig', public: true },
    // Not in play: a deal in play with no owner would be taken over (and, with no such room
    // in the database, dropped from the index) by the server's orphan sweep.
    phase: 'waiting',
    seats: [0, 1, 2, 3].map((seat) => ({
      seat,
      kind: seat === 3 ? 'easy' : 'human',
      name: seat === 3 ? 'Easy bot' : seat <= n % 3 ? `P${seat}` : null,
      status: seat === 3 ? 'bot' : seat <= n % 3 ? 'here' : 'open',
      botPlaying: seat === 3,
      marks: 0,
    })),
    spectators: n % 5,
    deals: 0,
    game: null,
    nextDealer: null,
  } as unknown as RoomInfo;
}

async function fill(prefix: string, rooms: number): Promise<void> {
  const bus = new Bus(args['redis-url']!, 'bench', 5000, prefix, () => undefined);
  await bus.connect();
  for (let from = 0; from < rooms; from += 500) {
    const batch = [];
    for (let n = from; n < Math.min(rooms, from + 500); n++) {
      const info = infoOf(n);
      const entry = isListed(info) ? lobbyEntryOf(info) : null;
      const line = entry && { line: JSON.stringify(entry), open: entry.open > 0, name: entry.name };
      batch.push(bus.putInfo(info.id, JSON.stringify(info), false, line));
    }
    await Promise.all(batch);
  }
  await bus.close();
}

async function lobby(url: string): Promise<number> {
  const res = await fetch(`${url}/api/rooms`);
  if (!res.ok) throw new Error(`GET /api/rooms: ${res.status}`);
  return ((await res.json()) as { rooms: unknown[] }).rooms.length;
}

/** CPU ms the process spends over `fn`, less what it spends idle over as long. */
async function cpuOf(pid: number, fn: () => Promise<void>): Promise<{ ms: number; wall: number }> {
  const idleFrom = usage(pid).cpuSeconds;
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const busy = usage(pid).cpuSeconds - idleFrom;
  const before = usage(pid).cpuSeconds;
  await sleep(wall);
  const idle = usage(pid).cpuSeconds - before;
  return { ms: Math.max(0, busy - idle) * 1000, wall };
}

async function measure(rooms: number): Promise<void> {
  const schema = `kaschlan_bench_${Math.random().toString(36).slice(2, 10)}`;
  const db = new pg.Client({ connectionString: args['database-url'] });
  await db.connect();
  await db.query(`create schema ${schema}`);
  const url = new URL(args['database-url']!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await fill(schema, rooms);
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: args['redis-url']!,
    REDIS_PREFIX: schema,
    DATA_DIR: '/nonexistent-unused',
    LOG_LEVEL: 'error',
  };
  const server = await spawnServer(env, undefined, 180_000);
  try {
    const pid = server.child.pid!;
    const listed = await lobby(server.url); // warm: the first request compiles its path
    await sleep(COLD_GAP_MS);
    const cold = Number(args.cold);
    const c = await cpuOf(pid, async () => {
      for (let i = 0; i < cold; i++) {
        await lobby(server.url);
        await sleep(COLD_GAP_MS);
      }
    });
    const coldWall = c.wall - cold * COLD_GAP_MS;
    await sleep(COLD_GAP_MS);
    const rounds = Number(args.rounds);
    const b = await cpuOf(pid, async () => {
      for (let r = 0; r < rounds; r++) {
        await Promise.all(Array.from({ length: BURST }, () => lobby(server.url)));
        await sleep(COLD_GAP_MS);
      }
    });
    const burstWall = b.wall - rounds * COLD_GAP_MS;
    const f = (x: number) => x.toFixed(1);
    console.log(
      `${rooms} rooms (${listed} listed): cold ${f(c.ms / cold)} CPU ms a request ` +
        `(${f(coldWall / cold)} ms wall); burst of ${BURST}: ${f(b.ms / (rounds * BURST))} CPU ms ` +
        `a request, ${f(burstWall / rounds)} ms wall a burst`,
    );
  } finally {
    await server.kill();
    await db.query(`drop schema ${schema} cascade`);
    await db.end();
  }
}

for (const n of String(args.rooms).split(',').map(Number)) await measure(n);
process.exit(0);
