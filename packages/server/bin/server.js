#!/usr/bin/env node
// The Kaschlan server. Runs the TypeScript sources through tsx, so what runs is always what
// is checked in (the web app is the only build: `npm run build`).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
