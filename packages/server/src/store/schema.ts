// The database's tables (Kysely types). The store is event-sourced: a room is its options
// and seats, a deal is its set-up (rules, players, dealer, seed) and its action log; the
// live state is rebuilt by replaying the log through the engine (nothing derived is stored).
// Times are epoch milliseconds.

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
}

export interface SeatsTable {
  room_id: string;
  seat: number;
  name: string;
  /** SHA-256 of the seat token (hex); the token itself is never stored. */
  token_hash: string;
  sat_at: number;
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

export interface Database {
  rooms: RoomsTable;
  seats: SeatsTable;
  games: GamesTable;
  actions: ActionsTable;
  chat: ChatTable;
}
