// The rules page in the browser: /rules#R4.3 opens at that rule (every rule number has an
// anchor), the text links between rules, real card pictures show beating (R1.3, R1.4), the
// menu leads there from the table, and it reads on a phone and a desktop without the page
// itself scrolling or anything sticking out sideways.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { pageScrolls } from './support/layout';

const RULES: Record<number, number> = { 1: 6, 2: 4, 3: 6, 4: 5, 5: 3, 6: 7, 7: 5, 8: 6 };
const ALL = Object.entries(RULES).flatMap(([g, n]) =>
  Array.from({ length: n }, (_, i) => `R${g}.${i + 1}`),
);

/** Where an element sits in its scrolling box: its top, and whether it is in view. */
const placeOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const r = el.getBoundingClientRect();
    return { top: r.top, visible: r.top >= 0 && r.top < innerHeight / 2 };
  }, id);

describe.skipIf(skipBrowser)('the rules page', () => {
  const app = servedApp();

  for (const [width, height] of [
    [375, 740],
    [1440, 900],
  ] as const)
    it(`opens at #R4.3 and links between rules (${width}×${height})`, async () => {
      const context = await app.browser.newContext({
        viewport: { width, height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${app.url}rules#R4.3`);
      await page.waitForSelector('.rules-text');
      const r43 = await page.waitForSelector('[id="R4.3"]');
      expect(await r43.textContent()).toContain('Must beat');
      expect(await r43.getAttribute('class')).toContain('rule-current');
      expect((await placeOf(page, 'R4.3')).visible).toBe(true);
      expect(await pageScrolls(page)).toBe(false);

      // Every rule number of the rule book is an anchor.
      const missing = await page.evaluate(
        (ids) => ids.filter((id) => !document.getElementById(id)),
        ALL,
      );
      expect(missing).toEqual([]);

      // A rule number in the text is a link to its rule.
      await page.click('[id="R4.3"] a.rule-ref[href="#R7.5"]');
      await page.waitForFunction(() => location.hash === '#R7.5');
      await page.waitForFunction(() =>
        document.getElementById('R7.5')?.classList.contains('rule-current'),
      );
      expect((await placeOf(page, 'R7.5')).visible).toBe(true);
      expect(await pageScrolls(page)).toBe(false);

      // Real cards: which card beats which, as the engine says (R1.4), the trumps (R1.3).
      const faces = await page.$$('.rule-fig .card.face');
      expect(faces.length).toBeGreaterThan(40);
      expect(await page.$$('[data-beats="true"]')).toHaveLength(4);
      expect(await page.$$('[data-beats="false"]')).toHaveLength(3);
      expect(await page.$('.rule-fig [data-card="QD"][aria-label*="Kaschlan"]')).not.toBeNull();
      // Nothing sticks out of the screen sideways.
      const wide = await page.$$eval('.rules-text *', (els) =>
        els
          .filter(
            (e) =>
              !e.closest('.table-wrap, pre') && e.getBoundingClientRect().right > innerWidth + 1,
          )
          .map((e) => `${e.tagName}.${e.getAttribute('class')}`),
      );
      expect(wide).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('is one click from the table, through the menu', async () => {
    const { page, errors } = await openTable(app.browser, app.url, testSettings({}), {
      width: 1280,
      height: 800,
    });
    await page.click('[data-action="menu"]');
    await page.click('.menu-list a[href="/rules"]');
    await page.waitForSelector('[id="R1.4"]');
    expect(new URL(page.url()).pathname).toBe('/rules');
    // The contents list jumps within the page.
    await page.click('.rules-toc a[href="#R7"]');
    await page.waitForFunction(() => location.hash === '#R7');
    expect((await placeOf(page, 'R7')).visible).toBe(true);
    expect(errors).toEqual([]);
  });
});
