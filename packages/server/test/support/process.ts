// The tests start servers as processes the way the load test does (src/loadtest/spawn.ts), but
// wait for /health as long as a loaded machine needs: starting Node and tsx over the whole
// server took 35 s at a load average of 16 on two cores. The cap only guards against a
// server that never comes up (and that one is killed, not left behind).

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, type ServerProcess } from '../../src/loadtest/spawn';

export { freePort, type ServerProcess };

const BIN = fileURLToPath(new URL('../../bin/server.js', import.meta.url));
const START_MS = 180_000;

export async function spawnServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, [BIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      ...env,
      PORT: String(p),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${p}`;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not start: ${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output, kill };
}
