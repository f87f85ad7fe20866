// Credentials people can trust (issue 24, item 8), attacked through the real server: a
// session cookie alone changes no credential of an account (a fresh sign-in, REAUTH_REQUIRED
// after 10 minutes); a guest with nothing to sign in with adds his first; the password can
// be changed (every other session ends) and removed while a passkey remains; passkeys are
// listed and removed, never the last way in; "sign out everywhere else" ends the other
// sessions, whose cookie then opens nothing, over HTTP or on a socket; a session lives 30
// days from its last use and never past 90 days from its sign-in, however it is used.

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { REAUTH_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from '../src/players/sessions';
import { PlayersStore } from '../src/store/players-store';
import { Person } from './support/browser-like';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';

let server: Server;
let players: PlayersStore;
beforeAll(async () => {
  server = await testServer();
  players = new PlayersStore(server.store);
});
afterAll(() => server.close());

const DAY = 24 * 3_600_000;
const tag = () => Math.random().toString(36).slice(2, 8);
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A guest with a name of his own and his player id. */
async function guest(): Promise<{ person: Person; id: string; name: string }> {
  const person = new Person(server.url);
  const name = `Cred ${tag()}`;
  expect((await person.call('PATCH', '/api/me', { name })).status).toBe(200);
  const row = await server.store.db
    .selectFrom('players')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { person, id: row.id, name };
}

/** An account with a password, signed in just now. */
async function account(password = 'correct horse') {
  const g = await guest();
  expect((await g.person.call('POST', '/api/account/password', { password })).status).toBe(200);
  return g;
}

/** The person's last real sign-in was `ms` ago (as if his cookie were stolen and kept). */
async function signedInAgo(person: Person, ms: number) {
  await server.store.db
    .updateTable('sessions')
    .set({ authenticated_at: Date.now() - ms })
    .where('id_hash', '=', hashOf(person.session!))
    .execute();
}

/** A passkey row for `player` (its public key is never checked here: no ceremony uses it). */
async function passkey(player: string): Promise<string> {
  const id = `key${tag()}`;
  await players.credentials.addPasskey(
    { id, player_id: player, public_key: 'pk', counter: 0, transports: null },
    Date.now(),
  );
  return id;
}

const code = (a: { body: Record<string, unknown> }) => a.body['code'];

describe('a credential change needs a fresh sign-in', () => {
  it('a session cookie alone adds no password nor passkey to a passkey-only account', async () => {
    const { person, id } = await guest();
    await passkey(id); // a passkey-only account; this cookie is the guest's, never signed in
    const password = await person.call('POST', '/api/account/password', {
      password: 'attacker horse',
    });
    expect([password.status, code(password)]).toEqual([403, 'REAUTH_REQUIRED']);
    const options = await person.call('POST', '/api/passkeys/register/options');
    expect([options.status, code(options)]).toEqual([403, 'REAUTH_REQUIRED']);
    expect(await players.credentials.hasPassword(id)).toBe(false);
  });

  it('a guest adds his first credential without one (he has nothing to sign in with)', async () => {
    const { person } = await guest();
    const first = await person.call('POST', '/api/account/password', { password: 'first horse' });
    expect(first.status).toBe(200);
    // Setting it was a sign-in: a passkey may follow at once.
    expect((await person.call('POST', '/api/passkeys/register/options')).status).toBe(200);
  });

  it(`is good for ${REAUTH_MS / 60_000} minutes; the password signs in again (POST /api/account/reauth)`, async () => {
    const { person, name } = await account('old horse');
    expect(
      (await person.call('PUT', '/api/account/password', { password: 'new horse' })).status,
    ).toBe(200);
    await signedInAgo(person, REAUTH_MS + 1000);
    const stale = await person.call('PUT', '/api/account/password', { password: 'thief horse' });
    expect([stale.status, code(stale)]).toEqual([403, 'REAUTH_REQUIRED']);
    const wrong = await person.call('POST', '/api/account/reauth', { password: 'old horse' });
    expect([wrong.status, code(wrong)]).toEqual([401, 'BAD_CREDENTIALS']);
    expect(
      (await person.call('POST', '/api/account/reauth', { password: 'new horse' })).status,
    ).toBe(200);
    expect(
      (await person.call('PUT', '/api/account/password', { password: 'newer horse' })).status,
    ).toBe(200);
    const q = new Person(server.url);
    expect(
      (await q.call('POST', '/api/signin/password', { name, password: 'new horse' })).status,
    ).toBe(401);
    expect(
      (await q.call('POST', '/api/signin/password', { name, password: 'newer horse' })).status,
    ).toBe(200);
  });

  it('guessing the password to confirm counts as signing in (429 RATE_LIMITED)', async () => {
    const limited = await testServer({ ACCOUNT_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const p = new Person(limited.url);
      await p.call('PATCH', '/api/me', { name: `Guess ${tag()}` });
      await p.call('POST', '/api/account/password', { password: 'right horse' });
      const codes: unknown[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(code(await p.call('POST', '/api/account/reauth', { password: `wrong ${i}` })));
      expect(codes).toEqual([
        'BAD_CREDENTIALS',
        'BAD_CREDENTIALS',
        'BAD_CREDENTIALS',
        'RATE_LIMITED',
      ]);
      // Even the right one waits: the guesser learns nothing more this minute.
      expect(code(await p.call('POST', '/api/account/reauth', { password: 'right horse' }))).toBe(
        'RATE_LIMITED',
      );
    } finally {
      await limited.close();
    }
  });

  it('changing the password ends every other session of the account', async () => {
    const { person, name } = await account('shared horse');
    const other = new Person(server.url);
    await other.call('POST', '/api/signin/password', { name, password: 'shared horse' });
    expect((await other.call('GET', '/api/me')).body['name']).toBe(name);
    expect(
      (await person.call('PUT', '/api/account/password', { password: 'private horse' })).status,
    ).toBe(200);
    expect((await person.call('GET', '/api/me')).body['name']).toBe(name);
    expect((await other.call('GET', '/api/me')).body['name']).not.toBe(name);
  });

  it('a password is changed only where there is one (NO_PASSWORD), and checked like a new one', async () => {
    const { person } = await guest();
    expect(
      code(await person.call('PUT', '/api/account/password', { password: 'some horse' })),
    ).toBe('NO_PASSWORD');
    const { person: a } = await account();
    expect(code(await a.call('PUT', '/api/account/password', { password: 'short' }))).toBe(
      'BAD_MESSAGE',
    );
  });
});

describe('passkeys are listed and removed, never the last way in', () => {
  it("lists his own, removes one, refuses another's and the last way in (LAST_CREDENTIAL)", async () => {
    const { person, id } = await account();
    const [k1, k2] = [await passkey(id), await passkey(id)];
    const someone = await guest();
    const theirs = await passkey(someone.id);

    const listed = await person.call('GET', '/api/account/passkeys');
    expect(listed.status).toBe(200);
    const keys = listed.body['passkeys'] as { id: string; createdAt: number }[];
    expect(keys.map((k) => k.id).sort()).toEqual([k1, k2].sort());
    expect(keys.every((k) => typeof k.createdAt === 'number')).toBe(true);

    const other = await person.call('DELETE', `/api/account/passkeys/${theirs}`);
    expect([other.status, code(other)]).toEqual([404, 'NOT_FOUND']);
    expect(await players.credentials.passkey(theirs)).toBeDefined();

    const removed = await person.call('DELETE', `/api/account/passkeys/${k1}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ password: true, passkeys: 1 });
    // The password may go while a passkey remains; then the passkey is the last way in.
    expect((await person.call('DELETE', '/api/account/password')).body).toMatchObject({
      account: true,
      password: false,
      passkeys: 1,
    });
    const last = await person.call('DELETE', `/api/account/passkeys/${k2}`);
    expect([last.status, code(last)]).toEqual([409, 'LAST_CREDENTIAL']);
    expect(await players.credentials.passkey(k2)).toBeDefined();
  });

  it('a password-only account keeps its password; a stale sign-in removes nothing', async () => {
    const { person, id } = await account();
    const only = await person.call('DELETE', '/api/account/password');
    expect([only.status, code(only)]).toEqual([409, 'LAST_CREDENTIAL']);
    const key = await passkey(id);
    await signedInAgo(person, REAUTH_MS + 1000);
    expect(code(await person.call('DELETE', `/api/account/passkeys/${key}`))).toBe(
      'REAUTH_REQUIRED',
    );
    expect(code(await person.call('DELETE', '/api/account/password'))).toBe('REAUTH_REQUIRED');
    expect(await players.credentials.hasPassword(id)).toBe(true);
    expect(await players.credentials.passkey(key)).toBeDefined();
  });

  it("two removals at once of a passkey-only account's last two keys leave one", async () => {
    const { person: p, id } = await guest();
    const keys = [await passkey(id), await passkey(id)];
    // Signed in by a (stored) passkey just now: the session's sign-in is fresh.
    await server.store.db
      .updateTable('sessions')
      .set({ authenticated_at: Date.now() })
      .where('id_hash', '=', hashOf(p.session!))
      .execute();
    const answers = await Promise.all(
      keys.map((k) => p.call('DELETE', `/api/account/passkeys/${k}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await players.credentials.passkeysOf(id)).length).toBe(1);
  });
});

describe('sign out everywhere else', () => {
  it('ends the other sessions: their cookie opens nothing, over HTTP or on a socket', async () => {
    const { person, id, name } = await account('home horse');
    const other = new Person(server.url);
    await other.call('POST', '/api/signin/password', { name, password: 'home horse' });
    const cookie = { cookie: `kaschlan_session=${other.session}` };
    const [before, after] = [
      await TestClient.connect(server.url, cookie),
      await TestClient.connect(server.url, cookie),
    ];
    try {
      const room = await createRoom(server.url, { seats: ['human', 'human'] });
      for (const c of [before, after]) await c.request({ type: 'hello', room }, 'welcome');
      // While it lives, the other session's socket sits as the account.
      await before.request({ type: 'sit', seat: 0, name: 'Anyone' }, 'seated');
      const ended = await person.call('POST', '/api/signout/others');
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ ended: 1 });
      await after.request({ type: 'sit', seat: 1, name: 'Anyone' }, 'seated');
      const seats = await server.store.seatsOf(room);
      expect(seats.find((s) => s.seat === 0)?.player_id).toBe(id);
      expect(seats.find((s) => s.seat === 1)?.player_id).toBeNull();
      // Over HTTP the old cookie is a stranger's: a new guest, not the account.
      expect((await other.call('GET', '/api/me')).body['name']).not.toBe(name);
      expect((await person.call('GET', '/api/me')).body['name']).toBe(name);
    } finally {
      await Promise.all([before.close(), after.close()]);
    }
  });
});

