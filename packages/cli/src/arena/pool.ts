// Spreading arena deals over worker threads. Deals go out in chunks to whichever worker
// is free; results are put back in deal order, so the numbers do not depend on the worker
// count. With one worker the deals run in this thread. A chunk carries its own set-up, so
// one pool plays several line-ups (the ladder's round robin).

import { type RunJob, runInThreads } from '../threads';
import {
  type ArenaConfig,
  type ChunkResult,
  type DealRecord,
  playChunk,
  seatingsCache,
} from './deals';
import { type Histogram, histogramFor, mergeInto } from './stats';

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

/** Chunks played with one seating cache, so a line-up's bots are made once a thread. */
export function chunkPlayer(): RunJob<Chunk, ChunkResult> {
  const seatings = seatingsCache();
  return ({ config, from, to }, tick) => playChunk(config, seatings(config.lineup), from, to, tick);
}

/** Play every chunk, in this thread (one worker) or on up to `workers` worker threads. */
export async function runChunks(
  chunks: readonly Chunk[],
  workers: number,
  { onDeal, onChunk }: ChunkListener,
): Promise<void> {
  const work = {
    entry: new URL('./worker.mjs', import.meta.url),
    name: 'an arena worker',
    run: chunkPlayer(),
  };
  await runInThreads(chunks, workers, work, {
    onTick: onDeal,
    onResult: (k, result) => {
      onChunk(chunks[k]!, result);
    },
  });
}
