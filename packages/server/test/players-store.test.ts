// The players' store code (issue 13) on SQLite and PostgreSQL alike: a guest's name is unique
// by its folded key; a session opens its player until it expires or he is deleted; a renamed
// player cannot take another's key; a WebAuthn challenge is taken once and never after its
// expiry; a passkey's counter moves only from the value read (two uses at once: one wins).

import { describe, expect, it } from 'vitest';
import { SESSION_MAX_MS } from '../src/players/sessions';
import { AlreadyStored, DELETED_NAME, PlayersStore } from '../src/store/players-store';
import { Stale } from '../src/store/store';
import { databases } from './support/services';

const kinds = await databases("the players' store on PostgreSQL");

const tag = () => Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(kinds)("the players' store on $name", ({ open }) => {
  it('guests, sessions, renames and deletion', async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const now = Date.now();
      const [a, b, key] = [`a${tag()}`, `b${tag()}`, `ann ${tag()}`];
      await players.addGuest(
        { id: a, name: 'Ann', key },
        { idHash: `h${a}`, expires: now + HOUR },
        now,
      );
      // The same key again is refused as a whole (no player, no session).
      await expect(
        players.addGuest(
          { id: b, name: 'ANN', key },
          { idHash: `h${b}`, expires: now + HOUR },
          now,
        ),
      ).rejects.toBeInstanceOf(AlreadyStored);
      expect(await players.bySession(`h${b}`, now, SESSION_MAX_MS)).toBeUndefined();
      await players.addGuest(
        { id: b, name: 'Bo', key: `bo ${tag()}` },
        { idHash: `h${b}`, expires: now + 1 },
        now,
      );
      expect(await players.bySession(`h${a}`, now, SESSION_MAX_MS)).toEqual({
        id: a,
        name: 'Ann',
        account: false,
        expires: now + HOUR,
        created: now,
        authenticated: null, // a guest's session: he never proved himself
      });
      // Expired: no player.
      expect(await players.bySession(`h${b}`, now + 2, SESSION_MAX_MS)).toBeUndefined();
      // Another's key is refused; one's own is free to take in another case.
      expect(await players.rename(b, 'Ann', key)).toBe(false);
      expect(await players.rename(a, 'ANN', key)).toBe(true);

      await players.credentials.setPassword(a, '$argon2id$stub', now);
      expect(await players.credentials.passwordOf(key)).toEqual({
        player: a,
        hash: '$argon2id$stub',
      });
      expect((await players.byId(a))?.account).toBe(true);

      await players.deletePlayer(a, now);
      expect(await players.bySession(`h${a}`, now, SESSION_MAX_MS)).toBeUndefined();
      expect(await players.byId(a)).toBeUndefined();
      expect(await players.credentials.passwordOf(key)).toBeUndefined();
      const row = await store.db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', a)
        .executeTakeFirst();
      expect(row).toMatchObject({ name: DELETED_NAME, name_key: null });
      // The name is free again.
      expect(await players.rename(b, 'Ann', key)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('a challenge is taken once, and not after its expiry', async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const now = Date.now();
      const session = `s${tag()}`;
      const put = (challenge: string, expires: number) =>
        players.credentials.putChallenge({
          id: tag(),
          sessionHash: session,
          purpose: 'login',
          challenge,
          expires,
        });
      await put('c1', now + HOUR);
      // A new ceremony replaces the session's older challenge of the same purpose.
      await put('c2', now + HOUR);
      expect(await players.credentials.takeChallenge(session, 'register', now)).toBeUndefined();
      expect(await players.credentials.takeChallenge(session, 'login', now)).toBe('c2');
      expect(await players.credentials.takeChallenge(session, 'login', now)).toBeUndefined();
      await put('c3', now + 10);
      expect(await players.credentials.takeChallenge(session, 'login', now + 11)).toBeUndefined();
      expect(await players.credentials.takeChallenge(session, 'login', now)).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it("a passkey's counter moves from the value read only (one of two uses wins)", async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const now = Date.now();
      const [p, key] = [`p${tag()}`, `k${tag()}`];
      await players.addGuest(
        { id: p, name: 'Pia', key: `pia ${tag()}` },
        { idHash: `h${p}`, expires: now + HOUR },
        now,
      );
      await players.credentials.addPasskey(
        { id: key, player_id: p, public_key: 'pk', counter: 3, transports: '["internal"]' },
        now,
      );
      expect((await players.byId(p))?.account).toBe(true);
      await players.credentials.moveCounter(key, 3, 4);
      await expect(players.credentials.moveCounter(key, 3, 4)).rejects.toBeInstanceOf(Stale);
      expect((await players.credentials.passkey(key))?.counter).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('the last way in stays: two removals at once of the last two leave one', async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const now = Date.now();
      const player = async () => {
        const p = `p${tag()}`;
        await players.addGuest(
          { id: p, name: 'Pia', key: `pia ${tag()}` },
          { idHash: `h${p}`, expires: now + HOUR },
          now,
        );
        return p;
      };
      const key = async (p: string) => {
        const id = `k${tag()}`;
        await players.credentials.addPasskey(
          { id, player_id: p, public_key: 'pk', counter: 0, transports: null },
          now,
        );
        return id;
      };
      const ways = async (p: string) =>
        (await players.credentials.passkeysOf(p)).length +
        ((await players.credentials.hasPassword(p)) ? 1 : 0);
      for (let round = 0; round < 5; round++) {
        // Two passkeys, both removed at once.
        const a = await player();
        const keys = [await key(a), await key(a)];
        const removed = await Promise.all(keys.map((k) => players.credentials.removePasskey(a, k)));
        expect(removed.filter(Boolean).length).toBe(1);
        expect(await ways(a)).toBe(1);
        // A password and a passkey, both removed at once.
        const b = await player();
        await players.credentials.setPassword(b, 'hash', now);
        const k = await key(b);
        const both = await Promise.all([
          players.credentials.removePassword(b),
          players.credentials.removePasskey(b, k),
        ]);
        expect(both.filter(Boolean).length).toBe(1);
        expect(await ways(b)).toBe(1);
      }
    } finally {
      await store.close();
    }
  });

  it('a sweep forgets a guest whose session a script slid past its absolute lifetime', async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const start = Date.now() - SESSION_MAX_MS - 8 * DAY;
      const id = `scripted${tag()}`;
      // Kept alive by a script: used daily, so its expiry always lay a year ahead.
      await players.addGuest(
        { id, name: 'Scripted', key: `scripted ${tag()}` },
        { idHash: `h${id}`, expires: Date.now() + 365 * DAY },
        start,
      );
      const now = Date.now();
      expect(await players.bySession(`h${id}`, now, SESSION_MAX_MS)).toBeUndefined();
      await players.sweep(now, SESSION_MAX_MS, 7 * DAY);
      const left = await store.db.selectFrom('players').select('id').where('id', '=', id).execute();
      expect(left).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('a sweep forgets guests nobody can reach, and nothing else', async () => {
    const store = await open();
    try {
      const players = new PlayersStore(store);
      const now = Date.now();
      const guest = async (name: string, expires: number) => {
        const id = `${name}${tag()}`;
        await players.addGuest(
          { id, name, key: `${name} ${tag()}` },
          { idHash: `h${id}`, expires },
          now,
        );
        return id;
      };
      const live = await guest('live', now + HOUR);
      const gone = await guest('gone', now + HOUR);
      await players.dropSession(`h${gone}`); // signed in to an account elsewhere
      const expired = await guest('expired', now + 1);
      const seated = await guest('seated', now + 1);
      const rated = await guest('rated', now + 1);
      const account = await guest('account', now + 1);
      await players.credentials.setPassword(account, 'argon2id-hash', now);
      // A seat and a rated deal keep their guests: the room and the rating refer to them.
      const room = `room${tag()}`;
      await store.createRoom({
        id: room,
        name: 'r',
        options: '{}',
        created_at: now,
        game_id: null,
        closed_at: null,
        fence: 0,
        last_activity: null,
      });
      await store.sit(
        { room, fence: null, at: now },
        { room_id: room, seat: 0, name: 'seated', token_hash: 'x', sat_at: now, player_id: seated },
      );
      await store.db
        .insertInto('ratings')
        .values({
          player_id: rated,
          players: 2,
          mu: 25,
          sigma: 8,
          conservative: 1,
          deals: 1,
          version: 1,
          updated_at: now,
        })
        .execute();
      // Seen within the grace (a deal of his may still wait to be rated): kept, whatever.
      await players.sweep(now + 2, SESSION_MAX_MS);
      const all = (await store.db.selectFrom('players').select('id').execute()).map((r) => r.id);
      for (const kept of [live, gone, expired, seated, rated, account]) expect(all).toContain(kept);
      await players.sweep(now + 2, SESSION_MAX_MS, 1);
      const left = (await store.db.selectFrom('players').select('id').execute()).map((r) => r.id);
      for (const kept of [live, seated, rated, account]) expect(left).toContain(kept);
      for (const forgotten of [gone, expired]) expect(left).not.toContain(forgotten);
      // The live guest still opens his session; the expired sessions are gone.
      expect((await players.bySession(`h${live}`, now + 2, SESSION_MAX_MS))?.id).toBe(live);
      const mine = [live, gone, expired, seated, rated, account];
      const sessions = await store.db
        .selectFrom('sessions')
        .select('player_id')
        .where('player_id', 'in', mine)
        .execute();
      expect(sessions.map((r) => r.player_id)).toEqual([live]);
    } finally {
      await store.close();
    }
  });
});
