// /metrics for operators (DEPLOY.md): Prometheus' text format with the server's own figures
// and the process's; each server its own registry (several run in this one process); the
// bearer token when METRICS_TOKEN is set.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Server } from '../src/app';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';

const NAMES = [
  'kaschlan_rooms',
  'kaschlan_sockets',
  'kaschlan_actions_total',
  'kaschlan_action_broadcast_seconds',
  'kaschlan_commit_seconds',
  'kaschlan_leases_held',
  'kaschlan_leases_lost_total',
  'kaschlan_bot_queue_depth',
  'kaschlan_bot_wait_seconds',
  // The process's own (prom-client's default metrics).
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

/** A metric's value (the first line of it without labels), from Prometheus' text format. */
function reading(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in\n${text}`);
  return Number(line.slice(name.length + 1));
}

async function scrape(url: string, token?: string): Promise<Response> {
  return fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

describe('/metrics', () => {
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    a = await testServer();
    b = await testServer();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("shows every metric in Prometheus' text format", async () => {
    const res = await scrape(a.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of NAMES) expect(text).toContain(`# TYPE ${name} `);
  });

  it('counts rooms and sockets of its own server, and what the parts record', async () => {
    await createRoom(a.url, { preset: 'illig', seats: ['human', 'easy'] });
    const socket = new WebSocket(`${a.url.replace(/^http/, 'ws')}/ws`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      a.metrics.leasesLost.inc();
      const text = await (await scrape(a.url)).text();
      expect(reading(text, 'kaschlan_rooms')).toBe(1);
      expect(reading(text, 'kaschlan_sockets')).toBe(1);
      // The room was stored: one commit.
      expect(reading(text, 'kaschlan_commit_seconds_count')).toBe(1);
      expect(reading(text, 'kaschlan_leases_lost_total')).toBe(1);
      // The other server counts its own.
      const other = await (await scrape(b.url)).text();
      expect(reading(other, 'kaschlan_rooms')).toBe(0);
      expect(reading(other, 'kaschlan_sockets')).toBe(0);
      expect(reading(other, 'kaschlan_commit_seconds_count')).toBe(0);
    } finally {
      socket.close();
    }
  });
});

describe('/metrics while a deal is played', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts the actions, their time to broadcast and the commits', async () => {
    const id = await createRoom(server.url, { preset: 'illig', seats: ['human', 'human'] });
    const players = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    try {
      for (const [seat, c] of players.entries()) {
        await c.request({ type: 'hello', room: id }, 'welcome');
        await c.request({ type: 'sit', seat, name: `P${seat}` }, 'seated');
      }
      await players[0]!.request({ type: 'deal' }, 'game');
      // Three moves by whoever is to act.
      for (let played = 0; played < 3; ) {
        const mover = players.find((c) => c.view && c.view.legal.length > 0);
        if (!mover) {
          await new Promise((r) => setTimeout(r, 20)); // until someone's view says he acts
          continue;
        }
        const { game, move } = mover.game!;
        const reply = await mover.request(
          { type: 'act', game, move, action: mover.view!.legal[0] },
          'game',
        );
        expect(reply.type).toBe('game');
        played++;
      }
      const text = await (await scrape(server.url)).text();
      expect(reading(text, 'kaschlan_actions_total')).toBeGreaterThanOrEqual(3);
      expect(reading(text, 'kaschlan_action_broadcast_seconds_count')).toBe(3);
      // The room, two seats, the deal and three actions (the actions may share commits).
      expect(reading(text, 'kaschlan_commit_seconds_count')).toBeGreaterThanOrEqual(5);
    } finally {
      for (const c of players) await c.close();
    }
  });
});

describe('/metrics without METRICS_TOKEN (issue 24)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is served to this machine only: another machine is refused (403 METRICS_LOCAL_ONLY)', async () => {
    for (const remoteAddress of ['203.0.113.7', '2001:db8::7', '10.1.2.3']) {
      const res = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect([remoteAddress, res.statusCode, res.json()['code']]).toEqual([
        remoteAddress,
        403,
        'METRICS_LOCAL_ONLY',
      ]);
      expect(res.body).not.toContain('kaschlan_rooms');
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect([remoteAddress, res.statusCode]).toEqual([remoteAddress, 200]);
    }
  });

  it('is refused through a proxy on this machine (it says whom it forwards for)', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const header of proxied) {
      const res = await fetch(`${server.url}/metrics`, { headers: header });
      expect([header, res.status]).toEqual([header, 403]);
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = 'scrape-me-if-you-can-0123456789';
  let server: Server;
  beforeAll(async () => {
    server = await testServer({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await server.close();
  });

  it('asks for the bearer token', async () => {
    for (const wrong of [undefined, 'nope', `${token}x`]) {
      const res = await scrape(server.url, wrong);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).not.toContain('kaschlan_rooms');
    }
    const res = await scrape(server.url, token);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE kaschlan_rooms gauge');
  });
});
