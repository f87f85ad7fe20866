// The table as a phone (375×740, touch) and a desktop (1440×900) show it: at the start, in
// the middle of a deal and at its end, every card inside the viewport and nothing hidden
// behind anything else. Also: the table paints (how soon is a figure of the machine's speed:
// scripts/first-paint.mjs measures it, docs/BENCHMARKS.md records it).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { layoutProblems } from './support/layout';
import { playByClicking, playUntil } from './support/play';

const SCREENS = [
  { label: 'phone 375×740', width: 375, height: 740, touch: true },
  { label: 'desktop 1440×900', width: 1440, height: 900, touch: false },
];

/** Stop once three or more cards lie on the table. */
const busyTable = async (page: Page): Promise<boolean> =>
  (await page.$$('.pair .card')).length >= 3;

describe.skipIf(skipBrowser)('layout', () => {
  const app = servedApp();

  for (const screen of SCREENS)
    it(`fits a ${screen.label} through a whole deal`, async () => {
      const settings = testSettings({
        players: 5,
        seats: ['human', 'normal', 'easy', 'normal', 'easy'],
      });
      const { page, errors } = await openTable(app.browser, app.url, settings, {
        ...screen,
        query: '?seed=5',
      });
      expect(await layoutProblems(page)).toEqual([]);
      await page.click('[data-action="new"]');
      expect(await layoutProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');
      if (await playUntil(page, busyTable)) {
        expect(await layoutProblems(page)).toEqual([]);
        // A picked card lifts out of the fan: still inside the screen.
        const playable = await page.$('.hand-card[data-playable]');
        if (playable) {
          await playable.click();
          expect(await layoutProblems(page)).toEqual([]);
        }
      }
      await playByClicking(page);
      expect(await layoutProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

  // The smallest phone we aim at, a phone on its side, a small laptop: start and mid-deal.
  for (const [width, height] of [
    [360, 640],
    [740, 375],
    [1024, 600],
  ] as const)
    it(`fits ${width}×${height} too`, async () => {
      const settings = testSettings({
        players: 5,
        seats: ['human', 'normal', 'easy', 'normal', 'easy'],
      });
      const { page, errors } = await openTable(app.browser, app.url, settings, {
        width,
        height,
        query: '?seed=5',
      });
      expect(await layoutProblems(page)).toEqual([]);
      if (await playUntil(page, busyTable)) expect(await layoutProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

  // The narrowest phone with five players gives each other seat a box about 74 px wide; the
  // role badge ("attacker", wider in other languages) must stay inside it. It did not: the
  // attacker's badge was 77 px, a footer scrolling by one or two pixels depending on the
  // moment it was measured (a layout check that failed once in a loaded run). The word gives
  // way instead (ellipsis; the icon and the title still say the role).
  it('keeps each role badge inside its seat at 360×640', async () => {
    const settings = testSettings({
      players: 5,
      seats: ['human', 'normal', 'easy', 'normal', 'easy'],
    });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 360,
      height: 640,
      query: '?seed=5',
    });
    const outside = await page.$$eval('.opp-foot .badge', (badges) =>
      badges.flatMap((b) => {
        const box = b.parentElement!.getBoundingClientRect();
        const r = b.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5
          ? [`${b.textContent}: ${r.width.toFixed(1)} px in a ${box.width.toFixed(1)} px seat`]
          : [];
      }),
    );
    expect(await page.$$('.opp-foot .badge')).not.toHaveLength(0);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Five people pass one phone round, and every defender picks up (the test player takes
  // whenever he may): hands grow well past the seven backs a seat's box shows at ease. The
  // fan of each other seat closes up to fit its box instead of overflowing it.
  it('fits another seat holding many cards into its box on a phone', async () => {
    const settings = testSettings({
      players: 5,
      seats: ['human', 'human', 'human', 'human', 'human'],
    });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 375,
      height: 740,
      touch: true,
      query: '?seed=5',
    });
    const mostShown = (p: Page): Promise<number> =>
      p.$$eval('.opp-hand', (hands) => Math.max(...hands.map((h) => h.children.length)));
    // Look at every turn of the whole deal where some fan holds seven cards or more.
    let most = 0;
    const problems: string[] = [];
    await playUntil(page, async (p) => {
      const shown = await mostShown(p);
      most = Math.max(most, shown);
      if (shown >= 7) problems.push(...(await layoutProblems(p)));
      return false;
    });
    expect(most).toBeGreaterThanOrEqual(8);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('paints the table', async () => {
    const { page, errors } = await openTable(app.browser, app.url, testSettings({}), {
      width: 1280,
      height: 800,
    });
    // The page painted content, and what it shows is the table with the player's hand.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    );
    expect(fcp).toBeGreaterThan(0);
    expect(await page.isVisible('.table')).toBe(true);
    await page.waitForSelector('[data-hand-card]');
    expect(errors).toEqual([]);
  });
});