describe('lifetimes', () => {
  const session = (p: Person) => ({
    get: () =>
      server.store.db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('id_hash', '=', hashOf(p.session!))
        .executeTakeFirstOrThrow(),
    set: (v: { created_at?: number; expires_at?: number }) =>
      server.store.db
        .updateTable('sessions')
        .set(v)
        .where('id_hash', '=', hashOf(p.session!))
        .execute(),
  });

  it(`a session in use is renewed for ${SESSION_IDLE_MS / DAY} days, never past ${SESSION_MAX_MS / DAY} days from its start`, async () => {
    const { person } = await account();
    const s = session(person);
    const now = Date.now();
    await s.set({ expires_at: now + DAY });
    const renewed = await person.call('GET', '/api/me');
    expect(renewed.cookies[0]).toMatch(`Max-Age=${SESSION_IDLE_MS / 1000}`);
    expect((await s.get()).expires_at).toBeGreaterThanOrEqual(now + SESSION_IDLE_MS);
    // Five days before its absolute end: renewed up to that end, not a day beyond.
    const created = now - SESSION_MAX_MS + 5 * DAY;
    await s.set({ created_at: created, expires_at: now + DAY });
    const capped = await person.call('GET', '/api/me');
    expect((await s.get()).expires_at).toBe(created + SESSION_MAX_MS);
    const maxAge = Number(/Max-Age=(\d+)/.exec(capped.cookies[0] ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(5 * 86_400);
    expect(maxAge).toBeGreaterThan(4 * 86_400);
  });

  it('a session past its absolute lifetime opens nothing, however far it was slid', async () => {
    const { person, name } = await account();
    await session(person).set({
      created_at: Date.now() - SESSION_MAX_MS - 1000,
      expires_at: Date.now() + 365 * DAY,
    });
    const me = await person.call('GET', '/api/me');
    expect(me.body['name']).not.toBe(name);
    expect(me.body['account']).toBe(false);
  });
});
