// The edges an attacker probes first: every answer carries the security headers and the
// pages' Content-Security-Policy (the one list the web app's browser tests run under,
// @kaschlan/protocol/security); a failure answers one generic sentence, never its own
// words; a client's broken or oversized frame is a warning in the log, not an error.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_DIRECTIVES, cspDirectives } from '@kaschlan/protocol/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, socketFailed } from '../src/app';
import type { Directory } from '../src/rooms/directory';
import { testServer } from './support/server';

let server: Server & { dataDir: string };
let web: string;
beforeAll(async () => {
  // A stand-in for the built app: the page and one asset.
  web = mkdtempSync(join(tmpdir(), 'kaschlan-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kaschlan</title>');
  writeFileSync(join(web, 'app.js'), 'export {};');
  server = await testServer({ WEB_DIST: web });
});
afterAll(async () => {
  await server.close();
  rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  for (const [what, path] of [
    ['the page', '/'],
    ["one of the app's screens", '/room/abcdef'],
    ['an asset', '/app.js'],
    ['the API', '/api/rooms'],
    ['health', '/health'],
    ['a 404', '/api/nothing'],
  ] as const) {
    it(`are on ${what} (${path})`, async () => {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      const csp = cspDirectives(res.headers.get('content-security-policy'));
      expect(csp).toEqual(CSP_DIRECTIVES);
      // Strict: no inline or eval'd script, no framing, nothing from elsewhere.
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });
  }
});

describe('a failure', () => {
  it('answers 500 INTERNAL in one generic sentence; its own words go to the log only', async () => {
    const secret = 'relation "rooms" violates check for user "kaschlan_prod" at 10.1.2.3';
    const rooms = server.rooms as { -readonly [K in keyof Directory]: Directory[K] };
    const create = rooms.create;
    rooms.create = () => Promise.reject(new Error(secret));
    try {
      const res = await fetch(`${server.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ preset: 'illig', seats: ['human', 'easy'] }),
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        code: 'INTERNAL',
        message: 'the server could not handle that request',
      });
      expect(text).not.toMatch(/relation|kaschlan_prod|10\.1\.2\.3/);
    } finally {
      rooms.create = create;
    }
  });

  it("a request Fastify refuses is the client's mistake, told as such", async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const broken = await post('{"preset":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'BAD_JSON' });
    const huge = await post(JSON.stringify({ name: 'x'.repeat(1 << 20) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'TOO_LARGE' });
  });
});

describe("a socket's error", () => {
  /** What socketFailed logged at each level, and whether it closed the socket. */
  function failed(error: Error) {
    const seen = { warn: [] as object[], error: [] as object[], terminated: false };
    socketFailed(
      error,
      { terminate: () => (seen.terminated = true) },
      { warn: (o) => seen.warn.push(o), error: (o) => seen.error.push(o) },
    );
    return seen;
  }

  it('is a warning when the client caused it (an oversized frame, as ws raises it)', () => {
    const oversized = Object.assign(new RangeError('Max payload size exceeded'), {
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
    });
    const seen = failed(oversized);
    expect(seen).toMatchObject({ error: [], terminated: true });
    expect(seen.warn).toEqual([
      { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', message: 'Max payload size exceeded' },
    ]);
    expect(
      failed(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })).warn,
    ).toHaveLength(1);
  });

  it('is an error when the server failed', () => {
    const seen = failed(new TypeError('x is not a function'));
    expect(seen).toMatchObject({ warn: [], terminated: true });
    expect(seen.error).toHaveLength(1);
  });
});
