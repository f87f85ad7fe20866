// Chaos: a room's owner is paused (SIGSTOP) past its lease with a message waiting in its
// socket, another process takes the room over and play goes on there; then the old owner
// is woken (SIGCONT). Fencing must keep whatever it still does out of the database: the
// deal finishes, every acknowledged action is in the record in order, and there is no fork
// (before fencing, the woken owner dealt a second deal 2 and a later failover lost 22 moves).

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkNoFork,
  checkRecord,
  cluster,
  deal,
  Ledger,
  playOut,
  seatedRoom,
  until,
} from './support/chaos';
import type { ServerProcess } from './support/process';
import { Player } from './support/reconnecting';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('chaos tests');

describe.skipIf(missing !== null)('an owner paused past its lease (SIGSTOP, SIGCONT)', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let redis: Redis;
  const env = () => ({
    DATABASE_URL: schema.url,
    REDIS_URL,
    REDIS_PREFIX: schema.prefix,
    LEASE_MS: '1500',
    DATA_DIR: '/nonexistent-unused',
  });
  beforeAll(async () => {
    schema = await freshSchema();
    redis = new Redis(REDIS_URL);
    const processes = await cluster(env());
    a = processes[0]!;
    b = processes[1]!;
  }, 300_000);
  afterAll(async () => {
    a?.child.kill('SIGCONT');
    await a?.kill();
    await b?.kill();
    redis?.disconnect();
    await schema?.drop();
  });

  const holder = (id: string) => redis.get(`${schema.prefix}:lease:${id}`);
  /**
   * The paused owner's lease ran out: nobody holds it, or another process already took it
   * (its orphan sweep may adopt the room the moment it is free, so "no lease" alone can be
   * missed between two polls, and then it never comes back).
   */
  const leaseLost = (id: string, owner: string | null) => async () => (await holder(id)) !== owner;
  const gaveUp = (p: ServerProcess, n: number) => () =>
    p.output.join('').split('room given up').length - 1 >= n;
  /** The same people, now reaching the room through `urls`. */
  const again = (players: Player[], id: string, urls: string[]) =>
    players.map((p) => new Player(urls, id, p.token));

  it('between deals: the woken owner cannot deal a second deal 2; a later failover loses nothing', async () => {
    const { id, players } = await seatedRoom([[a.url], [a.url]], {
      seats: ['human', 'human'],
      preset: 'illig',
    });
    await deal(players);
    await playOut(players, new Ledger());
    const givenUp = a.output.join('').split('room given up').length - 1;

    const owner = await holder(id);
    expect(owner).not.toBeNull();
    a.child.kill('SIGSTOP');
    // A `deal` waits in the paused owner's socket; the players leave it for the other process.
    (await players[0]!.ready()).send({ type: 'deal' });
    for (const p of players) void p.close();
    await until(leaseLost(id, owner), 'the paused owner lost its lease');
    const moved = again(players, id, [b.url, a.url]);
    for (const p of moved) await p.connect();
    await deal(moved);
    const ledger = new Ledger();
    await playOut(
      moved,
      ledger,
      async () => undefined,
      (seen) => seen >= 4,
    );

    a.child.kill('SIGCONT');
    await until(gaveUp(a, givenUp + 1), 'the woken owner gave the room up');
    // The next failover loads the deal the players saw, at the move they saw.
    await playOut(
      moved,
      ledger,
      async () => undefined,
      (seen) => seen >= 8,
    );
    await b.kill('SIGKILL');
    const over = await playOut(moved, ledger);
    await checkRecord(a.url, over, ledger);
    await checkNoFork(schema.url, id);
    for (const p of moved) await p.close();
  }, 300_000);

  it("mid-deal: the woken owner's queued action is never committed", async () => {
    // b died in the case before: a fresh second process.
    b = (await cluster(env(), 1))[0]!;
    const { id, players } = await seatedRoom([[a.url], [a.url]], {
      seats: ['human', 'human'],
      preset: 'illig',
    });
    await deal(players);
    const ledger = new Ledger();
    await playOut(
      players,
      ledger,
      async () => undefined,
      (seen) => seen >= 6,
    );
    const givenUp = a.output.join('').split('room given up').length - 1;

    // Someone may act (not a forced pass being shown as a turn, R8.5).
    const clients = await Promise.all(players.map((p) => p.ready()));
    const acting = () => clients.find((c) => c.view && c.view.legal.length > 0);
    await until(() => acting() !== undefined, 'someone may act');
    const mover = acting();
    const owner = await holder(id);
    expect(owner).not.toBeNull();
    a.child.kill('SIGSTOP');
    // The player to act sends his move to the paused owner, then everyone moves on.
    const stale = mover!.view!.legal.at(-1);
    mover!.send({ type: 'act', game: mover!.game!.game, move: mover!.game!.move, action: stale });
    for (const p of players) void p.close();
    await until(leaseLost(id, owner), 'the paused owner lost its lease');
    const moved = again(players, id, [b.url]);
    for (const p of moved) await p.connect();
    // The deal in play was taken over by the other process (its orphan sweep or a hello).
    expect(moved.every((p) => p.client?.game)).toBe(true);

    // Woken before anyone plays that move on the new owner: only fencing stops its write.
    a.child.kill('SIGCONT');
    await until(gaveUp(a, givenUp + 1), 'the woken owner gave the room up');
    const over = await playOut(moved, ledger);
    await checkRecord(b.url, over, ledger);
    await checkNoFork(schema.url, id);
    for (const p of moved) await p.close();
  }, 300_000);
});
