// The players' rows (issue 13): players and their cookie sessions; their credentials (password
// hashes, passkeys, WebAuthn challenges) in credentials-store.ts. The same Kysely code for SQLite and PostgreSQL; every write goes
// through Store.write (one writer, one transaction each), reads through store.db.

import { sql } from 'kysely';
import { CredentialsStore } from './credentials-store';
import { AlreadyStored } from './errors';
import type { PlayersTable } from './schema';
import type { Store } from './store';

/** A player as the rest of the server sees him (no secrets). */
export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  readonly account: boolean;
}

/** A session's player, and when it ends (`expires`), began and last proved its person. */
export interface SessionRow extends PlayerRow {
  readonly expires: number;
  readonly created: number;
  /** Null: never (a guest's session). */
  readonly authenticated: number | null;
}

/** The name shown for a deleted player, wherever his name was kept (seats, deals' seating). */
export const DELETED_NAME = 'Deleted player';

const asPlayer = (r: Pick<PlayersTable, 'id' | 'name' | 'account'>): PlayerRow => ({
  id: r.id,
  name: r.name,
  account: r.account === 1,
});

/**
 * A unique index refused the write (a name taken meanwhile). SQLite says "UNIQUE constraint
 * failed", PostgreSQL sqlstate 23505.
 */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err.code === '23505' || /UNIQUE constraint failed/i.test(err.message ?? '');
}

/** The tables whose rows keep a guest (PlayersStore.sweep). */
const GUEST_REFERENCES = ['sessions', 'seats', 'rating_history', 'ratings'] as const;

export class PlayersStore {
  /** Passwords, passkeys and WebAuthn challenges (credentials-store.ts). */
  readonly credentials: CredentialsStore;

  constructor(private readonly store: Store) {
    this.credentials = new CredentialsStore(store);
  }

  private get db() {
    return this.store.db;
  }

  // ------------------------------------------------------------ players and sessions

