// The whole tutorial in Chromium, as a newcomer would take it: the first lessons with the
// mouse, the rest with the keyboard alone; one illegal move (the engine's reason shows) and
// one legal but unintended move (a hint, taken back); leaving in the middle of a lesson, for
// the offline table and by reloading, and resuming; the closing screen; no console errors.

import type { Action } from '@kaschlan/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../src/tutorial/lessons';
import {
  newPage,
  STEP_TIMEOUT_MS,
  seedSettings,
  servedApp,
  skipBrowser,
  testSettings,
} from './support/browser';
import { layoutProblems } from './support/layout';
import { clickCard } from './support/play';

/** How many events the lesson's table shows; every accepted move adds some. */
const events = (page: Page): Promise<number> =>
  page.$eval('.tut-felt', (el) => Number((el as HTMLElement).dataset['events'] ?? 0));

/** Wait until the others' scripted moves are shown and the coach has moved on. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main.tut:not([data-busy])');
}

/** Wait for an accepted move: the table changed, then the others are done. */
async function accepted(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      Number((document.querySelector('.tut-felt') as HTMLElement | null)?.dataset['events'] ?? 0) >
      n,
    before,
    { polling: 20 },
  );
  await settled(page);
}

/** One move with the mouse, as the coach describes it. */
async function byMouse(page: Page, a: Action): Promise<void> {
  switch (a.type) {
    case 'lead':
      for (const c of a.cards) await clickCard(page, c);
      await page.click('[data-action="play"]');
      return;
    case 'selfAttack':
      await clickCard(page, a.card);
      await clickCard(page, a.with);
      await page.click('[data-action="play"]');
      return;
    case 'beat':
      await clickCard(page, a.with);
      await page.click(`[data-attack="${a.attack}"]`);
      return;
    case 'pass':
    case 'take':
      await page.click(`[data-action="${a.type}"]`);
      return;
    default:
      throw new Error(`no way to play ${a.type} by mouse`);
  }
}

/** Put the keyboard cursor on hand card `card` (arrows only). */
async function cursorTo(page: Page, card: string): Promise<void> {
  const hand = await page.$$eval('[data-hand-card]', (els) =>
    els.map((e) => (e as HTMLElement).dataset['handCard']),
  );
  const index = hand.indexOf(card);
  expect(index, `${card} in ${hand.join(' ')}`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let k = 0; k < index; k++) await page.keyboard.press('ArrowRight');
}

/** One move with the keyboard alone. */
async function byKeyboard(page: Page, a: Action): Promise<void> {
  switch (a.type) {
    case 'lead':
    case 'selfAttack':
      for (const c of a.type === 'lead' ? a.cards : [a.card, a.with]) {
        await cursorTo(page, c);
        await page.keyboard.press('Space');
      }
      await page.keyboard.press('Enter');
      return;
    case 'beat':
      // Enter plays a card that can beat just one thing.
      await cursorTo(page, a.with);
      await page.keyboard.press('Enter');
      return;
    case 'pass':
      await page.keyboard.press('p');
      return;
    case 'take':
      await page.keyboard.press('t');
      return;
    default:
      throw new Error(`no way to play ${a.type} by keyboard`);
  }
}

type Way = 'mouse' | 'keyboard';

/** Play the current lesson from step `from` to its end; the engine's refusals it showed. */
async function playLesson(page: Page, id: string, way: Way, from = 0): Promise<string[]> {
  const refusals: string[] = [];
  const lesson = LESSONS.find((l) => l.id === id)!;
  await page.waitForSelector(`main.tut[data-lesson="${id}"]`);
  await settled(page);
  const move = way === 'mouse' ? byMouse : byKeyboard;
  for (const step of lesson.steps.slice(from)) {
    if (step.kind === 'try') {
      // The point of the step is the engine's refusal, shown in its own words.
      await move(page, step.attempt);
      const said = await page.waitForSelector('[data-feedback="good"] [data-engine-message]');
      refusals.push((await said.textContent()) ?? '');
      await settled(page);
      continue;
    }
    for (const a of step.all ? step.expect : step.expect.slice(0, 1)) {
      const before = await events(page);
      await move(page, a);
      await accepted(page, before);
    }
  }
  await page.waitForSelector(`[data-lesson-done="${id}"]`);
  return refusals;
}

/** Go on to the next lesson (by the button, or by Enter once it has the focus). */
async function next(page: Page, way: Way): Promise<void> {
  if (way === 'mouse') {
    await page.click('[data-action="next-lesson"]');
    return;
  }
  await page.waitForFunction(() => document.activeElement?.matches('[data-action="next-lesson"]'));
  await page.keyboard.press('Enter');
}

