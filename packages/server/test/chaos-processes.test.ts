// Chaos: processes that die or are told to stop while a deal is played. A relaying process
// killed outright (SIGKILL) must not leave its players "here" for ever: the owner sees its
// presence key run out, makes them away, and a stand-in plays after the grace period. An
// owner told to stop (SIGTERM) finishes the change in progress, hands its rooms over (or,
// alone, exits with every acknowledged action stored) and exits cleanly.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkNoFork,
  checkRecord,
  cluster,
  deal,
  Ledger,
  playOut,
  seatedRoom,
} from './support/chaos';
import { freePort, type ServerProcess, spawnServer } from './support/process';
import { freshSchema, REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('chaos tests over PostgreSQL and Redis');

const exitCode = (p: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) resolve(p.child.exitCode);
    else p.child.once('exit', (code) => resolve(code));
  });

describe.skipIf(missing !== null)('processes of a cluster dying and stopping', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let env: Record<string, string>;
  const started: ServerProcess[] = [];
  beforeAll(async () => {
    schema = await freshSchema();
    env = {
      DATABASE_URL: schema.url,
      REDIS_URL,
      REDIS_PREFIX: schema.prefix,
      LEASE_MS: '1500',
      GRACE_SECONDS: '1',
      DATA_DIR: '/nonexistent-unused',
    };
  });
  afterAll(async () => {
    for (const p of started) await p.kill();
    await schema?.drop();
  });

  it('a relaying process is killed: its player turns away and a stand-in plays for him', async () => {
    const [a, b] = await cluster(env);
    started.push(a!, b!);
    // Seat 0 plays on the room's owner, seat 1 through the other process (relayed).
    const { id, players } = await seatedRoom([[a!.url], [b!.url]], {
      seats: ['human', 'human'],
      preset: 'illig',
    });
    await deal(players);
    const ledger = new Ledger();
    await playOut(
      players,
      ledger,
      async () => undefined,
      (seen) => seen >= 4,
    );
    const owner = await players[0]!.ready();
    const away = owner.next(
      (m) => m.type === 'room' && m.room.seats[1]?.status === 'away' && m.room.seats[1].botPlaying,
      120_000,
    );
    await b!.kill('SIGKILL');
    void players[1]!.close(); // he does not come back
    await away;
    // Only seat 0 plays now; the stand-in plays seat 1 to the end.
    const over = await playOut([players[0]!], ledger);
    await checkRecord(a!.url, over, ledger);
    await checkNoFork(schema.url, id);
    await players[0]!.close();
  }, 300_000);

  it('SIGTERM to the owner mid-deal: the room is handed over, nothing acknowledged is lost', async () => {
    const [a, b] = await cluster(env);
    started.push(a!, b!);
    const { id, players } = await seatedRoom(
      [
        [a!.url, b!.url],
        [b!.url, a!.url],
      ],
      { seats: ['human', 'human'], preset: 'illig' },
    );
    await deal(players);
    const ledger = new Ledger();
    let stopped: Promise<number | null> | null = null;
    const over = await playOut(players, ledger, async (move) => {
      // The stop arrives just as the next action is sent.
      if (move >= 8 && !stopped) {
        a!.child.kill('SIGTERM');
        stopped = exitCode(a!);
      }
    });
    expect(await stopped).toBe(0);
    await checkRecord(b!.url, over, ledger);
    await checkNoFork(schema.url, id);
    for (const p of players) await p.close();
  }, 300_000);
});

describe('a single process told to stop (SIGTERM) mid-deal', () => {
  it('stores every acknowledged action, exits cleanly, and the deal goes on after the restart', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'kaschlan-sigterm-'));
    let server = await spawnServer({ DATA_DIR: dataDir }, port);
    const { players } = await seatedRoom([[server.url], [server.url]], {
      seats: ['human', 'human'],
      preset: 'illig',
    });
    await deal(players);
    const ledger = new Ledger();
    let exited: number | null = null;
    let restart: Promise<void> | null = null;
    try {
      const over = await playOut(players, ledger, async (move) => {
        // The stop arrives just as the next action is sent; the server comes back on its own.
        if (move < 8 || restart) return;
        const old = server;
        old.child.kill('SIGTERM');
        restart = exitCode(old).then(async (code) => {
          exited = code;
          server = await spawnServer({ DATA_DIR: dataDir }, port);
        });
      });
      await restart;
      expect(exited).toBe(0);
      await checkRecord(server.url, over, ledger);
    } finally {
      for (const p of players) await p.close();
      await server.kill();
    }
  }, 300_000);
});
