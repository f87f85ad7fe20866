// The players API's messages (issue 13): zod at the boundary, shared by server and web.
// GET /api/players/:name (a profile) and GET /api/leaderboard (docs/PROTOCOL.md). Ratings
// come as OpenSkill's μ and σ and as shown (1,500 a newcomer: @kaschlan/ratings' `shown`).

import { z } from 'zod';

/** Player counts a rating is kept for: 2..5 at the table, 0 for the overall rating. */
export const RATING_COUNTS = [0, 2, 3, 4, 5] as const;
export type RatingCount = (typeof RATING_COUNTS)[number];

/** The most rows a leaderboard answers with. */
export const LEADERBOARD_MAX = 100;

/** GET /api/leaderboard's query: ?players=0|2|3|4|5 (0, the default: overall) &limit=1..100. */
export const leaderboardQuery = z.strictObject({
  players: z.coerce
    .number()
    .int()
    .refine((n): n is RatingCount => (RATING_COUNTS as readonly number[]).includes(n), {
      message: 'players is 0 (overall) or 2 to 5',
    })
    .default(0),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX).default(50),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

/** A rating as the API shows it. */
export interface RatingFigures {
  /** 0 (overall) or 2..5. */
  readonly players: number;
  readonly mu: number;
  readonly sigma: number;
  /** μ − 3σ: the leaderboard's order. */
  readonly conservative: number;
  /** μ on the shown scale (1,500 a newcomer). */
  readonly shown: number;
  /** μ − 3σ on the shown scale. */
  readonly shownConservative: number;
  /** σ in shown points: the rating's uncertainty (shown ± spread). */
  readonly spread: number;
  /** Rated deals it counts. */
  readonly deals: number;
}

/** A point of a player's rating history: one rated deal. */
export interface HistoryPoint {
  /** When the deal was rated (epoch ms). */
  readonly at: number;
  readonly game: string;
  readonly players: number;
  /** The rating for that player count after the deal, shown. */
  readonly shown: number;
  /** The overall rating after the deal, shown; null for deals rated before it was kept. */
  readonly overall: number | null;
}

/** Rated deals at one player count. */
export interface CountStats {
  readonly players: number;
  readonly deals: number;
  /** Times the Kaschlan (R6.2). */
  readonly kaschlan: number;
  /** Average place, 1 = first out. */
  readonly averagePlace: number;
}

/**
 * Someone else at a deal: a person's name then (`known`: a player with a profile; false for
 * one seated without a session), or a bot's level.
 */
export type Opponent =
  | { readonly name: string; readonly known: boolean }
  | { readonly bot: string };

export interface RecentDeal {
  /** The deal's id: its replay is /replay/<game>. */
  readonly game: string;
  readonly finishedAt: number;
  readonly players: number;
  /** 1 = first out; a drawn deal shares a place (R6.7). */
  readonly place: number;
  /** He was the Kaschlan (R6.2). */
  readonly kaschlan: boolean;
  readonly others: readonly Opponent[];
}

/** GET /api/players/:name */
export interface PlayerProfile {
  readonly name: string;
  /** A claimed name (password or passkey); false for a guest. */
  readonly account: boolean;
  /** One per player count he has rated deals at, and the overall one (players 0). */
  readonly ratings: readonly RatingFigures[];
  /** Oldest first. */
  readonly history: readonly HistoryPoint[];
  readonly stats: readonly CountStats[];
  /** Newest first. */
  readonly recent: readonly RecentDeal[];
}

export interface LeaderboardRow extends RatingFigures {
  /** 1, 2, ... */
  readonly rank: number;
  readonly name: string;
  readonly account: boolean;
}

/** GET /api/leaderboard */
export interface Leaderboard {
  readonly players: number;
  /** Rated deals a player needs to be listed. */
  readonly minDeals: number;
  readonly rows: readonly LeaderboardRow[];
}
