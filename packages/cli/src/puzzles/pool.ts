// Spreading the puzzle search over worker threads. Chunks of deals go out in deal order to
// whichever worker is free; their puzzles are taken in deal order, chunk by chunk, until
// `count` are in hand, so the set does not depend on the worker count (a chunk still
// running past that point is dropped). With one worker the chunks run in this thread.

import type { GenerateOptions, Puzzle } from '@kaschlan/bots/puzzles';
import { type RunJob, runInThreads } from '../threads';
import { type ChunkResult, runChunk } from './chunk';

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

/** Chunk `index` of the search: deals from..to-1. */
export interface ChunkJob {
  readonly options: GenerateOptions;
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

/** The same in this thread and in worker.ts, so one worker count gives what another does. */
export const runChunkJob: RunJob<ChunkJob, ChunkResult> = (j, tick) =>
  runChunk(j.options, j.index, j.from, j.to, tick);

const puzzleWork = {
  entry: new URL('./worker.mjs', import.meta.url),
  name: 'a puzzles worker',
  run: runChunkJob,
};

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
  // The chunks never run out: the search goes on until enough puzzles are found.
  const job = (k: number): ChunkJob => ({
    options: o,
    index: k,
    from: k * CHUNK_DEALS,
    to: (k + 1) * CHUNK_DEALS,
  });
  if (count > 0) await runInThreads(job, workers, puzzleWork, { onResult: (_, r) => accept(r) });
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
