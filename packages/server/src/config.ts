// The server's settings, from the environment (zod: a bad value stops the start with a
// sentence naming it).

import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_GRACE_SECONDS } from '@kaschlan/protocol';
import { z } from 'zod';
import { DEFAULT_LIMITS, type Limits } from './bounds';
import { QUICK_ENV, type QuickSettings, quickSettingsOf } from './quick/settings';
import { DATABASE_WAIT_MS } from './store/waits';

/** A bound (bounds.ts): a whole number from 1 up, `fallback` when not set. */
const bound = (fallback: number) =>
  z.coerce.number().int().min(1).max(10_000_000).default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: the longest a statement, a lock or a free connection is waited for (ms). */
  DATABASE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(DATABASE_WAIT_MS),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A bot's least time per move (ms), so people can follow the play. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(700),
  /** How long a disconnected player keeps his seat before a bot plays for him. */
  GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(DEFAULT_GRACE_SECONDS),
  /** A room nobody is in and nothing changed in for this long is closed (its deals stay). */
  IDLE_CLOSE_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(525_600)
    .default(24 * 60),
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
  /**
   * Behind proxies: how many (a hop count) or which (addresses, CIDRs) are trusted to tell
   * the client's address in X-Forwarded-For; 'false': none (trustProxy below).
   */
  TRUST_PROXY: z.string().default('false').transform(trustProxy),
  /** A bearer token that /metrics asks for (none: /metrics is open; keep it off the internet). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** The built web app to serve (none: the API and sockets only). */
  WEB_DIST: z.string().optional(),
  /** Rated deals a player needs before the leaderboard lists him (issue 13). */
  LEADERBOARD_MIN_DEALS: z.coerce.number().int().min(0).max(1_000_000).default(10),
  /**
   * The site's own origin(s), comma-separated (e.g. https://kaschlan.example): what browsers'
   * Origin headers must name on state-changing requests and socket upgrades, and the
   * passkeys' relying party (the first one's host). None: each request's own Host.
   */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((v, ctx) => origins(v, ctx)),
  /** Session cookies over https only ('true'); default: when PUBLIC_ORIGIN is https. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Sign-ups, sign-ins and renames one client address may try per minute (each). */
  ACCOUNT_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** New guests (players made for a first visit) one client address may cause per minute. */
  GUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Puzzle moves judged per address (issue 25): a wrong one runs the solver.
  PUZZLE_MOVES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // A guest's attempts carried into an account per address: each request judges up to 200.
  PUZZLE_CARRIES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(6),
  /** A session ends this many days after its last use... */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** ...and this many days after its start (a sign-in, a guest's first visit), however used. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Sockets open at once from one client address. */
  MAX_SOCKETS_PER_ADDRESS: bound(DEFAULT_LIMITS.socketsPerAddress),
  /** Spectators in one room. */
  MAX_SPECTATORS: bound(DEFAULT_LIMITS.spectatorsPerRoom),
  /** Rooms one process holds (new rooms beyond are refused). */
  MAX_ROOMS: bound(DEFAULT_LIMITS.rooms),
  /** Open rooms one client address created. */
  MAX_ROOMS_PER_ADDRESS: bound(DEFAULT_LIMITS.roomsPerAddress),
  /** Hard and expert bots in the open rooms one client address created. */
  MAX_SEARCH_BOTS_PER_ADDRESS: bound(DEFAULT_LIMITS.searchBotsPerAddress),
  /** Hellos (rooms entered) one client address may send per minute, over all its sockets. */
  HELLOS_PER_MINUTE: bound(DEFAULT_LIMITS.hellosPerMinute),
  /** Quick play's (quick/settings.ts). */
  ...QUICK_ENV,
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly databaseWaitMs: number;
  readonly redisUrl: string | undefined;
  readonly logLevel: string;
  readonly botDelayMs: number;
  readonly graceMs: number;
  readonly idleCloseMs: number;
  readonly webDist: string | undefined;
  readonly leaseMs: number;
  readonly redisPrefix: string;
  readonly roomsPerMinute: number;
  /** false, a hop count, or the proxies' addresses and CIDRs (Fastify's trustProxy). */
  readonly trustProxy: false | number | string[];
  readonly metricsToken: string | undefined;
  readonly sqliteSync: 'FULL' | 'NORMAL';
  /** What one address, one room and one process may hold (bounds.ts, DEPLOY.md). */
  readonly limits: Limits;
  /** Quick play's bounds and waits (quick/settings.ts, DEPLOY.md). */
  readonly quick: QuickSettings;
  /** Rated deals a player needs before the leaderboard lists him. */
  readonly leaderboardMinDeals: number;
  /** The site's own origins (PUBLIC_ORIGIN); empty: each request's own. */
  readonly publicOrigins: readonly string[];
  /** The session cookie is sent over https only. */
  readonly cookieSecure: boolean;
  /** Sign-ups, sign-ins and renames one client address may try per minute (each). */
  readonly accountAttemptsPerMinute: number;
  /** New guests one client address may cause per minute. */
  readonly guestsPerMinute: number;
  /** Puzzle moves judged per address (PUZZLE_MOVES_PER_MINUTE, puzzles/routes.ts). */
  readonly puzzleMovesPerMinute: number;
  /** A guest's attempts carried per address (PUZZLE_CARRIES_PER_MINUTE, puzzles/carry.ts). */
  readonly puzzleCarriesPerMinute: number;
  /** A session's lifetime from its last use, and from its start however used (ms). */
  readonly sessionIdleMs: number;
  readonly sessionMaxMs: number;
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
    databaseWaitMs: e.DATABASE_WAIT_MS,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    botDelayMs: e.BOT_DELAY_MS,
    graceMs: e.GRACE_SECONDS * 1000,
    idleCloseMs: e.IDLE_CLOSE_MINUTES * 60_000,
    webDist: e.WEB_DIST ?? defaults.webDist,
    leaseMs: e.LEASE_MS,
    redisPrefix: e.REDIS_PREFIX,
    roomsPerMinute: e.ROOMS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    sqliteSync: e.SQLITE_SYNC,
    leaderboardMinDeals: e.LEADERBOARD_MIN_DEALS,
    publicOrigins: e.PUBLIC_ORIGIN,
    accountAttemptsPerMinute: e.ACCOUNT_ATTEMPTS_PER_MINUTE,
    guestsPerMinute: e.GUESTS_PER_MINUTE,
    puzzleMovesPerMinute: e.PUZZLE_MOVES_PER_MINUTE,
    puzzleCarriesPerMinute: e.PUZZLE_CARRIES_PER_MINUTE,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 86_400_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    cookieSecure: e.COOKIE_SECURE
      ? e.COOKIE_SECURE === 'true'
      : (e.PUBLIC_ORIGIN[0]?.startsWith('https:') ?? false),
    limits: {
      socketsPerAddress: e.MAX_SOCKETS_PER_ADDRESS,
      spectatorsPerRoom: e.MAX_SPECTATORS,
      rooms: e.MAX_ROOMS,
      roomsPerAddress: e.MAX_ROOMS_PER_ADDRESS,
      searchBotsPerAddress: e.MAX_SEARCH_BOTS_PER_ADDRESS,
      hellosPerMinute: e.HELLOS_PER_MINUTE,
    },
    quick: quickSettingsOf(e),
  };
}

