#!/usr/bin/env node
// The `kaschlan` command. Runs the TypeScript sources through tsx, so what runs is always
// what is checked in (no build step to forget).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
