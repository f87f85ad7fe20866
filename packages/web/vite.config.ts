// Vite builds the app into dist/: one small entry for the table, and the bots' worker as a
// separate chunk that is fetched only when a bot first has to move.

import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute: the page is also served at nested paths (/room/<id>, /replay/<id>), whose
  // relative ./assets/ would point nowhere.
  base: '/',
  plugins: [preact()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
});
