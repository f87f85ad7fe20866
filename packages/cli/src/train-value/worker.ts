// The train-value worker thread (loaded through worker.mjs): generates the chunks of deals
// its pool sends, each with its spec; threads.ts holds the protocol.

import '@kaschlan/bots/nets';
import { serveJobs } from '../threads';
import { runChunkJob } from './pool';

serveJobs(runChunkJob);
