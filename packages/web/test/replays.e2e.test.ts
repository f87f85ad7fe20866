// Replays in the browser: a deal played to its end is kept on the device; the replays screen
// lists it, exports its record (a download), imports a record file (and refuses a bad one with
// the engine's reason); the viewer steps through it by keyboard with every hand face up, and
// its share link opens the same replay elsewhere. Bad links and a missing server game say so.

import { readFileSync } from 'node:fs';
import { replayRecord } from '@kaschlan/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { pageScrolls } from './support/layout';
import { playByClicking } from './support/play';

const step = (page: Page): Promise<number> =>
  page.$eval('[data-step]', (el) => Number((el as HTMLElement).dataset['step']));

/** Cards in hands, face up and face down, and the cards the engine says the hands hold. */
const hands = (page: Page) =>
  page.$$eval('.rp-hand', (els) => ({
    up: els.reduce((n, el) => n + el.querySelectorAll('.card.face').length, 0),
    down: els.reduce((n, el) => n + el.querySelectorAll('.card.back').length, 0),
    listed: els.reduce(
      (n, el) => n + ((el as HTMLElement).dataset['hand'] ?? '').split(' ').filter(Boolean).length,
      0,
    ),
  }));

/** The page neither scrolls sideways nor as a whole (screens scroll in their own box). */
/** Import a record file named `name` holding `text` on the replays screen. */
const importFile = (page: Page, name: string, text: string) =>
  page.setInputFiles('[data-action="import-file"]', {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });

