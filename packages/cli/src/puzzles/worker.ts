// The puzzles' worker thread (loaded through worker.mjs): searches the chunks of deals its
// pool sends; threads.ts holds the protocol. A failed search sends its stack, which the
// main thread's error then shows.

import { serveJobs } from '../threads';
import { runChunkJob } from './pool';

serveJobs(runChunkJob, { withStack: true });
