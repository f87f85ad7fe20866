// `npm run loadtest`: many rooms of four bot-driven clients, over real WebSockets on
// loopback, against a server started for the run (SQLite by default; with --postgres, two
// processes over PostgreSQL + Redis, the clients spread over both). Each client, on its
// turn, waits a human-like think time and plays a random legal action; a room deals again
// when a deal ends. Measured: actions/s, the latency from an action sent to its broadcast
// received back (p50/p95/p99/max), errors, and the server processes' CPU and memory. At the
// end every acknowledged action is looked up in the database.
//
//   npm run loadtest -- --rooms 1000 --seconds 60 --think 1000-3000
//   npm run loadtest -- --rooms 100 --think 0            (as fast as it goes: max actions/s)
//   npm run loadtest -- --rooms 1000 --postgres          (2 processes, PostgreSQL + Redis)
//   npm run loadtest -- --rooms 100 --think 0 --cpu-prof /tmp/prof   (where the server's time goes)
//   npm run loadtest -- --rooms 1000 --hostile 200       (and 200 sockets flooding hellos and
//                                                         syncs, 1,000 room creations: the
//                                                         tables' latency under attack)

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { View } from '@kaschlan/engine';
import type { GameUpdate, ServerMessage } from '@kaschlan/protocol';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import WebSocket from 'ws';
import { quantile, serverBuckets, usage } from './measure';
import { type ServerProcess, spawnServer } from './spawn';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    /** Think time range in ms, "min-max" (0: as fast as possible). */
    think: { type: 'string', default: '1000-3000' },
    /** Seconds over which rooms are opened. */
    ramp: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    processes: { type: 'string', default: '2' },
    /** SQLite's synchronous setting for the server: FULL (default) or NORMAL. */
    'sqlite-sync': { type: 'string', default: 'FULL' },
    /** Hostile sockets flooding hello + sync to the rooms while the tables play (0: none). */
    hostile: { type: 'string', default: '0' },
    /** A folder: each server process writes a V8 CPU profile there (.cpuprofile, for DevTools). */
    'cpu-prof': { type: 'string' },
  },
});

const ROOMS = positive('rooms');
const SECONDS = positive('seconds');
const RAMP = Number(args.ramp);
const [THINK_MIN, THINK_MAX] = (() => {
  const [lo, hi] = String(args.think).split('-').map(Number);
  if (!Number.isFinite(lo) || lo! < 0) fail('--think is "min-max" in ms, or 0');
  return [lo!, Number.isFinite(hi) ? hi! : lo!];
})();

function positive(name: 'rooms' | 'seconds'): number {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} is a whole number ≥ 1`);
  return n;
}
function fail(message: string): never {
  console.error(`loadtest: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------- measurements

const latencies: number[] = [];
let actions = 0;
let errors = 0;
const errorCodes = new Map<string, number>();
let socketErrors = 0;
let measuring = false;
/** Acknowledged moves per deal: the highest move count any client was told of. */
const acked = new Map<string, number>();

// ---------------------------------------------------------------- a client

class Seat {
  ws!: WebSocket;
  view: View | null = null;
  game: GameUpdate | null = null;
  pending: { move: number; at: number } | null = null;
  timer: NodeJS.Timeout | null = null;
  constructor(
    readonly table: Table,
    readonly seat: number,
  ) {}

  open(url: string): Promise<void> {
    this.ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
    this.ws.on('message', (data) => this.receive(JSON.parse(String(data)) as ServerMessage));
    this.ws.on('error', () => socketErrors++);
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(m: object): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  receive(m: ServerMessage): void {
    if (m.type === 'error') {
      errors++;
      errorCodes.set(m.code, (errorCodes.get(m.code) ?? 0) + 1);
      this.pending = null;
      // As a person would: wait a moment (over the rate limit, a second), then try again.
      if (!this.timer)
        this.timer = setTimeout(
          () => {
            this.timer = null;
            if (this.view && this.view.legal.length > 0 && !this.view.over) this.think();
          },
          m.code === 'RATE_LIMITED' ? 1000 : 100,
        );
      return;
    }
    if (m.type === 'seated') {
      this.table.seated(this);
      return;
    }
    let update: GameUpdate | null = null;
    if (m.type === 'game') update = m.update;
    else if (m.type === 'welcome') update = m.game;
    if (!update) return;
    const events =
      m.type === 'game' && this.view && update.eventsFrom === this.view.events.length
        ? [...this.view.events, ...update.view.events]
        : update.view.events;
    this.view = { ...update.view, events };
    this.game = update;
    acked.set(update.game, Math.max(acked.get(update.game) ?? 0, update.move));
    if (this.pending && update.move > this.pending.move) {
      if (measuring) {
        latencies.push(performance.now() - this.pending.at);
        actions++;
      }
      this.pending = null;
    }
    if (this.view.over) {
      if (this.seat === 0) this.table.dealAgain(this);
      return;
    }
    if (this.view.legal.length > 0 && !this.timer && !this.pending) this.think();
  }

  think(): void {
    const wait = THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);
    this.timer = setTimeout(() => {
      this.timer = null;
      const v = this.view;
      const g = this.game;
      if (!v || !g || v.legal.length === 0 || v.over) return;
      const action = v.legal[Math.floor(Math.random() * v.legal.length)];
      this.pending = { move: g.move, at: performance.now() };
      this.send({ type: 'act', game: g.game, move: g.move, action });
    }, wait);
  }
}

