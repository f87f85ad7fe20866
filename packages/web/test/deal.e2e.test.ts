import { describe, expect, it } from 'vitest';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { playByClicking, playUntil } from './support/play';

describe.skipIf(skipBrowser)('a deal against bots, by clicking', () => {
  const app = servedApp();

  it('plays to the end, names the Kaschlan and keeps the score', async () => {
    const settings = testSettings({
      players: 4,
      seats: ['human', 'easy', 'normal', 'easy', 'normal'],
    });
    const { page, errors } = await openTable(app.browser, app.url, settings, {
      width: 1280,
      height: 860,
      motion: true,
    });
    expect(await page.textContent('.opponents')).toContain('Otto');
    const log = await playByClicking(page);
    expect(log.humanActions).toBeGreaterThan(0);
    const title = await page.textContent('[data-end-title]');
    expect(title).toMatch(/Kaschlan|drawn/);
    const marks = await page.$$eval('[data-marks]', (els) =>
      els.map((e) => Number((e as HTMLElement).dataset['marks'])),
    );
    expect(marks).toHaveLength(4);
    expect(marks.reduce((a, b) => a + b, 0)).toBe(title?.includes('drawn') ? 0 : 1);
    // The log told the deal to its end.
    expect(await page.textContent('.log-lines')).toMatch(/Kaschlan|drawn/);

    // Play again: the loser deals the next deal (R2.4).
    const loser = await page.getAttribute('.end-hero', 'data-loser');
    await page.click('[data-action="again"]');
    await page.waitForSelector('[data-end-title]', { state: 'detached' });
    const first = await page.textContent('.log-lines li');
    if (loser !== 'none') {
      const names = ['You', 'Otto', 'Frieda', 'Gustav'];
      expect(first).toContain(names[Number(loser)]);
    }
    expect(errors).toEqual([]);
  });

  it('beats by dragging a card onto the attack card', async () => {
    const settings = testSettings({ players: 2, seats: ['human', 'normal'] });
    let dragged = false;
    for (let seed = 1; seed <= 20 && !dragged; seed++) {
      const { page, errors } = await openTable(app.browser, app.url, settings, {
        width: 1280,
        height: 800,
        query: `?seed=${seed}`,
      });
      const beatable = async () =>
        (await page.$$('[data-hand-card][data-playable]')).length > 0 &&
        (await page.$$('[data-attack]')).length > 0 &&
        (await page.getAttribute('.action-bar', 'data-turn')) === 'mine' &&
        !(await page.$('[data-action="take"]'));
      if (await playUntil(page, beatable)) {
        // Find a hand card with a target: pick it to see which attack card lights up, then drop.
        for (const card of await page.$$eval('[data-hand-card][data-playable]', (els) =>
          els.map((e) => (e as HTMLElement).dataset['handCard']!),
        )) {
          await page.click(`[data-hand-card="${card}"]`);
          const lit = await page.$('[data-target="yes"]');
          const target = lit ? await lit.getAttribute('data-attack') : null;
          await page.click('[data-action="clear"]');
          if (!target) continue;
          const from = (await page.$(`[data-hand-card="${card}"]`))!;
          const to = (await page.$(`[data-attack="${target}"]`))!;
          const a = (await from.boundingBox())!;
          const b = (await to.boundingBox())!;
          await page.mouse.move(a.x + a.width / 2, a.y + a.height / 3);
          await page.mouse.down();
          await page.mouse.move(a.x + a.width / 2 + 20, a.y, { steps: 3 });
          await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
          expect(
            await page.getAttribute(`[data-attack="${target}"] >> xpath=..`, 'class'),
          ).toContain('drop');
          await page.mouse.up();
          await page.waitForFunction(
            ([t, c]) =>
              [...document.querySelectorAll('.pair')].some(
                (p) =>
                  p.querySelector(`[data-card="${t}"]`) &&
                  p.querySelector(`.beater-card [data-card="${c}"]`),
              ),
            [target, card],
          );
          dragged = true;
          break;
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(dragged).toBe(true);
  });
});
