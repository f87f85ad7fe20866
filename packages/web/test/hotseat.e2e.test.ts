// Hot seat: two people and a bot share one device. Between the people's turns a cover hides
// the table, and while it is up no hand is in the page at all.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { playByClicking } from './support/play';

describe.skipIf(skipBrowser)('hot seat', () => {
  const app = servedApp();

  it('covers the table between people and plays a deal to the end', async () => {
    const settings = testSettings({
      players: 3,
      seats: ['human', 'human', 'easy', 'normal', 'normal'],
      names: ['Anna', 'Bruno', 'Otto', 'Gustav', 'Minna'],
    });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 1024,
      height: 768,
      touch: true,
    });
    const seen = new Set<string>();
    const checkCover = async (p: Page) => {
      const name = (await p.textContent('.cover-name')) ?? '';
      expect(['Anna', 'Bruno']).toContain(name);
      seen.add(name);
      // Nobody's cards are in the page while the device changes hands.
      expect(await p.$$('[data-hand-card]')).toHaveLength(0);
      expect(await p.$$('.me .card.face')).toHaveLength(0);
    };
    // Played by tapping, as on a tablet passed round the table.
    const log = await playByClicking(page, { onCover: checkCover, tap: true });
    expect(log.covers).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual(new Set(['Anna', 'Bruno']));
    // Each person saw the table as himself.
    expect(new Set(log.perspectives)).toEqual(new Set(['Anna', 'Bruno']));
    expect(await page.textContent('[data-end-title]')).toMatch(/Kaschlan|drawn/);
    expect(errors).toEqual([]);
  });
});
