// /health tells a load balancer whether to send traffic here (DEPLOY.md): 200 when the store
// answers, 503 when it does not, and never the database's own words (they go to the log).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { testServer } from './support/server';

let server: Server & { dataDir: string };
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

describe('/health', () => {
  it('is 200 while the store answers', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, db: 'ok' });
  });

  it('is 503 when the store fails, and shows no word of the failure', async () => {
    const secret = 'password authentication failed for user "kaschlan_prod" at 10.1.2.3';
    const store = server.store as unknown as { ping: () => Promise<void> };
    const ping = store.ping;
    store.ping = () => Promise.reject(new Error(secret));
    try {
      const res = await fetch(`${server.url}/health`);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ ok: false, db: 'unavailable' });
      expect(text).not.toMatch(/kaschlan_prod|10\.1\.2\.3|password/);
    } finally {
      store.ping = ping;
    }
  });
});
