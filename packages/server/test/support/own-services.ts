// A Redis and a PostgreSQL of the test's own, on free ports, that it may kill and restart
// without disturbing the machine's shared services (other test files use those at the same
// time). From the machine's own binaries (Debian's redis-server and PostgreSQL); without
// them the chaos cases that need them skip and say why (CI must have them).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from './process';

const REDIS_SERVER = '/usr/bin/redis-server';
const PG_ROOT = '/usr/lib/postgresql';

const pgBin = (): string | null => {
  if (!existsSync(PG_ROOT)) return null;
  const version = readdirSync(PG_ROOT).sort().at(-1);
  const bin = version ? join(PG_ROOT, version, 'bin') : null;
  return bin && existsSync(join(bin, 'initdb')) ? bin : null;
};

/** Why the test cannot have its own services, or null. */
export function ownServicesMissing(): string | null {
  if (!existsSync(REDIS_SERVER)) return `no ${REDIS_SERVER}`;
  if (!pgBin()) return `no PostgreSQL server binaries under ${PG_ROOT}`;
  if (process.getuid?.() !== 0) return 'starting PostgreSQL as its own user needs root';
  return null;
}

async function until(test: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface OwnRedis {
  /** redis://:password@127.0.0.1:port */
  readonly url: string;
  /** Kill it (SIGKILL: it keeps nothing) and start it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis that requires `password` (AUTH through the URL, as DEPLOY.md says). */
export async function ownRedis(password: string): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // The password is set after start so it never shows in the process list.
    await until(async () => {
      const r = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
      r.on('error', () => undefined);
      try {
        await r.connect();
        await r.config('SET', 'requirepass', password);
        return true;
      } finally {
        r.disconnect();
      }
    }, 'redis-server answers');
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  readonly url: string;
  /** Stop it the hard way (immediate: like a crash) and start it again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL cluster in a temporary directory (initdb as the postgres user). */
export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = pgBin()!;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'kaschlan-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], {
      stdio: 'ignore',
    });
  asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    asPostgres('pg_ctl', ['-D', dir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    await until(async () => {
      const c = new pg.Client({ connectionString: url });
      try {
        await c.connect();
        await c.query('select 1');
        return true;
      } finally {
        await c.end().catch(() => undefined);
      }
    }, 'PostgreSQL answers');
  };
  const stop = async () => {
    asPostgres('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url,
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
