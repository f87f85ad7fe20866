// Quick play in the browser against the real server (in this process), issue 13: a newcomer
// finds "Play now" on the first screen he sees (the welcome), another in the lobby; both ask
// for a 2-player table, wait (the time waited, Cancel), land in the same room with their own
// seats, and the deal starts without anyone pressing Deal. A third, alone, asks for 3 players
// and gets bots after his wait. On a 390×844 phone, axe-clean, no console errors; in German,
// Swedish and Polish no English phrase of the quick catalog shows, and the keyboard alone
// joins the queue and leaves it. Each page comes from an address of its own (a proxy's
// X-Forwarded-For, TRUST_PROXY=1): two of one address never share a table (issue 24).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { quickDe } from '../src/i18n/areas/quick.de';
import { quickEn } from '../src/i18n/areas/quick.en';
import { quickPl } from '../src/i18n/areas/quick.pl';
import { quickSv } from '../src/i18n/areas/quick.sv';
import { axeProblems, englishShown, pageText, untranslated } from './support/a11y';
import { newPage, type Opened, servedApp, skipBrowser } from './support/browser';
import { layoutProblems } from './support/layout';
import { type OnlineServer, onlineServer } from './support/server';

const PHONE = { width: 390, height: 844, touch: true } as const;

describe.skipIf(skipBrowser)('quick play', () => {
  let server: OnlineServer;
  const app = servedApp(async () => {
    server = await onlineServer({ TRUST_PROXY: '1' });
    return server;
  });

  let addresses = 0;
  async function open(path: string): Promise<Opened> {
    const person = await newPage(app.browser, PHONE);
    await person.page
      .context()
      .setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++addresses}` });
    await person.page.goto(`${app.url}${path}`);
    return person;
  }

  /** Choose the table and press "Play now": the waiting state, with the time waited. */
  async function playNow(page: Page, players: number, waitSeconds?: number): Promise<void> {
    await page.click(`label:has(input[name="quick-players"][value="${players}"])`);
    if (waitSeconds !== undefined)
      await page.selectOption('[data-field="quick-wait"]', String(waitSeconds));
    await page.click('[data-action="quick-play"]');
    await page.waitForSelector('[data-quick="waiting"] [data-waited]');
  }

  /** The room the page landed in, once its deal is dealt (his hand is shown). */
  async function dealtRoom(page: Page): Promise<string> {
    await page.waitForURL(/\/room\/[a-z0-9]+$/);
    await page.waitForSelector('[data-hand-card]');
    return new URL(page.url()).pathname;
  }

  it('matches two people into one room, and their deal starts', async () => {
    // Anna is new: the welcome offers "Play people now".
    const anna = await open('/');
    await anna.page.click('[data-action="welcome-quick"]');
    await anna.page.waitForURL(/\/play-now$/);
    expect(await axeProblems(anna.page)).toEqual([]);
    expect(await layoutProblems(anna.page)).toEqual([]);
    await playNow(anna.page, 2);
    expect(await axeProblems(anna.page)).toEqual([]);

    // Otto comes by the lobby.
    const otto = await open('/online');
    await otto.page.click('[data-action="lobby-quick"]');
    await otto.page.waitForURL(/\/play-now$/);
    await playNow(otto.page, 2);

    const [a, o] = await Promise.all([dealtRoom(anna.page), dealtRoom(otto.page)]);
    expect(a).toBe(o);
    // Each in a seat of his own, as his own player.
    const seats = await server.store.seatsOf(a.slice('/room/'.length));
    expect(seats.map((s) => s.seat).sort()).toEqual([0, 1]);
    expect(new Set(seats.map((s) => s.player_id)).size).toBe(2);
    expect([...anna.errors, ...otto.errors]).toEqual([]);
    await anna.page.context().close();
    await otto.page.context().close();
  });

  it('lets a player cancel his wait, and gives one alone bots after his wait', async () => {
    const cid = await open('/play-now');
    await playNow(cid.page, 3);
    await cid.page.click('[data-action="quick-cancel"]');
    await cid.page.waitForSelector('[data-action="quick-play"]');

    await playNow(cid.page, 3, 5);
    const room = await dealtRoom(cid.page);
    // Two bots took the other seats.
    const row = await server.store.room(room.slice('/room/'.length));
    const kinds = (JSON.parse(row!.options) as { seats: string[] }).seats;
    expect(kinds).toHaveLength(3);
    expect(kinds.filter((k) => k === 'human')).toHaveLength(1);
    expect(cid.errors).toEqual([]);
    await cid.page.context().close();
  });

  /** Press Tab until `selector` has the focus (it is reachable by the keyboard alone). */
  async function tabTo(page: Page, selector: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`${selector} is not reachable by Tab`);
  }

  for (const [lang, catalog] of [
    ['de', quickDe],
    ['sv', quickSv],
    ['pl', quickPl],
  ] as const)
    it(`${lang}: the form and the wait are in its words, and work by keyboard`, async () => {
      const english = untranslated(quickEn, catalog, 7);
      const person = await newPage(app.browser, PHONE);
      const { page } = person;
      await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
      await page.goto(`${app.url}/play-now`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.waitForSelector('[data-action="quick-play"]');
      expect(englishShown(await pageText(page), english, 'form')).toEqual([]);
      await page.click('label:has(input[name="quick-players"][value="5"])');
      await tabTo(page, '[data-action="quick-play"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-quick="waiting"] [data-waited]');
      expect(englishShown(await pageText(page), english, 'waiting')).toEqual([]);
      expect(await axeProblems(page)).toEqual([]);
      await tabTo(page, '[data-action="quick-cancel"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-action="quick-play"]');
      expect(person.errors).toEqual([]);
      await page.context().close();
    });
});
