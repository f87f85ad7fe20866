// The chaos suite's common ground: a cluster of real server processes over PostgreSQL and
// Redis, players who play on whatever happens (support/reconnecting.ts), a ledger of what
// each player sent and had acknowledged, and the checks every case ends with: the deal
// finished, every acknowledged action in the record in order, no fork in the database.

import type { ServerMessage } from '@kaschlan/protocol';
import pg from 'pg';
import { expect } from 'vitest';
import type { TestClient } from './client';
import { type ServerProcess, spawnServer } from './process';
import { Player } from './reconnecting';
import { createRoom } from './server';

/** What the players sent at each move, and which of those the server acknowledged. */
export class Ledger {
  readonly sent = new Map<number, unknown>();
  readonly acked = new Map<number, unknown>();
  /** The most moves any player has been told of, per deal (a welcome may show the last). */
  readonly seenIn = new Map<string, number>();
  /** The same for the deal in play (0 before it is seen). */
  seen = 0;
}

/** A room of people, each a Player who reconnects through `urls` (first the one given). */
export async function seatedRoom(
  urls: readonly string[][],
  table: { seats: string[]; preset: string },
): Promise<{ id: string; players: Player[] }> {
  // Casual: a rated room seats only people with a session, and these players have none.
  const id = await createRoom(urls[0]![0]!, { ...table, rated: false });
  const players = urls.map((u) => new Player(u, id));
  for (const p of players) await p.connect();
  for (const [seat, p] of players.entries()) await p.sit(seat, `P${seat}`);
  return { id, players };
}

/** Deal: the first connected player asks; resolves once someone sees the deal. */
export async function deal(players: readonly Player[]): Promise<void> {
  const first = await players[0]!.ready();
  const dealt = first.next((m) => m.type === 'game');
  first.send({ type: 'deal' });
  await dealt;
}

const connected = (players: readonly Player[]) =>
  players.map((p) => p.client).filter((c): c is TestClient => c !== null);

/**
 * Play the deal in progress to its end: whoever may act plays his first legal action. Before
 * each move `before(move)` may do harm (it runs once per move). A refusal or a lost
 * connection only means: look again. The cap only guards against a hang.
 */
export async function playOut(
  players: readonly Player[],
  ledger: Ledger,
  before: (move: number, mover: TestClient) => Promise<void> = async () => undefined,
  until: (move: number) => boolean = () => false,
): Promise<TestClient> {
  const harmed = new Set<number>();
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the deal did not finish (seen ${ledger.seen})`);
    const clients = connected(players);
    for (const c of clients) {
      if (!c.game) continue;
      const { game, move } = c.game;
      ledger.seenIn.set(game, Math.max(ledger.seenIn.get(game) ?? 0, move));
      if (!c.view?.over) ledger.seen = ledger.seenIn.get(game)!;
    }
    const over = clients.find((c) => c.view?.over);
    if (over) return over;
    if (until(ledger.seen)) return clients[0]!;
    const mover = clients.find((c) => c.view && c.view.legal.length > 0 && c.game);
    if (!mover) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const move = mover.game!.move;
    if (!harmed.has(move)) {
      harmed.add(move);
      await before(move, mover);
      continue; // the harm may have changed everything: look again
    }
    const action = mover.view!.legal[0];
    const game = mover.game!.game;
    ledger.sent.set(move, action);
    const answered = mover.next(
      (m: ServerMessage) =>
        (m.type === 'game' && m.update.game === game && m.update.move > move) ||
        (m.type === 'error' && m.for === 'act'),
      5000,
    );
    mover.send({ type: 'act', game, move, action });
    const reply = await answered.catch(() => null);
    if (reply?.type === 'game') ledger.acked.set(move, action);
  }
}

/** The deal's record from `url`; checks it holds every acknowledged action, in order. */
export async function checkRecord(url: string, over: TestClient, ledger: Ledger): Promise<void> {
  const game = over.game!.game;
  const res = await fetch(`${url}/api/replays/${game}/record`);
  expect(res.status).toBe(200);
  const record = (await res.json()) as { actions: unknown[] };
  expect(record.actions.length).toBe(over.game!.move);
  expect(record.actions.length).toBeGreaterThanOrEqual(ledger.seenIn.get(game) ?? 0);
  for (const [n, action] of ledger.acked) expect(record.actions[n]).toEqual(action);
}

/**
 * No fork: the room's deals are numbered 1..k once each, the room points at its last, and
 * each deal's action log runs 0..n-1 without a gap.
 */
export async function checkNoFork(databaseUrl: string, room: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const games = await db.query<{ id: string; number: number }>(
      'select id, number from games where room_id = $1 order by number',
      [room],
    );
    expect(games.rows.map((g) => g.number)).toEqual(games.rows.map((_, i) => i + 1));
    const current = await db.query<{ game_id: string }>('select game_id from rooms where id = $1', [
      room,
    ]);
    expect(current.rows[0]?.game_id).toBe(games.rows.at(-1)?.id);
    for (const g of games.rows) {
      const ns = await db.query<{ n: number }>(
        'select n from actions where game_id = $1 order by n',
        [g.id],
      );
      expect(ns.rows.map((r) => r.n)).toEqual(ns.rows.map((_, i) => i));
    }
  } finally {
    await db.end();
  }
}

/** Wait until `test` holds (polled; the cap only guards against a hang). */
export async function until(test: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `n` server processes of one deployment. */
export async function cluster(env: Record<string, string>, n = 2): Promise<ServerProcess[]> {
  return Promise.all(Array.from({ length: n }, () => spawnServer(env)));
}
