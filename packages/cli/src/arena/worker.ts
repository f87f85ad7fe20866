// The arena's worker thread (loaded through worker.mjs): plays the chunks of deals its pool
// sends, each with its set-up; threads.ts holds the protocol.

import { serveJobs } from '../threads';
import { chunkPlayer } from './pool';

serveJobs(chunkPlayer());
