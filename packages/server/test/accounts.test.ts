// Identity without friction (issue 13): a first visit is a guest with a random name kept by
// an HttpOnly, SameSite cookie; the name can be changed (unique, folded); a password makes
// the guest an account with the same player, and signs him in again later; a wrong password
// or an unknown name fail alike; signing in replaces the session's secret; sign-up, sign-in
// and renaming are rate-limited per address.

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { Person } from './support/browser-like';
import { testServer } from './support/server';

let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const person = () => new Person(server.url);
const unique = () => `Tester ${Math.random().toString(36).slice(2, 8)}`;

describe('a first visit', () => {
  it('is a guest with a random name, kept by an HttpOnly, SameSite=Lax session cookie', async () => {
    const p = person();
    const first = await p.call('GET', '/api/me');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ account: false, password: false, passkeys: 0 });
    expect(first.body['name']).toMatch(/^[A-Z][a-z]{5} \d{2}$/);
    const cookie = first.cookies.find((c) => c.startsWith('kaschlan_session='))!;
    expect(cookie).toMatch(/^kaschlan_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/); // 30 days (SESSION_IDLE_DAYS)
    expect(cookie).not.toMatch(/Secure/); // http here; COOKIE_SECURE below
    // The same person next time: the same player, no new cookie.
    const again = await p.call('GET', '/api/me');
    expect(again.body['name']).toBe(first.body['name']);
    expect(again.cookies).toEqual([]);
  });

  it('stores only the hash of the session secret', async () => {
    const p = person();
    await p.call('GET', '/api/me');
    const rows = await server.store.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === p.session)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('slides: a session in use lasts 30 days from its use (renewed at most daily)', async () => {
    const p = person();
    await p.call('GET', '/api/me');
    const secret = p.session!;
    const hash = createHash('sha256').update(secret).digest('hex');
    const day = 24 * 60 * 60 * 1000;
    const expiry = async () =>
      (
        await server.store.db
          .selectFrom('sessions')
          .select('expires_at')
          .where('id_hash', '=', hash)
          .executeTakeFirstOrThrow()
      ).expires_at;
    // Fresh: used again at once, nothing is written or sent.
    expect((await p.call('GET', '/api/me')).cookies).toEqual([]);
    await server.store.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() + day })
      .where('id_hash', '=', hash)
      .execute();
    const used = await p.call('GET', '/api/me');
    expect(used.cookies[0]).toMatch(/Max-Age=2592000/);
    expect(p.session).toBe(secret); // the same session, longer
    expect(await expiry()).toBeGreaterThan(Date.now() + 29 * day);
  });

  it('a cookie nobody issued is a new guest', async () => {
    const p = person();
    p.session = 'A'.repeat(43);
    const me = await p.call('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(p.session).not.toBe('A'.repeat(43));
  });
});

