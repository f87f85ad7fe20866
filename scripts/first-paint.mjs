#!/usr/bin/env node
// `node scripts/first-paint.mjs`: how soon the offline table first paints. Builds the web app (vite
// build, production) into a temporary folder, serves it on a free port, and opens the table
// in Chromium (/usr/bin/chromium, headless, through playwright-core) as a returning player
// would (settings stored), each round in a fresh browser context (empty cache). Prints each
// round's first contentful paint and the moment the table was in the page, then the median
// and range as one JSON line. A figure that depends on the machine's speed is measured here,
// not asserted in a test (the test only checks that the table paints).
// Options: --rounds R (default 10), --width W --height H (default 1280×800).

import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../packages/web/serve.mjs';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  RETURNING_SETTINGS,
} from '../packages/web/test/support/chromium.mjs';
import { buildWebApp } from './web-build.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const rounds = opt('rounds', 10);
const viewport = { width: opt('width', 1280), height: opt('height', 800) };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const outDir = await buildWebApp('kaschlan-paint-');
const { server, url } = await startServer({ root: outDir, port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
const fcps = [];
const tables = [];
try {
  for (let r = 0; r < rounds; r++) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(
      (s) => localStorage.setItem('kaschlan.settings.v1', s),
      JSON.stringify(RETURNING_SETTINGS),
    );
    await page.goto(url);
    await page.waitForSelector('.table');
    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      table: performance.now(),
    }));
    fcps.push(Math.round(t.fcp));
    tables.push(Math.round(t.table));
    console.log(
      `round ${r + 1}: first contentful paint ${fcps.at(-1)} ms, table by ${tables.at(-1)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
console.log(
  JSON.stringify({
    rounds,
    viewport: `${viewport.width}x${viewport.height}`,
    fcpMedianMs: median(fcps),
    fcpMinMs: Math.min(...fcps),
    fcpMaxMs: Math.max(...fcps),
    tableMedianMs: median(tables),
  }),
);
