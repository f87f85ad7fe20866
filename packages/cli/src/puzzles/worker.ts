// The puzzles' worker thread (loaded through worker.mjs): runs the chunks of deals the main
// thread sends, a tick per deal (for progress), the chunk's result at its end.

import { parentPort } from 'node:worker_threads';
import type { GenerateOptions } from '@kaschlan/bots/puzzles';
import { type ChunkResult, runChunk } from './chunk';

export type ToWorker =
  | {
      readonly options: GenerateOptions;
      readonly index: number;
      readonly from: number;
      readonly to: number;
    }
  | { readonly stop: true };
export type FromWorker =
  | { readonly type: 'deal' }
  | { readonly type: 'done'; readonly result: ChunkResult }
  | { readonly type: 'error'; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('worker.ts runs in a worker thread');

const send = (m: FromWorker) => port.postMessage(m);
port.on('message', (m: ToWorker) => {
  if ('stop' in m) {
    port.close();
    return;
  }
  try {
    send({
      type: 'done',
      result: runChunk(m.options, m.index, m.from, m.to, () => send({ type: 'deal' })),
    });
  } catch (e) {
    send({ type: 'error', message: (e as Error).stack ?? (e as Error).message });
  }
});
