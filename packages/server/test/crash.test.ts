// kill -9: the real server as its own process, three rooms in the middle of their deals
// (people and bots playing as fast as they may, actions in flight) and a room still waiting
// for a player, killed with SIGKILL and started again on the same port and data directory.
// The clients come back by themselves (reconnect with backoff, hello with their token);
// each gets a snapshot at or past every move anyone had been told of, the deals are
// finished, and each deal's record holds every action the dead server had acknowledged to
// anyone, in order: every view anyone was sent, before and after, is the record's view.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from '@kaschlan/engine';
import type { RoomInfo, SeatKind } from '@kaschlan/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { type Acted, Player } from './support/players';
import { freePort, type ServerProcess, spawnServer } from './support/process';
import { ResilientClient } from './support/resilient';
import { createRoom } from './support/server';
import { recordTruth, shownViews } from './support/truth';

const dataDir = mkdtempSync(join(tmpdir(), 'kaschlan-crash-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The same settings for both runs: the same port and database. */
const ENV = { DATA_DIR: dataDir, GRACE_SECONDS: '120', LOG_LEVEL: 'warn', BOT_DELAY_MS: '0' };

const TABLES: { preset: string; seats: SeatKind[] }[] = [
  { preset: 'illig', seats: ['human', 'human', 'normal'] },
  { preset: 'wikipedia-de', seats: ['human', 'human'] },
  { preset: 'pack52', seats: ['human', 'easy', 'human'] },
];

/** Kill once every deal has reached this many moves. */
const KILL_AFTER = 8;

/** Poll `test` (for what no message announces, like a socket closing) until it holds. */
async function eventually(test: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Table {
  readonly id: string;
  readonly watcher: ResilientClient;
  readonly people: ResilientClient[];
  readonly players: Player[];
}

describe('kill -9 in the middle of the deals', () => {
  it('resumes every room and deal, and the clients come back by themselves', async () => {
    const port = await freePort();
    const first = await spawnServer(ENV, port);
    servers.push(first);
    const url = first.url;

    // A room waiting for its second player survives too.
    const waitingId = await createRoom(url, { seats: ['human', 'human', 'easy'], preset: 'illig' });
    const waiter = new ResilientClient(url, waitingId);
    await waiter.start();
    waiter.token = await waiter.sit(0, 'Wanda');

    let killed = false;
    let killedAt = 0;
    let inFlight: Acted[] = [];
    const tables: Table[] = [];
    const kill = () => {
      // Right after an act went out: it, and others, are in flight as the server dies.
      if (killed || !tables.every((t) => (t.watcher.game?.move ?? 0) >= KILL_AFTER)) return;
      killed = true;
      killedAt = Date.now();
      first.child.kill('SIGKILL');
      inFlight = tables.flatMap((t) => t.players.flatMap((p) => p.inFlight ?? []));
    };
    for (const [t, table] of TABLES.entries()) {
      const id = await createRoom(url, table);
      const watcher = new ResilientClient(url, id);
      await watcher.start();
      const people: ResilientClient[] = [];
      const players: Player[] = [];
      for (const [seat, kind] of table.seats.entries()) {
        if (kind !== 'human') continue;
        const c = new ResilientClient(url, id);
        await c.start();
        c.token = await c.sit(seat, `P${seat}`);
        people.push(c);
        players.push(new Player(c, 1000 * t + seat, { paceMs: 40, onSend: kill }));
      }
      tables.push({ id, watcher, people, players });
    }
    for (const t of tables) {
      const dealt = t.people[0]!.next((m) => m.type === 'game');
      t.people[0]!.send({ type: 'deal' });
      await dealt;
    }
    for (const t of tables) for (const p of t.players) p.poke();

    // The kill, then nothing answers: every client loses its socket and keeps trying.
    const clients = [waiter, ...tables.flatMap((t) => [t.watcher, ...t.people])];
    await new Promise<void>((resolve) => {
      if (first.child.exitCode !== null || first.child.signalCode !== null) resolve();
      else first.child.once('exit', () => resolve());
    });
    expect(killed).toBe(true);
    expect(first.child.signalCode).toBe('SIGKILL');
    // (No message comes to wait for: look every few milliseconds.)
    await eventually(() => clients.every((c) => !c.connected && c.failures > 0), 60_000);

    // What the dead server had told anyone: the furthest move of each deal.
    const told = new Map<string, number>();
    for (const c of clients)
      for (const { conn, m } of c.log) {
        if (conn !== 1) continue;
        const u = m.type === 'game' ? m.update : m.type === 'welcome' ? m.game : null;
        if (u) told.set(u.game, Math.max(told.get(u.game) ?? 0, u.move));
      }
    for (const t of tables)
      expect(told.get(t.watcher.game!.game)).toBeGreaterThanOrEqual(KILL_AFTER);
    const handsBefore = tables.flatMap((t) =>
      t.people.map((c) => ({ c, move: c.game!.move, hand: c.view!.hand })),
    );

    // Started again on the same port and data: the clients come back by themselves.
    const second = await spawnServer(ENV, port);
    servers.push(second);
    const restartMs = Date.now() - killedAt;
    const health = (await (await fetch(`${url}/health`)).json()) as { rooms: number };
    expect(health.rooms).toBe(TABLES.length + 1);
    await Promise.all(
      clients.map((c) =>
        c.until(
          () => c.log.some((l) => l.conn >= 2 && l.m.type === 'welcome'),
          30_000,
          'a snapshot after the restart',
        ),
      ),
    );
    for (const c of clients) expect(c.conn).toBeGreaterThanOrEqual(2);

    // Each snapshot is at or past every move anyone had been told of; the same hand when
    // nothing was played since.
    for (const c of clients) {
      const snapshot = c.log.find((l) => l.conn >= 2 && l.m.type === 'welcome')!.m;
      if (snapshot.type !== 'welcome') throw new Error('not a snapshot');
      expect(snapshot.you).toBe(c.you);
      if (c === waiter) continue;
      expect(snapshot.game!.move).toBeGreaterThanOrEqual(told.get(snapshot.game!.game)!);
    }
    for (const { c, move, hand } of handsBefore) {
      const snapshot = c.log.find((l) => l.conn >= 2 && l.m.type === 'welcome')!;
      if (
        snapshot.view &&
        c.game &&
        snapshot.m.type === 'welcome' &&
        snapshot.m.game?.move === move
      )
        expect(snapshot.view.hand).toEqual(hand);
    }

    // The waiting room is still waiting, its player back in his seat, the other seat open.
    await waiter.until(() => waiter.room?.seats[0]?.status === 'here', 30_000, 'Wanda back');
    const waiting = (await (await fetch(`${url}/api/rooms/${waitingId}`)).json()) as {
      room: RoomInfo;
    };
    expect(waiting.room.phase).toBe('waiting');
    expect(waiting.room.seats.map((s) => [s.name, s.status])).toEqual([
      ['Wanda', 'here'],
      [null, 'open'],
      ['Easy bot', 'bot'],
    ]);
    const otto = new ResilientClient(url, waitingId);
    await otto.start();
    otto.token = await otto.sit(1, 'Otto');
    const dealt = waiter.next((m) => m.type === 'game', 30_000);
    waiter.send({ type: 'deal' });
    await dealt;
    expect(waiter.view?.hand?.length).toBe(5);
    otto.close();

    // The deals are played to the end (the players go on by themselves).
    for (const t of tables) for (const p of t.players) p.poke();
    await Promise.all(
      tables.flatMap((t) =>
        [t.watcher, ...t.people].map((c) =>
          c.until(() => c.view?.over === true, 120_000, 'the end of the deal'),
        ),
      ),
    );

    // Every view anyone was sent, before the kill and after, is the record's at that move:
    // every acknowledged action is in the record, in order.
    let views = 0;
    let before = 0;
    let kept = 0;
    for (const t of tables) {
      const game = t.watcher.game!.game;
      const res = await fetch(`${url}/api/replays/${game}/record`);
      expect(res.status).toBe(200);
      const record = (await res.json()) as GameRecord;
      const truth = recordTruth(record);
      expect(record.actions.length).toBe(t.watcher.game!.move);
      expect(record.actions.length).toBeGreaterThanOrEqual(told.get(game)!);
      for (const c of [t.watcher, ...t.people]) {
        for (const l of c.log) {
          const u = l.m.type === 'game' ? l.m.update : l.m.type === 'welcome' ? l.m.game : null;
          if (!u || !l.view) continue;
          const viewer = l.m.type === 'welcome' ? (l.m.you ?? 'spectator') : (c.you ?? 'spectator');
          // The engine's view at that move, or a forced pass still shown as a turn (R8.5).
          expect(
            shownViews(truth, u.move, viewer),
            `move ${u.move}, connection ${l.conn}`,
          ).toContainEqual(l.view);
          views++;
          if (l.conn === 1) before++;
        }
      }
      // An act in flight at the kill was kept (then it is in the record, though nobody was
      // told) or lost (then its player played that turn again): never half of either.
      for (const a of inFlight.filter((x) => x.game === game))
        if (JSON.stringify(record.actions[a.move]) === JSON.stringify(a.action)) kept++;
      // Each player's own acknowledged actions are where he played them.
      for (const p of t.players)
        for (const a of p.accepted) expect(record.actions[a.move]).toEqual(a.action);
      for (const p of t.players)
        expect(p.refused.map((m) => m.type === 'error' && m.code)).toEqual([]);
    }
    expect(before).toBeGreaterThan(0);
    console.info(
      `crash: killed at moves ${[...told.values()].join(', ')} with ${inFlight.length} acts ` +
        `in flight (${kept} found in the record at their move); back in ${restartMs} ms; ` +
        `${clients.reduce((n, c) => n + c.failures, 0)} failed reconnects before the restart; ` +
        `${views} views checked against the records (${before} from before the kill)`,
    );
    for (const c of clients) c.close();
    // Long for real work (a server process started twice, three deals played to the end).
  }, 300_000);
});
