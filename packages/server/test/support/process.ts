// The tests start servers as processes the way the load test does (src/loadtest/spawn.ts),
// waiting for /health as long as a loaded machine needs; the cap only guards against a server
// that never comes up.

import * as spawn from '../../src/loadtest/spawn';

export { freePort, type ServerProcess } from '../../src/loadtest/spawn';

const START_MS = 180_000;

/**
 * Every test client comes from 127.0.0.1: the hellos (rooms entered, reconnects included) of
 * a whole test are one address's, far over its budget unless a test of it sets one.
 */
export const spawnServer = (env: Record<string, string>, port?: number) =>
  spawn.spawnServer({ HELLOS_PER_MINUTE: '10000', ...env }, port, START_MS);
