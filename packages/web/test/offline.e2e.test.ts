// Offline play: the service worker (src/pwa/sw.ts) installs on the first visit, and then the
// app reloads with no network at all (the context offline and the server gone) and a deal
// against bots is played to its end; the rules, the tutorial, the saved replays and the
// replay viewer open too. Also: the built worker precaches every file of the build, a new
// build's worker replaces the old one and its cache, and both servers send the worker
// uncached and the manifest with its type.

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../serve.mjs';
import type { Precache } from '../src/pwa/precache';
import { launch, openTable, skipBrowser, testSettings } from './support/browser';
import { playByClicking } from './support/play';
import { onlineServer } from './support/server';

const dist = inject('webDist');

/** The precache the build wrote into sw.js. */
function precacheOf(root: string): Precache {
  const code = readFileSync(join(root, 'sw.js'), 'utf8');
  const json = /(\{"version":"[0-9a-f]+","urls":\[[^\]]*\]\})/.exec(code)?.[1];
  if (!json) throw new Error('sw.js holds no precache');
  return JSON.parse(json) as Precache;
}

/** Wait until the worker is active, then reload: the page is now served by it. */
async function controlled(page: Page): Promise<string | undefined> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector('.table');
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

describe('the built service worker', () => {
  it('precaches the page, every file of the build and the public files, but not itself', () => {
    const { urls, version } = precacheOf(dist);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const built = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `/${join(e.parentPath, e.name).slice(dist.length + 1)}`)
      .filter((u) => u !== '/sw.js' && !u.endsWith('.map'))
      .sort();
    expect(urls).toEqual(built);
    for (const screen of ['Rules', 'Tutorial', 'Replays', 'ReplayScreen', 'bot-worker'])
      expect(urls.some((u) => u.startsWith(`/assets/${screen}-`))).toBe(true);
    expect(urls).toContain('/index.html');
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls.some((u) => u.endsWith('.css'))).toBe(true);
    expect(urls.filter((u) => /^\/(api|ws|health)\b/.test(u))).toEqual([]);
  });

  it('is served uncached, and the manifest as a manifest, by both servers', async () => {
    const game = await onlineServer();
    const plain = await startServer({ root: dist, port: 0 });
    try {
      for (const base of [game.url.replace(/\/?$/, '/'), plain.url]) {
        const sw = await fetch(`${base}sw.js`);
        expect(sw.status).toBe(200);
        expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        // Never kept: each visit asks whether there is a new build (serve.mjs says no-cache;
        // the game server's static plugin says max-age=0).
        expect(sw.headers.get('cache-control')).toMatch(/^no-cache$|max-age=0\b/);
        const manifest = await fetch(`${base}manifest.webmanifest`);
        expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
        const json = (await manifest.json()) as { start_url: string; icons: { purpose: string }[] };
        expect(json.start_url).toBe('/');
        expect(json.icons.some((i) => i.purpose === 'maskable')).toBe(true);
        const icon = await fetch(`${base}icons/icon-512.png`);
        expect(icon.headers.get('content-type')).toBe('image/png');
      }
    } finally {
      await game.close();
      await new Promise((r) => plain.server.close(r));
    }
  });
});

describe.skipIf(skipBrowser)('offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reloads with no network and plays a deal against bots to its end', async () => {
    const { server, url } = await startServer({ root: dist, port: 0 });
    const settings = testSettings({ players: 3, seats: ['human', 'easy', 'normal'] });
    const { page, errors } = await openTable(browser, url, settings, {
      width: 1280,
      height: 800,
      query: '?seed=5',
    });
    expect(await controlled(page)).toBe(`${url}sw.js`);
    const { version } = precacheOf(dist);
    expect(await page.evaluate(() => caches.keys())).toEqual([`kaschlan-${version}`]);

    // No network: the browser is offline and the server is gone.
    await page.context().setOffline(true);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await page.reload();
    await page.waitForSelector('.table');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const log = await playByClicking(page);
    expect(log.humanActions).toBeGreaterThan(0);
    expect(await page.textContent('[data-end-title]')).toMatch(/Kaschlan|drawn/);

    // The other screens that need no server, each opened as a fresh page load.
    await page.goto(`${url}rules`);
    await page.waitForSelector('.rules-text');
    await page.goto(`${url}tutorial`);
    await page.waitForSelector('[data-lessons]');
    await page.goto(`${url}replays`);
    await page.click('.replay-entry [data-action="watch"]');
    await page.waitForSelector('.rp-board');
    // Every request was answered from the cache: not even a failed load was logged.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('replaces an older build: a reload button, then the new cache alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kaschlan-sw-'));
    cpSync(dist, root, { recursive: true });
    const { server, url } = await startServer({ root, port: 0 });
    try {
      const { page, errors } = await openTable(browser, url, testSettings({}), {
        width: 1024,
        height: 768,
      });
      expect(await controlled(page)).toBe(`${url}sw.js`);
      const { version } = precacheOf(root);

      // A new build: the worker's file changes (here only its version).
      const sw = readFileSync(join(root, 'sw.js'), 'utf8');
      writeFileSync(join(root, 'sw.js'), sw.replace(`"${version}"`, `"${version}0"`));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const reloaded = page.waitForEvent('load');
      await page.click('[data-sw-update]');
      await reloaded;
      await page.waitForSelector('.table');
      expect(await page.$('[data-sw-update]')).toBeNull();
      expect(await page.evaluate(() => caches.keys())).toEqual([`kaschlan-${version}0`]);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
