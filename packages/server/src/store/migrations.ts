// Schema migrations, one list for SQLite and PostgreSQL: Kysely's schema builder writes
// each dialect's DDL. Times are bigint (ms) and read back as numbers (store.ts).
// Append new migrations; never edit one that has shipped.

import type { Kysely, Migration, MigrationProvider } from 'kysely';

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
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
