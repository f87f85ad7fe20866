// Jobs spread over worker threads, for the arena, the puzzles and train-value: the one place
// that holds the protocol between a pool and its workers, so the three cannot drift apart.
// Jobs go out to whichever worker is free, so results come in the order jobs finish; a
// caller that needs another order puts them back by index. With one thread the jobs run in
// this thread: no worker to start, and an error keeps its stack into the caller.
//
// Main side: runInThreads. Worker side (a worker.ts, loaded through its folder's worker.mjs,
// which registers tsx first): serveJobs, with the same run function.

import { parentPort, Worker } from 'node:worker_threads';

/** A job's work, the same on both sides; `tick` reports progress (a deal played). */
export type RunJob<Job, Result> = (job: Job, tick: () => void) => Result;

/** A pool's worker and its work. */
export interface ThreadWork<Job, Result> {
  /** The worker entry (a worker.mjs): its worker.ts calls serveJobs with `run`. */
  readonly entry: URL;
  /** Names the worker in errors: `${name} stopped (exit code 1)`. */
  readonly name: string;
  /** A job in this thread, when there is one thread. */
  readonly run: RunJob<Job, Result>;
  /** A worker's result made whole again: the crossing keeps plain data only (no classes). */
  readonly revive?: (crossed: Result) => Result;
}

export interface JobListener<Result> {
  /** A job's tick (progress). */
  readonly onTick?: () => void;
  /**
   * Job `index`'s result, in the order jobs finish. True: enough, no more jobs go out and
   * those still running are dropped. A throw fails the run.
   */
  readonly onResult: (index: number, result: Result) => unknown;
}

/** The jobs: a list, or job k for k = 0, 1, ... until undefined (or until enough). */
export type Jobs<Job> = readonly Job[] | ((index: number) => Job | undefined);

type ToWorker<Job> = { readonly job: Job } | { readonly stop: true };
type FromWorker<Result> =
  | { readonly type: 'tick' }
  | { readonly type: 'done'; readonly result: Result }
  | { readonly type: 'error'; readonly message: string };

/**
 * Run every job (or until the listener has enough) on up to `threads` worker threads, in
 * this thread if that is one. Fails on the first job error or worker that stops unasked,
 * and stops the other workers then.
 */
export async function runInThreads<Job, Result>(
  jobs: Jobs<Job>,
  threads: number,
  work: ThreadWork<Job, Result>,
  listener: JobListener<Result>,
): Promise<void> {
  const jobAt = typeof jobs === 'function' ? jobs : (k: number) => jobs[k];
  // No worker started for want of a job: each costs a tsx start-up and the imports.
  const count = typeof jobs === 'function' ? threads : Math.min(threads, jobs.length);
  const tick = listener.onTick ?? (() => {});
  if (count > 1) return inWorkers(jobAt, count, work, listener.onResult, tick);
  for (let k = 0, job = jobAt(0); job !== undefined; job = jobAt(++k))
    if (listener.onResult(k, work.run(job, tick)) === true) return;
}

function inWorkers<Job, Result>(
  jobAt: (index: number) => Job | undefined,
  threads: number,
  { entry, name, revive }: ThreadWork<Job, Result>,
  onResult: JobListener<Result>['onResult'],
  tick: () => void,
): Promise<void> {
  const pool: Worker[] = [];
  /** Each busy worker's job index. */
  const busy = new Map<Worker, number>();
  let next = 0;
  let settled = false;
  return new Promise<void>((resolve, reject) => {
    /** Early end or failure: the workers may be mid-job, so they are stopped, not asked. */
    const end = (e?: Error) => {
      if (settled) return;
      settled = true;
      for (const w of pool) void w.terminate();
      if (e) reject(e);
      else resolve();
    };
    const feed = (w: Worker) => {
      const job = jobAt(next);
      if (job === undefined) {
        w.postMessage({ stop: true } satisfies ToWorker<Job>);
        if (busy.size === 0) {
          settled = true;
          resolve();
        }
        return;
      }
      busy.set(w, next++);
      w.postMessage({ job } satisfies ToWorker<Job>);
    };
    for (let t = 0; t < threads && !settled; t++) {
      const w = new Worker(entry);
      pool.push(w);
      w.on('message', (m: FromWorker<Result>) => {
        // A dropped job's messages may still be under way after the end.
        if (settled) return;
        if (m.type === 'error') return end(new Error(m.message));
        if (m.type === 'tick') return tick();
        const index = busy.get(w)!;
        busy.delete(w);
        try {
          if (onResult(index, revive ? revive(m.result) : m.result) === true) return end();
        } catch (e) {
          return end(e as Error);
        }
        feed(w);
      });
      w.on('error', end);
      // Ignored once settled: a terminated worker exits with code 1.
      w.on('exit', (code) => {
        if (code !== 0) end(new Error(`${name} stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
}

/**
 * A worker's side: run each job the main thread sends, ticks and the result sent back, a
 * job's error sent as its message (`withStack`: its stack, which names the message too).
 */
export function serveJobs<Job, Result>(
  run: RunJob<Job, Result>,
  { withStack = false }: { readonly withStack?: boolean } = {},
): void {
  const port = parentPort;
  if (port === null) throw new Error('serveJobs runs in a worker thread');
  const send = (m: FromWorker<Result>) => port.postMessage(m);
  const tick = () => send({ type: 'tick' });
  port.on('message', (m: ToWorker<Job>) => {
    if ('stop' in m) {
      port.close();
      return;
    }
    try {
      send({ type: 'done', result: run(m.job, tick) });
    } catch (e) {
      const err = e as Error;
      send({ type: 'error', message: (withStack ? err.stack : undefined) ?? err.message });
    }
  });
}
