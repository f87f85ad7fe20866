// Worker thread entry of the server's search bots. A worker starts without the main
// thread's loader hooks, so, like bin/server.js, it registers tsx before loading TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
