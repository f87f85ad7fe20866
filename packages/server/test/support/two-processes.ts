// Two server processes over one fresh PostgreSQL schema and one Redis prefix (a cluster of
// two), for the scale-out tests; `stop` kills both and drops the schema.

import { type ServerProcess, spawnServer } from './process';
import { freshSchema, REDIS_URL } from './services';

export interface TwoProcesses {
  readonly a: ServerProcess;
  readonly b: ServerProcess;
  readonly schema: Awaited<ReturnType<typeof freshSchema>>;
  stop(): Promise<void>;
}

export async function twoProcesses(env: Record<string, string> = {}): Promise<TwoProcesses> {
  const schema = await freshSchema();
  const all = {
    DATABASE_URL: schema.url,
    REDIS_URL,
    REDIS_PREFIX: schema.prefix,
    LEASE_MS: '1500',
    DATA_DIR: '/nonexistent-unused',
    ...env,
  };
  const [a, b] = await Promise.all([spawnServer(all), spawnServer(all)]);
  return {
    a,
    b,
    schema,
    async stop() {
      await a.kill();
      await b.kill();
      await schema.drop();
    },
  };
}
