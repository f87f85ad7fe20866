#!/usr/bin/env node
// `node scripts/puzzle-paint.mjs`: how soon the first puzzle is on screen after opening
// /puzzles (issue 25: within 1 s on a phone-class CPU). Builds the web app (production),
// serves it, and opens /puzzles in headless Chromium on a 390×844 screen, each round in a
// fresh context (empty cache and storage, as a newcomer), at full speed and with the page's
// CPU slowed down by DevTools' throttling (Emulation.setCPUThrottlingRate, --rate, default
// 4: the phone-class measure of bench-phone-bots.mjs; the puzzle is read, replayed and drawn
// on the page's main thread, which this throttles). Times from the start of navigation to
// the puzzle's task being on screen ([data-phase="yours"]) when the page is opened at
// /puzzles, and from the click on Puzzles in the menu (the app already up, on the rules
// page, settled, in a fresh page of the same context: its cache warm with the app, not with the
// puzzles' chunk, unless the first had fetched it); prints each round, then the medians as
// one JSON line. Opening the page is also timed by the page itself (inPage: when the task
// came into the document), without Playwright's polling and round trip after it.
// With --server the build is served by the game server (node packages/server/bin/server.js,
// a fresh data folder), so the first puzzle comes from its API (GET /api/puzzles/next)
// instead of the bundled 1.5 MB set the static build falls back to.
// With --timeline each cold round also prints what the page fetched and when (the resource
// timings: start and end in ms from navigation), to see what waits on what. --latency MS
// adds that round-trip time to every request (DevTools' network emulation; localhost has
// none, so a chain of requests costs nothing here that it costs on a phone's network).
// --dist DIR serves a build made before (e.g. of another commit) instead of building one.
// Options: --rounds R (default 7), --rate N (default 4), --server, --timeline, --latency MS,
// --dist DIR.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../packages/web/serve.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../packages/web/test/support/chromium.mjs';
import { opt, root } from './bench-options.mjs';
import { buildWebApp } from './web-build.mjs';

const rounds = Number(opt('rounds', 7));
const rate = Number(opt('rate', 4));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A free port on localhost (the game server is told one; it cannot report port 0's). */
const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** The game server on the build, ready once its puzzle API answers. */
async function gameServer(webDist) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kaschlan-puzzle-paint-data-'));
  const child = spawn(process.execPath, [join(root, 'packages/server/bin/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/puzzles/daily`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('the game server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const given = opt('dist', '');
const outDir = given || (await buildWebApp('kaschlan-puzzle-paint-'));
const latency = Number(opt('latency', 0));
const withServer = process.argv.includes('--server');
const timeline = process.argv.includes('--timeline');
const { server, url } = withServer
  ? await gameServer(outDir).then((g) => ({ server: g, url: g.url }))
  : await startServer({ root: outDir, port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
const result = {};

/**
 * In the page, before its scripts: the moment the puzzle's task is first in the document
 * (window.__puzzleShownAt), seen by the page itself; Playwright's own look (its polling, then
 * a round trip to read the clock) comes later, by more where the page is busy after it.
 */
function markShown() {
  const look = () => {
    if (window.__puzzleShownAt || !document.querySelector('[data-phase="yours"]')) return;
    window.__puzzleShownAt = performance.now();
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
}

/** The page's CPU slowed `throttle` times, and its requests by --latency. */
async function slow(cdp, throttle) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (latency > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}
try {
  for (const throttle of [1, rate]) {
    const times = [];
    const inPage = [];
    const warm = [];
    for (let r = 0; r < rounds; r++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript(markShown);
      await slow(await context.newCDPSession(page), throttle);
      // Cold: the page opened at /puzzles. Warm: the app already up (the rules page), then
      // Puzzles chosen in the menu: from the click to the puzzle on screen.
      await page.goto(`${url}/puzzles`);
      await page.waitForSelector('[data-phase="yours"]', { timeout: 60_000 });
      const ms = Math.round(await page.evaluate(() => performance.now()));
      times.push(ms);
      const put = Math.round(await page.evaluate(() => window.__puzzleShownAt));
      inPage.push(put);
      if (timeline)
        console.log(
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((e) => {
                const name = e.name.replace(location.origin, '').replace(/-[\w-]{8}\./, '.');
                return `  ${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${name}`;
              })
              .join('\n'),
          ),
        );
      await context.clearCookies();
      const fresh = await context.newPage();
      await slow(await context.newCDPSession(fresh), throttle);
      await fresh.goto(`${url}/rules`);
      await fresh.waitForSelector('[data-action="menu"]');
      await fresh.waitForLoadState('networkidle'); // the rules page done loading
      await fresh.click('[data-action="menu"]');
      const t0 = await fresh.evaluate(() => performance.now());
      await fresh.click('a[href="/puzzles"]');
      await fresh.waitForSelector('[data-phase="yours"]', { timeout: 60_000 });
      const inApp = Math.round((await fresh.evaluate(() => performance.now())) - t0);
      warm.push(inApp);
      console.log(
        `cpu ×${throttle}, round ${r + 1}: first puzzle on screen at ${ms} ms opening the page (put there at ${put} ms), ${inApp} ms from the menu`,
      );
      await context.close();
    }
    const range = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
    result[`x${throttle}`] = { page: range(times), inPage: range(inPage), menu: range(warm) };
  }
  console.log(JSON.stringify({ rounds, server: withServer, latency, firstPuzzleMs: result }));
} finally {
  await browser.close();
  server.close();
  if (!given) rmSync(outDir, { recursive: true, force: true });
}
