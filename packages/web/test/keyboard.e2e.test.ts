import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { playByKeyboard } from './support/play';

describe.skipIf(skipBrowser)('keyboard play', () => {
  const app = servedApp();

  it('lists the shortcuts in a help overlay opened with ?', async () => {
    const { page, errors } = await openTable(app.browser, app.url, testSettings({}), {
      width: 1280,
      height: 800,
    });
    await page.keyboard.press('?');
    const help = await page.waitForSelector('[role="dialog"][aria-label="How to play"]');
    const text = (await help.textContent()) ?? '';
    for (const key of ['← →', '↑ ↓', 'Enter', 'Space', 'P', 'T', 'Esc'])
      expect(text).toContain(key);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('plays a whole deal without the mouse', async () => {
    const settings = testSettings({
      players: 3,
      seats: ['human', 'normal', 'easy', 'normal', 'normal'],
    });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 1280,
      height: 800,
    });
    const log = await playByKeyboard(page);
    expect(log.humanActions).toBeGreaterThan(0);
    expect(await page.textContent('[data-end-title]')).toMatch(/Kaschlan|drawn/);
    // Enter on the end screen deals again (once focus has moved to "Play again", as a
    // person sees it before pressing a key).
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-autofocus'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-end-title]', { state: 'detached' });
    expect(await page.getAttribute('.table', 'data-over')).toBeNull();
    expect(errors).toEqual([]);
  });
});
