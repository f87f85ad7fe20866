// The server's settings, from the environment (zod: a bad value stops the start with a
// sentence naming it).

import { resolve } from 'node:path';
import { DEFAULT_GRACE_SECONDS } from '@kaschlan/protocol';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A bot's least time per move (ms), so people can follow the play. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(700),
  /** How long a disconnected player keeps his seat before a bot plays for him. */
  GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(DEFAULT_GRACE_SECONDS),
  /** A cluster's room lease (ms): how soon another process takes over a dead one's rooms. */
  LEASE_MS: z.coerce.number().int().min(300).max(60_000).default(5000),
  /** Prefix of the cluster's Redis keys and channels (deployments sharing a Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('kaschlan'),
  /** SQLite durability: FULL (fsync each commit: survives a power cut) or NORMAL (a crash). */
  SQLITE_SYNC: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** Rooms one client address may create per minute. */
  ROOMS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The built web app to serve (none: the API and sockets only). */
  WEB_DIST: z.string().optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly logLevel: string;
  readonly botDelayMs: number;
  readonly graceMs: number;
  readonly webDist: string | undefined;
  readonly leaseMs: number;
  readonly redisPrefix: string;
  readonly roomsPerMinute: number;
  readonly trustProxy: boolean;
  readonly sqliteSync: 'FULL' | 'NORMAL';
}

export function configFrom(env: NodeJS.ProcessEnv, defaults: { webDist?: string } = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`bad setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    botDelayMs: e.BOT_DELAY_MS,
    graceMs: e.GRACE_SECONDS * 1000,
    webDist: e.WEB_DIST ?? defaults.webDist,
    leaseMs: e.LEASE_MS,
    redisPrefix: e.REDIS_PREFIX,
    roomsPerMinute: e.ROOMS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    sqliteSync: e.SQLITE_SYNC,
  };
}
