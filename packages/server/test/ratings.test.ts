// Rated deals (issue 13): a finished rated deal updates each seated person's rating from its
// finishing order (R6.1 going out, R6.2 the Kaschlan last), exactly once; casual deals and
// bots' ratings stay as they are; the profile and the leaderboard show the result.

import type { Leaderboard, PlayerProfile } from '@kaschlan/protocol';
import { INITIAL_RATING, rateDeal, shown } from '@kaschlan/ratings';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botRating } from '../src/ratings/bot-ratings';
import { DealRater } from '../src/ratings/rate-deal';
import { DELETED_NAME } from '../src/store/players-store';
import { RatingsStore } from '../src/store/ratings-store';
import { until } from './support/chaos';
import {
  addPlayer,
  guest,
  loserOf,
  playedDeal,
  sessionsPlay,
  setSeating,
  silent,
} from './support/rated';
import { createRoom, testServer } from './support/server';

type Started = Awaited<ReturnType<typeof testServer>>;

const getJson = async <T>(url: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T };
};

describe('a rated deal between two people', () => {
  let server: Started;
  let anna: string;
  let otto: string;
  let game: string;

  beforeAll(async () => {
    server = await testServer({ LEADERBOARD_MIN_DEALS: '1' });
    anna = await addPlayer(server.store, 'Anna', true);
    otto = await addPlayer(server.store, 'Otto');
    ({ game } = await playedDeal(server.url, ['human', 'human'], { public: true }));
    await setSeating(
      server.store,
      game,
      [
        { player: anna, name: 'Anna' },
        { player: otto, name: 'Otto' },
      ],
      true,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test('is rated by the sweep at the next start: the first out up, the Kaschlan down (R6.2)', async () => {
    // The deal ended unrated (its seating written after): a restart's sweep rates it.
    await server.close();
    server = await testServer({ DATA_DIR: server.dataDir, LEADERBOARD_MIN_DEALS: '1' });
    const ratings = new RatingsStore(server.store);
    await until(async () => ratings.isRated(game), 'the start sweep to rate the deal');
    const loser = await loserOf(server.store, game);
    const rows = await ratings.ratingsOf([anna, otto], [2, 0]);
    const [annaPlace, ottoPlace] = await placesOf(server, game, [anna, otto]);
    // One of them went out first (place 0); the other is the Kaschlan, or went out second.
    expect([annaPlace, ottoPlace].sort()).toEqual([0, 1]);
    if (loser !== null) expect(loser === 0 ? annaPlace : ottoPlace).toBe(1);
    const [first, second] = annaPlace === 0 ? [anna, otto] : [otto, anna];
    for (const count of [2, 0]) {
      const up = rows.get(`${first}:${count}`)!;
      const down = rows.get(`${second}:${count}`)!;
      expect(up.mu).toBeGreaterThan(INITIAL_RATING.mu);
      expect(down.mu).toBeLessThan(INITIAL_RATING.mu);
      expect(up.deals).toBe(1);
      // OpenSkill's own numbers for two newcomers.
      const [w, l] = rateDeal([INITIAL_RATING, INITIAL_RATING], [0, 1]);
      expect(up.mu).toBeCloseTo(w!.mu, 10);
      expect(down.mu).toBeCloseTo(l!.mu, 10);
    }
  });

  test('exactly once: rating it again, by the hook or a sweep, changes nothing', async () => {
    const ratings = new RatingsStore(server.store);
    const before = await ratings.ratingsOf([anna, otto], [2, 0]);
    const rater = new DealRater(server.store, silent);
    expect(await rater.rate(game)).toBe('rated before');
    expect(await rater.sweep()).toBe(0);
    await Promise.all([rater.rate(game), new DealRater(server.store, silent).rate(game)]);
    expect(await ratings.ratingsOf([anna, otto], [2, 0])).toEqual(before);
    const history = await server.store.db.selectFrom('rating_history').selectAll().execute();
    expect(history.filter((h) => h.game_id === game)).toHaveLength(2);
  });

  test('the profile shows the rating, its history, the stats and the deal with its replay', async () => {
    const { status, body } = await getJson<PlayerProfile>(`${server.url}/api/players/ANNA`);
    expect(status).toBe(200);
    expect(body.name).toBe('Anna');
    expect(body.account).toBe(true);
    const two = body.ratings.find((r) => r.players === 2)!;
    const overall = body.ratings.find((r) => r.players === 0)!;
    expect(two.deals).toBe(1);
    expect(two.shown).toBe(shown(two.mu));
    expect(overall.shownConservative).toBe(shown(two.mu - 3 * two.sigma));
    expect(body.history).toEqual([
      expect.objectContaining({ game, players: 2, shown: two.shown, overall: overall.shown }),
    ]);
    const place = body.recent[0]!.place;
    expect(body.stats).toEqual([
      { players: 2, deals: 1, kaschlan: body.recent[0]!.kaschlan ? 1 : 0, averagePlace: place },
    ]);
    expect(body.recent).toEqual([
      expect.objectContaining({ game, players: 2, others: [{ name: 'Otto', known: true }] }),
    ]);
    // The replay the profile links to is there.
    expect((await fetch(`${server.url}/api/replays/${game}`)).status).toBe(200);
  });

  test('an unknown name is NO_PLAYER', async () => {
    const { status, body } = await getJson<{ code: string }>(`${server.url}/api/players/Nobody`);
    expect(status).toBe(404);
    expect(body.code).toBe('NO_PLAYER');
  });

  test('the leaderboard orders by conservative rating, per player count and overall', async () => {
    for (const players of [0, 2]) {
      const { body } = await getJson<Leaderboard>(
        `${server.url}/api/leaderboard?players=${players}`,
      );
      expect(body.players).toBe(players);
      expect(body.minDeals).toBe(1);
      expect(body.rows.map((r) => r.rank)).toEqual([1, 2]);
      expect(body.rows[0]!.conservative).toBeGreaterThan(body.rows[1]!.conservative);
    }
    const { body: four } = await getJson<Leaderboard>(`${server.url}/api/leaderboard?players=4`);
    expect(four.rows).toEqual([]);
    const bad = await getJson<{ code: string }>(`${server.url}/api/leaderboard?players=7`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_QUERY');
  });

  test('a deleted player is on neither the leaderboard nor a profile', async () => {
    await server.store.db
      .updateTable('players')
      .set({ deleted_at: Date.now(), name_key: null })
      .where('id', '=', otto)
      .execute();
    const { body } = await getJson<Leaderboard>(`${server.url}/api/leaderboard`);
    expect(body.rows.map((r) => r.name)).toEqual(['Anna']);
    expect((await fetch(`${server.url}/api/players/Otto`)).status).toBe(404);
    // His name in the deal's seating is replaced, as account deletion does: no link to it.
    await setSeating(
      server.store,
      game,
      [
        { player: anna, name: 'Anna' },
        { player: otto, name: DELETED_NAME },
      ],
      true,
    );
    const profile = await getJson<PlayerProfile>(`${server.url}/api/players/Anna`);
    expect(profile.body.recent[0]!.others).toEqual([{ name: DELETED_NAME, known: false }]);
  });
});

describe('what is not rated, and what stays fixed', () => {
  let server: Started;
  beforeAll(async () => {
    server = await testServer({ LEADERBOARD_MIN_DEALS: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a casual deal, and a deal stored without seating, rate nobody', async () => {
    const eva = await addPlayer(server.store, 'Eva');
    const max = await addPlayer(server.store, 'Max');
    const rater = new DealRater(server.store, silent);
    const casual = await playedDeal(server.url, ['human', 'human'], { public: false });
    const seating = [
      { player: eva, name: 'Eva' },
      { player: max, name: 'Max' },
    ];
    await setSeating(server.store, casual.game, seating, false);
    expect(await rater.rate(casual.game)).toBe('not rated');
    const unseated = await playedDeal(server.url, ['human', 'human']);
    await server.store.db
      .updateTable('games')
      .set({ rated: 1, seating: null })
      .where('id', '=', unseated.game)
      .execute();
    expect(await rater.rate(unseated.game)).toBe('not rated');
    expect(await rater.sweep()).toBe(0);
    expect(await new RatingsStore(server.store).ratingsOf([eva, max], [0, 2, 3, 4, 5])).toEqual(
      new Map(),
    );
  });

  test('a bot plays at its fixed rating, which the deal does not change', async () => {
    const lea = await addPlayer(server.store, 'Lea');
    const rater = new DealRater(server.store, silent);
    const fixed = botRating('normal', 2);
    const { game } = await playedDeal(server.url, ['human', 'normal']);
    await setSeating(server.store, game, [{ player: lea, name: 'Lea' }, { bot: 'normal' }], true);
    expect(await rater.rate(game)).toBe('rated');
    const [place] = await placesOf(server, game, [lea]);
    const ranks = place === 0 ? [0, 1] : [1, 0];
    const [expected] = rateDeal([INITIAL_RATING, fixed], ranks);
    const lea2 = (await new RatingsStore(server.store).ratingsOf([lea], [2])).get(`${lea}:2`)!;
    expect(lea2.mu).toBeCloseTo(expected!.mu, 10);
    expect(lea2.sigma).toBeCloseTo(expected!.sigma, 10);
    expect(botRating('normal', 2)).toEqual(fixed);
    // Only the person has rows: a bot is no player.
    const rows = await server.store.db.selectFrom('rating_history').selectAll().execute();
    expect(rows.filter((r) => r.game_id === game).map((r) => r.player_id)).toEqual([lea]);
  });

  test('the leaderboard lists only players with LEADERBOARD_MIN_DEALS rated deals', async () => {
    const kim = await addPlayer(server.store, 'Kim');
    const rater = new DealRater(server.store, silent);
    const board = async () =>
      (await getJson<Leaderboard>(`${server.url}/api/leaderboard?players=2`)).body.rows.map(
        (r) => r.name,
      );
    const games: string[] = [];
    for (let n = 1; n <= 2; n++) {
      const { game } = await playedDeal(server.url, ['human', 'easy']);
      await setSeating(server.store, game, [{ player: kim, name: 'Kim' }, { bot: 'easy' }], true);
      expect(await rater.rate(game)).toBe('rated');
      games.push(game);
      // Lea (above) has one rated deal: never listed here.
      expect(await board()).toEqual(n < 2 ? [] : ['Kim']);
    }
    // Each history row keeps the rating before its deal: a newcomer's for the first (issue
    // 24: it had kept the rating after it), the first deal's after for the second.
    const rows = await server.store.db
      .selectFrom('rating_history')
      .selectAll()
      .where('player_id', '=', kim)
      .execute();
    const [first, second] = games.map((g) => rows.find((r) => r.game_id === g)!);
    expect([first!.mu_before, first!.sigma_before]).toEqual([
      INITIAL_RATING.mu,
      INITIAL_RATING.sigma,
    ]);
    expect(first!.mu).not.toBe(INITIAL_RATING.mu);
    expect([second!.mu_before, second!.sigma_before]).toEqual([first!.mu, first!.sigma]);
  });
});

describe('end to end: people with sessions in a rated room', () => {
  let server: Started;
  beforeAll(async () => {
    server = await testServer({ LEADERBOARD_MIN_DEALS: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the room rates its deal as it ends: profiles and the leaderboard show it (R6.2)', async () => {
    const ann = await guest(server.url, 'Ann Rated');
    const bo = await guest(server.url, 'Bo Rated');
    const room = await createRoom(server.url, { seats: ['human', 'human'], rated: true });
    const game = await sessionsPlay(room, [ann.socket, bo.socket]);
    const ratings = new RatingsStore(server.store);
    await until(() => ratings.isRated(game), 'the room to rate its deal');
    const profiles = await Promise.all(
      ['Ann Rated', 'bo rated'].map(async (name) => {
        const { status, body } = await getJson<PlayerProfile>(
          `${server.url}/api/players/${encodeURIComponent(name)}`,
        );
        expect(status).toBe(200);
        return body;
      }),
    );
    // The first out rose above a newcomer's 1,500, the other (the Kaschlan) fell below it.
    const shownOf = (p: PlayerProfile) => p.ratings.find((r) => r.players === 2)!.shown;
    const [first, second] = profiles.sort((a, b) => a.recent[0]!.place - b.recent[0]!.place);
    expect(first!.recent[0]).toMatchObject({ game, place: 1, players: 2 });
    expect(second!.recent[0]).toMatchObject({ game, place: 2 });
    expect(shownOf(first!)).toBeGreaterThan(1500);
    expect(shownOf(second!)).toBeLessThan(1500);
    expect(first!.recent[0]!.others).toEqual([{ name: second!.name, known: true }]);
    const { body } = await getJson<Leaderboard>(`${server.url}/api/leaderboard?players=2`);
    expect(body.rows.map((r) => r.name)).toEqual([first!.name, second!.name]);
    // Rated once: the start's sweep of another process finds nothing to do.
    expect(await new DealRater(server.store, silent).sweep()).toBe(0);
    for (const c of [ann.socket, bo.socket]) await c.close();
  });
});

describe('a stand-in plays for an absent person', () => {
  let server: Started;
  beforeAll(async () => {
    // No grace: the stand-in takes over as soon as his socket closes.
    server = await testServer({ GRACE_SECONDS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("the stand-in's moves count as his: the deal is rated for him", async () => {
    const kim = await guest(server.url, 'Kim Away');
    const room = await createRoom(server.url, { seats: ['human', 'easy'], rated: true });
    await kim.socket.request({ type: 'hello', room }, 'welcome');
    await kim.socket.request({ type: 'sit', seat: 0, name: 'Kim' }, 'seated');
    await kim.socket.request({ type: 'deal' }, 'game');
    const game = kim.socket.game!.game;
    await kim.socket.close();
    const ratings = new RatingsStore(server.store);
    await until(() => ratings.isRated(game), 'the deal played out by the stand-in and rated');
    const actions = await server.store.actionsOf(game);
    expect(actions.some((a) => a.source === 'stand-in')).toBe(true);
    const { body } = await getJson<PlayerProfile>(`${server.url}/api/players/Kim%20Away`);
    expect(body.recent).toEqual([
      expect.objectContaining({ game, players: 2, others: [{ bot: 'easy' }] }),
    ]);
  });
});

/** Each player's place (0 = first out) in a rated deal, from its history. */
async function placesOf(server: Started, game: string, players: string[]): Promise<number[]> {
  const rows = await server.store.db
    .selectFrom('rating_history')
    .select(['player_id', 'place'])
    .where('game_id', '=', game)
    .execute();
  return players.map((p) => rows.find((r) => r.player_id === p)!.place);
}
