// The page's side of the bots' worker: started on the first bot move (so the bots' code is
// not part of the first download), one request at a time per id, answered by promise.

import type { Action, View } from '@kaschlan/engine';
import type { AdviseAsk, AnalysisAnswer, BotAnswer, BotAsk, ReviewAsk } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();
/** Hints and reviews waiting for answers (a review sends several: its progress). */
const streams = new Map<number, (answer: AnalysisAnswer) => void>();

function start(): Worker {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<BotAnswer | AnalysisAnswer>) => {
    const answer = event.data;
    if ('kind' in answer) {
      const stream = streams.get(answer.id);
      if (answer.kind !== 'progress') streams.delete(answer.id);
      stream?.(answer);
      return;
    }
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.action);
    else waiting.reject(new Error(answer.error));
  };
  w.onerror = (event) => {
    // A broken worker fails every open request; the next request starts a fresh one.
    event.preventDefault();
    for (const p of pending.values()) p.reject(new Error(event.message || 'the bot worker failed'));
    pending.clear();
    const error = event.message || 'the bot worker failed';
    for (const [id, stream] of streams) stream({ id, kind: 'failed', code: 'FAILED', error });
    streams.clear();
    w.terminate();
    worker = null;
  };
  return w;
}

/** Ask the bot of `level` for its action, given only that seat's view. */
export function askBot(level: string, view: View, seed: number): Promise<Action> {
  worker ??= start();
  const id = nextId++;
  const ask: BotAsk = { id, level, view, seed };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage(ask);
  });
}

/** Start the worker ahead of need (while the player reads the table), if not yet running. */
export function warmUp(): void {
  worker ??= start();
}

/** A hint (advice on one seat's view) or a review (of a record) to ask the worker for. */
export type Analysis = Omit<AdviseAsk, 'id'> | Omit<ReviewAsk, 'id'>;

/**
 * Ask the worker for a hint or a review; `onAnswer` hears each answer (a review's progress,
 * then its result or failure). Returns the request's id, for `cancelAnalysis`.
 */
export function askAnalysis(ask: Analysis, onAnswer: (answer: AnalysisAnswer) => void): number {
  worker ??= start();
  const id = nextId++;
  streams.set(id, onAnswer);
  worker.postMessage({ ...ask, id });
  return id;
}

/** Stop a review (it ends with an ABORTED failure); nothing if it is over. */
export function cancelAnalysis(id: number): void {
  if (streams.has(id)) worker?.postMessage({ kind: 'cancel', id });
}
