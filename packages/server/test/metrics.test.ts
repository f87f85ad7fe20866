// /metrics for operators (DEPLOY.md): Prometheus' text format with the server's own figures
// and the process's; each server its own registry (several run in this one process); the
// bearer token when METRICS_TOKEN is set.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Server } from '../src/app';
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
      a.metrics.commit.observe(0.004);
      a.metrics.leasesLost.inc();
      const text = await (await scrape(a.url)).text();
      expect(reading(text, 'kaschlan_rooms')).toBe(1);
      expect(reading(text, 'kaschlan_sockets')).toBe(1);
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
