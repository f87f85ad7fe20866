// Chaos: the services under a cluster fail mid-deal. Redis (password-protected: AUTH goes
// through REDIS_URL) is killed and restarted empty: every lease, fencing counter and
// presence key is gone, and the fencing numbers must still only go up (the database's is
// the floor). PostgreSQL is stopped the hard way and started again: writes fail meanwhile,
// the owners give their rooms up, and the rooms are taken again once it answers. Each case
// ends with the deal finished, every acknowledged action in the record in order, no fork.

import { afterAll, describe, expect, it } from 'vitest';
import {
  checkNoFork,
  checkRecord,
  cluster,
  deal,
  Ledger,
  playOut,
  seatedRoom,
} from './support/chaos';
import {
  type OwnPostgres,
  ownPostgres,
  ownRedis,
  ownServicesMissing,
} from './support/own-services';
import { type ServerProcess, spawnServer } from './support/process';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('chaos tests of the services', ownServicesMissing);

describe.skipIf(missing !== null)('Redis and PostgreSQL restarted mid-deal', () => {
  const started: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const p of started) await p.kill();
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  /** A two-seat deal across two processes, with `harm` done at move 6. */
  async function survive(env: Record<string, string>, harm: () => Promise<void>, db: string) {
    const processes = await cluster(env);
    started.push(...processes);
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const { id, players } = await seatedRoom(
      [
        [a.url, b.url],
        [b.url, a.url],
      ],
      { seats: ['human', 'human'], preset: 'illig' },
    );
    await deal(players);
    const ledger = new Ledger();
    let harmed = false;
    const over = await playOut(players, ledger, async (move) => {
      if (move < 6 || harmed) return;
      harmed = true;
      await harm();
    }).catch((e: Error) => {
      // What the servers said is what tells why.
      const said = processes.map((p) => p.output.join('').slice(-3000)).join('\n---\n');
      throw new Error(`${e.message}\n${said}`);
    });
    expect(harmed).toBe(true);
    await checkRecord(a.url, over, ledger);
    await checkNoFork(db, id);
    for (const p of players) await p.close();
  }

  it('Redis (with a password) killed and restarted empty', async () => {
    const schema = await freshSchema();
    cleanups.push(schema.drop);
    const redis = await ownRedis('s3cret pass/word');
    cleanups.push(redis.stop);
    // A wrong password is refused at start, with a sentence saying so.
    const wrong = redis.url.replace(encodeURIComponent('s3cret pass/word'), 'nope');
    await expect(
      spawnServer({ DATABASE_URL: schema.url, REDIS_URL: wrong, DATA_DIR: '/nonexistent-unused' }),
    ).rejects.toThrow(/could not start/);
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: redis.url,
      LEASE_MS: '1500',
      DATA_DIR: '/nonexistent-unused',
    };
    await survive(env, () => redis.restart(), schema.url);
  }, 300_000);

  it('PostgreSQL stopped the hard way and started again', async () => {
    const db: OwnPostgres = await ownPostgres();
    cleanups.push(db.stop);
    const prefix = `chaos${Date.now().toString(36)}`;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LEASE_MS: '1500',
      DATA_DIR: '/nonexistent-unused',
    };
    await survive(env, () => db.restart(), db.url);
  }, 300_000);
});
