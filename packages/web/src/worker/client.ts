// The page's side of the bots' worker: started on the first bot move (so the bots' code is
// not part of the first download), one request at a time per id, answered by promise.

import type { Action, View } from '@kaschlan/engine';
import type { BotAnswer, BotAsk } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<BotAnswer>) => {
    const answer = event.data;
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
