// The Origin check (issue 13): a page of another site cannot change anything here with a
// visitor's cookie, nor open a socket as him. Browsers send Origin on these requests; one
// naming another site is refused (403 BAD_ORIGIN; a socket closed with 4403). The server's
// own origin and PUBLIC_ORIGIN's are accepted; a request without Origin (a tool, not a
// browser: it carries no victim's cookie) is allowed as before.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Server } from '../src/app';
import { configFrom } from '../src/config';
import { Person } from './support/browser-like';
import { testServer } from './support/server';

let server: Server;
beforeAll(async () => {
  server = await testServer({ PUBLIC_ORIGIN: 'https://kaschlan.example' });
});
afterAll(() => server.close());

const room = { seats: ['human', 'easy'] };

describe('state-changing requests', () => {
  it('from another site are refused (403 BAD_ORIGIN), and change nothing', async () => {
    const evil = new Person(server.url, 'https://evil.example');
    for (const [method, path, body] of [
      ['POST', '/api/rooms', room],
      ['PATCH', '/api/me', { name: 'Mallory' }],
      ['POST', '/api/signin/password', { name: 'x', password: 'whatever1' }],
      ['POST', '/api/signout', undefined],
      ['DELETE', '/api/me', undefined],
    ] as const) {
      const answer = await evil.call(method, path, body);
      expect([path, answer.status, answer.body['code']]).toEqual([path, 403, 'BAD_ORIGIN']);
      expect(answer.cookies).toEqual([]);
    }
  });

  it("from the server's own origin, PUBLIC_ORIGIN's, or without Origin are allowed", async () => {
    for (const origin of [server.url, 'https://kaschlan.example', undefined]) {
      const answer = await new Person(server.url, origin).call('POST', '/api/rooms', room);
      expect(answer.status).toBe(201);
    }
  });

  it('reads (GET) are not checked: they change nothing', async () => {
    const answer = await new Person(server.url, 'https://evil.example').call('GET', '/api/rooms');
    expect(answer.status).toBe(200);
  });
});

describe('the WebSocket upgrade', () => {
  /** Open /ws with `origin`; the close code if the server closes it, else 'open'. */
  function open(origin?: string): Promise<number | 'open'> {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, {
      headers: origin ? { origin } : {},
    });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('close', (code) => resolve(code));
      ws.once('open', () => {
        // An accepted socket answers a ping; a refused one is closed first.
        ws.once('message', () => {
          resolve('open');
          ws.close();
        });
        ws.send(JSON.stringify({ type: 'ping', n: 1 }));
      });
    });
  }

  it('from another site is closed at once (4403 BAD_ORIGIN)', async () => {
    expect(await open('https://evil.example')).toBe(4403);
  });

  it("from the server's own origin, PUBLIC_ORIGIN's, or without Origin is served", async () => {
    expect(await open(server.url)).toBe('open');
    expect(await open('https://kaschlan.example')).toBe('open');
    expect(await open()).toBe('open');
  });
});

describe('PUBLIC_ORIGIN and COOKIE_SECURE (settings)', () => {
  it('take origins only (scheme, host, port), and an https origin makes the cookie Secure', () => {
    const list = configFrom({ PUBLIC_ORIGIN: 'https://a.example, http://localhost:8080' });
    expect(list.publicOrigins).toEqual(['https://a.example', 'http://localhost:8080']);
    expect(list.cookieSecure).toBe(true);
    expect(configFrom({}).cookieSecure).toBe(false);
    expect(
      configFrom({ PUBLIC_ORIGIN: 'https://a.example', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
    for (const bad of ['a.example', 'https://a.example/play', 'ftp://a.example'])
      expect(() => configFrom({ PUBLIC_ORIGIN: bad })).toThrow(/PUBLIC_ORIGIN.*not an origin/);
  });
});
