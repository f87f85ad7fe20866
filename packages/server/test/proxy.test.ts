// The client's address behind proxies (TRUST_PROXY, DEPLOY.md): a hop count or the proxies'
// addresses, never "whatever X-Forwarded-For says first". A client who writes his own
// X-Forwarded-For cannot choose the address the room-creation limit counts.

import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { configFrom } from '../src/config';
import { testServer } from './support/server';

const ROOM = { preset: 'illig', seats: ['human', 'easy'] };

let server: (Server & { dataDir: string }) | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** POST /api/rooms with this X-Forwarded-For; the answer's status. */
async function create(url: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(ROOM),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('is read as false, a hop count or addresses; true and junk are refused with a reason', () => {
    const read = (v: string) => configFrom({ TRUST_PROXY: v }).trustProxy;
    expect(configFrom({}).trustProxy).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => read('true')).toThrow(/TRUST_PROXY.*number of proxies/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY.*'10\.0\.0\.0\/33'/);
    expect(() => read('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => read('11')).toThrow(/TRUST_PROXY.*at most 10/);
  });

  // The client (this test) is 127.0.0.1; in front of it, one proxy that appends the address
  // it saw (203.0.113.7) to whatever X-Forwarded-For the client wrote.
  for (const trust of ['1', '127.0.0.1', '127.0.0.0/8']) {
    it(`${trust}: a forged leftmost X-Forwarded-For does not change the limited address`, async () => {
      server = await testServer({ TRUST_PROXY: trust, ROOMS_PER_MINUTE: '2' });
      const url = server.url;
      expect(await create(url, '198.51.100.1, 203.0.113.7')).toBe(201);
      expect(await create(url, '198.51.100.2, 203.0.113.7')).toBe(201);
      expect(await create(url, '198.51.100.3, 203.0.113.7')).toBe(429);
      expect(await create(url, '203.0.113.7')).toBe(429);
      // The address the proxy saw is what counts: another client has rooms of his own.
      expect(await create(url, '198.51.100.3, 203.0.113.8')).toBe(201);
    });
  }

  it('false: X-Forwarded-For is ignored, the socket address counts', async () => {
    server = await testServer({ ROOMS_PER_MINUTE: '2' });
    expect(await create(server.url, '203.0.113.1')).toBe(201);
    expect(await create(server.url, '203.0.113.2')).toBe(201);
    expect(await create(server.url, '203.0.113.3')).toBe(429);
  });
});
