// Spreading arena deals over worker threads. Deals go out in chunks to whichever worker
// is free; results are put back in deal order, so the numbers do not depend on the worker
// count. With one worker the deals run in this thread. A chunk carries its own set-up, so
// one pool plays several line-ups (the ladder's round robin).

import { Worker } from 'node:worker_threads';
import {
  type ArenaConfig,
  type ChunkResult,
  type DealRecord,
  playChunk,
  seatingsCache,
} from './deals';
import { type Histogram, histogramFor, mergeInto } from './stats';
import type { FromWorker, ToWorker } from './worker';

/** Deals from..to-1 of one arena set-up. */
export interface Chunk {
  readonly config: ArenaConfig;
  readonly from: number;
  readonly to: number;
}

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
  const chunks = chunksOf(deals, config.players, workers).map(([from, to]) => ({
    config,
    from,
    to,
  }));
  const results: ChunkResult[] = [];
  let done = 0;
  await runChunks(chunks, workers, {
    onDeal: () => onProgress(++done),
    onChunk: (_, r) => {
      results.push(r);
    },
  });
  results.sort((a, b) => a.from - b.from);
  const timing = new Map<string, Histogram>();
  for (const r of results)
    for (const [name, pairs] of Object.entries(r.timing))
      mergeInto(histogramFor(timing, name), pairs);
  return { records: results.flatMap((r) => r.records), timing };
}

export interface ChunkListener {
  /** After each deal played (for progress). */
  readonly onDeal: () => void;
  /** Each chunk's records as it finishes, in the order chunks finish. */
  readonly onChunk: (chunk: Chunk, result: ChunkResult) => void;
}

/** Play every chunk, in this thread (one worker) or on up to `workers` worker threads. */
export async function runChunks(
  chunks: readonly Chunk[],
  workers: number,
  listener: ChunkListener,
): Promise<void> {
  const threads = Math.min(workers, chunks.length);
  if (threads > 1) return inWorkers(chunks, threads, listener);
  const seatings = seatingsCache();
  for (const chunk of chunks) {
    const { config, from, to } = chunk;
    listener.onChunk(chunk, playChunk(config, seatings(config.lineup), from, to, listener.onDeal));
  }
}

function inWorkers(
  chunks: readonly Chunk[],
  threads: number,
  { onDeal, onChunk }: ChunkListener,
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
    const busy = new Map<Worker, Chunk>();
    const feed = (w: Worker) => {
      const chunk = chunks[next];
      if (chunk === undefined) {
        w.postMessage({ stop: true } satisfies ToWorker);
        if (running === 0) resolve();
        return;
      }
      next++;
      running++;
      busy.set(w, chunk);
      w.postMessage(chunk satisfies ToWorker);
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(entry);
      pool.push(w);
      w.on('message', (m: FromWorker) => {
        if (m.type === 'error') return fail(new Error(m.message));
        if (m.type === 'deal') return onDeal();
        running--;
        try {
          onChunk(busy.get(w)!, m.result);
        } catch (e) {
          return fail(e as Error);
        }
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
