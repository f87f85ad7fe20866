// The puzzles screen when something is missing (issue 25), in Chromium on the real server: with
// neither the server's puzzle API nor the bundled set to be had, the page says so in the
// player's language and offers to try again, which works once they are back; and a guest (no
// session), a normal visitor, sees no error in the console on his way through the screen.

import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../src/i18n';
import { puzzlesDe } from '../src/i18n/areas/puzzles.de';
import { puzzlesEn } from '../src/i18n/areas/puzzles.en';
import { puzzlesPl } from '../src/i18n/areas/puzzles.pl';
import { puzzlesSv } from '../src/i18n/areas/puzzles.sv';
import { newPage, servedApp, skipBrowser } from './support/browser';
import { onlineServer } from './support/server';

const PHONE = { width: 375, height: 740, touch: true };
const WORDS = { en: puzzlesEn, de: puzzlesDe, sv: puzzlesSv, pl: puzzlesPl } as const;

/** The puzzle API and the bundled set's file (assets/set-<hash>.json). */
const isPuzzleSource = (url: URL) =>
  url.pathname.startsWith('/api/puzzles/') || /^\/assets\/set-[^/]*\.json$/.test(url.pathname);

/** Refuse both sources of puzzles, as a server that is down and a network that is gone. */
async function cutPuzzles(page: Page): Promise<{ asked: Request[] }> {
  const asked: Request[] = [];
  await page.route(isPuzzleSource, (route: Route) => {
    asked.push(route.request());
    return route.abort('connectionrefused');
  });
  return { asked };
}

/** Console lines of the refused requests themselves: what Chromium says of any failed load. */
const refusedLoads = (errors: string[]) =>
  errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e));

describe.skipIf(skipBrowser)('puzzles that cannot be had', () => {
  const app = servedApp(() => onlineServer());

  it('says the puzzles could not be loaded, and "try again" brings one once they are back', async () => {
    const { page, errors } = await newPage(app.browser, PHONE);
    const { asked } = await cutPuzzles(page);
    await page.goto(`${app.url}/puzzles`);
    const said = await page.waitForSelector('[data-puzzles-failed]');
    expect(await said.textContent()).toContain(puzzlesEn['puzzles.failed']);
    // Both were tried: the server's API and then the bundled set.
    expect(asked.some((r) => r.url().includes('/api/puzzles/'))).toBe(true);
    expect(asked.some((r) => /\/assets\/set-/.test(r.url()))).toBe(true);
    // No loading for ever: the loading line is gone, and no puzzle is pretended.
    expect(await page.$('.puzzle-loading')).toBeNull();
    expect(await page.$('[data-puzzle]')).toBeNull();
    await page.screenshot({ path: '/tmp/puzzles-failed-375.png' });

    // Still down: trying again says so again (and asked again).
    const before = asked.length;
    await page.click('[data-action="puzzle-retry"]');
    await page.waitForFunction((n) => n > 0, asked.length - before);
    await page.waitForSelector('[data-puzzles-failed]');

    // Back: trying again puts a puzzle on the table, and the notice goes.
    await page.unroute(isPuzzleSource);
    await page.click('[data-action="puzzle-retry"]');
    await page.waitForSelector('[data-puzzle][data-phase="yours"]');
    expect(await page.$('[data-puzzles-failed]')).toBeNull();
    expect(await page.$('.table')).not.toBeNull();
    expect(refusedLoads(errors)).toEqual([]);
  });

  it.each(['de', 'sv', 'pl'] as const)(
    "says it in the player's language (%s)",
    async (lang: Lang) => {
      const { page, errors } = await newPage(app.browser, PHONE);
      await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
      await cutPuzzles(page);
      await page.goto(`${app.url}/puzzles`);
      const said = await page.waitForSelector('[data-puzzles-failed]');
      expect(await said.textContent()).toContain(WORDS[lang]['puzzles.failed']);
      expect(await page.textContent('[data-action="puzzle-retry"]')).toBe(
        WORDS[lang]['puzzles.retry'],
      );
      expect(refusedLoads(errors)).toEqual([]);
    },
  );
});

describe.skipIf(skipBrowser)('puzzles for a guest', () => {
  const app = servedApp(() => onlineServer());

  it('a guest (no session) goes through the screen with no console error', async () => {
    const { page, errors } = await newPage(app.browser, PHONE);
    // His puzzle rating is asked for: a guest has none, which is an answer, not an error.
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/puzzles/me');
    await page.goto(`${app.url}/puzzles`);
    await page.waitForSelector('[data-puzzle][data-phase="yours"]');
    const answer = await me;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toBeNull();
    // The daily puzzle, then the next one: every request of a guest's visit.
    await page.click('[data-action="puzzle-daily"]');
    await page.waitForSelector('.puzzle-daily');
    const daily = await page.getAttribute('[data-puzzle]', 'data-puzzle');
    await page.selectOption('[data-field="puzzle-theme"]', 'take');
    await page.waitForSelector(`[data-puzzle]:not([data-puzzle="${daily}"])`);
    expect(await page.$('.puzzle-daily')).toBeNull();
    expect(await page.getAttribute('[data-rating]', 'data-rating-from')).toBe('browser');
    expect(errors).toEqual([]);
  });
});
