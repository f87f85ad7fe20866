// Issue 24 follow-up: every limit per client address is counted where every process sees it
// (limits/address-limits.ts). Per process, a client spreading his tries over the processes of
// a cluster got the whole limit from each: here two processes, tries alternating between
// them, one address; each limit must let through exactly its number and refuse the rest with
// 429 RATE_LIMITED (a hello: the error RATE_LIMITED). Tries that get through may still fail
// for their own reasons (a body that is not valid, no such room): what counts is that they
// were not refused for the limit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

const LIMIT = 4;
const TRIES = 10;
const settings = {
  TRUST_PROXY: '1',
  GUESTS_PER_MINUTE: String(LIMIT),
  ACCOUNT_ATTEMPTS_PER_MINUTE: String(LIMIT),
  QUICK_JOINS_PER_MINUTE: String(LIMIT),
  ROOMS_PER_MINUTE: String(LIMIT),
  HELLOS_PER_MINUTE: String(LIMIT),
};

const missing = await servicesFor('the shared limits tests (two processes)');

describe.skipIf(missing !== null)('limits per address over two processes', () => {
  let cluster: TwoProcesses;
  /** A session cookie of a guest made from an address no test counts at. */
  let cookie: string;
  let addresses = 0;
  /** An address of its own for each test, so the tests' counts never meet. */
  const address = () => `203.0.113.${++addresses}`;

  beforeAll(async () => {
    cluster = await twoProcesses(settings);
    const me = await fetch(`${cluster.a.url}/api/me`, {
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(me.status).toBe(200);
    cookie = (me.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  }, 300_000);
  afterAll(() => cluster?.stop());

  /** TRIES requests from one address, alternating between the processes: their statuses. */
  async function spread(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: boolean } = {},
  ): Promise<number[]> {
    const from = address();
    const statuses: number[] = [];
    for (let n = 0; n < TRIES; n++) {
      const url = n % 2 === 0 ? cluster.a.url : cluster.b.url;
      const headers: Record<string, string> = { 'x-forwarded-for': from };
      if (options.cookie) headers['cookie'] = cookie;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${url}${path}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const body = (await res.json()) as { code?: string };
      if (res.status === 429) expect(body.code).toBe('RATE_LIMITED');
      statuses.push(res.status);
    }
    return statuses;
  }
  const through = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

  it('new guests (GUESTS_PER_MINUTE)', async () => {
    const statuses = await spread('GET', '/api/me');
    expect(statuses.filter((s) => s === 200).length).toBe(LIMIT);
    expect(through(statuses)).toBe(LIMIT);
  });

  it('rooms created (ROOMS_PER_MINUTE)', async () => {
    expect(through(await spread('POST', '/api/rooms', { body: { seats: 'not seats' } }))).toBe(
      LIMIT,
    );
  });

  it('quick play joins (QUICK_JOINS_PER_MINUTE)', async () => {
    const statuses = await spread('POST', '/api/quick', { body: {}, cookie: true });
    expect(through(statuses)).toBe(LIMIT);
  });

  it('sign-ups (ACCOUNT_ATTEMPTS_PER_MINUTE)', async () => {
    const statuses = await spread('POST', '/api/account/password', { body: {}, cookie: true });
    expect(through(statuses)).toBe(LIMIT);
  });

  it('renames (ACCOUNT_ATTEMPTS_PER_MINUTE)', async () => {
    const statuses = await spread('PATCH', '/api/me', { body: {}, cookie: true });
    expect(through(statuses)).toBe(LIMIT);
  });

  it('passkey sign-ins begun (ACCOUNT_ATTEMPTS_PER_MINUTE)', async () => {
    const statuses = await spread('POST', '/api/passkeys/login/options', { cookie: true });
    expect(through(statuses)).toBe(LIMIT);
  });

  it('hellos over sockets on both processes (HELLOS_PER_MINUTE)', async () => {
    const from = address();
    const [one, two] = await Promise.all([
      TestClient.connect(cluster.a.url, { 'x-forwarded-for': from }),
      TestClient.connect(cluster.b.url, { 'x-forwarded-for': from }),
    ]);
    try {
      const codes: string[] = [];
      // Two refusals in a row on one socket at most: three would close it (socket.ts).
      for (let n = 0; n < 2 * LIMIT; n++) {
        const socket = n % 2 === 0 ? one : two;
        const reply = await socket.request({ type: 'hello', room: 'nosuchroom1' }, 'welcome');
        codes.push(reply.type === 'error' ? reply.code : reply.type);
      }
      expect(codes.filter((c) => c !== 'RATE_LIMITED').length).toBe(LIMIT);
      expect(codes.slice(LIMIT)).toEqual(Array(LIMIT).fill('RATE_LIMITED'));
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