describe('the name', () => {
  it('can be changed, and is unique by its folded form (NAME_TAKEN)', async () => {
    const [a, b] = [person(), person()];
    const name = unique();
    expect((await a.call('PATCH', '/api/me', { name })).body).toMatchObject({ name });
    const taken = await b.call('PATCH', '/api/me', { name: name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body['code']).toBe('NAME_TAKEN');
    // Full-width letters fold to the same name (NFKC).
    const wide = name.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect((await b.call('PATCH', '/api/me', { name: wide })).body['code']).toBe('NAME_TAKEN');
    // Changing one's own name's case is no clash.
    expect((await a.call('PATCH', '/api/me', { name: name.toLowerCase() })).status).toBe(200);
  });

  it('is checked like every display name (BAD_MESSAGE)', async () => {
    const p = person();
    for (const name of ['', '   ', 'x'.repeat(40), 'Spectator', 'Hard bot'])
      expect((await p.call('PATCH', '/api/me', { name })).body['code']).toBe('BAD_MESSAGE');
  });
});

describe('a password', () => {
  it('makes the guest an account, same player, and signs him in again later', async () => {
    const p = person();
    const name = unique();
    await p.call('PATCH', '/api/me', { name });
    const before = p.session;
    const signedUp = await p.call('POST', '/api/account/password', { password: 'correct horse' });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({ name, account: true, password: true });
    expect(p.session).not.toBe(before); // a new secret for the account
    const row = await server.store.db.selectFrom('passwords').select('hash').executeTakeFirst();
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect((await p.call('POST', '/api/signout')).status).toBe(200);
    expect(p.session).toBeNull();
    const guest = await p.call('GET', '/api/me');
    expect(guest.body).toMatchObject({ account: false });
    expect(guest.body['name']).not.toBe(name);

    const stale = p.session;
    const signedIn = await p.call('POST', '/api/signin/password', {
      name,
      password: 'correct horse',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ name, account: true });
    // The session is replaced on sign-in (no session fixation): the old secret opens nothing.
    expect(p.session).not.toBe(stale);
    const old = new Person(server.url);
    old.session = stale;
    expect((await old.call('GET', '/api/me')).body['name']).not.toBe(name);
  });

  it('a wrong password and an unknown name are refused alike (BAD_CREDENTIALS)', async () => {
    const p = person();
    const name = unique();
    await p.call('PATCH', '/api/me', { name });
    await p.call('POST', '/api/account/password', { password: 'correct horse' });
    const q = person();
    const wrong = await q.call('POST', '/api/signin/password', { name, password: 'wrong horse' });
    const unknown = await q.call('POST', '/api/signin/password', {
      name: unique(),
      password: 'correct horse',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body['code']).toBe('BAD_CREDENTIALS');
    expect(q.session).toBeNull();
  });

  it('is at least 8 characters, and set once (HAS_PASSWORD)', async () => {
    const p = person();
    expect(
      (await p.call('POST', '/api/account/password', { password: 'short' })).body['code'],
    ).toBe('BAD_MESSAGE');
    expect(
      (await p.call('POST', '/api/account/password', { password: 'long enough' })).status,
    ).toBe(200);
    expect(
      (await p.call('POST', '/api/account/password', { password: 'another one' })).body['code'],
    ).toBe('HAS_PASSWORD');
  });
});

describe('rate limits per address', () => {
  it('refuse sign-in, sign-up and renaming beyond the allowance (RATE_LIMITED)', async () => {
    const limited = await testServer({ ACCOUNT_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const p = new Person(limited.url);
      for (const [method, path, body] of [
        ['POST', '/api/signin/password', { name: 'nobody', password: 'whatever1' }],
        ['POST', '/api/account/password', { password: 'x' }],
        ['PATCH', '/api/me', { name: '' }],
      ] as const) {
        const codes: unknown[] = [];
        for (let i = 0; i < 4; i++) codes.push((await p.call(method, path, body)).body['code']);
        expect(codes.slice(0, 3)).not.toContain('RATE_LIMITED');
        expect(codes[3]).toBe('RATE_LIMITED');
      }
    } finally {
      await limited.close();
    }
  });
});

describe('guests per address', () => {
  it('a client without a cookie makes a new player each time, only so many a minute (RATE_LIMITED)', async () => {
    const limited = await testServer({ GUESTS_PER_MINUTE: '2' });
    try {
      const known = new Person(limited.url);
      expect((await known.call('GET', '/api/me')).status).toBe(200);
      // A fresh Person each time: no cookie, so each visit asks for a new guest.
      expect((await new Person(limited.url).call('GET', '/api/me')).status).toBe(200);
      const refused = await new Person(limited.url).call('GET', '/api/me');
      expect([refused.status, refused.body['code']]).toEqual([429, 'RATE_LIMITED']);
      // One who has his cookie is still served: only making players is bounded.
      expect((await known.call('GET', '/api/me')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('COOKIE_SECURE', () => {
  it('marks the cookie Secure (behind https)', async () => {
    const secure = await testServer({ COOKIE_SECURE: 'true' });
    try {
      const me = await new Person(secure.url).call('GET', '/api/me');
      expect(me.cookies[0]).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
