// One server for a whole test file: started before its tests, closed after them, with the
// clients its tests opened. `server` reads the started server's address, store and data
// directory; `client` and `enter` open clients that are closed at the end.

import { afterAll, beforeAll, expect } from 'vitest';
import type { Store } from '../../src/store/store';
import { TestClient } from './client';
import { testServer } from './server';

type Started = Awaited<ReturnType<typeof testServer>>;

/** What the tests read of the shared server (valid once `beforeAll` has run). */
export interface SharedServer {
  readonly url: string;
  readonly store: Store;
  readonly dataDir: string;
}

export interface Shared {
  readonly server: SharedServer;
  /** A client of the shared server (or of `url`), closed after the file's tests. */
  client(url?: string): Promise<TestClient>;
  /** A client in room `id`: a spectator, or seated at `seat`. */
  enter(id: string, seat?: number, url?: string): Promise<TestClient>;
}

/** Start a server for the tests of this file (call at the top level of a test file). */
export function sharedServer(env: Record<string, string> = {}): Shared {
  let started: Started | null = null;
  const open: TestClient[] = [];
  const now = (): Started => {
    if (!started) throw new Error('the shared server is not started (used outside a test?)');
    return started;
  };
  beforeAll(async () => {
    started = await testServer(env);
  });
  afterAll(async () => {
    for (const c of open) await c.close();
    await started?.close();
  });
  const server: SharedServer = {
    get url() {
      return now().url;
    },
    get store() {
      return now().store;
    },
    get dataDir() {
      return now().dataDir;
    },
  };
  async function client(url = server.url): Promise<TestClient> {
    const c = await TestClient.connect(url);
    open.push(c);
    return c;
  }
  async function enter(id: string, seat?: number, url = server.url): Promise<TestClient> {
    const c = await client(url);
    await c.request({ type: 'hello', room: id }, 'welcome');
    if (seat !== undefined) {
      const reply = await c.request({ type: 'sit', seat, name: `P${seat}` }, 'seated');
      expect(reply.type).toBe('seated');
    }
    return c;
  }
  return { server, client, enter };
}
