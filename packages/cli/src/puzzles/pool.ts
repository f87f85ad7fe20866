// Spreading the puzzle search over worker threads. Chunks of deals go out in deal order to
// whichever worker is free; their puzzles are taken in deal order, chunk by chunk, until
// `count` are in hand, so the set does not depend on the worker count (a chunk still
// running past that point is dropped). With one worker the chunks run in this thread.

import { Worker } from 'node:worker_threads';
import type { GenerateOptions, Puzzle } from '@kaschlan/bots/puzzles';
import { type ChunkResult, runChunk } from './chunk';
import type { FromWorker, ToWorker } from './worker';

/** Deals per chunk: a few puzzles each, small enough to balance and show progress. */
export const CHUNK_DEALS = 20;

export interface SetResult {
  readonly puzzles: readonly Puzzle[];
  /** Totals over the chunks taken. */
  readonly deals: number;
  readonly tried: number;
  readonly capped: number;
  readonly rejected: readonly string[];
  readonly findMs: number;
  readonly verifyMs: number;
}

/** The first `count` puzzles of the options' deals, in deal order. */
export async function generateSet(
  o: GenerateOptions,
  count: number,
  workers: number,
  onProgress: (found: number) => void = () => {},
): Promise<SetResult> {
  const taken: ChunkResult[] = [];
  const waiting = new Map<number, ChunkResult>();
  let found = 0;
  /** Take finished chunks in order; true once enough puzzles are in hand. */
  const accept = (r: ChunkResult): boolean => {
    waiting.set(r.index, r);
    // Never past the chunk that completes the count: the totals too are the same however
    // the chunks came in.
    for (
      let next = waiting.get(taken.length);
      next && found < count;
      next = waiting.get(taken.length)
    ) {
      waiting.delete(next.index);
      taken.push(next);
      found += next.puzzles.length;
    }
    onProgress(Math.min(found, count));
    return found >= count;
  };
  if (count > 0) {
    if (workers <= 1) {
      for (let k = 0; !accept(runChunk(o, k, k * CHUNK_DEALS, (k + 1) * CHUNK_DEALS)); k++);
    } else await inWorkers(o, workers, accept);
  }
  const sum = (f: (r: ChunkResult) => number) => taken.reduce((a, r) => a + f(r), 0);
  return {
    puzzles: taken.flatMap((r) => r.puzzles).slice(0, count),
    deals: sum((r) => r.deals),
    tried: sum((r) => r.tried),
    capped: sum((r) => r.capped),
    rejected: taken.flatMap((r) => r.rejected),
    findMs: sum((r) => r.findMs),
    verifyMs: sum((r) => r.verifyMs),
  };
}

function inWorkers(
  o: GenerateOptions,
  threads: number,
  accept: (r: ChunkResult) => boolean,
): Promise<void> {
  const entry = new URL('./worker.mjs', import.meta.url);
  const pool: Worker[] = [];
  let next = 0;
  let finished = false;
  return new Promise<void>((resolve, reject) => {
    const end = (e?: Error) => {
      if (finished) return;
      finished = true;
      for (const w of pool) void w.terminate();
      if (e) reject(e);
      else resolve();
    };
    const feed = (w: Worker) => {
      const k = next++;
      w.postMessage({
        options: o,
        index: k,
        from: k * CHUNK_DEALS,
        to: (k + 1) * CHUNK_DEALS,
      } satisfies ToWorker);
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(entry);
      pool.push(w);
      w.on('message', (m: FromWorker) => {
        if (m.type === 'error') return end(new Error(m.message));
        if (m.type === 'deal') return;
        if (accept(m.result)) return end();
        if (!finished) feed(w);
      });
      w.on('error', end);
      w.on('exit', (code) => {
        if (code !== 0 && !finished) end(new Error(`a puzzles worker stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
}
