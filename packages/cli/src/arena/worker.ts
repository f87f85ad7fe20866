// The arena's worker thread (loaded through worker.mjs): plays the chunks of deals the main
// thread sends, each with its set-up: a tick per deal played (for progress), the records
// once per chunk.

import { parentPort } from 'node:worker_threads';
import { type ArenaConfig, type ChunkResult, playChunk, seatingsCache } from './deals';

export type ToWorker =
  | { readonly config: ArenaConfig; readonly from: number; readonly to: number }
  | { readonly stop: true };
export type FromWorker =
  | { readonly type: 'deal' }
  | { readonly type: 'done'; readonly result: ChunkResult }
  | { readonly type: 'error'; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('worker.ts runs in a worker thread');

const send = (m: FromWorker) => port.postMessage(m);
const seatings = seatingsCache();
port.on('message', (m: ToWorker) => {
  if ('stop' in m) {
    port.close();
    return;
  }
  try {
    const tick = () => send({ type: 'deal' });
    const result = playChunk(m.config, seatings(m.config.lineup), m.from, m.to, tick);
    send({ type: 'done', result });
  } catch (e) {
    send({ type: 'error', message: (e as Error).message });
  }
});
