// Bot moves for the rooms: bot seats, and stand-ins for a player who is away or out of time.
// A bot is handed only its seat's view (a JSON copy), like every bot in the project. The
// quick levels (easy, normal: the heuristic) answer on the main thread in well under a
// millisecond; the search levels (hard, expert) run in worker threads.

import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BotRng, seatingFor } from '@kaschlan/bots';
import type { View } from '@kaschlan/engine';
import type { BotJob, BotReply } from './worker';

const SEARCH = new Set(['hard', 'expert']);

export class BotRunner {
  private workers: Worker[] = [];
  private next = 0;
  private jobs = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();
  private ids = 0;
  private closed = false;

  constructor(private readonly threads = Math.max(1, Math.min(4, cpus().length - 1))) {}

  /** The action the bot of `level` chooses in `view` (one of `view.legal`). */
  async choose(level: string, view: View, seed: number): Promise<unknown> {
    const copy = JSON.parse(JSON.stringify(view)) as View;
    if (!SEARCH.has(level)) {
      const seating = seatingFor(level);
      if (!seating) throw new Error(`unknown bot level ${level}`);
      return seating.bot.choose({ view: copy, budget: seating.budget, rng: new BotRng(seed) });
    }
    if (this.closed) throw new Error('the bot runner is closed');
    const worker = this.worker();
    const id = ++this.ids;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, level, view: copy, seed } satisfies BotJob);
    });
  }

  private worker(): Worker {
    if (this.workers.length < this.threads) {
      const w = new Worker(new URL('./worker.mjs', import.meta.url));
      w.on('message', (m: BotReply) => {
        const job = this.jobs.get(m.id);
        if (!job) return;
        this.jobs.delete(m.id);
        if ('error' in m) job.reject(new Error(m.error));
        else job.resolve(m.action);
      });
      w.on('error', (e) => {
        for (const job of this.jobs.values()) job.reject(e);
        this.jobs.clear();
        this.workers = this.workers.filter((x) => x !== w);
      });
      w.unref();
      this.workers.push(w);
      return w;
    }
    this.next = (this.next + 1) % this.workers.length;
    return this.workers[this.next]!;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers = [];
    for (const job of this.jobs.values()) job.reject(new Error('the bot runner is closed'));
    this.jobs.clear();
  }
}
