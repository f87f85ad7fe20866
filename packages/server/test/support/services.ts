// The real PostgreSQL and Redis of the machine, for the scale-out tests. Each test run gets
// its own PostgreSQL schema and Redis key prefix, so runs never see each other's rooms.
// Without the services the tests skip and say why; in CI (CI=true) they must be there.

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll } from 'vitest';
import { Store } from '../../src/store/store';

export const PG_URL =
  process.env['KASCHLAN_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env['KASCHLAN_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Why the services cannot be used, or null when both answer. */
export async function servicesMissing(): Promise<string | null> {
  // Generous time-outs: on a loaded 2-core machine (the whole suite beside two busy loops) a
  // first connection can take seconds, and a slow answer is not a missing service (a full
  // run skipped the sign-in limits' cluster tests so, which in CI would fail them).
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (e) {
    problems.push(`PostgreSQL at ${PG_URL}: ${(e as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 10_000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    problems.push(`Redis at ${REDIS_URL}: ${(e as Error).message}`);
  } finally {
    redis.disconnect();
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/**
 * Why `what` (the tests of one file) cannot run here, or null: PostgreSQL and Redis, and
 * whatever `more` needs. Said once on the console when they skip; in CI (CI=true) the
 * services must be there, so a missing one fails the run instead of skipping it.
 */
export async function servicesFor(
  what: string,
  more: () => string | null = () => null,
): Promise<string | null> {
  const missing = (await servicesMissing()) ?? more();
  if (missing && process.env['CI'])
    throw new Error(`CI must provide what ${what} need: ${missing}`);
  if (missing) console.warn(`${what} skipped: ${missing}`);
  return missing;
}

/** A fresh schema: a DATABASE_URL whose connections use it, and a way to drop it. */
export async function freshSchema(): Promise<{
  url: string;
  prefix: string;
  drop: () => Promise<void>;
}> {
  const name = `kaschlan_test_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create schema ${name}`);
  await client.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    prefix: name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${name} cascade`);
      await c.end();
    },
  };
}

/** One database a test runs on: its server settings, or the store itself. */
export interface Database {
  readonly name: 'SQLite' | 'PostgreSQL';
  /** What a test server needs to use it (none: SQLite in its own data directory). */
  readonly env: Record<string, string>;
  /** The store on it (SQLite: a fresh file each time). */
  open(): Promise<Store>;
}

/**
 * The databases the tests of one file (`what`) run on: SQLite, and PostgreSQL in a fresh
 * schema dropped after the file, where the services are (servicesFor: in CI they must be).
 * Called at the top of a test file.
 */
export async function databases(what: string): Promise<Database[]> {
  const missing = await servicesFor(what);
  const schema = missing ? null : await freshSchema();
  afterAll(async () => {
    await schema?.drop();
  });
  const sqlite: Database = {
    name: 'SQLite',
    env: {},
    open: () =>
      Store.open({
        kind: 'sqlite',
        file: join(mkdtempSync(join(tmpdir(), 'kaschlan-store-')), 'k.sqlite'),
      }),
  };
  if (!schema) return [sqlite];
  return [
    sqlite,
    {
      name: 'PostgreSQL',
      env: { DATABASE_URL: schema.url },
      open: () => Store.open({ kind: 'postgres', url: schema.url }),
    },
  ];
}
