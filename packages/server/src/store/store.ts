// The one storage layer, over Kysely, for both databases: embedded SQLite (better-sqlite3,
// the default: a file in DATA_DIR) and PostgreSQL (DATABASE_URL, for scale-out). The rooms
// call it; nothing else touches SQL.
//
// Durability: every write resolves only once the database has committed it, and the rooms
// tell nobody of an action before that (the protocol's promise). SQLite runs in WAL mode
// with synchronous=FULL (SQLITE_SYNC), so a commit survives a crash of the process and of
// the machine; its writes happen on a writer thread (sqlite-writer.mjs), so an fsync never
// stalls the event loop, and writes queued meanwhile share one commit. PostgreSQL appends
// are grouped the same way (flush below).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type Compilable,
  type Insertable,
  Kysely,
  Migrator,
  type Selectable,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { type CreatorCaps, capSteps } from './creators';
import { AlreadyStored, Fenced, type Must, OverCap, refused, Stale } from './errors';
import { GroupCommit } from './group-commit';
import { migrationProvider } from './migrations';
import { postgres } from './postgres-pool';
import type { ChatTable, Database, GamesTable, RoomsTable, SeatsTable } from './schema';
import { statements } from './statements';
import { DATABASE_WAIT_MS } from './waits';
import { SqliteWriter } from './writer-thread';

export { AlreadyStored, Fenced, OverCap, Stale };

export type StoreConfig =
  | {
      readonly kind: 'sqlite';
      readonly file: string;
      /** FULL (default): a commit survives a power cut; NORMAL: it survives a crash of the process. */
      readonly sync?: 'FULL' | 'NORMAL';
    }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize?: number;
      /** The longest any wait on the database may last (ms): DATABASE_WAIT_MS. */
      readonly waitMs?: number;
    };

export type RoomRow = Selectable<RoomsTable>;
/** A room as written: the creator and his room's search bots may be left out (quick play). */
export type NewRoom = Insertable<RoomsTable>;
export type SeatRow = Selectable<SeatsTable>;
export type GameRow = Selectable<GamesTable>;
/** A seat or a deal as written: the columns with defaults may be left out. */
export type NewSeat = Insertable<SeatsTable>;
export type NewGame = Insertable<GamesTable>;
export type ChatRow = ChatTable;
export interface ActionRow {
  readonly n: number;
  readonly action: unknown;
  readonly source: string;
  readonly at: number;
}

/**
 * Who writes for a room: its id, the time, and in a cluster the owner's fencing number (null
 * in a single process, where nobody else writes).
 */
export interface Writer {
  readonly room: string;
  readonly fence: number | null;
  readonly at: number;
}

/** One statement of a write; `must`: it has to return a row (see Store.write). */
export interface Step {
  readonly q: Compilable;
  readonly must?: Must | undefined;
}

// PostgreSQL returns bigint as a string (it may exceed 2^53); our bigints are epoch ms.
pg.types.setTypeParser(20, (v) => Number(v));

/** The store for DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL). */
export function storeConfig(env: {
  dataDir: string;
  databaseUrl?: string | undefined;
  databaseWaitMs?: number;
}): StoreConfig {
  if (env.databaseUrl)
    return {
      kind: 'postgres',
      url: env.databaseUrl,
      ...(env.databaseWaitMs ? { waitMs: env.databaseWaitMs } : {}),
    };
  return { kind: 'sqlite', file: join(env.dataDir, 'kaschlan.sqlite') };
}

export class Store {
  readonly kind: StoreConfig['kind'];
  /** Told each write transaction's time from start to commit, in seconds (metrics). */
  onCommit: ((seconds: number) => void) | null = null;
  /** The statements every action writes, built once (statements.ts). */
  private readonly hot: ReturnType<typeof statements>;
  /** PostgreSQL: appends grouped into shared transactions (group-commit.ts). */
  private readonly group: GroupCommit;
  private constructor(
    readonly db: Kysely<Database>,
    kind: StoreConfig['kind'],
    /** SQLite: the writer thread (sqlite-writer.mjs) that makes every write. */
    private readonly writer: SqliteWriter | null,
  ) {
    this.kind = kind;
    this.hot = statements(db);
    this.group = new GroupCommit(
      db,
      this.hot,
      (w) => this.guard(w),
      (seconds) => this.committed(seconds),
    );
  }

  /**
   * Tell the commit hook a write's time. The hook is an observer: if it throws, the write
   * still stands as committed (issue 26: a throwing hook used to fail a committed write, and
   * on PostgreSQL stopped every later append of the process for good).
   */
  private committed(seconds: number): void {
    try {
      this.onCommit?.(seconds);
    } catch {
      // An observer's fault; the store's answer is the commit's.
    }
  }

