// Generating the training positions over worker threads (`--workers`). Every deal is seeded
// by its own number (generate.ts), so the deals can be split in chunks anywhere: the chunks'
// positions are put back in deal order, and the data do not depend on the worker count.
// A chunk carries a spec of plain data (the teacher by name), which a worker turns into
// generate's options; positions come back as plain data and are made Positions again.

import { type Seating, seatingFor } from '@kaschlan/bots';
import type { Rules } from '@kaschlan/engine';
import { copyPosition, Position } from '@kaschlan/engine/fast';
import { arenaBudget } from '../arena/deals';
import { type RunJob, runInThreads } from '../threads';
import { type Dataset, type GenerateOptions, generate } from './generate';

/** What generate needs, as plain data: the teacher by name. */
export interface GenerateSpec extends Omit<GenerateOptions, 'teacher' | 'positions'> {
  readonly rules: Rules;
  /** The self-play bot's seating name, or null (the playout policy's deals, solves). */
  readonly teacher: string | null;
  /** The teacher's iterations a move instead of its seating's (null: its own). */
  readonly teacherIterations: number | null;
  /** Keep the positions themselves too (the held-out check's playouts need them). */
  readonly keepPositions: boolean;
}

/** One chunk's positions and labels. */
export interface ChunkOut {
  readonly data: Dataset;
  readonly skipped: number;
  readonly positions: Position[];
}

/**
 * A teacher plays by iterations, not the clock, as in the arena: the same seed, the same
 * data. `iterations`: a move's iterations instead of the seating's own.
 */
export function teacherSeating(name: string, iterations: number | null): Seating {
  const s = seatingFor(name);
  if (s === null) throw new Error(`the bots have no seating "${name}"`);
  const budget = arenaBudget(s.budget);
  return { bot: s.bot, budget: iterations === null ? budget : { ...budget, iterations } };
}

/** Deals `from..to-1` of `spec`, in this thread. */
export function generateChunk(
  spec: GenerateSpec,
  from: number,
  to: number,
  onDeal: (done: number) => void = () => {},
): ChunkOut {
  const positions: Position[] = [];
  const options: GenerateOptions = {
    ...spec,
    teacher: spec.teacher === null ? null : teacherSeating(spec.teacher, spec.teacherIterations),
    ...(spec.keepPositions ? { positions } : {}),
  };
  const { data, skipped } = generate(options, from, to, onDeal);
  return { data, skipped, positions };
}

/** Deals from..to-1 of `spec`: one worker job. */
export interface ChunkJob {
  readonly spec: GenerateSpec;
  readonly from: number;
  readonly to: number;
}

/** The same in this thread and in worker.ts, so one worker count gives what another does. */
export const runChunkJob: RunJob<ChunkJob, ChunkOut> = (j, tick) =>
  generateChunk(j.spec, j.from, j.to, tick);

const valueWork = {
  entry: new URL('./worker.mjs', import.meta.url),
  name: 'a train-value worker',
  run: runChunkJob,
  // Plain data after the crossing: made Positions again.
  revive: (out: ChunkOut): ChunkOut => ({
    ...out,
    positions: out.positions.map((p) => copyPosition(new Position(), p)),
  }),
};

/** Chunks of deals: small enough to balance the workers, at most 200 deals. */
export function chunksOf(from: number, to: number, workers: number): [number, number][] {
  const per = Math.max(1, Math.min(200, Math.ceil((to - from) / (workers * 8))));
  const chunks: [number, number][] = [];
  for (let d = from; d < to; d += per) chunks.push([d, Math.min(to, d + per)]);
  return chunks;
}

/** The chunks' outputs, in deal order, as one. */
export function joinChunks(outs: readonly ChunkOut[]): ChunkOut {
  const size = outs.reduce((n, o) => n + o.data.size, 0);
  const featCount = outs.reduce((n, o) => n + o.data.start[o.data.size]!, 0);
  const data: Dataset = {
    feats: new Int32Array(Math.max(1, featCount)),
    start: new Int32Array(size + 1),
    label: new Float32Array(Math.max(1, size)),
    size,
  };
  let k = 0;
  let at = 0;
  for (const o of outs) {
    const d = o.data;
    const n = d.start[d.size]!;
    data.feats.set(d.feats.subarray(0, n), at);
    data.label.set(d.label.subarray(0, d.size), k);
    for (let i = 1; i <= d.size; i++) data.start[k + i] = at + d.start[i]!;
    k += d.size;
    at += n;
  }
  return {
    data,
    skipped: outs.reduce((n, o) => n + o.skipped, 0),
    positions: outs.flatMap((o) => o.positions),
  };
}

/**
 * Deals `from..to-1` of `spec` on up to `workers` threads (one: this thread), the same
 * data whatever the count.
 */
export async function generateOver(
  spec: GenerateSpec,
  from: number,
  to: number,
  workers: number,
  onDeal: (done: number) => void = () => {},
): Promise<ChunkOut> {
  const chunks = chunksOf(from, to, workers);
  const outs: ChunkOut[] = new Array(chunks.length);
  let done = 0;
  await runInThreads(
    chunks.map(([a, b]) => ({ spec, from: a, to: b })),
    workers,
    valueWork,
    {
      onTick: () => onDeal(++done),
      onResult: (i, out) => {
        outs[i] = out;
      },
    },
  );
  return joinChunks(outs);
}
