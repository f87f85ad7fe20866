// Global setup of the web tests: build the app once (vite build) into a temporary folder that
// the budget test measures and the browser tests serve. Removed again at the end.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app (index.html and assets/). */
    webDist: string;
    /** How long the build took, in milliseconds. */
    webBuildMs: number;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kaschlan-web-'));
  const t0 = performance.now();
  // Vitest sets NODE_ENV=test, which would build the development flavour (Preact's debug
  // hooks and all); the tests measure and drive what `vite build` ships.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (env === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = env;
  }
  project.provide('webDist', outDir);
  project.provide('webBuildMs', Math.round(performance.now() - t0));
  return () => rmSync(outDir, { recursive: true, force: true });
}
