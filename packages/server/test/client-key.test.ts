// Who a bound per client address counts (issue 12): an IPv4 address, or an IPv6 client's /64.
// One IPv6 client holds a whole /64 (often more), so two of its addresses share every cap:
// clientKey on its own, then through the real server (behind one trusted proxy, whose
// X-Forwarded-For tells the server the client's address) for sockets and rooms.

import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Server } from '../src/app';
import { clientKey, creatorKey } from '../src/bounds';
import { testServer } from './support/server';

describe('clientKey', () => {
  it.each([
    ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
    ['an IPv4-mapped IPv6 address is its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['mapped, in hex and capitals', '::FFFF:CB00:7107', '203.0.113.7'],
    ['mapped, written out in full', '0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address is its /64', '2001:db8:0:1:a:b:c:d', '2001:db8:0:1::/64'],
    ['the /64 of a compressed address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['a zone id is no part of the client', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['a string that is no address is itself', 'not an address', 'not an address'],
    ['an address with too many groups is no address', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['the empty string is itself', '', ''],
  ])('%s: %s → %s', (_, address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('writes one /64 one way, however its addresses are written', () => {
    const forms = [
      '2001:db8:0:1::',
      '2001:db8:0:1::1',
      '2001:DB8:0:1:FFFF:FFFF:FFFF:FFFF',
      '2001:0db8:0000:0001:0000:0000:0000:0042',
      '2001:db8::1:0:0:0:42',
      '2001:db8:0:1:1::',
      '2001:db8:0:1::1%en0',
      '2001:db8:0:1:0:0:192.0.2.1',
    ];
    expect(new Set(forms.map(clientKey))).toEqual(new Set(['2001:db8:0:1::/64']));
  });

  it('tells different /64s apart, even next to each other or in one /48', () => {
    const keys = ['2001:db8:0:1::1', '2001:db8:0:2::1', '2001:db8:1:1::1', '2001:db8::1:0:0:0:1'];
    expect(new Set(keys.map(clientKey)).size).toBe(3); // the last is 2001:db8:0:1's
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8:0:2::1'));
    // The mapped range is IPv4, not a /64 of its own: each IPv4 address apart.
    expect(clientKey('::ffff:203.0.113.7')).not.toBe(clientKey('::ffff:203.0.113.8'));
  });

  it('gives a creator one key for every address of his /64 (rooms.creator_hash)', () => {
    expect(creatorKey(clientKey('2001:db8:0:1::a'))).toBe(creatorKey(clientKey('2001:db8:0:1::b')));
  });
});

// One proxy in front (TRUST_PROXY=1): the rightmost X-Forwarded-For is the client's address,
// so a test on 127.0.0.1 can come from any address of any /64.
const ONE = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff::2', '2001:DB8:AA:1:0:0:0:3'];
const OTHER = '2001:db8:aa:2::1';

let server: (Server & { dataDir: string }) | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets) ws.close();
  sockets.length = 0;
  await server?.close();
  server = undefined;
});

/** POST /api/rooms from `address`: the status and the refusal's code. */
async function create(url: string, address: string) {
  const res = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ preset: 'illig', seats: ['human', 'easy'] }),
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

/** A socket from `address`: 'open' once it answers a ping, else the code it was closed with. */
function connect(url: string, address: string): Promise<'open' | number> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { 'x-forwarded-for': address },
  });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('close', (code) => resolve(code));
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'ping' })));
    ws.once('message', () => {
      ws.removeAllListeners('close');
      resolve('open');
    });
  });
}

describe('the server counts an IPv6 client by his /64', () => {
  it('sockets: two open from one /64 fill a share of two; another /64 has its own', async () => {
    server = await testServer({ TRUST_PROXY: '1', MAX_SOCKETS_PER_ADDRESS: '2' });
    expect(await connect(server.url, ONE[0]!)).toBe('open');
    expect(await connect(server.url, ONE[1]!)).toBe('open');
    expect(await connect(server.url, ONE[2]!)).toBe(1013);
    expect(await connect(server.url, OTHER)).toBe('open');
  });

  it('open rooms: TOO_MANY_ROOMS for the /64, not for each address', async () => {
    server = await testServer({ TRUST_PROXY: '1', MAX_ROOMS_PER_ADDRESS: '2' });
    expect((await create(server.url, ONE[0]!)).status).toBe(201);
    expect((await create(server.url, ONE[1]!)).status).toBe(201);
    expect(await create(server.url, ONE[2]!)).toEqual({ status: 429, code: 'TOO_MANY_ROOMS' });
    expect((await create(server.url, OTHER)).status).toBe(201);
  });

  it('rooms per minute: RATE_LIMITED for the /64, not for each address', async () => {
    server = await testServer({ TRUST_PROXY: '1', ROOMS_PER_MINUTE: '2' });
    expect((await create(server.url, ONE[0]!)).status).toBe(201);
    expect((await create(server.url, ONE[1]!)).status).toBe(201);
    expect(await create(server.url, ONE[2]!)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect((await create(server.url, OTHER)).status).toBe(201);
  });

  it('an IPv4-mapped address is its IPv4 address', async () => {
    server = await testServer({ TRUST_PROXY: '1', MAX_ROOMS_PER_ADDRESS: '1' });
    expect((await create(server.url, '203.0.113.9')).status).toBe(201);
    expect(await create(server.url, '::ffff:203.0.113.9')).toEqual({
      status: 429,
      code: 'TOO_MANY_ROOMS',
    });
  });
});
