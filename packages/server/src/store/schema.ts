// The database's tables (Kysely types). The store is event-sourced: a room is its options
// and seats, a deal is its set-up (rules, players, dealer, seed) and its action log; the
// live state is rebuilt by replaying the log through the engine (nothing derived is stored).
// Times are epoch milliseconds.

import type { ColumnType } from 'kysely';

export interface RoomsTable {
  id: string;
  name: string;
  /** RoomOptions as JSON (packages/protocol/src/messages.ts). */
  options: string;
  created_at: number;
  /** The current or last deal (games.id), null before the first deal. */
  game_id: string | null;
  /** Set when the room is closed (abandoned); closed rooms are not loaded. */
  closed_at: number | null;
  /**
   * The fencing number of the room's current owner (cluster; 0 in a single process). Each
   * write of the room commits only while it still holds this number (store.ts, `guard`).
   */
  fence: number;
  /** When the room last changed (any stored write); null before the first. */
  last_activity: number | null;
  /**
   * Who created the room, as a hash of his address (store/creators.ts), never the address:
   * his open rooms count against his caps in every process. Null for a room made by quick
   * play or stored before 0006: it counts for nobody.
   */
  creator_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The room's search bots (hard, expert seats), counted against its creator's cap; 0 before 0006. */
  search_bots: ColumnType<number, number | undefined, number>;
}

export interface SeatsTable {
  room_id: string;
  seat: number;
  name: string;
  /** SHA-256 of the seat token (hex); the token itself is never stored. */
  token_hash: string;
  sat_at: number;
  /** The player (players.id) sitting there; null for a seat taken without a session. */
  player_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GamesTable {
  id: string;
  room_id: string;
  /** 1, 2, ... within the room. */
  number: number;
  /** The engine's set-up as JSON: { preset, rules, players, dealer?, seed }. Secret until over. */
  setup: string;
  started_at: number;
  finished_at: number | null;
  /** The Kaschlan (R6.2), null while playing or for a drawn deal. */
  loser: number | null;
  /** The dealer the engine used (the seed picks the first one, R2.4). */
  dealer: number;
  /** Who sat in each seat when the deal began, JSON `Seating` (players/seating.ts); null before 0003. */
  seating: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: a rated deal (its end updates the seated players' ratings); 0: casual. */
  rated: ColumnType<number, number | undefined, number>;
}

export interface ActionsTable {
  game_id: string;
  /** 0, 1, ... the action's index in the deal. */
  n: number;
  /** The engine Action as JSON. */
  action: string;
  /** Who chose it: 'seat' (its player), 'bot' (a bot seat), 'stand-in' (a bot for an away or timed-out player). */
  source: string;
  at: number;
}

export interface ChatTable {
  room_id: string;
  n: number;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** The name folded for uniqueness; null once the account is deleted. */
  name_key: string | null;
  /** 0: a guest; 1: an account (password or passkey). */
  account: number;
  created_at: number;
  last_seen: number;
  deleted_at: number | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's secret. */
  id_hash: string;
  player_id: string;
  /** When it began (a sign-in, a guest's first visit): its absolute lifetime counts from here. */
  created_at: number;
  expires_at: number;
  /**
   * When its person last proved himself (a password or a passkey: a sign-in, a credential set,
   * POST /api/account/reauth); null for a guest's session and before 0010.
   */
  authenticated_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PasswordsTable {
  player_id: string;
  /** argon2id PHC string. */
  hash: string;
  updated_at: number;
}

export interface PasskeysTable {
  /** Credential id, base64url. */
  id: string;
  player_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of AuthenticatorTransport, or null. */
  transports: string | null;
  created_at: number;
}

export interface ChallengesTable {
  id: string;
  session_hash: string;
  purpose: string;
  challenge: string;
  expires_at: number;
}

export interface RatingsTable {
  player_id: string;
  /** 2..5, or 0 for the overall rating. */
  players: number;
  mu: number;
  sigma: number;
  /** μ − 3σ. */
  conservative: number;
  deals: number;
  /** Of those deals, the ones he was the Kaschlan of (R6.2); for players 0, at every count (0011). */
  kaschlan: ColumnType<number, number | undefined, number>;
  /** The sum of his places (0 first out) in those deals (0011). */
  places: ColumnType<number, number | undefined, number>;
  version: number;
  updated_at: number;
}

export interface RatingHistoryTable {
  game_id: string;
  player_id: string;
  players: number;
  /** 0 first out ... the Kaschlan last; a draw shares a place. */
  place: number;
  mu_before: number;
  sigma_before: number;
  mu: number;
  sigma: number;
  at: number;
  /** The overall rating (players 0) after the deal (0005); null in older rows. */
  overall_mu: ColumnType<number | null, number | null | undefined, number | null>;
  overall_sigma: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  rooms: RoomsTable;
  seats: SeatsTable;
  games: GamesTable;
  actions: ActionsTable;
  chat: ChatTable;
  players: PlayersTable;
  sessions: SessionsTable;
  passwords: PasswordsTable;
  passkeys: PasskeysTable;
  challenges: ChallengesTable;
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
}
