// Rating farming (issue 24, item 1): one person plays a second seat that always loses, so his
// own rating climbs. The attack as reported: a private room asked to be rated, the farmer in
// seat 0 with his session, seat 1 taken from a socket with no cookie under a throwaway name.
// What must hold (docs/PROTOCOL.md "Rated play"): a private room is casual whatever it asks
// for; a rated room seats nobody without a session (NO_SESSION); a deal whose human seat was
// held without a session is never rated (rows stored before the rule).

import type { Action } from '@kaschlan/engine';
import type { Leaderboard, ServerMessage } from '@kaschlan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealRater } from '../src/ratings/rate-deal';
import { RatingsStore } from '../src/store/ratings-store';
import { until } from './support/chaos';
import { TestClient } from './support/client';
import { guest, setSeating, silent } from './support/rated';
import { createRoom, testServer } from './support/server';

type Started = Awaited<ReturnType<typeof testServer>>;

/** Deals of the farming set-up the test plays (the report needed 11 to reach rank 1). */
const DEALS = 20;

/**
 * The throwaway seat's play: take whenever he may, else the first legal action. Whoever wins,
 * a rated deal would move the farmer's rating: the test asks that none does.
 */
const throwing = (legal: readonly Action[]): Action =>
  legal.find((a) => a.type === 'take') ?? legal[0]!;
/** The farmer plays his first legal action. */
const first = (legal: readonly Action[]): Action => legal[0]!;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Deal (by `dealer`) and play the deal to its end, each client by its policy; its id. */
async function playDeal(
  dealer: TestClient,
  seats: readonly (readonly [TestClient, (legal: readonly Action[]) => Action])[],
): Promise<string> {
  const before = dealer.game?.game ?? null;
  for (;;) {
    const dealt = dealer.next(
      (m) => (m.type === 'game' && m.update.game !== before) || m.type === 'error',
    );
    dealer.send({ type: 'deal' });
    const m = await dealt;
    if (m.type === 'game') break;
    if (m.type === 'error' && m.code !== 'RATE_LIMITED') throw new Error(m.code);
    await pause(100);
  }
  const game = dealer.game!.game;
  for (let guard = 0; guard < 5000; guard++) {
    const over = seats.every(([c]) => c.game?.game === game && c.view?.over);
    if (over) return game;
    const mover = seats.find(([c]) => c.game?.game === game && (c.view?.legal.length ?? 0) > 0);
    if (!mover) {
      await Promise.race(seats.map(([c]) => c.next((m) => m.type === 'game', 30_000)));
      continue;
    }
    const [client, policy] = mover;
    const reply = client.next((m) => m.type === 'game' || m.type === 'error');
    const { move } = client.game!;
    client.send({ type: 'act', game, move, action: policy(client.view!.legal) });
    const m = (await reply) as ServerMessage;
    // Faster than any person: the socket's rate limit. Pause as a person would, play again.
    if (m.type === 'error' && m.code === 'RATE_LIMITED') await pause(100);
    else if (m.type === 'error') throw new Error(`${m.code}: ${m.message}`);
  }
  throw new Error('the deal did not end');
}

describe('rating farming', () => {
  let server: Started;
  beforeAll(async () => {
    server = await testServer({ LEADERBOARD_MIN_DEALS: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`the farming set-up: ${DEALS} deals leave the farmer's rating as it was (a private room is casual)`, async () => {
    const farmer = await guest(server.url, 'Farmer');
    const throwaway = await TestClient.connect(server.url); // no cookie: no session
    const room = await createRoom(server.url, {
      seats: ['human', 'human'],
      public: false,
      rated: true,
    });
    // Asked to be rated, the private room is made casual: its options say so.
    expect((await server.rooms.info(room))?.options.rated).toBe(false);
    for (const c of [farmer.socket, throwaway]) await c.request({ type: 'hello', room }, 'welcome');
    await farmer.socket.request({ type: 'sit', seat: 0, name: 'Farmer' }, 'seated');
    const sat = await throwaway.request({ type: 'sit', seat: 1, name: 'Throwaway' }, 'seated');
    expect(sat.type).toBe('seated');

    const rater = new DealRater(server.store, silent);
    const outcomes: string[] = [];
    for (let n = 0; n < DEALS; n++) {
      const game = await playDeal(farmer.socket, [
        [farmer.socket, first],
        [throwaway, throwing],
      ]);
      // The room's hook rated it already, or this does: either way it is settled now.
      outcomes.push(await rater.rate(game));
    }
    expect(outcomes).toEqual(Array(DEALS).fill('not rated'));
    const games = await server.store.gamesOf(room);
    expect(games.map((g) => g.rated)).toEqual(Array(DEALS).fill(0));
    const rows = await server.store.db.selectFrom('ratings').selectAll().execute();
    expect(rows).toEqual([]);
    const board = await fetch(`${server.url}/api/leaderboard?players=2`);
    expect(((await board.json()) as Leaderboard).rows).toEqual([]);
    await Promise.all([farmer.socket.close(), throwaway.close()]);
  }, 120_000);

  it('a rated room refuses a seat to a socket without a session (NO_SESSION)', async () => {
    const farmer = await guest(server.url, 'Farmer Two');
    const throwaway = await TestClient.connect(server.url);
    const room = await createRoom(server.url, { seats: ['human', 'human'], rated: true });
    expect((await server.rooms.info(room))?.options).toMatchObject({ public: true, rated: true });
    for (const c of [farmer.socket, throwaway]) await c.request({ type: 'hello', room }, 'welcome');
    await farmer.socket.request({ type: 'sit', seat: 0, name: 'Farmer Two' }, 'seated');
    const refused = await throwaway.request({ type: 'sit', seat: 1, name: 'Throwaway' }, 'seated');
    expect(refused).toMatchObject({ type: 'error', code: 'NO_SESSION' });
    expect((await server.store.seatsOf(room)).map((s) => s.seat)).toEqual([0]);
    await Promise.all([farmer.socket.close(), throwaway.close()]);
  });

  it('a deal stored with a seat held without a session is never rated', async () => {
    const farmer = await guest(server.url, 'Farmer Three');
    const bo = await guest(server.url, 'Bo Three');
    const room = await createRoom(server.url, { seats: ['human', 'human'], rated: true });
    for (const c of [farmer.socket, bo.socket]) await c.request({ type: 'hello', room }, 'welcome');
    await farmer.socket.request({ type: 'sit', seat: 0, name: 'x' }, 'seated');
    await bo.socket.request({ type: 'sit', seat: 1, name: 'x' }, 'seated');
    const game = await playDeal(farmer.socket, [
      [farmer.socket, first],
      [bo.socket, throwing],
    ]);
    // Rated as it ended; then made the deal as a room stored it before the rule (seat 1
    // taken without a session), unrated.
    const ratings = new RatingsStore(server.store);
    await until(() => ratings.isRated(game), 'the room to rate its deal');
    const [seated] = await server.store.db
      .selectFrom('players')
      .select('id')
      .where('name', '=', 'Farmer Three')
      .execute();
    await server.store.db.deleteFrom('rating_history').where('game_id', '=', game).execute();
    await server.store.db.deleteFrom('ratings').execute();
    await setSeating(
      server.store,
      game,
      [{ player: seated!.id, name: 'Farmer Three' }, { name: 'Throwaway' }],
      true,
    );
    expect(await new DealRater(server.store, silent).rate(game)).toBe('not rated');
    expect(await ratings.isRated(game)).toBe(false);
    await Promise.all([farmer.socket.close(), bo.socket.close()]);
  });
});