describe.skipIf(skipBrowser)('tutorial', () => {
  const app = servedApp();

  it('takes a newcomer through every lesson, answers wrong moves, and resumes', async () => {
    const { page, errors } = await newPage(app.browser, { width: 1280, height: 800 });
    await seedSettings(page, testSettings({}));
    await page.goto(`${app.url}tutorial`);

    await page.waitForSelector('[data-lessons]');
    expect(await page.$$('[data-lessons] li')).toHaveLength(LESSONS.length);
    await page.click('[data-action="start"]');

    // 1-2 by mouse.
    await playLesson(page, 'lead', 'mouse');
    await next(page, 'mouse');
    await playLesson(page, 'reinforce', 'mouse');
    await next(page, 'mouse');

    // 3: an illegal move first. The engine refuses it, and its sentence shows (R1.4).
    await page.waitForSelector('main.tut[data-lesson="beat"]');
    await settled(page);
    await clickCard(page, '9H');
    const refused = await page.waitForSelector('[data-feedback="refused"] [data-engine-message]');
    expect(await refused.textContent()).toBe('9H does not beat 10H (R1.3, R1.4)');
    expect(await page.$('[data-feedback="refused"] a[href="/rules#R1.4"]')).not.toBeNull();
    // A legal move that is not the step's: a hint, and the move is taken back.
    let before = await events(page);
    await byMouse(page, { type: 'beat', seat: 0, attack: '10H', with: '8S' });
    await page.waitForSelector('[data-feedback="hint"]');
    expect(await events(page)).toBe(before);
    expect(await page.$$('.pair.beaten')).toHaveLength(0);
    // "Show me" lights the step's cards.
    // (A stylesheet the app adopts: the Content-Security-Policy allows no inline <style>.)
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main.tut .card, main.tut [data-action]')].some(
        (e) => getComputedStyle(e).animationName === 'tut-glow',
      ),
    );
    await playLesson(page, 'beat', 'mouse');
    await next(page, 'mouse');
    await playLesson(page, 'kaschlan', 'mouse');
    // The Kaschlan, picked up, shows face up in Otto's hand (R5.3).
    expect(await page.$('.opponent [data-card="QD"]')).not.toBeNull();
    await next(page, 'mouse');

    // 5: leave in the middle of the lesson (one of two beats made) for the offline table...
    await page.waitForSelector('main.tut[data-lesson="self-attack"]');
    await settled(page);
    before = await events(page);
    await byKeyboard(page, { type: 'beat', seat: 0, attack: 'JD', with: 'KD' });
    await accepted(page, before);
    await page.click('[data-action="menu"]');
    await page.click('.menu-list a[href="/"]');
    await page.waitForSelector('.table');
    expect(await page.$$('.opponent')).not.toHaveLength(0);
    // ... come back by the menu: the same lesson, where it was left.
    await page.click('[data-action="menu"]');
    await page.click('.menu-list a[href="/tutorial"]');
    await page.waitForSelector('main.tut[data-lesson="self-attack"] .pair.beaten');
    // ... and by reloading the page.
    await page.reload();
    await page.waitForSelector('main.tut[data-lesson="self-attack"] .pair.beaten');
    expect(await page.$$('.pair.beaten')).toHaveLength(1);
    expect(await page.getAttribute('.coach', 'data-step')).toBe('0');
    before = await events(page);
    await byKeyboard(page, { type: 'beat', seat: 0, attack: 'JH', with: 'QH' });
    await accepted(page, before);
    await playLesson(page, 'self-attack', 'keyboard', 1);
    await next(page, 'keyboard');

    // 6-9 by keyboard; 6 has the try step, taking while a beat exists (MUST_BEAT, R4.3).
    for (const id of ['must-beat', 'refill', 'out', 'end']) {
      const refusals = await playLesson(page, id, 'keyboard');
      if (id === 'must-beat')
        expect(refusals).toEqual(['you can beat a card on the table, so you must (R4.3)']);
      if (id === 'end') {
        expect(await page.getAttribute('.tut-felt', 'data-over')).toBe('yes');
        expect(await page.textContent('.opponent.loser')).toContain('Otto');
      }
      await next(page, 'keyboard');
    }

    // The closing screen, and every lesson ticked off, after a reload too.
    await page.waitForSelector('[data-finale]');
    await page.reload();
    await page.waitForSelector('[data-lessons]');
    expect(await page.$$('[data-lessons] li.done')).toHaveLength(LESSONS.length);
    expect(errors).toEqual([]);
    await page.context().close();
    // Long for real work: every lesson played through.
  }, 300_000);

  for (const size of [
    { width: 375, height: 740 },
    { width: 1440, height: 900 },
  ])
    it(`fits a lesson on ${size.width}×${size.height}`, async () => {
      const context = await app.browser.newContext({ viewport: size, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.addInitScript(
        (s) => localStorage.setItem('kaschlan.settings.v1', s),
        JSON.stringify(testSettings({})),
      );
      await page.goto(`${app.url}tutorial`);
      await page.click('[data-lesson="reinforce"] .lesson-open');
      await page.waitForSelector('main.tut[data-lesson="reinforce"]');
      await settled(page);
      await clickCard(page, '8D');
      expect(await layoutProblems(page)).toEqual([]);
      // Play the step, then restart the lesson: back to its first step, the eights in hand.
      const before = await events(page);
      await clickCard(page, '8H');
      await page.click('[data-action="play"]');
      await accepted(page, before);
      await page.waitForSelector('[data-lesson-done="reinforce"]');
      expect(await layoutProblems(page)).toEqual([]);
      await page.click('[data-action="restart"]');
      await page.waitForSelector('.coach[data-step="0"]');
      await settled(page);
      expect(await page.$('[data-hand-card="8D"]')).not.toBeNull();
      await context.close();
    });
});
