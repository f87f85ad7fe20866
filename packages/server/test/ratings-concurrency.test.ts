// Rated deals racing (issue 13), on SQLite and PostgreSQL: two deals of one person rated at
// the same moment both count (the second write finds the rating's version moved on, reads it
// again and retries), and one deal rated by two raters at once (two processes: a room's hook
// and another's start sweep) counts once (the history's key refuses the second).

import { describe, expect, it } from 'vitest';
import { DealRater } from '../src/ratings/rate-deal';
import { RatingsStore } from '../src/store/ratings-store';
import { addPlayer, playedDeal, setSeating, silent } from './support/rated';
import { testServer } from './support/server';
import { databases } from './support/services';

const kinds = await databases('rated deals racing on PostgreSQL');

describe.each(kinds)('rated deals racing on $name', ({ env }) => {
  it('two deals of one person rated at once both count; one deal rated twice at once, once', async () => {
    const server = await testServer(env);
    try {
      const tag = Math.random().toString(36).slice(2, 7);
      const eve = await addPlayer(server.store, `Eve ${tag}`);
      const games: string[] = [];
      for (const level of ['easy', 'normal']) {
        const { game } = await playedDeal(server.url, ['human', level]);
        await setSeating(
          server.store,
          game,
          [{ player: eve, name: `Eve ${tag}` }, { bot: level as 'easy' | 'normal' }],
          true,
        );
        games.push(game);
      }
      // Separate raters, as separate processes would be: nothing shared but the database.
      const raters = [0, 1, 2, 3].map(() => new DealRater(server.store, silent));
      const outcomes = await Promise.all([
        raters[0]!.rate(games[0]!),
        raters[1]!.rate(games[1]!),
        raters[2]!.rate(games[0]!),
        raters[3]!.rate(games[1]!),
      ]);
      expect(outcomes.filter((o) => o === 'rated')).toHaveLength(2);
      expect(outcomes.filter((o) => o === 'rated before')).toHaveLength(2);
      const rows = await new RatingsStore(server.store).ratingsOf([eve], [2, 0]);
      for (const count of [2, 0]) {
        const row = rows.get(`${eve}:${count}`)!;
        expect(row.deals).toBe(2);
        expect(row.version).toBe(2);
      }
      const history = await server.store.db
        .selectFrom('rating_history')
        .selectAll()
        .where('player_id', '=', eve)
        .orderBy('at')
        .execute();
      expect(history.map((h) => h.game_id).sort()).toEqual([...games].sort());
      // The later update started from the earlier one's result: the rows chain.
      const [a, b] = history;
      const chained =
        (b!.mu_before === a!.mu && b!.sigma_before === a!.sigma) ||
        (a!.mu_before === b!.mu && a!.sigma_before === b!.sigma);
      expect(chained).toBe(true);
    } finally {
      await server.close();
    }
  });
});
