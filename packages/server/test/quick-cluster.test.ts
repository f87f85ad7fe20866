// Quick play in a cluster (issue 13): two processes over one PostgreSQL and one Redis. The
// queue lives in Redis, so a ticket taken on one process answers on the other; one process at
// a time runs the matchmaker (the lease `<prefix>:lease:quick-matchmaker`); people queued on
// both processes are each matched exactly once, never seated twice, and each pair's deal
// starts once they come, whichever process holds the room; when a process dies the lease
// moves and matching goes on. People matched together come from addresses of their own
// (TRUST_PROXY=1, X-Forwarded-For): one address never has two seats at a table (issue 24).

import type { QuickMatched } from '@kaschlan/protocol';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilAll } from './support/players';
import type { ServerProcess } from './support/process';
import { Queuer } from './support/quick';
import { REDIS_URL, servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

const missing = await servicesFor('quick play cluster tests');

describe.skipIf(missing !== null)('quick play over two processes', () => {
  let cluster: TwoProcesses;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    cluster = await twoProcesses({ TRUST_PROXY: '1' });
    ({ a, b } = cluster);
  }, 300_000);
  afterAll(() => cluster?.stop());

  it('matches people queued on both processes exactly once, and their deals start', async () => {
    // Eight people asking for 2 players, joining on A and B in turn (so each table is made
    // of one person from each), each polling his ticket on the other process (the queue is
    // the cluster's, not a process's).
    const people = Array.from(
      { length: 8 },
      (_, i) => new Queuer(i % 2 ? b.url : a.url, undefined, `198.51.100.${i + 1}`),
    );
    for (const p of people) {
      const joined = await p.join({ players: 2, preset: 'any', waitSeconds: 120 });
      expect(joined.status).toBe(201);
    }
    const pollers = people.map((p) => {
      const other = new Queuer(p.url === a.url ? b.url : a.url);
      other.session = p.session;
      other.ticket = p.ticket;
      return other;
    });
    const matches: QuickMatched[] = await Promise.all(pollers.map((p) => p.matched(60_000)));

    // Each ticket has one seat; each room two different people; no seat given twice.
    const rooms = new Map<string, QuickMatched[]>();
    for (const m of matches) rooms.set(m.room, [...(rooms.get(m.room) ?? []), m]);
    expect(rooms.size).toBe(4);
    for (const pair of rooms.values()) expect(pair.map((m) => m.seat).sort()).toEqual([0, 1]);
    // ... and each table has one person from each process.
    for (const pair of rooms.values())
      expect(new Set(pair.map((m) => people[matches.indexOf(m)]!.url)).size).toBe(2);
    const db = new pg.Client({ connectionString: cluster.schema.url });
    await db.connect();
    try {
      const seats = await db.query<{ room_id: string; player_id: string }>(
        'select room_id, player_id from seats',
      );
      expect(seats.rows).toHaveLength(8);
      expect(new Set(seats.rows.map((s) => s.player_id)).size).toBe(8);
    } finally {
      await db.end();
    }

    // One matchmaker at a time: the lease is held, under this deployment's prefix.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(`${cluster.schema.prefix}:lease:quick-matchmaker`)).toBe(1);
      expect(await redis.zcard(`${cluster.schema.prefix}:quick:queue`)).toBe(0);
      // Nothing in Redis opens a ticket or a seat: no secret, no token, in a key or a value.
      const keys = await redis.keys(`${cluster.schema.prefix}:quick:*`);
      const values = await Promise.all(
        keys.map((k) => redis.type(k).then((t) => (t === 'string' ? redis.get(k) : ''))),
      );
      const kept = [...keys, ...values].join('\n');
      expect(keys.length).toBeGreaterThan(0);
      for (const [i, m] of matches.entries()) {
        expect(kept).not.toContain(m.token);
        expect(kept).not.toContain(people[i]!.ticket);
      }
    } finally {
      redis.disconnect();
    }

    // Everyone enters his room on the process he joined on: the room is loaded by whichever
    // takes its lease first, the other relays; each deal starts once both are in.
    const sockets = await Promise.all(people.map((p, i) => p.enter(matches[i]!))).catch((e) => {
      throw new Error(`${e}\nA: ${a.output.join('')}\nB: ${b.output.join('')}`);
    });
    await untilAll(sockets, () => sockets.every((s) => s.game !== null), 60_000, 'every deal');
    for (const [i, s] of sockets.entries()) expect(s.you).toBe(matches[i]!.seat);
    await Promise.all(sockets.map((s) => s.close()));
  }, 120_000);
});

describe.skipIf(missing !== null)('quick play tickets over two processes', () => {
  let cluster: TwoProcesses;
  beforeAll(async () => {
    cluster = await twoProcesses({ QUICK_TICKETS_PER_ADDRESS: '2', TRUST_PROXY: '1' });
  }, 300_000);
  afterAll(() => cluster?.stop());

  it('are one per player, cancelled anywhere, and bounded per address across the cluster', async () => {
    const { a, b } = cluster;
    // One player joins on A, then again on B: the first ticket is gone, on both.
    const onA = new Queuer(a.url);
    await onA.join({ players: 4, waitSeconds: 120 });
    const first = onA.ticket;
    const onB = new Queuer(b.url);
    onB.session = onA.session;
    await onB.join({ players: 4, waitSeconds: 120 });
    expect(onB.ticket).not.toBe(first);
    expect((await onA.poll(first)).status).toBe(404);
    expect((await onB.poll(first)).status).toBe(404);
    expect((await onA.poll(onB.ticket)).body['state']).toBe('waiting');

    // Another's ticket on B, and the address holds two: a third, on A, is refused.
    const other = new Queuer(b.url);
    expect((await other.join({ players: 5, waitSeconds: 120 })).status).toBe(201);
    const third = await new Queuer(a.url).join({ players: 3, waitSeconds: 120 });
    expect(third.body['code']).toBe('TOO_MANY_TICKETS');

    // Cancelled on A, it is gone on B, and the address has room again.
    const cancelled = new Queuer(a.url);
    cancelled.session = other.session;
    expect((await cancelled.cancel(other.ticket)).status).toBe(204);
    expect((await other.poll()).status).toBe(404);
    const last = new Queuer(a.url);
    expect((await last.join({ players: 3, waitSeconds: 120 })).status).toBe(201);
    // Out of the queue, for the next test's people from this address.
    expect((await onB.cancel()).status).toBe(204);
    expect((await last.cancel()).status).toBe(204);
  });

  it('go on being matched after a process dies: the matchmaker lease moves to the survivor', async () => {
    const { a, b } = cluster;
    // A dies without a word, and whoever ran the matchmaker, the lease is now a dead
    // process's ("ghost"): it has to run out (LEASE_MS) before the survivor takes it.
    await a.kill('SIGKILL');
    const lease = `${cluster.schema.prefix}:lease:quick-matchmaker`;
    const redis = new Redis(REDIS_URL);
    try {
      await redis.set(lease, 'ghost', 'PX', 1500);
      const x = new Queuer(b.url, undefined, '198.51.100.21');
      const y = new Queuer(b.url, undefined, '198.51.100.22');
      await x.join({ players: 2, preset: 'pack52', waitSeconds: 120 });
      await y.join({ players: 2, preset: 'pack52', waitSeconds: 120 });
      const [mx, my] = await Promise.all([x.matched(), y.matched()]);
      expect(mx.room).toBe(my.room);
      expect(await redis.get(lease)).not.toBe('ghost');
    } finally {
      redis.disconnect();
    }
  });
});
