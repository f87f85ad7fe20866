// Generating the training positions over worker threads (`--workers`). Every deal is seeded
// by its own number (generate.ts), so the deals can be split in chunks anywhere: the chunks'
// positions are put back in deal order, and the data do not depend on the worker count.
// A chunk carries a spec of plain data (the teacher by name), which a worker turns into
// generate's options; positions come back as plain data and are made Positions again.

import { Worker } from 'node:worker_threads';
import { type Seating, seatingFor } from '@kaschlan/bots';
import type { Rules } from '@kaschlan/engine';
import { copyPosition, Position } from '@kaschlan/engine/fast';
import { arenaBudget } from '../arena/deals';
import { type Dataset, type GenerateOptions, generate } from './generate';
import type { FromWorker, ToWorker } from './worker';

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
  const tick = () => onDeal(++done);
  const threads = Math.min(workers, chunks.length);
  if (threads <= 1) {
    chunks.forEach(([a, b], i) => {
      outs[i] = generateChunk(spec, a, b, tick);
    });
    return joinChunks(outs);
  }
  await new Promise<void>((resolve, reject) => {
    const entry = new URL('./worker.mjs', import.meta.url);
    const pool: Worker[] = [];
    let next = 0;
    let running = 0;
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      for (const w of pool) void w.terminate();
      reject(e);
    };
    const busy = new Map<Worker, number>();
    const feed = (w: Worker) => {
      const i = next;
      const chunk = chunks[i];
      if (chunk === undefined) {
        w.postMessage({ stop: true } satisfies ToWorker);
        if (running === 0 && !failed) resolve();
        return;
      }
      next++;
      running++;
      busy.set(w, i);
      w.postMessage({ spec, from: chunk[0], to: chunk[1] } satisfies ToWorker);
    };
    for (let t = 0; t < threads; t++) {
      const w = new Worker(entry);
      pool.push(w);
      w.on('message', (m: FromWorker) => {
        if (m.type === 'error') return fail(new Error(m.message));
        if (m.type === 'deal') return tick();
        running--;
        // Plain data after the crossing: made Positions again.
        const positions = m.out.positions.map((p) => copyPosition(new Position(), p));
        outs[busy.get(w)!] = { ...m.out, positions };
        feed(w);
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0) fail(new Error(`a train-value worker stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
  return joinChunks(outs);
}
