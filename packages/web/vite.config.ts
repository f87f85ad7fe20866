// Vite builds the app into dist/: one small entry for the table, and the bots' worker as a
// separate chunk that is fetched only when a bot first has to move. The service worker
// (src/pwa/sw.ts) is a second entry at a fixed address, /sw.js, into which the build writes
// the list of every file it emitted (its precache, src/pwa/precache.ts) and their version.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
// .js, resolved to precache.ts: Vite's coming native config loader wants the extension.
import { precacheUrls } from './src/pwa/precache.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The service worker's file in dist/; unhashed, so its address never changes. */
const SW_FILE = 'sw.js';
/** What sw.ts reads its precache from; replaced in the built worker. */
const SW_TOKEN = '__KASCHLAN_PRECACHE__';

/** Every file under `dir`, relative to it ('' when there is no such folder). */
function filesUnder(dir: string): string[] {
  if (!dir) return [];
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}

/** Writes the precache (every emitted file, and public/) and its version into sw.js. */
export function precacheServiceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'kaschlan:precache',
    apply: 'build',
    configResolved(config) {
      publicDir = config.build.copyPublicDir ? config.publicDir : '';
    },
    generateBundle: {
      // After Vite has emitted index.html and the bots' worker into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const sw = bundle[SW_FILE];
        if (sw?.type !== 'chunk') return this.error(`${SW_FILE} is missing from the build`);
        // Registered as a classic script: it must not import chunks it shares with the page.
        if (sw.imports.length > 0 || sw.dynamicImports.length > 0)
          return this.error(`${SW_FILE} imports other chunks: ${sw.imports.join(', ')}`);
        if (!sw.code.includes(SW_TOKEN)) return this.error(`${SW_FILE} does not read ${SW_TOKEN}`);
        const pub = filesUnder(publicDir);
        // The version: a hash of every precached file's name and content.
        const hash = createHash('sha256');
        for (const name of Object.keys(bundle).sort()) {
          const out = bundle[name]!;
          if (name !== SW_FILE)
            hash.update(name).update(out.type === 'chunk' ? out.code : out.source);
        }
        for (const name of pub.sort())
          hash.update(name).update(readFileSync(join(publicDir, name)));
        const precache = {
          version: hash.digest('hex').slice(0, 16),
          urls: precacheUrls([...Object.keys(bundle), ...pub], SW_FILE),
        };
        sw.code = sw.code.replaceAll(SW_TOKEN, JSON.stringify(precache));
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute: the page is also served at nested paths (/room/<id>, /replay/<id>), whose
  // relative ./assets/ would point nowhere.
  base: '/',
  plugins: [preact(), precacheServiceWorker()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { index: here('index.html'), sw: here('src/pwa/sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SW_FILE : 'assets/[name]-[hash].js'),
      },
    },
  },
});