  /** Open the database and bring its schema up to date. */
  static async open(config: StoreConfig): Promise<Store> {
    let db: Kysely<Database>;
    if (config.kind === 'sqlite') {
      if (config.file !== ':memory:') mkdirSync(join(config.file, '..'), { recursive: true });
      const file = new SQLite(config.file);
      file.pragma('journal_mode = WAL');
      file.pragma(`synchronous = ${config.sync ?? 'FULL'}`);
      file.pragma('foreign_keys = ON');
      file.pragma('busy_timeout = 5000');
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    } else db = postgres(config.url, config.poolSize ?? 10, config.waitMs ?? DATABASE_WAIT_MS);
    // Migrations wait as long as they take (a big table's, another process's migration lock
    // at a start together): on PostgreSQL over a connection of their own, without the bound.
    const migrating = config.kind === 'postgres' ? postgres(config.url, 1, null) : db;
    try {
      // PostgreSQL: Kysely's own tables go in the schema the connection uses (search_path),
      // else a deployment in its own schema finds another schema's and fails to migrate.
      const migrationTableSchema =
        config.kind === 'postgres'
          ? (await sql<{ s: string }>`select current_schema() as s`.execute(migrating)).rows[0]?.s
          : undefined;
      const { error } = await new Migrator({
        db: migrating,
        provider: migrationProvider,
        ...(migrationTableSchema ? { migrationTableSchema } : {}),
      }).migrateToLatest();
      if (error) throw error;
    } finally {
      if (migrating !== db) await migrating.destroy();
    }
    const writer =
      config.kind === 'sqlite' && config.file !== ':memory:'
        ? new SqliteWriter(config.file, config.sync ?? 'FULL')
        : null;
    return new Store(db, config.kind, writer);
  }

  /** A trivial query: is the database there? (the health check) */
  async ping(): Promise<void> {
    await this.db.selectFrom('rooms').select('id').limit(1).execute();
  }

  async close(): Promise<void> {
    await this.writer?.close();
    await this.db.destroy();
  }

  /**
   * Run `steps` in one transaction. A step with `must` has to return a row (an UPDATE or
   * INSERT ... RETURNING), else the whole write is undone and refused: `fenced` (the room's
   * guard found another owner's fencing number: `Fenced`) or `stored` (the insert found its
   * row already there: `AlreadyStored`) or `stale` (a versioned row changed since it was
   * read: `Stale`). SQLite: on the writer thread. The store's other modules (players,
   * ratings) write through this too: one writer, one way to commit.
   */
  async write(steps: readonly Step[]): Promise<void> {
    const started = performance.now();
    try {
      await this.transact(steps);
    } finally {
      this.committed((performance.now() - started) / 1000);
    }
  }

  private async transact(steps: readonly Step[]): Promise<void> {
    const compiled = steps.map((s) => ({ q: s.q.compile(), must: s.must }));
    if (this.writer) return this.writer.run(compiled);
    const run = async (db: Kysely<Database>) => {
      for (const { q, must } of compiled) {
        const result = await db.executeQuery(q);
        if (must && result.rows.length === 0) throw refused(must);
      }
    };
    if (compiled.length === 1 && !compiled[0]?.must) await run(this.db);
    else await this.db.transaction().execute(run);
  }

  /**
   * The guard that opens every write of a room: it notes the room's last activity and, in a
   * cluster, holds only while the writer's fencing number is still the room's (a process
   * that lost its lease, paused or slow, can never write after the next owner took over).
   * In PostgreSQL the UPDATE locks the room's row, so a guard and a takeover never overlap.
   */
  private guard(w: Writer): Step {
    const q =
      w.fence === null
        ? this.hot.touch.with(w.at, w.room)
        : this.hot.touchFenced.with(w.at, w.room, w.fence);
    return { q, must: 'fenced' };
  }

