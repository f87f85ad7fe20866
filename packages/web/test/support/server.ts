// The real game server for the online browser tests, in this process: a free port on
// localhost, a fresh temporary data directory, no bot delay, silent logs, and the app built
// by the global setup as its web root.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServer } from '../../../server/src/app';
import { configFrom } from '../../../server/src/config';
import type { Store } from '../../../server/src/store/store';

export interface OnlineServer {
  readonly url: string;
  /** Its store, for a test that sets up what the pages show (players, rated deals). */
  readonly store: Store;
  close(): Promise<void>;
}

export async function onlineServer(env: Record<string, string> = {}): Promise<OnlineServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaschlan-online-'));
  const server = await startServer(
    configFrom({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      BOT_DELAY_MS: '0',
      DATA_DIR: dataDir,
      WEB_DIST: inject('webDist'),
      // Every page comes from 127.0.0.1: the players' limits per address are far off
      // (issue 13; a test of them sets its own).
      ACCOUNT_ATTEMPTS_PER_MINUTE: '10000',
      GUESTS_PER_MINUTE: '10000',
      ...env,
    }),
  );
  return {
    url: server.url,
    store: server.store,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
