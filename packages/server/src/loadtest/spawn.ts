// A server as its own process (node packages/server/bin/server.js), for the load test and
// the tests that kill one: a free port, the environment given, a wait until /health answers.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/server.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it printed (logs at LOG_LEVEL), for a failing test's message. */
  readonly output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Start a server and wait for /health. `startMs` caps the wait only against a server that
 * never comes up (that one is killed, not left behind): starting Node and tsx over the whole
 * server took 35 s at a load average of 16 on two cores, so the tests give it longer.
 */
export async function spawnServer(
  env: Record<string, string>,
  port?: number,
  startMs = 30_000,
  /** Node's own flags (e.g. --cpu-prof, which NODE_OPTIONS may not carry). */
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, [...nodeArgs, BIN], {
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
  const deadline = Date.now() + startMs;
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
