// Rated deals for the ratings tests: players' rows, a deal played to its end over real
// sockets, and (until the rooms write them) a deal's seating and rated flag set in the store.

import { randomUUID } from 'node:crypto';
import { nameKey } from '../../src/players/names';
import type { Seating } from '../../src/players/seating';
import type { Store } from '../../src/store/store';
import { Person } from './browser-like';
import { deal, Ledger, playOut, seatedRoom } from './chaos';
import { TestClient } from './client';
import { Player } from './reconnecting';

/** A log that keeps nothing. */
export const silent = { info() {}, warn() {}, error() {} };

/** A player's row (a guest unless `account`); returns his id. */
export async function addPlayer(store: Store, name: string, account = false): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await store.db
    .insertInto('players')
    .values({
      id,
      name,
      name_key: nameKey(name), // as the server keys names (by look, issue 24)
      account: account ? 1 : 0,
      created_at: now,
      last_seen: now,
    })
    .execute();
  return id;
}

/**
 * A room of `seats` ('human' seats taken by test clients, in order), one deal played to its
 * end with each mover's first legal action; the deal's id, once its end is stored.
 */
export async function playedDeal(
  url: string,
  seats: string[],
  options: { public?: boolean; rated?: boolean } = {},
): Promise<{ room: string; game: string }> {
  const humans = seats.filter((s) => s === 'human').length;
  const table = { seats, preset: 'illig', ...options };
  const { id, players } = await seatedRoom(
    Array.from({ length: humans }, () => [url]),
    table,
  );
  await deal(players);
  const over = await playOut(players, new Ledger());
  const game = over.game!.game;
  for (const p of players) await p.close();
  return { room: id, game };
}

/** Make deal `game` as the rooms will write it: who sat where, and whether it is rated. */
export async function setSeating(
  store: Store,
  game: string,
  seating: Seating,
  rated: boolean,
): Promise<void> {
  await store.db
    .updateTable('games')
    .set({ seating: JSON.stringify(seating), rated: rated ? 1 : 0 })
    .where('id', '=', game)
    .execute();
}

/** The deal's end as stored: its loser (null: drawn, R6.7). */
export async function loserOf(store: Store, game: string): Promise<number | null> {
  const row = await store.game(game);
  if (!row || row.finished_at === null) throw new Error(`deal ${game} is not over`);
  return row.loser;
}

/**
 * A person as a browser is one: a session (a guest named `name`) and a socket whose upgrade
 * carries its cookie, so the seats he takes know him (games.seating names him).
 */
export async function guest(
  url: string,
  name: string,
): Promise<{ socket: TestClient; person: Person }> {
  const person = new Person(url);
  const renamed = await person.call('PATCH', '/api/me', { name });
  if (renamed.status !== 200) throw new Error(`no guest ${name}: ${JSON.stringify(renamed.body)}`);
  const socket = await TestClient.connect(url, { cookie: `kaschlan_session=${person.session}` });
  return { socket, person };
}

/**
 * People with sessions (`guest`) seated in order in room `room`, one deal played to its end
 * by the chaos support's players (each socket as a Player that does not reconnect); the
 * deal's id once its end is stored.
 */
export async function sessionsPlay(room: string, sockets: readonly TestClient[]): Promise<string> {
  const players = sockets.map((socket) => Object.assign(new Player([], room), { client: socket }));
  for (const [seat, socket] of sockets.entries()) {
    await socket.request({ type: 'hello', room }, 'welcome');
    const sat = await socket.request({ type: 'sit', seat, name: `Guest ${seat + 1}` }, 'seated');
    if (sat.type !== 'seated') throw new Error(`sit refused: ${JSON.stringify(sat)}`);
  }
  await deal(players);
  const over = await playOut(players, new Ledger());
  return over.game!.game;
}
