// A hint at the table, in Chromium: on the player's turn the Hint button (or the I key) asks
// the bots' worker, the suggestion shows with its reasons in words and as a selection on the
// table, "Play it" plays it, and the end screen counts the hints taken. No console errors.
// KASCHLAN_SHOTS=DIR also saves screenshots of the hint (a phone and a desktop) there.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './support/a11y';
import { HINT_MS, openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { eventCount, playByClicking, playUntil } from './support/play';

const shots = process.env['KASCHLAN_SHOTS'];

const mine = async (page: Page): Promise<boolean> =>
  (await page.getAttribute('.action-bar', 'data-turn')) === 'mine';

describe.skipIf(skipBrowser)('a hint at the table', () => {
  const app = servedApp();

  it('is asked, explained, played, and counted at the end', async () => {
    const settings = testSettings({ players: 3, seats: ['human', 'normal', 'normal'] });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 1440,
      height: 900,
      query: '?seed=3',
    });
    expect(await playUntil(page, mine)).toBe(true);

    // Asked by the button: the expert's move, in words, with why.
    const before = await eventCount(page);
    await page.click('[data-action="hint"]');
    await page.waitForSelector('[data-hint="ready"]', { timeout: HINT_MS });
    const move = (await page.textContent('[data-hint-move]')) ?? '';
    expect(move).toMatch(
      /^Hint: (Lead|Add|Beat|Self-attack|Take the cards|Stop leading|Pass|End the bout)/,
    );
    expect(((await page.textContent('[data-hint-why]')) ?? '').length).toBeGreaterThan(5);
    // Shown as the table shows a selection: the cards it would play are picked.
    if (/^Hint: (Lead|Add|Beat|Self-attack)/.test(move))
      expect((await page.$$('.hand-card[aria-pressed="true"]')).length).toBeGreaterThan(0);
    expect(await eventCount(page)).toBe(before); // nothing played yet
    if (shots) await page.screenshot({ path: join(shots, 'hint-1440.png') });
    expect(await axeProblems(page, '.action-bar')).toEqual([]);

    await page.click('[data-action="take-hint"]');
    await page.waitForFunction(
      (n) => Number(document.querySelector<HTMLElement>('.table')?.dataset['events']) > n,
      before,
    );
    expect(await page.$('.hint-panel')).toBeNull();

    // The next turn: asked with the I key, then put away.
    expect(await playUntil(page, mine)).toBe(true);
    await page.keyboard.press('i');
    await page.waitForSelector('[data-hint="ready"]', { timeout: HINT_MS });
    await page.click('[data-action="dismiss-hint"]');
    expect(await page.$('.hint-panel')).toBeNull();

    // To the end: the fair-play note counts the two turns a hint was shown.
    await playByClicking(page);
    expect(await page.getAttribute('[data-hints-used]', 'data-hints-used')).toBe('2');
    expect(await page.textContent('[data-hints-used]')).toContain('2 hints');
    expect(errors).toEqual([]);
    // Long for real work: a deal played to its end, with hints searched on the way.
  }, 300_000);

  it('fits a phone', async () => {
    const settings = testSettings({ players: 4, seats: ['human', 'normal', 'normal', 'normal'] });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 375,
      height: 740,
      touch: true,
      query: '?seed=11',
    });
    expect(await playUntil(page, mine, { tap: true })).toBe(true);
    await page.tap('[data-action="hint"]');
    await page.waitForSelector('[data-hint="ready"]', { timeout: HINT_MS });
    // The panel and its buttons are on screen, nothing scrolls sideways.
    const box = await page.$eval('.hint-panel', (el) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        bottom: r.bottom,
        width: innerWidth,
        height: innerHeight,
      };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.width);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    if (shots) await page.screenshot({ path: join(shots, 'hint-375.png') });
    const before = await eventCount(page);
    await page.tap('[data-action="take-hint"]');
    await page.waitForFunction(
      (n) => Number(document.querySelector<HTMLElement>('.table')?.dataset['events']) > n,
      before,
    );
    expect(errors).toEqual([]);
  });
});
