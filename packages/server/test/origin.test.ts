// The Origin check (issues 13 and 24): a page of another site cannot change anything here
// with a visitor's cookie, nor open a socket as him. Browsers send Origin on these requests;
// one naming another site is refused (403 BAD_ORIGIN; a socket closed with 4403). Every
// state-changing request is checked, whatever its path: a path the router reads another way
// than it was written (percent-encoded, doubled slashes, other case) gets no way around it.
// With PUBLIC_ORIGIN set only its origins count; without, the server's own (scheme and Host).
// A request without Origin (a tool, not a browser: it carries no victim's cookie) is allowed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Server } from '../src/app';
import { configFrom } from '../src/config';
import { Person } from './support/browser-like';
import { testServer } from './support/server';

let server: Server;
/** A server without PUBLIC_ORIGIN: its own origin is the request's scheme and Host. */
let plain: Server;
beforeAll(async () => {
  server = await testServer({ PUBLIC_ORIGIN: 'https://kaschlan.example' });
  plain = await testServer();
});
afterAll(async () => {
  await server.close();
  await plain.close();
});

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

  it("from PUBLIC_ORIGIN's origin, or without Origin, are allowed", async () => {
    for (const origin of ['https://kaschlan.example', undefined]) {
      const answer = await new Person(server.url, origin).call('POST', '/api/rooms', room);
      expect(answer.status).toBe(201);
    }
  });

  it("with PUBLIC_ORIGIN set, the request's own Host is no origin of ours", async () => {
    // A Host header is the client's to write (DNS rebinding: evil.example resolving here).
    const own = new Person(server.url, server.url);
    const answer = await own.call('POST', '/api/rooms', room);
    expect([answer.status, answer.body['code']]).toEqual([403, 'BAD_ORIGIN']);
  });

  it('are checked whatever way the path is written (percent-encoded, slashes, case)', async () => {
    // The victim: a visitor with a session (a GET is not checked, and makes him a guest).
    const victim = new Person(server.url, 'https://evil.example');
    const before = (await victim.call('GET', '/api/me')).body['name'];
    expect(typeof before).toBe('string');
    const attempts = [
      ['PATCH', '/%61pi/me', { name: 'Mallory' }],
      ['PATCH', '/api/%6De', { name: 'Mallory' }],
      ['PATCH', '//api/me', { name: 'Mallory' }],
      ['PATCH', '/api//me', { name: 'Mallory' }],
      ['PATCH', '/API/me', { name: 'Mallory' }],
      ['PATCH', '/api/me/', { name: 'Mallory' }],
      ['PATCH', '/api/me?x=1', { name: 'Mallory' }],
      ['POST', '/%61pi/signout', undefined],
      ['POST', '/%2Fapi/signout', undefined],
      ['DELETE', '/%61pi/me', undefined],
      ['POST', '/%61pi/rooms', room],
      ['PUT', '/api/me', { name: 'Mallory' }],
      ['POST', '/no/such/route', undefined],
    ] as const;
    const answers: string[] = [];
    for (const [method, path, body] of attempts) {
      const answer = await victim.call(method, path, body);
      answers.push(`${method} ${path}: ${answer.status} ${answer.body['code']}`);
    }
    expect(answers).toEqual(attempts.map(([m, p]) => `${m} ${p}: 403 BAD_ORIGIN`));
    // Still signed in (his cookie still names his session), under his own name.
    const tool = new Person(server.url);
    tool.session = victim.session;
    expect((await tool.call('GET', '/api/me')).body['name']).toBe(before);
  });

  it("without PUBLIC_ORIGIN, the server's own origin (scheme and Host) is allowed", async () => {
    const own = await new Person(plain.url, plain.url).call('POST', '/api/rooms', room);
    expect(own.status).toBe(201);
    const evil = await new Person(plain.url, 'https://evil.example').call(
      'POST',
      '/api/rooms',
      room,
    );
    expect([evil.status, evil.body['code']]).toEqual([403, 'BAD_ORIGIN']);
  });

  it('reads (GET) are not checked: they change nothing', async () => {
    const answer = await new Person(server.url, 'https://evil.example').call('GET', '/api/rooms');
    expect(answer.status).toBe(200);
  });
});

describe('the WebSocket upgrade', () => {
  /** Open /ws with `origin`; the close code if the server closes it, else 'open'. */
  function open(origin?: string, at = server): Promise<number | 'open'> {
    const ws = new WebSocket(`${at.url.replace(/^http/, 'ws')}/ws`, {
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

  it("from PUBLIC_ORIGIN's origin, or without Origin, is served", async () => {
    expect(await open('https://kaschlan.example')).toBe('open');
    expect(await open()).toBe('open');
  });

  it("with PUBLIC_ORIGIN set, from the request's own Host is closed (4403)", async () => {
    expect(await open(server.url)).toBe(4403);
  });

  it("without PUBLIC_ORIGIN, from the server's own origin is served", async () => {
    expect(await open(plain.url, plain)).toBe('open');
    expect(await open('https://evil.example', plain)).toBe(4403);
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
