// Online play in every language, against the real server (in this process): the lobby, the
// create-room form (with its refusal), a room waiting for a player (seated, and as a visitor),
// a deal being played (with a player away, a bot playing for him), and the end of the deal.
// On each screen axe-core finds no serious or critical problem, and in German, Swedish and
// Polish no English sentence of the online catalog is left on the page (text, labels, titles).

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineDe } from '../src/i18n/areas/online.de';
import { onlineEn } from '../src/i18n/areas/online.en';
import { onlinePl } from '../src/i18n/areas/online.pl';
import { onlineSv } from '../src/i18n/areas/online.sv';
import type { Lang } from '../src/i18n/plural';
import { axeProblems, type Catalog, englishShown, pageText, untranslated } from './support/a11y';
import { STEP_TIMEOUT_MS, servedApp, skipBrowser } from './support/browser';
import { onlineServer } from './support/server';

const CATALOGS: Record<Exclude<Lang, 'en'>, Catalog> = {
  de: onlineDe,
  sv: onlineSv,
  pl: onlinePl,
};

/** The English phrases that must not show in `lang` (see `untranslated`). */
const englishPhrases = (lang: Exclude<Lang, 'en'>) => untranslated(onlineEn, CATALOGS[lang], 7);

/**
 * Tab through the whole page: each stop must show a focus ring (an outline or a shadow on it,
 * or on the label that draws it, as a row of radio buttons does). The stops without one.
 */
async function unringed(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'end';
      const ring = (e: Element | null): boolean => {
        if (!e) return false;
        const s = getComputedStyle(e);
        return (
          (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) ||
          s.boxShadow !== 'none'
        );
      };
      return ring(el) || ring(el.closest('label')) ? 'ok' : el.outerHTML.slice(0, 160);
    });
    if (stop === 'end') break;
    if (stop !== 'ok') found.push(stop);
  }
  return found;
}

describe.skipIf(skipBrowser)('online play in every language', () => {
  // No grace: a player who leaves the page is played for at once, so a deal ends by itself.
  const app = servedApp(() => onlineServer({ GRACE_SECONDS: '0' }));

  async function person(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 860 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return { context, page };
  }

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: lobby, form, waiting room, deal and its end`, async () => {
      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (page: Page, screen: string) => {
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
        const text = await pageText(page);
        problems.push(...englishShown(text, english, screen));
      };

      // The lobby, and the form refusing a table of bots only.
      const anna = await person(lang);
      await anna.page.goto(`${app.url}/online`);
      await anna.page.waitForSelector('[data-empty-lobby], .lobby-rooms');
      await check(anna.page, 'lobby');
      if (lang === 'en')
        for (const p of await unringed(anna.page)) problems.push(`lobby: no focus ring on ${p}`);
      await anna.page.click('label:has(input[name="players"][value="3"])');
      for (const seat of [0, 1, 2])
        await anna.page.selectOption(`[data-seat-kind="${seat}"]`, 'easy');
      await anna.page.click('[data-action="create-room"]');
      await anna.page.waitForSelector('.create-room .form-error');
      await check(anna.page, 'create form');

      // Two people and a bot: Anna sits and waits; Otto comes by the link.
      await anna.page.selectOption('[data-seat-kind="0"]', 'human');
      await anna.page.selectOption('[data-seat-kind="1"]', 'human');
      await anna.page.click('label:has(input[name="timer"][value="0"])');
      await anna.page.click('[data-action="create-room"]');
      await anna.page.waitForURL(/\/room\/[a-z0-9]+$/);
      const path = new URL(anna.page.url()).pathname;
      // A listed room is rated: each sits under his own, unique name (issue 13).
      await anna.page.fill('[data-field="name"]', `Anna ${lang}`);
      await anna.page.click('[data-sit="0"]');
      await anna.page.waitForSelector('[data-seat-row="0"].mine');
      await anna.page.fill('[data-field="chat"]', 'Hallo');
      await anna.page.click('[data-action="chat"]');
      await anna.page.waitForSelector('[data-chat-line]');
      await check(anna.page, 'waiting room');
      if (lang === 'en')
        for (const p of await unringed(anna.page))
          problems.push(`waiting room: no focus ring on ${p}`);

      const otto = await person(lang);
      await otto.page.goto(`${app.url}${path}`);
      await otto.page.waitForSelector('[data-sit="1"]');
      await check(otto.page, 'waiting room, a visitor');
      await otto.page.fill('[data-field="name"]', `Otto ${lang}`);
      await otto.page.click('[data-sit="1"]');
      await otto.page.waitForSelector('[data-seat-row="1"].mine');

      // The deal: Otto leaves, and a bot plays for him.
      await anna.page.click('[data-action="online-deal"]:not([disabled])');
      await anna.page.waitForSelector('.table');
      await otto.context.close();
      await anna.page.waitForSelector('[data-tag="standin"]');
      await check(anna.page, 'deal');

      // Anna leaves too; the bots finish the deal; she comes back to its end.
      await anna.page.close();
      const id = path.split('/').pop();
      await expect
        .poll(
          async () => {
            const res = await fetch(`${app.url}/api/rooms/${id}`);
            return ((await res.json()) as { room: { deals: number } }).room.deals;
          },
          { timeout: 120_000, interval: 100 },
        )
        .toBeGreaterThan(0);
      const back = await anna.context.newPage();
      back.setDefaultTimeout(STEP_TIMEOUT_MS);
      await back.goto(`${app.url}${path}`);
      await back.waitForSelector('[data-end-title]');
      await check(back, 'deal over');
      await anna.context.close();

      expect(problems).toEqual([]);
      // Long for real work: two browsers, a whole deal, every screen checked.
    }, 300_000);
});
