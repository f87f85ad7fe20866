// A player's credentials (issue 13): his password hash, his passkeys and the WebAuthn
// challenges of ceremonies under way. The same Kysely code for SQLite and PostgreSQL; every
// write goes through Store.write (one writer, one transaction each), reads through store.db.

import { sql } from 'kysely';
import { Stale } from './errors';
import type { Step, Store } from './store';

export interface PasskeyRow {
  readonly id: string;
  readonly player_id: string;
  readonly public_key: string;
  readonly counter: number;
  readonly transports: string | null;
}

export class CredentialsStore {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  // ------------------------------------------------------------ passwords

  /** Set the player's password hash; he is an account from now on. */
  async setPassword(player: string, hash: string, now: number): Promise<void> {
    const db = this.db;
    await this.store.write([
      {
        q: db
          .insertInto('passwords')
          .values({ player_id: player, hash, updated_at: now })
          .onConflict((oc) => oc.column('player_id').doUpdateSet({ hash, updated_at: now })),
      },
      { q: db.updateTable('players').set({ account: 1 }).where('id', '=', player) },
    ]);
  }

  /** The password hash of the live player with this folded name. */
  async passwordOf(key: string): Promise<{ player: string; hash: string } | undefined> {
    const row = await this.db
      .selectFrom('players')
      .innerJoin('passwords', 'passwords.player_id', 'players.id')
      .select(['players.id', 'passwords.hash'])
      .where('players.name_key', '=', key)
      .where('players.deleted_at', 'is', null)
      .executeTakeFirst();
    return row && { player: row.id, hash: row.hash };
  }

  async hasPassword(player: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('passwords')
      .select('player_id')
      .where('player_id', '=', player)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Remove the player's password, only while a passkey remains (never the last way in);
   * false when none does (or he had no password).
   */
  async removePassword(player: string): Promise<boolean> {
    return this.removeUnlessLast(
      player,
      this.db
        .deleteFrom('passwords')
        .where('player_id', '=', player)
        .where((eb) => eb.exists(this.keysOf(player)))
        .returning('player_id'),
    );
  }

  // ------------------------------------------------------------ passkeys

  async addPasskey(
    p: Omit<PasskeyRow, 'counter'> & { counter: number },
    now: number,
  ): Promise<void> {
    const db = this.db;
    await this.store.write([
      { q: db.insertInto('passkeys').values({ ...p, created_at: now }) },
      { q: db.updateTable('players').set({ account: 1 }).where('id', '=', p.player_id) },
    ]);
  }

  async passkey(id: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('passkeys')
      .select(['id', 'player_id', 'public_key', 'counter', 'transports'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async passkeysOf(player: string): Promise<PasskeyRow[]> {
    return this.db
      .selectFrom('passkeys')
      .select(['id', 'player_id', 'public_key', 'counter', 'transports'])
      .where('player_id', '=', player)
      .execute();
  }

  /** The player's passkeys as his account screen lists them, oldest first. */
  async listPasskeys(player: string): Promise<{ id: string; created_at: number }[]> {
    return this.db
      .selectFrom('passkeys')
      .select(['id', 'created_at'])
      .where('player_id', '=', player)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Remove one of the player's passkeys, only while another way in remains (his password or
   * another passkey); false when the key is not his or is his last way in.
   */
  async removePasskey(player: string, id: string): Promise<boolean> {
    return this.removeUnlessLast(
      player,
      this.db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('player_id', '=', player)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb.selectFrom('passwords').select('player_id').where('player_id', '=', player),
            ),
            eb.exists(this.keysOf(player).where('id', '!=', id)),
          ]),
        )
        .returning('id'),
    );
  }

  /** A subquery: the player's passkeys. */
  private keysOf(player: string) {
    return this.db.selectFrom('passkeys').select('id').where('player_id', '=', player);
  }

  /**
   * A removal whose condition reads the player's other credentials. The player's row is
   * locked first (PostgreSQL: an UPDATE holds it to the commit, and the removal's own read
   * comes after), so two removals at once are one after the other: the second sees the
   * first's and cannot take the last way in. SQLite's one writer runs them in turn anyway.
   */
  private async removeUnlessLast(player: string, removal: Step['q']): Promise<boolean> {
    try {
      await this.store.write([
        {
          q: this.db.updateTable('players').set({ account: sql`account` }).where('id', '=', player),
        },
        { q: removal, must: 'stale' },
      ]);
      return true;
    } catch (e) {
      if (e instanceof Stale) return false;
      throw e;
    }
  }

  /**
   * The authenticator's new signature counter, only if the stored one is still `before`: two
   * uses of one assertion at once cannot both pass (the second is `Stale`).
   */
  async moveCounter(id: string, before: number, after: number): Promise<void> {
    await this.store.write([
      {
        q: this.db
          .updateTable('passkeys')
          .set({ counter: after })
          .where('id', '=', id)
          .where('counter', '=', before)
          .returning('id'),
        must: 'stale',
      },
    ]);
  }

  // ------------------------------------------------------------ WebAuthn challenges

  async putChallenge(c: {
    id: string;
    sessionHash: string;
    purpose: 'register' | 'login';
    challenge: string;
    expires: number;
  }): Promise<void> {
    const db = this.db;
    await this.store.write([
      // A session's older challenges of the same purpose are void: one ceremony at a time.
      {
        q: db
          .deleteFrom('challenges')
          .where('session_hash', '=', c.sessionHash)
          .where('purpose', '=', c.purpose),
      },
      {
        q: db.insertInto('challenges').values({
          id: c.id,
          session_hash: c.sessionHash,
          purpose: c.purpose,
          challenge: c.challenge,
          expires_at: c.expires,
        }),
      },
    ]);
  }

  /**
   * The session's challenge for `purpose`, deleted as it is taken: a challenge is used once
   * (a replayed response finds none). Undefined when there is none, it expired, or another
   * request took it first.
   */
  async takeChallenge(
    sessionHash: string,
    purpose: 'register' | 'login',
    now: number,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('challenges')
      .select(['id', 'challenge', 'expires_at'])
      .where('session_hash', '=', sessionHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    try {
      await this.store.write([
        {
          q: this.db.deleteFrom('challenges').where('id', '=', row.id).returning('id'),
          must: 'stale',
        },
        // Expired ones of anybody go with it (a sweep that costs nothing extra).
        { q: this.db.deleteFrom('challenges').where('expires_at', '<', now) },
      ]);
    } catch (e) {
      if (e instanceof Stale) return undefined;
      throw e;
    }
    return row.expires_at > now ? row.challenge : undefined;
  }
}