  /**
   * Make `fence` the room's fencing number, if it is higher than the one stored: the new
   * owner does this before it reads the room, so nothing the old owner writes after can
   * land. False if a higher number is already there (another process took the room since).
   */
  async claim(room: string, fence: number): Promise<boolean> {
    const rows = await this.db
      .updateTable('rooms')
      .set({ fence })
      .where('id', '=', room)
      .where('fence', '<', fence)
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  // ------------------------------------------------------------ rooms and seats

  /**
   * Store a new room. With `caps`, a room with a creator is stored only while he is under
   * them, counted here in the same transaction (creators.ts); else refused with `OverCap`.
   */
  async createRoom(room: NewRoom, caps?: CreatorCaps): Promise<void> {
    const key = room.creator_hash;
    const guards =
      caps && key ? capSteps(this.db, this.kind, key, room.search_bots ?? 0, caps) : [];
    await this.write([...guards, { q: this.db.insertInto('rooms').values(room) }]);
  }

  async closeRoom(w: Writer): Promise<void> {
    await this.write([
      this.guard(w),
      { q: this.db.updateTable('rooms').set({ closed_at: w.at }).where('id', '=', w.room) },
    ]);
  }

  /** Open rooms nobody has changed since `before` (to be closed as idle). */
  async idleRooms(before: number): Promise<RoomRow[]> {
    return this.db
      .selectFrom('rooms')
      .selectAll()
      .where('closed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('last_activity', '<', before),
          eb.and([eb('last_activity', 'is', null), eb('created_at', '<', before)]),
        ]),
      )
      .limit(500)
      .execute();
  }

  async openRooms(): Promise<RoomRow[]> {
    return this.db.selectFrom('rooms').selectAll().where('closed_at', 'is', null).execute();
  }

  async room(id: string): Promise<RoomRow | undefined> {
    return this.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async seatsOf(roomId: string): Promise<SeatRow[]> {
    return this.db.selectFrom('seats').selectAll().where('room_id', '=', roomId).execute();
  }

  async sit(w: Writer, row: NewSeat): Promise<void> {
    await this.write([this.guard(w), { q: this.db.insertInto('seats').values(row) }]);
  }

  async unsit(w: Writer, seat: number): Promise<void> {
    await this.write([
      this.guard(w),
      { q: this.db.deleteFrom('seats').where('room_id', '=', w.room).where('seat', '=', seat) },
    ]);
  }

  // ------------------------------------------------------------ deals and actions

  /**
   * Record a new deal and make it the room's current one, in one transaction. A room's game
   * numbers are unique (an index): a second deal n is refused whoever writes it.
   */
  async startGame(w: Writer, game: NewGame): Promise<void> {
    await this.write([
      this.guard(w),
      { q: this.db.insertInto('games').values(game) },
      { q: this.db.updateTable('rooms').set({ game_id: game.id }).where('id', '=', game.room_id) },
    ]);
  }

  /**
   * Append action `n` of a deal; resolves once it is committed. With `finished`, the deal's
   * end is recorded in the same transaction. The primary key refuses a second action `n`
   * (one writer can never fork a log): that append is rejected.
   *
   * Group commit: appends that arrive while one is being written go into the next
   * transaction together, so a busy server pays one commit (one fsync) for many actions.
   */
  appendAction(
    w: Writer,
    gameId: string,
    row: ActionRow,
    finished?: { readonly at: number; readonly loser: number | null },
  ): Promise<void> {
    if (this.writer) {
      // SQLite: the writer thread groups the commits by itself.
      const insert = this.hot.action.with(
        gameId,
        row.n,
        JSON.stringify(row.action),
        row.source,
        row.at,
      );
      const end = finished
        ? [
            this.db
              .updateTable('games')
              .set({ finished_at: finished.at, loser: finished.loser })
              .where('id', '=', gameId),
          ]
        : [];
      return this.write([this.guard(w), { q: insert, must: 'stored' }, ...end.map((q) => ({ q }))]);
    }
    return this.group.append(w, gameId, row, finished);
  }

  async game(id: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async gamesOf(roomId: string): Promise<GameRow[]> {
    return this.db
      .selectFrom('games')
      .selectAll()
      .where('room_id', '=', roomId)
      .orderBy('number')
      .execute();
  }

  async actionsOf(gameId: string): Promise<ActionRow[]> {
    const rows = await this.db
      .selectFrom('actions')
      .select(['n', 'action', 'source', 'at'])
      .where('game_id', '=', gameId)
      .orderBy('n')
      .execute();
    return rows.map((r) => ({ n: r.n, action: JSON.parse(r.action), source: r.source, at: r.at }));
  }

  // ------------------------------------------------------------ chat

  async addChat(w: Writer, row: ChatRow): Promise<void> {
    await this.write([this.guard(w), { q: this.db.insertInto('chat').values(row) }]);
  }

  /** The last `limit` lines of a room, oldest first. */
  async recentChat(roomId: string, limit: number): Promise<ChatRow[]> {
    const rows = await this.db
      .selectFrom('chat')
      .selectAll()
      .where('room_id', '=', roomId)
      .orderBy('n', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }
}
