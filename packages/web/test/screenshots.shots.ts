// The screenshots in docs/screenshots, made from the real app: `npm run screenshots`
// (KASCHLAN_SCREENSHOTS=DIR writes them to DIR instead). Not a test: the web project takes
// this file only when KASCHLAN_SCREENSHOTS is set (vitest.config.ts), so `npm test` neither
// runs nor skips it.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  launch,
  newPage,
  openTable,
  seedSettings,
  serveBuild,
  skipBrowser,
  testSettings,
} from './support/browser';
import { playByClicking, playUntil } from './support/play';
import { tapCard } from './support/touch';

const want = process.env['KASCHLAN_SCREENSHOTS'];
const dir =
  want && want !== '1'
    ? want
    : fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

/** Early in the deal, the player defends against two or more cards, one already beaten. */
const defending = async (page: Page): Promise<boolean> =>
  Number(await page.getAttribute('[data-talon]', 'data-talon')) > 3 &&
  (await page.$$('.pair')).length >= 2 &&
  (await page.$$('.pair.beaten')).length >= 1 &&
  (await page.$$('[data-target]')).length === 0 &&
  (await page.$$('[data-attack]')).length >= 1;

describe.skipIf(skipBrowser)('screenshots', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveBuild>>;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
    server = await serveBuild();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const shoot = async (page: Page, name: string) => {
    await page.waitForTimeout(300);
    const path = join(dir, name);
    await page.screenshot({ path });
    // Kept small for the repository: quantised when pngquant is there (apt-get install pngquant).
    if (existsSync('/usr/bin/pngquant'))
      execFileSync('/usr/bin/pngquant', [
        '--quality=70-90',
        '--speed=1',
        '--force',
        '--ext=.png',
        path,
      ]);
  };

  it('desktop, mid-deal', async () => {
    const settings = testSettings({
      players: 4,
      seats: ['human', 'normal', 'hard', 'normal', 'normal'],
      pace: 'instant',
    });
    for (let seed = 1; seed < 40; seed++) {
      const { page } = await openTable(browser, server.url, settings, {
        width: 1440,
        height: 900,
        query: `?seed=${seed}`,
      });
      if (await playUntil(page, defending)) {
        // Pick a card that beats something, so the table shows what it may beat.
        for (const card of await page.$$('.hand-card[data-playable]')) {
          await card.click();
          if (await page.$('[data-target]')) break;
        }
        await shoot(page, 'desktop-table.png');
        await page.context().close();
        return;
      }
      await page.context().close();
    }
    throw new Error('no deal reached a defence worth showing');
  });

  it('phone, dark theme', async () => {
    const settings = testSettings({
      players: 5,
      seats: ['human', 'normal', 'normal', 'easy', 'normal'],
      theme: 'dark',
    });
    const { page } = await openTable(browser, server.url, settings, {
      width: 375,
      height: 740,
      query: '?seed=7',
      touch: true,
    });
    await playUntil(page, async (p) => (await p.$$('.pair')).length >= 1);
    await shoot(page, 'phone.png');
  });

  // The phone table as issue 16 asked for it: trumps, roles, levels and the score in words,
  // and a refused tap answered under the prompt.
  it('phone 390×844, a refused tap answered', async () => {
    const settings = testSettings({
      players: 4,
      seats: ['human', 'easy', 'normal', 'hard', 'normal'],
    });
    for (let seed = 1; seed < 40; seed++) {
      const { page } = await openTable(browser, server.url, settings, {
        width: 390,
        height: 844,
        query: `?seed=${seed}`,
        touch: true,
      });
      const dim = async (p: Page) =>
        (await defending(p)) && (await p.$('[data-hand-card]:not([data-playable])')) !== null;
      if (await playUntil(page, dim)) {
        const card = await page.getAttribute(
          '[data-hand-card]:not([data-playable])',
          'data-hand-card',
        );
        await tapCard(page, card!);
        await page.waitForSelector('.tap-note[data-refusal]');
        await shoot(page, 'phone-table.png');
        await page.context().close();
        return;
      }
      await page.context().close();
    }
    throw new Error('no deal reached a defence with a card that cannot be played');
  });

  it('phone 360×640, Swedish, German cards', async () => {
    const settings = testSettings({
      players: 3,
      face: 'german',
      seats: ['human', 'normal', 'easy'],
    });
    const { page } = await newPage(browser, { width: 360, height: 640, touch: true });
    await page.addInitScript(() => localStorage.setItem('kaschlan.lang', 'sv'));
    await seedSettings(page, settings);
    await page.goto(`${server.url}/?seed=12`);
    await playUntil(page, async (p) => (await p.$$('.pair')).length >= 1);
    await shoot(page, 'phone-sv-german.png');
  });

  it('the first visit’s welcome', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844, touch: true });
    await page.goto(server.url);
    await page.waitForSelector('[data-welcome]');
    await shoot(page, 'welcome.png');
  });

  it('German cards', async () => {
    const settings = testSettings({
      players: 3,
      face: 'german',
      seats: ['human', 'normal', 'normal'],
    });
    const { page } = await openTable(browser, server.url, settings, {
      width: 1280,
      height: 800,
      query: '?seed=3',
    });
    await playUntil(page, async (p) => (await p.$$('.pair')).length >= 2);
    await shoot(page, 'german-cards.png');
  });

  it('end of a deal', async () => {
    const settings = testSettings({ players: 4, seats: ['human', 'easy', 'easy', 'easy', 'easy'] });
    const { page } = await openTable(browser, server.url, settings, {
      width: 1280,
      height: 800,
      query: '?seed=11',
    });
    await playByClicking(page);
    await shoot(page, 'end-screen.png');
  });
});
