// A server bot thread: answers {id, level, view, seed} with {id, action} (or {id, error}).
// The search bots think for up to a second; on the main thread they would stall every room.

import { parentPort } from 'node:worker_threads';
import { BotRng, seatingFor } from '@kaschlan/bots';
import type { View } from '@kaschlan/engine';

export interface BotJob {
  readonly id: number;
  readonly level: string;
  readonly view: View;
  readonly seed: number;
}
export type BotReply =
  | { readonly id: number; readonly action: unknown }
  | { readonly id: number; readonly error: string };

const port = parentPort;
if (port === null) throw new Error('worker.ts runs in a worker thread');

port.on('message', (job: BotJob) => {
  try {
    const seating = seatingFor(job.level);
    if (!seating) throw new Error(`unknown bot level ${job.level}`);
    const action = seating.bot.choose({
      view: job.view,
      budget: seating.budget,
      rng: new BotRng(job.seed),
    });
    port.postMessage({ id: job.id, action } satisfies BotReply);
  } catch (e) {
    port.postMessage({ id: job.id, error: (e as Error).message } satisfies BotReply);
  }
});
