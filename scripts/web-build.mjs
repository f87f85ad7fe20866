// The web app as `vite build` ships it (production), built into a temporary folder for the
// scripts that serve it to Chromium (first-paint.mjs, bench-phone-bots.mjs). The caller
// removes the folder when done.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { root } from './bench-options.mjs';

/** Build the app into a fresh folder named after `prefix`; resolves with its path. */
export async function buildWebApp(prefix) {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  process.env.NODE_ENV = 'production';
  await build({
    configFile: join(root, 'packages/web/vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
