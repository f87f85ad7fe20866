// The tests start servers as processes the way the load test does.
export { freePort, type ServerProcess, spawnServer } from '../../src/loadtest/spawn';
