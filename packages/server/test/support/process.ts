// The tests start servers as processes the way the load test does (src/loadtest/spawn.ts),
// waiting for /health as long as a loaded machine needs; the cap only guards against a server
// that never comes up.

import * as spawn from '../../src/loadtest/spawn';

export { freePort, type ServerProcess } from '../../src/loadtest/spawn';

const START_MS = 180_000;

export const spawnServer = (env: Record<string, string>, port?: number) =>
  spawn.spawnServer(env, port, START_MS);
