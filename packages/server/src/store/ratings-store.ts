// The ratings' rows (issue 13): each person's rating per player count (2..5) and overall (0),
// with his deals, times the Kaschlan and sum of places there (a profile's stats: issue 24, so
// it never reads the whole history), and one history row per person per rated deal. The same
// Kysely code for SQLite and PostgreSQL; the one write of a rated deal goes through
// Store.write, reads through store.db.
//
// Exactly once: the history's primary key (game, player) refuses a deal rated before
// (AlreadyStored), and each rating row is updated only at the version it was read at (Stale
// otherwise: another deal of the same person was rated meanwhile; read again and retry).

import { conservative, INITIAL_RATING, type Rating } from '@kaschlan/ratings';
import type { Step, Store } from './store';

/** A rating row as read: its figures and the version an update must find. */
export interface StoredRating extends Rating {
  readonly players: number;
  readonly deals: number;
  /** Of those deals, the ones he was the Kaschlan of (R6.2). */
  readonly kaschlan: number;
  /** The sum of his places (0 first out) in those deals. */
  readonly places: number;
  readonly version: number;
}

/** One person's part of a rated deal: the rating rows before (null: none yet) and after. */
export interface RatedPerson {
  readonly player: string;
  /** 0 first out ... the Kaschlan last; a draw shares a place (R6.7). */
  readonly place: number;
  /** He was the Kaschlan (R6.2: the deal's loser). */
  readonly kaschlan: boolean;
  readonly count: { readonly before: StoredRating | null; readonly after: Rating };
  readonly overall: { readonly before: StoredRating | null; readonly after: Rating };
}

export interface RatedDeal {
  readonly game: string;
  /** Players at the table (2..5). */
  readonly players: number;
  readonly at: number;
  readonly people: readonly RatedPerson[];
}

/** A history row joined with its deal: the profile's raw material. */
export interface HistoryRow {
  readonly game: string;
  readonly players: number;
  readonly place: number;
  readonly mu: number;
  readonly overallMu: number | null;
  readonly at: number;
  readonly finishedAt: number | null;
  readonly loser: number | null;
  readonly seating: string | null;
}

export interface BoardRow extends StoredRating {
  readonly name: string;
  readonly account: boolean;
}

