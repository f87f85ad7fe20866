// The players' pages as JSON (issue 13, docs/PROTOCOL.md): GET /api/players/:name, a profile
// (ratings, their history, stats per player count, recent deals), and GET /api/leaderboard,
// the best by conservative rating μ − 3σ with at least LEADERBOARD_MIN_DEALS rated deals.
// Every rating is also given on the shown scale (@kaschlan/ratings' `shown`).
//
// A profile costs the same whatever a player's number of rated deals (issue 24): his rating
// rows (one per count, which keep his stats) and his newest HISTORY_POINTS history rows.

import {
  type CountStats,
  type HistoryPoint,
  type Leaderboard,
  leaderboardQuery,
  type Opponent,
  type PlayerProfile,
  type RatingFigures,
  type RecentDeal,
} from '@kaschlan/protocol';
import { conservative, shown, shownSpread } from '@kaschlan/ratings';
import type { FastifyInstance } from 'fastify';
import { nameKey } from '../players/names';
import { readSeating } from '../players/seating';
import { DELETED_NAME, PlayersStore } from '../store/players-store';
import type { RatingsStore, StoredRating } from '../store/ratings-store';
import type { Store } from '../store/store';

/** History points a profile answers with (the newest). */
const HISTORY_POINTS = 200;

/** Recent deals a profile lists. */
const RECENT_DEALS = 20;

export interface PlayerRoutesEnv {
  readonly store: Store;
  readonly ratings: RatingsStore;
  /** Rated deals a player needs to be on the leaderboard. */
  readonly minDeals: number;
}

export function playerRoutes(app: FastifyInstance, env: PlayerRoutesEnv): void {
  const people = new PlayersStore(env.store);
  app.get<{ Params: { name: string } }>('/api/players/:name', async (req, reply) => {
    const name = req.params.name;
    const player =
      name.length > 0 && name.length <= 200 ? await people.byKey(nameKey(name)) : undefined;
    if (!player) return reply.code(404).send({ code: 'NO_PLAYER', message: 'no such player' });
    const [ratings, history] = await Promise.all([
      env.ratings.ratingsOfPlayer(player.id),
      env.ratings.historyOf(player.id, HISTORY_POINTS),
    ]);
    const profile: PlayerProfile = {
      name: player.name,
      account: player.account,
      ratings: ratings.map(figures),
      history: history.map(
        (h): HistoryPoint => ({
          at: h.at,
          game: h.game,
          players: h.players,
          shown: shown(h.mu),
          overall: h.overallMu === null ? null : shown(h.overallMu),
        }),
      ),
      // Per player count; the overall row (players 0) is only his rating.
      stats: ratings
        .filter((s) => s.players > 0)
        .map(
          (s): CountStats => ({
            players: s.players,
            deals: s.deals,
            kaschlan: s.kaschlan,
            averagePlace: round2(1 + s.places / s.deals),
          }),
        ),
      recent: history
        .slice(-RECENT_DEALS)
        .reverse()
        .map(
          (h): RecentDeal => ({
            game: h.game,
            finishedAt: h.finishedAt ?? h.at,
            players: h.players,
            place: h.place + 1,
            kaschlan: h.loser !== null && h.place === h.players - 1,
            others: othersAt(h.seating, player.id),
          }),
        ),
    };
    return profile;
  });

  app.get('/api/leaderboard', async (req, reply) => {
    const query = leaderboardQuery.safeParse(req.query);
    if (!query.success)
      return reply
        .code(400)
        .send({ code: 'BAD_QUERY', message: query.error.issues[0]?.message ?? 'bad query' });
    const { players, limit } = query.data;
    const rows = await env.ratings.board(players, env.minDeals, limit);
    const board: Leaderboard = {
      players,
      minDeals: env.minDeals,
      rows: rows.map((r, i) => ({ rank: i + 1, name: r.name, account: r.account, ...figures(r) })),
    };
    return board;
  });
}

/** A stored rating with its conservative value and both on the shown scale. */
function figures(r: StoredRating): RatingFigures {
  const low = conservative(r);
  return {
    players: r.players,
    mu: r.mu,
    sigma: r.sigma,
    conservative: low,
    shown: shown(r.mu),
    shownConservative: shown(low),
    spread: shownSpread(r.sigma),
    deals: r.deals,
  };
}

/** Everyone but `player` at a deal, in seat order: a person's name then, or a bot's level. */
function othersAt(seatingJson: string | null, player: string): Opponent[] {
  const seating = readSeating(seatingJson) ?? [];
  return seating.flatMap((s): Opponent[] => {
    // A deleted account's name is replaced (DELETED_NAME): no profile to link to either.
    if ('player' in s)
      return s.player === player ? [] : [{ name: s.name, known: s.name !== DELETED_NAME }];
    // Seated without a session: his name then, and no profile to link to.
    if ('name' in s) return [{ name: s.name, known: false }];
    if ('bot' in s) return [{ bot: s.bot }];
    return [];
  });
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