  /**
   * The live player of a session (not expired, not older than `maxAgeMs`, not deleted) and
   * the session's times, or undefined.
   */
  async bySession(idHash: string, now: number, maxAgeMs: number): Promise<SessionRow | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('players', 'players.id', 'sessions.player_id')
      .select([
        'players.id',
        'players.name',
        'players.account',
        'sessions.expires_at',
        'sessions.created_at',
        'sessions.authenticated_at',
      ])
      .where('sessions.id_hash', '=', idHash)
      .where('sessions.expires_at', '>', now)
      .where('sessions.created_at', '>', now - maxAgeMs)
      .where('players.deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        ...asPlayer(row),
        expires: row.expires_at,
        created: row.created_at,
        authenticated: row.authenticated_at,
      }
    );
  }

  /** A session in use: it lasts until `expires` now, and its player was seen `now`. */
  async touch(idHash: string, player: string, expires: number, now: number): Promise<void> {
    const db = this.db;
    await this.store.write([
      { q: db.updateTable('sessions').set({ expires_at: expires }).where('id_hash', '=', idHash) },
      { q: db.updateTable('players').set({ last_seen: now }).where('id', '=', player) },
    ]);
  }

  /** A live player by his id. */
  byId(id: string): Promise<PlayerRow | undefined> {
    return this.live('id', id);
  }

  /** A live player by his folded name. */
  byKey(key: string): Promise<PlayerRow | undefined> {
    return this.live('name_key', key);
  }

  private async live(column: 'id' | 'name_key', value: string) {
    const row = await this.db
      .selectFrom('players')
      .select(['id', 'name', 'account'])
      .where(column, '=', value)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && asPlayer(row);
  }

  /**
   * A new guest and his first session, in one transaction. Refused (`AlreadyStored`) when
   * the name's key is taken: the caller draws another name.
   */
  async addGuest(
    p: { id: string; name: string; key: string },
    session: { idHash: string; expires: number },
    now: number,
  ): Promise<void> {
    const db = this.db;
    await this.store.write([
      {
        q: db
          .insertInto('players')
          .values({
            id: p.id,
            name: p.name,
            name_key: p.key,
            account: 0,
            created_at: now,
            last_seen: now,
            deleted_at: null,
          })
          .onConflict((oc) => oc.column('name_key').doNothing())
          .returning('id'),
        must: 'stored',
      },
      { q: db.insertInto('sessions').values(sessionRow(p.id, session, now)) },
    ]);
  }

  /** A session begun by a sign-in: its person proved himself `now`. */
  async addSession(player: string, session: { idHash: string; expires: number }, now: number) {
    await this.store.write([
      {
        q: this.db
          .insertInto('sessions')
          .values({ ...sessionRow(player, session, now), authenticated_at: now }),
      },
    ]);
  }

  /** The session's person proved himself again `now` (a password or a passkey). */
  async reauthenticated(idHash: string, now: number): Promise<void> {
    await this.store.write([
      {
        q: this.db
          .updateTable('sessions')
          .set({ authenticated_at: now })
          .where('id_hash', '=', idHash),
      },
    ]);
  }

  /** End every session of `player` but `keep` (sign out everywhere else); how many ended. */
  async dropOtherSessions(player: string, keep: string): Promise<number> {
    const others = this.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('player_id', '=', player)
      .where('id_hash', '!=', keep);
    const ended = (await others.execute()).length;
    await this.store.write([
      {
        q: this.db
          .deleteFrom('sessions')
          .where('player_id', '=', player)
          .where('id_hash', '!=', keep),
      },
    ]);
    return ended;
  }

  /**
   * Forget what nobody can reach any more: expired sessions (unused too long, or older than
   * `maxAgeMs` however used) and challenges, and guests with no session left (the cookie was
   * their only key: a guest who signed in to an account, or whose session ended) who hold no
   * seat and were never rated (their casual deals keep their names in the deals' seatings).
   * An account is never swept. Safe on every process of a cluster at once (plain deletes). A
   * guest seen within `graceMs` is kept whatever holds him: a deal he played may still be
   * waiting to be rated (the rating refers to him).
   */
  async sweep(now: number, maxAgeMs: number, graceMs = 7 * 24 * 3_600_000): Promise<void> {
    const db = this.db;
    await this.store.write([
      {
        q: db
          .deleteFrom('sessions')
          .where((eb) =>
            eb.or([eb('expires_at', '<', now), eb('created_at', '<=', now - maxAgeMs)]),
          ),
      },
      { q: db.deleteFrom('challenges').where('expires_at', '<', now) },
      {
        q: db
          .deleteFrom('players')
          .where('account', '=', 0)
          .where('deleted_at', 'is', null)
          .where('last_seen', '<', now - graceMs)
          // Nothing refers to him: no session, no seat, no rating (nor its history).
          .where((eb) =>
            eb.and(
              GUEST_REFERENCES.map((table) =>
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom(table)
                      .select(sql<number>`1`.as('one'))
                      .whereRef(`${table}.player_id`, '=', 'players.id'),
                  ),
                ),
              ),
            ),
          ),
      },
    ]);
  }

  async dropSession(idHash: string): Promise<void> {
    await this.store.write([{ q: this.db.deleteFrom('sessions').where('id_hash', '=', idHash) }]);
  }

  /** Rename; false when the name's key belongs to another player (a unique index). */
  async rename(player: string, name: string, key: string): Promise<boolean> {
    const holder = await this.byKeyAny(key);
    if (holder && holder !== player) return false;
    try {
      await this.store.write([
        {
          q: this.db
            .updateTable('players')
            .set({ name, name_key: key })
            .where('id', '=', player)
            .where('deleted_at', 'is', null)
            .returning('id'),
          must: 'stale',
        },
        // A seat taken under the old name keeps it (its deals' seating too): what was shown.
      ]);
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Who holds a name's key (deleted players hold none). */
  private async byKeyAny(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select('id')
      .where('name_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }

  // ------------------------------------------------------------ deleting an account

  /**
   * Delete a player: his sessions, password, passkeys and challenges go; his row stays (his
   * deals refer to it) with his name replaced and its key freed; the seats he took and the
   * seatings of deals he played show DELETED_NAME from now on.
   */
  async deletePlayer(player: string, now: number): Promise<void> {
    const db = this.db;
    const seatings = await db
      .selectFrom('games')
      .select(['id', 'seating'])
      .where('seating', 'like', `%"player":"${player}"%`)
      .execute();
    await this.store.write([
      { q: db.deleteFrom('sessions').where('player_id', '=', player) },
      { q: db.deleteFrom('passwords').where('player_id', '=', player) },
      { q: db.deleteFrom('passkeys').where('player_id', '=', player) },
      {
        q: db
          .updateTable('players')
          .set({ name: DELETED_NAME, name_key: null, account: 0, deleted_at: now })
          .where('id', '=', player),
      },
      { q: db.updateTable('seats').set({ name: DELETED_NAME }).where('player_id', '=', player) },
      ...seatings.map((g) => ({
        q: db
          .updateTable('games')
          .set({ seating: renamedSeating(g.seating, player) })
          .where('id', '=', g.id),
      })),
    ]);
  }
}

function sessionRow(player: string, s: { idHash: string; expires: number }, now: number) {
  return { id_hash: s.idHash, player_id: player, created_at: now, expires_at: s.expires };
}

/** A deal's seating JSON with `player`'s name replaced by DELETED_NAME. */
function renamedSeating(json: string | null, player: string): string | null {
  if (json === null) return null;
  const seats = JSON.parse(json) as { player?: string; name?: string }[];
  return JSON.stringify(seats.map((s) => (s.player === player ? { ...s, name: DELETED_NAME } : s)));
}

export type { PasskeyRow } from './credentials-store';
export { AlreadyStored };
