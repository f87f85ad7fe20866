#!/usr/bin/env node
// `npm run loadtest`: see src/loadtest/main.ts. Runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/loadtest/main.ts');