class Table {
  readonly seats = [0, 1, 2, 3].map((s) => new Seat(this, s));
  private sat = 0;
  constructor(readonly id: string) {}

  async open(urls: readonly string[]): Promise<void> {
    // Seats alternate between the processes (a load balancer without sticky sessions).
    await Promise.all(this.seats.map((s, i) => s.open(urls[i % urls.length]!)));
    for (const s of this.seats) s.send({ type: 'hello', room: this.id });
    for (const s of this.seats) s.send({ type: 'sit', seat: s.seat, name: `Bot ${s.seat}` });
  }

  seated(_seat: Seat): void {
    if (++this.sat === 4) this.seats[0]!.send({ type: 'deal' });
  }

  dealAgain(seat: Seat): void {
    setTimeout(() => seat.send({ type: 'deal' }), THINK_MAX);
  }

  close(): void {
    for (const s of this.seats) {
      if (s.timer) clearTimeout(s.timer);
      s.ws.terminate();
    }
  }
}

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kaschlan-load-'));
  const servers: ServerProcess[] = [];
  let schema: string | null = null;
  let databaseUrl: string | undefined;
  const common = {
    LOG_LEVEL: 'warn',
    BOT_DELAY_MS: '0',
    DATA_DIR: dataDir,
    ROOMS_PER_MINUTE: '1000000',
    // Every simulated player comes from this machine's one address.
    MAX_SOCKETS_PER_ADDRESS: '10000000',
    MAX_ROOMS_PER_ADDRESS: '10000000',
    MAX_SEARCH_BOTS_PER_ADDRESS: '10000000',
    HELLOS_PER_MINUTE: '10000000',
    SQLITE_SYNC: String(args['sqlite-sync']),
  };
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
  if (args.postgres) {
    schema = `kaschlan_load_${Date.now()}`;
    const c = new pg.Client({ connectionString: args['database-url'] });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const url = new URL(String(args['database-url']));
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    const env = {
      ...common,
      DATABASE_URL: databaseUrl,
      REDIS_URL: String(args['redis-url']),
      REDIS_PREFIX: schema,
    };
    const n = Number(args.processes);
    for (let i = 0; i < n; i++)
      servers.push(await spawnServer(env, undefined, undefined, nodeArgs));
  } else {
    servers.push(await spawnServer(common, undefined, undefined, nodeArgs));
  }
  const urls = servers.map((s) => s.url);
  const mode = args.postgres
    ? `PostgreSQL + Redis, ${servers.length} processes`
    : `SQLite (synchronous=${args['sqlite-sync']}), 1 process`;
  console.log(`loadtest: ${ROOMS} rooms × 4 sockets, think ${THINK_MIN}-${THINK_MAX} ms, ${mode}`);

  // Open the rooms over the ramp.
  const tables: Table[] = [];
  const started = performance.now();
  for (let i = 0; i < ROOMS; i++) {
    const res = await fetch(`${urls[i % urls.length]}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: ['human', 'human', 'human', 'human'], public: false }),
    });
    if (res.status !== 201) fail(`room not created: ${res.status} ${await res.text()}`);
    const table = new Table(((await res.json()) as { id: string }).id);
    tables.push(table);
    await table.open(urls);
    const due = ((i + 1) / ROOMS) * RAMP * 1000 - (performance.now() - started);
    if (due > 0) await new Promise((r) => setTimeout(r, due));
  }
  console.log(
    `loadtest: ${tables.length} rooms open, ${tables.length * 4} sockets; measuring ${SECONDS} s`,
  );

  // The attacker floods from a process of its own (hostile.mjs), at the lowest priority: on
  // one machine it would otherwise take the CPU the server needs, where a real attacker is
  // elsewhere and only his messages arrive.
  const HOSTILE = Number(args.hostile);
  const attacker =
    HOSTILE > 0
      ? spawn(
          'nice',
          ['-n', '19', process.execPath, fileURLToPath(new URL('./hostile.mjs', import.meta.url))],
          {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          },
        )
      : null;
  attacker?.send({ urls, rooms: tables.map((t) => t.id), sockets: HOSTILE });
  const before = servers.map((s) => usage(s.child.pid!));
  const bucketsBefore = await serverBuckets(urls);
  const clientBefore = process.cpuUsage();
  const t0 = performance.now();
  measuring = true;
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(
      peakRss,
      servers.reduce((sum, s) => sum + usage(s.child.pid!).rssMb, 0),
    );
  }, 1000);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const flood = attacker
    ? await new Promise<Record<string, number>>((resolve) => {
        attacker.once('message', (m) => resolve(m as Record<string, number>));
        attacker.send('stop');
      })
    : null;
  clearInterval(sampler);
  const elapsed = (performance.now() - t0) / 1000;
  const after = servers.map((s) => usage(s.child.pid!));
  const clientCpu = process.cpuUsage(clientBefore);
  const bucketsAfter = await serverBuckets(urls);
  for (const t of tables) t.close();

  // Durability: every move anyone was told of is in the database.
  let told = 0;
  for (const n of acked.values()) told += n;
  await new Promise((r) => setTimeout(r, 500));
  // A profile is written when the process exits by itself: SIGTERM (main.ts closes and exits).
  for (const s of servers) await s.kill(args['cpu-prof'] ? 'SIGTERM' : 'SIGKILL');
  let stored = 0;
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const games = [...acked.keys()];
    const r = await c.query<{ game_id: string; n: string }>(
      'select game_id, count(*) as n from actions where game_id = any($1) group by game_id',
      [games],
    );
    const count = new Map(r.rows.map((x) => [x.game_id, Number(x.n)]));
    for (const [g, n] of acked) stored += Math.min(n, count.get(g) ?? 0);
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  } else {
    const db = new SQLite(join(dataDir, 'kaschlan.sqlite'), { readonly: true });
    const q = db.prepare('select count(*) as n from actions where game_id = ?');
    for (const [g, n] of acked) stored += Math.min(n, (q.get(g) as { n: number }).n);
    db.close();
  }

  const sorted = latencies.sort((x, y) => x - y);
  const cpu = after.reduce((sum, u, i) => sum + (u.cpuSeconds - before[i]!.cpuSeconds), 0);
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log('');
  console.log(`mode           ${mode}`);
  console.log(`rooms          ${tables.length}`);
  console.log(`sockets        ${tables.length * 4}`);
  console.log(`think time     ${THINK_MIN}-${THINK_MAX} ms`);
  console.log(`measured       ${elapsed.toFixed(1)} s`);
  console.log(`actions        ${actions} (${(actions / elapsed).toFixed(1)} actions/s)`);
  console.log(
    `latency        p50 ${ms(quantile(sorted, 0.5))}  p95 ${ms(quantile(sorted, 0.95))}  p99 ${ms(quantile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
  // The servers' own figure, from their metrics: an action's arrival to its broadcast, without
  // the network or this client's own event loop (which, with thousands of sockets, adds its
  // own waits to the latency above).
  const own = [...bucketsAfter].map(([le, n]) => [le, n - (bucketsBefore.get(le) ?? 0)] as const);
  const ownTotal = own.at(-1)?.[1] ?? 0;
  const within = (q: number) => own.find(([, n]) => n >= q * ownTotal)?.[0] ?? Number.NaN;
  console.log(
    `server's own   p50 ≤ ${ms(within(0.5) * 1000)}  p99 ≤ ${ms(within(0.99) * 1000)}  (action→broadcast, its metrics' buckets)`,
  );
  console.log(
    `errors         ${errors}${errorCodes.size ? ` (${[...errorCodes].map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}, socket errors ${socketErrors}`,
  );
  console.log(
    `server         CPU ${((cpu / elapsed) * 100).toFixed(0)}% of one core (${servers.length} process${servers.length > 1 ? 'es' : ''}), peak RSS ${peakRss.toFixed(0)} MB`,
  );
  // The server's cost of one action (all its threads), whatever else the machine runs: the
  // figure to compare across versions on a shared machine, where actions/s is the client's too.
  console.log(
    `server cost    ${((cpu * 1e6) / Math.max(actions, 1)).toFixed(0)} µs of CPU per action`,
  );
  console.log(
    `clients        CPU ${(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of one core (this process: the 4 clients of every room)`,
  );
  if (flood)
    console.log(
      `hostile        ${HOSTILE} sockets: ${flood.sent} messages sent, ${flood.received} received, ${flood.reopened} closed by the server and reopened; rooms ${flood.roomsMade} of ${flood.roomsTried} created`,
    );
  console.log(`durable        ${stored} of ${told} acknowledged actions found in the database`);
  process.exit(stored === told ? 0 : 1);
}

await main();
