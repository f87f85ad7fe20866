// Scale-out (PostgreSQL + Redis): two server processes serve one room; players are on
// both; the room's owner is killed (SIGKILL) in the middle of the deal; the other process
// takes the room over from PostgreSQL, the players reconnect by themselves, and the deal
// is finished there with no accepted action lost.

import type { ServerMessage } from '@kaschlan/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import type { ServerProcess } from './support/process';
import { Player } from './support/reconnecting';
import { REDIS_URL, servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

const missing = await servicesFor('cluster tests');

describe.skipIf(missing !== null)('two processes over PostgreSQL and Redis', () => {
  let cluster: TwoProcesses;
  let schema: TwoProcesses['schema'];
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    cluster = await twoProcesses();
    ({ a, b, schema } = cluster);
  }, 300_000);
  afterAll(() => cluster?.stop());

  it('finishes a deal on the survivor after its owner is killed, losing no accepted action', async () => {
    const res = await fetch(`${a.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: ['human', 'human', 'human'], preset: 'illig', rated: false }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // REDIS_PREFIX keeps this deployment's keys apart from any other on the same Redis.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(`${schema.prefix}:lease:${id}`)).toBe(1);
      expect(await redis.exists(`kaschlan:lease:${id}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
    // Two players on the owner (the process that created the room), one on the other.
    const players = [
      new Player([a.url, b.url], id),
      new Player([a.url, b.url], id),
      new Player([b.url, a.url], id),
    ];
    for (const p of players) await p.connect();
    for (const [seat, p] of players.entries()) await p.sit(seat, `P${seat}`);
    const first = await players[0]!.ready();
    const dealt = first.next((m) => m.type === 'game');
    first.send({ type: 'deal' });
    await dealt;

    const sent: unknown[] = [];
    let seen = 0; // the most moves any player has been told of
    let seenAtKill = -1;
    const note = (c: TestClient) => {
      for (const m of c.received.slice(-20))
        if (m.type === 'game') seen = Math.max(seen, m.update.move);
        else if (m.type === 'welcome' && m.game) seen = Math.max(seen, m.game.move);
    };
    // A cap only against a hang: the deal moves on by what the clients are told.
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the deal did not finish: ${b.output.join('')}`);
      const clients = players.map((p) => p.client).filter((c): c is TestClient => c !== null);
      for (const c of clients) note(c);
      if (clients.some((c) => c.view?.over)) break;
      const mover = clients.find((c) => c.view && c.view.legal.length > 0 && c.game);
      if (!mover) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const move = mover.game!.move;
      const action = mover.view!.legal[0];
      sent[move] = action;
      const answered = mover.next(
        (m: ServerMessage) => (m.type === 'game' && m.update.move > move) || m.type === 'error',
        1000,
      );
      mover.send({ type: 'act', game: mover.game!.game, move, action });
      if (move === 12 && seenAtKill < 0) {
        // Kill the owner while this action is in flight.
        seenAtKill = seen;
        await a.kill('SIGKILL');
      }
      await answered.catch(() => undefined);
    }
    expect(seenAtKill).toBeGreaterThanOrEqual(12);
    // Everyone who was on the dead process came back by himself.
    expect(players[0]!.reconnects + players[1]!.reconnects).toBeGreaterThanOrEqual(2);

    const over = players.map((p) => p.client).find((c) => c?.view?.over)!;
    const game = over.game!.game;
    const record = (await (await fetch(`${b.url}/api/replays/${game}/record`)).json()) as {
      actions: unknown[];
    };
    expect(record.actions.length).toBe(over.game!.move);
    // Every action anyone was told of, and every one after, is in the record, in order.
    for (let n = 0; n < record.actions.length; n++) expect(record.actions[n]).toEqual(sent[n]);
    for (const p of players) await p.close();
    // Long for real work (two server processes, a failover, a whole deal).
  }, 300_000);
});
