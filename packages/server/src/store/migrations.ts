// Schema migrations, one list for SQLite and PostgreSQL: Kysely's schema builder writes
// each dialect's DDL. Times are bigint (ms) and read back as numbers (store.ts).
// Append new migrations; never edit one that has shipped.

import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';
import { rekeyNames } from './name-keys';

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rooms')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('game_id', 'text')
        .addColumn('closed_at', 'bigint')
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('sat_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('seats_pk', ['room_id', 'seat'])
        .execute();
      await db.schema
        .createTable('games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('setup', 'text', (c) => c.notNull())
        .addColumn('dealer', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('loser', 'integer')
        .execute();
      await db.schema
        .createIndex('games_room')
        .on('games')
        .columns(['room_id', 'number'])
        .execute();
      await db.schema
        .createTable('actions')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'n'])
        .execute();
      await db.schema
        .createTable('chat')
        .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['room_id', 'n'])
        .execute();
      await db.schema.createIndex('rooms_open').on('rooms').column('closed_at').execute();
    },
  },
  // Fencing (cluster): the fencing number of the room's current owner; every write of a
  // room commits only under it. Last activity is kept so idle rooms close across restarts.
  // A room's game numbers are unique: two owners can never both record deal n.
  '0002_fencing': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rooms')
        .addColumn('fence', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('rooms').addColumn('last_activity', 'bigint').execute();
      await db.schema.dropIndex('games_room').execute();
      await db.schema
        .createIndex('games_room_number')
        .on('games')
        .columns(['room_id', 'number'])
        .unique()
        .execute();
    },
  },
  // Players (issue 13): a guest or account identity kept by a cookie session; password
  // (argon2id) and passkey credentials; WebAuthn challenges (stored, so any process of a
  // cluster can finish a ceremony another began); ratings per player count (0: overall)
  // with their history per rated deal. A seat and a deal remember who sat there.
  '0003_players': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('players')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        // The name folded for uniqueness (case, width): two players never look alike.
        // Null once the account is deleted (the name is free again).
        .addColumn('name_key', 'text', (c) => c.unique())
        // 0: a guest (cookie only); 1: an account (a password or a passkey claims the name).
        .addColumn('account', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen', 'bigint', (c) => c.notNull())
        .addColumn('deleted_at', 'bigint')
        .execute();
      await db.schema
        .createTable('sessions')
        // SHA-256 of the cookie's secret: the secret itself is never stored.
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_player').on('sessions').column('player_id').execute();
      await db.schema
        .createTable('passwords')
        .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id'))
        // argon2id, PHC string (algorithm, parameters and salt included).
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('passkeys')
        // The credential id, base64url.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('passkeys_player').on('passkeys').column('player_id').execute();
      await db.schema
        .createTable('challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_hash', 'text', (c) => c.notNull())
        // 'register' or 'login'.
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        // Players at the table (2..5), 0 for the overall rating over all rated deals.
        .addColumn('players', 'integer', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        // μ − 3σ, kept for the leaderboard's order.
        .addColumn('conservative', 'double precision', (c) => c.notNull())
        .addColumn('deals', 'integer', (c) => c.notNull())
        // Bumped by each update: an update made from a stale read is refused and retried.
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'players'])
        .execute();
      await db.schema
        .createIndex('ratings_board')
        .on('ratings')
        .columns(['players', 'conservative'])
        .execute();
      await db.schema
        .createTable('rating_history')
        .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('players', 'integer', (c) => c.notNull())
        // 0 first out ... the Kaschlan last; players who drew share a place (R6.7).
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('mu_before', 'double precision', (c) => c.notNull())
        .addColumn('sigma_before', 'double precision', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_history_pk', ['game_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('rating_history_player')
        .on('rating_history')
        .columns(['player_id', 'at'])
        .execute();
      await db.schema.alterTable('seats').addColumn('player_id', 'text').execute();
      // Who sat in each seat when the deal began, as JSON: [{ player, name } | { bot }].
      await db.schema.alterTable('games').addColumn('seating', 'text').execute();
      await db.schema
        .alterTable('games')
        .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('games_finished').on('games').column('finished_at').execute();
    },
  },
  // The overall rating (players 0) after each rated deal, beside the player count's own: a
  // profile plots it. Null in rows written before.
  '0005_ratings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rating_history')
        .addColumn('overall_mu', 'double precision')
        .execute();
      await db.schema
        .alterTable('rating_history')
        .addColumn('overall_sigma', 'double precision')
        .execute();
    },
  },
  // Caps per creator (issue 12), counted in the database so that they hold across restarts
  // and across a cluster's processes: who created a room (a hash of his address, never the
  // address: store/creators.ts) and its search bots. A creator's open rooms are counted at
  // each creation: the partial index holds exactly those, with their bots. Rooms stored
  // before have no creator and count for nobody.
  '0006_creators': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('creator_hash', 'text').execute();
      await db.schema
        .alterTable('rooms')
        .addColumn('search_bots', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('rooms_creator_open')
        .on('rooms')
        .columns(['creator_hash', 'search_bots'])
        .where(sql.ref('closed_at'), 'is', null)
        .execute();
    },
  },
  // Names compared by their look (issue 24): every live player's name key computed again,
  // as the confusable skeleton (store/name-keys.ts says who keeps a key two names now share).
  '0009_name_keys': { up: rekeyNames },
  // Fresh sign-ins (issue 24): when the session's person last proved himself with a
  // password or a passkey (null: a guest's session, never). A credential change needs one
  // within minutes (players/sessions.ts). The absolute lifetime counts from `created_at`.
  '0010_session_auth': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('authenticated_at', 'bigint').execute();
    },
  },
  // The profile's stats kept with each rating (issue 24): times the Kaschlan and the sum of
  // places beside `deals`, so a profile reads a player's few rating rows, never his whole
  // history (filled here from the history). The history's index gains game_id, the last key
  // of a profile's order: its newest rows come off the index in order, with no sort. A
  // player's first rated deal at a count had kept his rating after it as the rating before
  // it (issue 24): those rows (before = after, which a rated deal never leaves) get the
  // newcomer's μ 25, σ 25/3 (OpenSkill's default, @kaschlan/ratings' INITIAL_RATING).
  '0011_rating_counts': {
    async up(db: Kysely<unknown>) {
      for (const column of ['kaschlan', 'places'])
        await db.schema
          .alterTable('ratings')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      await sql`
        update ratings set
          places = coalesce((
            select sum(h.place) from rating_history h
            where h.player_id = ratings.player_id
              and (ratings.players = 0 or h.players = ratings.players)), 0),
          kaschlan = (
            select count(*) from rating_history h inner join games g on g.id = h.game_id
            where h.player_id = ratings.player_id
              and (ratings.players = 0 or h.players = ratings.players)
              and g.loser is not null and h.place = h.players - 1)`.execute(db);
      await sql`
        update rating_history set mu_before = ${25}, sigma_before = ${25 / 3}
        where mu_before = mu and sigma_before = sigma`.execute(db);
      await db.schema.dropIndex('rating_history_player').execute();
      await db.schema
        .createIndex('rating_history_player')
        .on('rating_history')
        .columns(['player_id', 'at', 'game_id'])
        .execute();
    },
  },
  // Puzzles (issue 25, store/puzzles-store.ts): a puzzle's own rating (no row: OpenSkill's
  // newcomer), a player's puzzle rating with his streak, and one attempt per player per
  // puzzle (the primary key refuses a second: two tabs, a replay count nothing).
  '0012_puzzles': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('puzzle_ratings')
        .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('solved', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('player_puzzle_ratings')
        .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id'))
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('solved', 'integer', (c) => c.notNull())
        .addColumn('streak', 'integer', (c) => c.notNull())
        .addColumn('best', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('puzzle_attempts')
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('solved', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('puzzle_attempts_pk', ['player_id', 'puzzle_id'])
        .execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