describe.skipIf(skipBrowser)('replays', () => {
  const app = servedApp();

  it('keeps a finished deal, exports, imports and steps through it', async () => {
    const settings = testSettings({ players: 3, seats: ['human', 'easy', 'easy'] });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 1280,
      height: 800,
      query: '?seed=12',
    });
    await playByClicking(page);
    const loser = await page.getAttribute('.end-hero', 'data-loser');
    // Look at the table, then go through the menu.
    await page.click('.modal button:has-text("See the table")');
    await page.waitForSelector('[data-end-title]', { state: 'detached' });

    // The deal is on the replays screen.
    await page.click('[data-action="menu"]');
    await page.click('.menu-list a[href="/replays"]');
    const entry = await page.waitForSelector('.replay-entry');
    const text = (await entry.textContent()) ?? '';
    for (const name of ['Anna', 'Otto', 'Frieda']) expect(text).toContain(name);
    if (loser !== 'none') expect(text).toContain('the Kaschlan');

    // Export: a game-record file the engine replays.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('.replay-entry [data-action="export"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kaschlan-.*\.json$/);
    const file = await download.path();
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record.names).toEqual(['Anna', 'Otto', 'Frieda']);
    const replayed = replayRecord(record);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.state.pos.over).toBe(1);

    // A bad file is refused with the engine's reason (R2.1), and nothing is added.
    await importFile(page, 'bad.json', '{"players": 9, "seed": 1, "actions": []}');
    await page.waitForSelector('[data-status="error"]:has-text("R2.1")');
    await importFile(page, 'junk.json', 'not json at all');
    await page.waitForSelector('[data-status="error"]:has-text("not JSON")');
    expect(await page.$$('.replay-entry')).toHaveLength(1);

    // Import the exported file: it is kept, at the top.
    await page.setInputFiles('[data-action="import-file"]', file);
    await page.waitForSelector('[data-status="ok"]');
    expect(await page.$$('.replay-entry')).toHaveLength(2);
    expect(await page.textContent('.replay-entry.fresh')).toContain('imported');

    // Watch it: every hand face up, and the keyboard steps.
    await page.click('.replay-entry.fresh [data-action="watch"]');
    await page.waitForSelector('.rp-board');
    expect(new URL(page.url()).pathname).toBe('/view');
    const steps = Number(await page.getAttribute('[data-steps]', 'data-steps'));
    expect(steps).toBe(record.actions.length);
    expect(await step(page)).toBe(0);
    const dealt = await hands(page);
    expect(dealt.down).toBe(0);
    expect(dealt.up).toBe(15); // three hands of five (R2.2)
    expect(dealt.up).toBe(dealt.listed);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await step(page)).toBe(3);
    await page.keyboard.press('ArrowLeft');
    expect(await step(page)).toBe(2);
    expect((await hands(page)).down).toBe(0);
    await page.keyboard.press('End');
    expect(await step(page)).toBe(steps);
    expect(await page.textContent('[data-caption]')).toMatch(/Kaschlan|drawn/);
    await page.keyboard.press('Home');
    expect(await step(page)).toBe(0);
    // Space plays (a step at a time), Space again pauses.
    await page.selectOption('.rp-speed select', '2');
    await page.focus('[data-action="play"]');
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-step]')?.dataset['step']) >= 2,
    );
    expect(await page.getAttribute('[data-action="play"]', 'aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await page.getAttribute('[data-action="play"]', 'aria-pressed')).toBe('false');
    const paused = await step(page);
    await page.waitForTimeout(600);
    expect(await step(page)).toBe(paused);
    // The buttons do the same.
    await page.click('[data-action="last"]');
    expect(await step(page)).toBe(steps);
    await page.click('[data-action="back"]');
    expect(await step(page)).toBe(steps - 1);
    expect(await pageScrolls(page)).toBe(false);

    // The share link opens the same replay in another tab.
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-share-link]');
    expect(link).toMatch(/\/view#r=z[A-Za-z0-9_-]+&n=Anna,Otto,Frieda$/);
    const other = await page.context().newPage();
    await other.goto(link);
    await other.waitForSelector('.rp-board');
    expect(Number(await other.getAttribute('[data-steps]', 'data-steps'))).toBe(steps);
    expect(await other.textContent('.rp-seats')).toContain('Frieda');
    await other.close();

    // Delete, and undo.
    await page.goto(`${app.url}replays`);
    await page.waitForSelector('.replay-entry');
    await page.click('.replay-entry [data-action="delete"]');
    expect(await page.$$('.replay-entry')).toHaveLength(1);
    await page.click('[data-action="undo"]');
    expect(await page.$$('.replay-entry')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('opens a /view link on a phone, and shows the end screen’s replay', async () => {
    const settings = testSettings({ players: 2, seats: ['human', 'easy'] });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 375,
      height: 740,
      query: '?seed=4',
    });
    await playByClicking(page);
    await page.click('[data-action="watch-replay"]');
    await page.waitForSelector('.rp-board');
    expect(await page.$$('.rp-seat')).toHaveLength(2);
    expect((await hands(page)).down).toBe(0);
    await page.keyboard.press('End');
    expect(await page.textContent('.rp-seats')).toMatch(/the Kaschlan|out/);
    // Nothing leaves the screen sideways; the page itself never scrolls.
    const wide = await page.$$eval(
      '.card',
      (els) => els.filter((e) => e.getBoundingClientRect().right > innerWidth + 1).length,
    );
    expect(wide).toBe(0);
    expect(await pageScrolls(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('says what is wrong with a bad link, a missing server game or a bad file', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // The 404 and the refused request below are the point of this test.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
    });
    const says = (words: string) =>
      page.waitForSelector(`[data-replay-error]:has-text("${words}")`);
    await page.goto(`${app.url}view#r=zAAAAAAAAAAAA`);
    await says('cannot be read');
    await page.goto(`${app.url}view`);
    await says('no game record');
    // Only the #fragment changes: the same page reads the new record.
    await page.goto(`${app.url}view#r=j${Buffer.from('{"players":2}').toString('base64url')}`);
    await says('not a game record');

    await page.route('**/api/replays/gone', (r) => r.fulfill({ status: 404, body: '' }));
    await page.route('**/api/replays/down', (r) => r.abort('connectionrefused'));
    await page.goto(`${app.url}replay/gone`);
    await says('no game “gone”');
    await page.goto(`${app.url}replay/down`);
    await says('cannot be reached');
    await page.click('[data-replay-error] button');
    await page.waitForSelector('[data-screen="replays"]');

    // A refused file cites its rule, and the rule is a link to the rules page (R2.1).
    await importFile(
      page,
      'five.json',
      '{"players": 5, "preset": "pack24", "seed": 1, "actions": []}',
    );
    await page.click('[data-status="error"] a.rule-ref[href="/rules#R2.1"]');
    const rule = await page.waitForSelector('[id="R2.1"].rule-current');
    expect(await rule.textContent()).toContain('How many');
    expect(new URL(page.url()).pathname).toBe('/rules');
    expect(errors).toEqual([]);
    await context.close();
  });
});