export class RatingsStore {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  /** The rows of `players` for the counts given, keyed `player:count`. */
  async ratingsOf(
    players: readonly string[],
    counts: readonly number[],
  ): Promise<Map<string, StoredRating>> {
    if (players.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ratings')
      .select(['player_id', 'players', 'mu', 'sigma', 'deals', 'kaschlan', 'places', 'version'])
      .where('player_id', 'in', [...players])
      .where('players', 'in', [...counts])
      .execute();
    return new Map(rows.map(({ player_id, ...r }) => [ratingKey(player_id, r.players), r]));
  }

  /** One player's rows, every count he has one for. */
  async ratingsOfPlayer(player: string): Promise<StoredRating[]> {
    return [...(await this.ratingsOf([player], [0, 2, 3, 4, 5])).values()].sort(
      (a, b) => a.players - b.players,
    );
  }

  /**
   * Keep a rated deal in one transaction: its history rows (refused as AlreadyStored when
   * the deal was rated before) and each person's rating for the count and overall (refused
   * as Stale when one changed since it was read).
   */
  async record(deal: RatedDeal): Promise<void> {
    const steps: Step[] = [];
    for (const p of deal.people) {
      // A first rated deal at this count started from the newcomer's rating (issue 24).
      const from = p.count.before ?? INITIAL_RATING;
      steps.push({
        q: this.db
          .insertInto('rating_history')
          .values({
            game_id: deal.game,
            player_id: p.player,
            players: deal.players,
            place: p.place,
            mu_before: from.mu,
            sigma_before: from.sigma,
            mu: p.count.after.mu,
            sigma: p.count.after.sigma,
            overall_mu: p.overall.after.mu,
            overall_sigma: p.overall.after.sigma,
            at: deal.at,
          })
          .onConflict((oc) => oc.columns(['game_id', 'player_id']).doNothing())
          .returning('game_id'),
        must: 'stored',
      });
    }
    for (const p of deal.people) {
      const result = { place: p.place, kaschlan: p.kaschlan ? 1 : 0 };
      steps.push(this.update(p.player, deal.players, p.count, result, deal.at));
      steps.push(this.update(p.player, 0, p.overall, result, deal.at));
    }
    await this.store.write(steps);
  }

  /**
   * A rating row's update at the version read, or its first insert; Stale if either misses.
   * `result`: the deal's place and whether he was the Kaschlan (0 or 1), added to his stats.
   */
  private update(
    player: string,
    players: number,
    { before, after }: { readonly before: StoredRating | null; readonly after: Rating },
    result: { readonly place: number; readonly kaschlan: number },
    at: number,
  ): Step {
    const figures = {
      mu: after.mu,
      sigma: after.sigma,
      conservative: conservative(after),
      updated_at: at,
    };
    if (before === null)
      return {
        q: this.db
          .insertInto('ratings')
          .values({
            player_id: player,
            players,
            ...figures,
            deals: 1,
            kaschlan: result.kaschlan,
            places: result.place,
            version: 1,
          })
          .onConflict((oc) => oc.columns(['player_id', 'players']).doNothing())
          .returning('player_id'),
        must: 'stale',
      };
    return {
      q: this.db
        .updateTable('ratings')
        .set({
          ...figures,
          deals: before.deals + 1,
          kaschlan: before.kaschlan + result.kaschlan,
          places: before.places + result.place,
          version: before.version + 1,
        })
        .where('player_id', '=', player)
        .where('players', '=', players)
        .where('version', '=', before.version)
        .returning('player_id'),
      must: 'stale',
    };
  }

  /** Finished rated deals with a seating and no history row yet (the start's sweep). */
  async unrated(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .select('id')
      .where('rated', '=', 1)
      .where('finished_at', 'is not', null)
      .where('seating', 'is not', null)
      // A deal of bots alone is never rated: no person, no history row.
      .where('seating', 'like', '%"player":%')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('rating_history').select('game_id').whereRef('game_id', '=', 'games.id'),
          ),
        ),
      )
      .orderBy('finished_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Whether any history row of a deal is kept (it was rated). */
  async isRated(game: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('rating_history')
      .select('game_id')
      .where('game_id', '=', game)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A player's rated deals with their deals' end, oldest first, at most `limit` (newest). */
  async historyOf(player: string, limit: number): Promise<HistoryRow[]> {
    const rows = await this.db
      .selectFrom('rating_history as h')
      .innerJoin('games as g', 'g.id', 'h.game_id')
      .select([
        'h.game_id',
        'h.players',
        'h.place',
        'h.mu',
        'h.overall_mu',
        'h.at',
        'g.finished_at',
        'g.loser',
        'g.seating',
      ])
      .where('h.player_id', '=', player)
      .orderBy('h.at', 'desc')
      .orderBy('h.game_id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({
      game: r.game_id,
      players: r.players,
      place: r.place,
      mu: r.mu,
      overallMu: r.overall_mu,
      at: r.at,
      finishedAt: r.finished_at,
      loser: r.loser,
      seating: r.seating,
    }));
  }

  /** The best by conservative rating at a count (0 overall), live players with ≥ minDeals. */
  async board(players: number, minDeals: number, limit: number): Promise<BoardRow[]> {
    const rows = await this.db
      .selectFrom('ratings as r')
      .innerJoin('players as p', 'p.id', 'r.player_id')
      .select([
        'r.players',
        'r.mu',
        'r.sigma',
        'r.deals',
        'r.kaschlan',
        'r.places',
        'r.version',
        'p.name',
        'p.account',
      ])
      .where('r.players', '=', players)
      .where('r.deals', '>=', minDeals)
      .where('p.deleted_at', 'is', null)
      .orderBy('r.conservative', 'desc')
      .orderBy('r.deals', 'desc')
      .orderBy('p.name')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, account: r.account === 1 }));
  }
}

export const ratingKey = (player: string, players: number): string => `${player}:${players}`;
