import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';

describe.skipIf(skipBrowser)('new game and settings', () => {
  const app = servedApp();

  it('deals the table chosen, refuses what R2.1 forbids, remembers the choice', async () => {
    const { page, errors } = await openTable(app.browser, app.url, testSettings({ players: 4 }), {
      width: 1280,
      height: 800,
    });
    expect(await page.$$('.opponent')).toHaveLength(3);

    await page.click('[data-action="new"]');
    // (In the form: the menu has a choice of cards of its own.)
    // 5 players with the 24-card pack: the engine says no (R2.1).
    await page.click('.new-game .segmented label:has-text("5")');
    await page.click('.new-game .segmented label:has-text("24 cards")');
    await page.click('[data-action="deal"]');
    expect(await page.textContent('.form-error')).toContain('R2.1');

    await page.click('.new-game .segmented label:has-text("32 cards")');
    await page.click('.new-game .segmented label:has-text("2")');
    await page.selectOption('[data-seat-kind="1"]', 'easy');
    await page.fill('[data-seat-name="1"]', 'Käthe');
    await page.click('.new-game .segmented label:has-text("German")');
    await page.click('.new-game .segmented label:has-text("Dark")');
    // R7.2 and R7.5 as checkboxes drawn from the engine's description of the options.
    await page.click('label.check:has-text("Pass-on")');
    await page.click('label.check:has-text("R4.3")');
    await page.click('[data-action="deal"]');
    await page.waitForSelector('.modal', { state: 'detached' });

    expect(await page.$$('.opponent')).toHaveLength(1);
    expect(await page.textContent('.opponent')).toContain('Käthe');
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    // German faces: the hand is named in Eichel, Grün, Herz, Schellen.
    const names = await page.$$eval('[data-hand-card] .card-name', (els) =>
      els.map((e) => e.textContent),
    );
    expect(names.join(' ')).toMatch(/Eichel|Grün|Herz|Schellen/);

    const saved = await page.evaluate(() => localStorage.getItem('kaschlan.settings.v1'));
    expect(JSON.parse(saved ?? '{}').rules).toMatchObject({
      pack: 32,
      afterTake: 'pass-on',
      mustBeat: false,
    });

    await page.reload();
    await page.waitForSelector('.table');
    expect(await page.$$('.opponent')).toHaveLength(1);
    expect(await page.textContent('.opponent')).toContain('Käthe');
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    expect(errors).toEqual([]);
  });
});
