// Types of serve.mjs, for the tests that start it.

import type { Server } from 'node:http';

export function startServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<{ server: Server; url: string }>;
