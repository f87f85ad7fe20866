// `npm start`: the server from the environment (PORT, HOST, DATA_DIR, DATABASE_URL, ...;
// config.ts), serving the built web app from packages/web/dist.

import { fileURLToPath } from 'node:url';
import { startServer } from './app';
import { configFrom } from './config';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

try {
  const server = await startServer(configFrom(process.env, { webDist }));
  const stop = async (signal: string) => {
    server.app.log.info({ signal }, 'stopping');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (e) {
  console.error(`Kaschlan server could not start: ${(e as Error).message}`);
  process.exit(1);
}