/** PUBLIC_ORIGIN: each an http(s) origin (scheme, host, port: nothing more). */
function origins(value: string | undefined, ctx: z.RefinementCtx): string[] {
  const list = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  const out: string[] = [];
  for (const o of list) {
    let url: URL | null = null;
    try {
      url = new URL(o);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `'${o}' is not an origin (e.g. https://kaschlan.example)`,
      });
      return z.NEVER;
    }
    out.push(url.origin);
  }
  return out;
}

/** Names proxy-addr knows for ranges of addresses (loopback 127.0.0.1/8 and ::1, ...). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: 'false', a hop count (1: the one proxy in front; the client's address is the
 * last one it appended to X-Forwarded-For), or a comma-separated list of the proxies'
 * addresses and CIDRs. Never 'true': it would trust the leftmost X-Forwarded-For, which
 * the client writes himself (the limits per address would be his to choose).
 */
function trustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim();
  if (v === 'false' || v === '' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        "'true' would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10' });
    return z.NEVER;
  }
  const list = v.split(',').map((a) => a.trim());
  const bad = list.find((a) => !RANGE_NAMES.has(a) && !isAddressOrCidr(a));
  if (bad === undefined) return list;
  ctx.addIssue({
    code: 'custom',
    message: `'${bad}' is neither a hop count nor an address or CIDR (e.g. 1, or 10.0.0.1,192.168.0.0/16)`,
  });
  return z.NEVER;
}

function isAddressOrCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
