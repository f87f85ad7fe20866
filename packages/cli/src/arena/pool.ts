// Spreading arena deals over worker threads. Deals go out in chunks to whichever worker
// is free; results are put back in deal order, so the numbers do not depend on the worker
// count. With one worker the deals run in this thread.

import { Worker } from 'node:worker_threads';
import {
  type ArenaConfig,
  type ChunkResult,
  type DealRecord,
  playChunk,
  seatingsOf,
} from './deals';
import { type Histogram, histogramFor, mergeInto } from './stats';
import type { FromWorker, ToWorker } from './worker';

export interface PoolResult {
  /** Deal k's record at index k. */
  readonly records: readonly DealRecord[];
  /** Move times per bot name. */
  readonly timing: ReadonlyMap<string, Histogram>;
}

/** Chunks of whole deal sets: small enough to balance and show progress, big enough to be cheap. */
export function chunksOf(deals: number, players: number, workers: number): [number, number][] {
  const sets = Math.ceil(deals / players);
  const perChunk = Math.max(1, Math.min(25, Math.ceil(sets / (workers * 8))));
  const chunks: [number, number][] = [];
  for (let s = 0; s < sets; s += perChunk)
    chunks.push([s * players, Math.min(deals, (s + perChunk) * players)]);
  return chunks;
}

export async function runDeals(
  config: ArenaConfig,
  deals: number,
  workers: number,
  onProgress: (done: number) => void = () => {},
): Promise<PoolResult> {
  const chunks = chunksOf(deals, config.players, workers);
  const results: ChunkResult[] = [];
  let done = 0;
  const tick = () => onProgress(++done);
  const collect = (r: ChunkResult) => {
    results.push(r);
  };
  const threads = Math.min(workers, chunks.length);
  if (threads <= 1) {
    const seatings = seatingsOf(config.lineup);
    for (const [from, to] of chunks) {
      collect(playChunk(config, seatings, from, to, tick));
    }
  } else {
    await inWorkers(config, chunks, threads, collect, tick);
  }
  results.sort((a, b) => a.from - b.from);
  const timing = new Map<string, Histogram>();
  for (const r of results)
    for (const [name, pairs] of Object.entries(r.timing))
      mergeInto(histogramFor(timing, name), pairs);
  return { records: results.flatMap((r) => r.records), timing };
}

function inWorkers(
  config: ArenaConfig,
  chunks: readonly [number, number][],
  threads: number,
  collect: (r: ChunkResult) => void,
  tick: () => void,
): Promise<void> {
  const entry = new URL('./worker.mjs', import.meta.url);
  const pool: Worker[] = [];
  let next = 0;
  let running = 0;
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      for (const w of pool) void w.terminate();
      reject(e);
    };
    const feed = (w: Worker) => {
      const chunk = chunks[next];
      if (chunk === undefined) {
        w.postMessage({ stop: true } satisfies ToWorker);
        if (running === 0) resolve();
        return;
      }
      next++;
      running++;
      w.postMessage({ from: chunk[0], to: chunk[1] } satisfies ToWorker);
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(entry, { workerData: config });
      pool.push(w);
      w.on('message', (m: FromWorker) => {
        if (m.type === 'error') return fail(new Error(m.message));
        if (m.type === 'deal') return tick();
        running--;
        collect(m.result);
        feed(w);
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0) fail(new Error(`an arena worker stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
}
