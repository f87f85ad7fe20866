// The train-value worker thread (loaded through worker.mjs): generates the chunks of deals
// the main thread sends, each with its spec: a tick per deal, the positions once per chunk.

import { parentPort } from 'node:worker_threads';
import '@kaschlan/bots/nets';
import { type ChunkOut, type GenerateSpec, generateChunk } from './pool';

export type ToWorker =
  | { readonly spec: GenerateSpec; readonly from: number; readonly to: number }
  | { readonly stop: true };
export type FromWorker =
  | { readonly type: 'deal' }
  | { readonly type: 'done'; readonly out: ChunkOut }
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
    const out = generateChunk(m.spec, m.from, m.to, () => send({ type: 'deal' }));
    send({ type: 'done', out });
  } catch (e) {
    send({ type: 'error', message: (e as Error).message });
  }
});
