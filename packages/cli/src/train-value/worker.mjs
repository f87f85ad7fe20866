// Worker thread entry of `kaschlan train-value`. A worker starts without the main thread's
// loader hooks, so, like bin/kaschlan.js, it registers tsx before loading TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
