// Issue 24, item 7: guessing an account's password. Sign-ins were limited per client address
// and per process only: 20 guesses at one account in a minute got through across two
// processes, and any number from as many addresses. Now each address and each account has
// ACCOUNT_ATTEMPTS_PER_MINUTE sign-ins a minute, counted in Redis when the server has one (a
// cluster: all its processes count together), in the process's memory otherwise; one more is
// 429 RATE_LIMITED with the seconds to wait (`retryAfter`, and Retry-After).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { Person } from './support/browser-like';
import { testServer } from './support/server';
import { servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

const LIMIT = 10;
const GUESSES = 20;
/** Behind one trusted proxy, its X-Forwarded-For is the client's address. */
const limits = { ACCOUNT_ATTEMPTS_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' };

/** An account with a password on the server at `url`: its name. */
async function account(url: string, address: string): Promise<string> {
  const owner = new Person(url);
  const signUp = await fetch(`${url}/api/account/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ password: 'the owner knows this one' }),
  });
  expect(signUp.status).toBe(200);
  const cookie = /^kaschlan_session=([^;]*)/.exec(signUp.headers.getSetCookie()[0] ?? '');
  owner.session = cookie?.[1] ?? null;
  return String((await owner.call('GET', '/api/me')).body['name']);
}

interface Guess {
  readonly status: number;
  readonly body: { code?: string; retryAfter?: number };
  readonly retryAfter: string | null;
}

/** A wrong password for `name`, from `address`. */
async function guess(url: string, name: string, address: string, n: number): Promise<Guess> {
  const res = await fetch(`${url}/api/signin/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ name, password: `guess number ${n}` }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Guess['body'],
    retryAfter: res.headers.get('retry-after'),
  };
}

/** Guesses that got through to the password check (anything but 429). */
const through = (guesses: readonly Guess[]) => guesses.filter((g) => g.status !== 429).length;

function expectRefusals(guesses: readonly Guess[]): void {
  for (const g of guesses) {
    if (g.status === 429) {
      expect(g.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(g.body.retryAfter).toBeGreaterThanOrEqual(1);
      expect(g.body.retryAfter).toBeLessThanOrEqual(60);
      expect(g.retryAfter).toBe(String(g.body.retryAfter));
    } else expect(g.body).toMatchObject({ code: 'BAD_CREDENTIALS' });
  }
}

describe('password guesses at one account, one process without Redis', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer(limits);
  }, 60_000);
  afterAll(() => server?.close());

  it('are cut at the limit from one address', async () => {
    const name = await account(server.url, '198.51.100.1');
    const guesses: Guess[] = [];
    for (let n = 0; n < GUESSES; n++) guesses.push(await guess(server.url, name, '203.0.113.5', n));
    expect(through(guesses)).toBe(LIMIT);
    expectRefusals(guesses);
  });

  it('are cut at the limit from as many addresses as guesses (the account is counted)', async () => {
    const name = await account(server.url, '198.51.100.2');
    const guesses: Guess[] = [];
    for (let n = 0; n < GUESSES; n++)
      guesses.push(await guess(server.url, name, `203.0.113.${100 + n}`, n));
    expect(through(guesses)).toBe(LIMIT);
    expectRefusals(guesses);
  });

  it('leave the address free for other accounts once the account is full, and the other way', async () => {
    const first = await account(server.url, '198.51.100.3');
    const second = await account(server.url, '198.51.100.4');
    for (let n = 0; n < LIMIT; n++) await guess(server.url, first, `192.0.2.${n}`, n);
    expect((await guess(server.url, first, '192.0.2.200', 0)).status).toBe(429);
    expect((await guess(server.url, second, '192.0.2.200', 0)).status).toBe(401);
  });
});

const missing = await servicesFor('the sign-in limit tests of a cluster');

describe.skipIf(missing !== null)('password guesses at one account over two processes', () => {
  let cluster: TwoProcesses;
  beforeAll(async () => {
    cluster = await twoProcesses(limits);
  }, 300_000);
  afterAll(() => cluster?.stop());

  it('are cut at the limit, whichever process each reaches', async () => {
    const { a, b } = cluster;
    const name = await account(a.url, '198.51.100.1');
    const guesses: Guess[] = [];
    for (let n = 0; n < GUESSES; n++)
      guesses.push(await guess(n % 2 === 0 ? a.url : b.url, name, '203.0.113.5', n));
    expect(through(guesses)).toBe(LIMIT);
    expectRefusals(guesses);
  });

  it('are cut at the limit from many addresses over both processes', async () => {
    const { a, b } = cluster;
    const name = await account(b.url, '198.51.100.2');
    const guesses: Guess[] = [];
    for (let n = 0; n < GUESSES; n++)
      guesses.push(await guess(n % 2 === 0 ? a.url : b.url, name, `203.0.113.${100 + n}`, n));
    expect(through(guesses)).toBe(LIMIT);
    expectRefusals(guesses);
  });
});
