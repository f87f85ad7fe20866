#!/usr/bin/env node
// The lobby's cost as the rooms grow: see src/loadtest/lobby-bench.ts. Runs the TypeScript
// sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/loadtest/lobby-bench.ts');
