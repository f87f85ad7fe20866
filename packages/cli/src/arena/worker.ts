// The arena's worker thread (loaded through worker.mjs): plays the chunks of deals the main
// thread sends: a tick per deal played (for progress), the records once per chunk.

import { parentPort, workerData } from 'node:worker_threads';
import { type ArenaConfig, type ChunkResult, playChunk, seatingsOf } from './deals';

export type ToWorker = { readonly from: number; readonly to: number } | { readonly stop: true };
export type FromWorker =
  | { readonly type: 'deal' }
  | { readonly type: 'done'; readonly result: ChunkResult }
  | { readonly type: 'error'; readonly message: string };

const port = parentPort;
if (port === null) throw new Error('worker.ts runs in a worker thread');
const config = workerData as ArenaConfig;

const send = (m: FromWorker) => port.postMessage(m);
try {
  const seatings = seatingsOf(config.lineup);
  port.on('message', (m: ToWorker) => {
    if ('stop' in m) {
      port.close();
      return;
    }
    try {
      const tick = () => send({ type: 'deal' });
      send({ type: 'done', result: playChunk(config, seatings, m.from, m.to, tick) });
    } catch (e) {
      send({ type: 'error', message: (e as Error).message });
    }
  });
} catch (e) {
  send({ type: 'error', message: (e as Error).message });
}
