// Starting a server for a test: a free port, a fresh temporary data directory, no bot
// delay, silent logs. `DATA_DIR` may be given to restart over the same database.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Server, startServer } from '../../src/app';
import { configFrom } from '../../src/config';

export async function testServer(
  env: Record<string, string> = {},
): Promise<Server & { dataDir: string }> {
  const dataDir = env['DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'kaschlan-test-'));
  const config = configFrom({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BOT_DELAY_MS: '0',
    // Every test client comes from 127.0.0.1, and a test file creates many rooms: the bounds
    // per address are far off unless a test of them sets them.
    MAX_SOCKETS_PER_ADDRESS: '10000',
    MAX_ROOMS_PER_ADDRESS: '10000',
    MAX_SEARCH_BOTS_PER_ADDRESS: '10000',
    // Players made, named and signed in from that one address too (issue 13).
    ACCOUNT_ATTEMPTS_PER_MINUTE: '10000',
    GUESTS_PER_MINUTE: '10000',
    // And every room they enter is a hello from it (issue 24).
    HELLOS_PER_MINUTE: '10000',
    ...env,
    DATA_DIR: dataDir,
  });
  const server = await startServer(config);
  return Object.assign(server, { dataDir });
}

/**
 * POST /api/rooms; the new room's id. Casual unless `options` says `rated: true`: a rated
 * room seats only sockets with a session (issue 24), and most tests' sockets have none.
 */
export async function createRoom(url: string, options: object): Promise<string> {
  const res = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rated: false, ...options }),
  });
  if (res.status !== 201) throw new Error(`room not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
