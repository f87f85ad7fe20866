// Bot moves for the rooms: bot seats, and stand-ins for a player who is away or out of time.
// A bot is handed only its seat's view (a JSON copy), like every bot in the project. The
// quick levels (easy, normal: the heuristic) answer on the main thread in well under a
// millisecond; the search levels (hard, expert) run in worker threads, shared fairly between
// rooms: a worker takes a new question only when it is free, and the rooms waiting take
// turns (round robin), so a few rooms of expert bots cannot make every other table wait
// behind all of their questions. A room has at most one question waiting: a newer one (a new
// turn ticket) replaces it in its place, since the table would drop the older answer anyway.

import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BotRng, seatingFor } from '@kaschlan/bots';
import type { View } from '@kaschlan/engine';
import type { BotJob, BotReply } from './worker';

const SEARCH = new Set(['hard', 'expert']);

/** A search question, as a worker answers it. */
export interface SearchJob {
  readonly level: string;
  readonly view: View;
  readonly seed: number;
}

/** A room's waiting question was replaced by its newer one (its answer is void). */
export class Superseded extends Error {
  constructor() {
    super('a newer question of the same room replaced this one');
    this.name = 'Superseded';
  }
}

export interface BotRunnerOptions {
  /** Worker threads (search questions answered at once). */
  readonly threads?: number;
  /** Each search question's wait in the queue (ms), as a worker takes it up (metrics). */
  readonly onWait?: (ms: number) => void;
  /** How a search question is answered (default: in a worker thread; tests: a fake). */
  readonly search?: (job: SearchJob) => Promise<unknown>;
  readonly now?: () => number;
}

interface Waiting extends SearchJob {
  readonly since: number;
  readonly resolve: (action: unknown) => void;
  readonly reject: (e: Error) => void;
}

export class BotRunner {
  private readonly threads: number;
  private readonly search: (job: SearchJob) => Promise<unknown>;
  private readonly now: () => number;
  private readonly onWait: ((ms: number) => void) | undefined;
  private readonly pool = new WorkerPool();
  /**
   * The questions waiting, at most one per room, in the order rooms are served (a Map keeps
   * the order keys were first set: a replaced question keeps its room's place, a room served
   * goes to the back when it asks again).
   */
  private readonly waiting = new Map<string, Waiting>();
  private busy = 0;
  private unkeyed = 0;
  private closed = false;

  constructor(options: BotRunnerOptions = {}) {
    this.threads = Math.max(1, options.threads ?? Math.min(4, cpus().length - 1));
    this.search = options.search ?? ((job) => this.pool.run(job));
    this.now = options.now ?? Date.now;
    this.onWait = options.onWait;
  }

  /** Search questions waiting for a worker. */
  get depth(): number {
    return this.waiting.size;
  }

  /**
   * The action the bot of `level` chooses in `view` (one of `view.legal`). `room` shares the
   * workers fairly; a question without one waits its turn like a room of its own. Rejected
   * with `Superseded` when a newer question of the same room replaces it while it waits.
   */
  async choose(level: string, view: View, seed: number, room?: string): Promise<unknown> {
    const copy = JSON.parse(JSON.stringify(view)) as View;
    if (!SEARCH.has(level)) {
      const seating = seatingFor(level);
      if (!seating) throw new Error(`unknown bot level ${level}`);
      return seating.bot.choose({ view: copy, budget: seating.budget, rng: new BotRng(seed) });
    }
    if (this.closed) throw new Error('the bot runner is closed');
    const key = room ?? `\0${++this.unkeyed}`;
    return new Promise((resolve, reject) => {
      const before = this.waiting.get(key);
      this.waiting.set(key, { level, view: copy, seed, since: this.now(), resolve, reject });
      before?.reject(new Superseded());
      this.pump();
    });
  }

  /** Free workers take the waiting questions, one room after another. */
  private pump(): void {
    while (this.busy < this.threads && !this.closed) {
      const next = this.waiting.entries().next();
      if (next.done) return;
      const [key, job] = next.value;
      this.waiting.delete(key);
      this.busy++;
      this.onWait?.(this.now() - job.since);
      const { level, view, seed } = job;
      this.search({ level, view, seed })
        .then(job.resolve, job.reject)
        .finally(() => {
          this.busy--;
          this.pump();
        });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.values()) job.reject(new Error('the bot runner is closed'));
    this.waiting.clear();
    await this.pool.close();
  }
}

/** Worker threads, each answering one question at a time (the runner keeps the count). */
class WorkerPool {
  private readonly free: Worker[] = [];
  private readonly jobs = new Map<
    Worker,
    { resolve: (a: unknown) => void; reject: (e: Error) => void }
  >();
  private ids = 0;

  run(job: SearchJob): Promise<unknown> {
    const worker = this.free.pop() ?? this.start();
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      this.jobs.set(worker, { resolve, reject });
      worker.postMessage({ id, ...job } satisfies BotJob);
    });
  }

  private start(): Worker {
    const w = new Worker(new URL('./worker.mjs', import.meta.url));
    const settle = (
      fn: (job: { resolve: (a: unknown) => void; reject: (e: Error) => void }) => void,
    ) => {
      const job = this.jobs.get(w);
      this.jobs.delete(w);
      if (job) fn(job);
    };
    w.on('message', (m: BotReply) => {
      settle((job) => ('error' in m ? job.reject(new Error(m.error)) : job.resolve(m.action)));
      this.free.push(w);
    });
    // A worker that fails is dropped (its question fails; the room plays a legal action) and
    // a new one starts for the next question.
    const lost = (e: Error) => {
      settle((job) => job.reject(e));
      const i = this.free.indexOf(w);
      if (i >= 0) this.free.splice(i, 1);
    };
    w.on('error', lost);
    w.on('exit', () => lost(new Error('a bot worker stopped')));
    w.unref();
    return w;
  }

  async close(): Promise<void> {
    const all = new Set([...this.free, ...this.jobs.keys()]);
    for (const job of this.jobs.values()) job.reject(new Error('the bot runner is closed'));
    this.jobs.clear();
    this.free.length = 0;
    await Promise.all([...all].map((w) => w.terminate()));
  }
}
