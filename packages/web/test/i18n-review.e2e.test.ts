// Hints and the post-game review in every language: a hint asked at the offline table, the
// deal played to its end (the fair-play note), the deal reviewed (a decision, the mistakes,
// the table of decisions opened) and the list of deals to review. On each screen axe-core
// finds no serious or critical problem; in German, Swedish and Polish no English phrase of
// the review's catalog is left on the page (text, labels, titles, the chart's words), and
// Polish counts take their plural forms.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reviewDe } from '../src/i18n/areas/review.de';
import { reviewEn } from '../src/i18n/areas/review.en';
import { reviewPl } from '../src/i18n/areas/review.pl';
import { reviewSv } from '../src/i18n/areas/review.sv';
import type { Lang } from '../src/i18n/plural';
import { axeProblems, type Catalog, englishShown, MARK, pageText, words } from './support/a11y';
import {
  HINT_MS,
  openTable,
  REVIEW_MS,
  servedApp,
  skipBrowser,
  testSettings,
} from './support/browser';
import { playByClicking, playUntil } from './support/play';

type Other = Exclude<Lang, 'en'>;
const REVIEW: Record<Other, Catalog> = { de: reviewDe, sv: reviewSv, pl: reviewPl };

/** Sample arguments for the entries whose words depend on a choice; others get MARKs. */
const SAMPLES: Record<string, unknown[][]> = {
  'review.reason.endgameSolved': [['win'], ['draw'], ['loss']],
  'review.reason.takes': [['cannotBeat'], ['keepsCards']],
  'review.reason.searchPrefers': [
    [MARK, 1],
    [MARK, 2],
    [MARK, 5],
  ],
  'review.chart.summary': [
    [2, 5, 0, MARK],
    [2, 5, 1, MARK],
    [2, 5, 2, MARK],
  ],
  'review.chart.dot': [
    [MARK, MARK, MARK, false],
    [MARK, MARK, MARK, true],
  ],
  'review.status.stopped': [
    [MARK, 1],
    [MARK, 2],
    [MARK, 5],
  ],
};

/** The values an entry can say: a string, or a function called with sample arguments. */
function says(key: string, value: unknown): string[] {
  if (typeof value === 'string') return [value];
  const fn = value as (...a: unknown[]) => unknown;
  const n = fn.length;
  const marks = Array.from({ length: n }, () => MARK);
  // (name, you, ...): said of someone by name, and of the person at the device.
  const person = [false, true].map((you) => marks.map((m, i) => (i === 1 ? you : m)));
  // A count: one, a few, many (Polish has forms for each).
  const counts = [1, 2, 5].map((c) => marks.map((m, i) => (i === 0 ? c : m)));
  return [...(SAMPLES[key] ?? []), marks, ...person, ...counts].flatMap((args) => {
    try {
      const out = fn(...args);
      return typeof out === 'string' && !out.includes('undefined') ? [out] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The English phrases that must not show in `lang`: each entry of the review's catalog cut at
 * its parameters and card slots, each piece of two or more words that the translation does not
 * also say.
 */
function englishPhrases(lang: Other): { key: string; phrase: string }[] {
  const found: { key: string; phrase: string }[] = [];
  for (const [key, english] of Object.entries(reviewEn)) {
    const theirs = says(key, REVIEW[lang][key]).join('\n');
    const pieces = says(key, english).flatMap((s) => s.split(new RegExp(`${MARK}|\\{\\d\\}`)));
    for (const phrase of new Set(pieces.map((p) => p.trim())))
      if (words(phrase) >= 2 && !theirs.includes(phrase)) found.push({ key, phrase });
  }
  return found;
}

/** The Polish form after a count, by the rule itself: 1 decyzja, 2–4 decyzje (not 12–14), 5 decyzji. */
function polish(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const ten = n % 10;
  const hundred = n % 100;
  return ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? few : many;
}

const mine = async (page: Page): Promise<boolean> =>
  (await page.getAttribute('.action-bar', 'data-turn')) === 'mine';

describe.skipIf(skipBrowser)('hints and the review in every language', () => {
  const app = servedApp();

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: a hint, the deal's end, its review and the list of deals`, async () => {
      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (page: Page, screen: string) => {
        for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
        const text = await pageText(page);
        if (text.includes('undefined') || /\{\d\}|NaN/.test(text))
          problems.push(`${screen}: a broken text`);
        problems.push(...englishShown(text, english, screen));
      };

      const { page, errors } = await openTable(
        app.browser,
        app.url,
        testSettings({ players: 3, seats: ['human', 'normal', 'normal'] }),
        { width: 1280, height: 800, query: '?seed=5' },
      );
      // The language as a returning player has it stored, there before the page loads.
      await page.evaluate((l) => localStorage.setItem('kaschlan.lang', l), lang);
      await page.reload();
      await page.waitForSelector('.table');
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);

      // A hint at the table: the move and why, in this language.
      expect(await playUntil(page, mine)).toBe(true);
      await page.click('[data-action="hint"]');
      await page.waitForSelector('[data-hint="ready"]', { timeout: HINT_MS });
      expect(((await page.textContent('[data-hint-why]')) ?? '').length).toBeGreaterThan(5);
      await check(page, 'hint');

      // The end of the deal: the fair-play note counts the hint.
      await playByClicking(page);
      await page.waitForSelector('[data-end-title]');
      expect(await page.getAttribute('[data-hints-used]', 'data-hints-used')).toBe('1');
      await check(page, 'end of the deal');

      // The review, run to its end: a decision, and the table of decisions opened.
      await page.click('[data-action="review"]');
      await page.waitForSelector('[data-review-status="done"]', { timeout: REVIEW_MS });
      await page.keyboard.press('n');
      await page.waitForSelector('[data-decision]');
      await page.click('.review-table-box summary');
      await check(page, 'review');
      if (lang === 'pl') {
        const total = await page.$$eval('#review-table tbody tr', (rows) => rows.length);
        const summary = (await page.textContent('[data-review-summary]')) ?? '';
        expect(summary).toContain(
          `${total} ${polish(total, 'decyzja przeanalizowana', 'decyzje przeanalizowane', 'decyzji przeanalizowanych')}`,
        );
      }
      // A mistake, if the deal has one: its verdict and the mistakes' list.
      if ((await page.$$('[data-mistake-move]')).length > 0) {
        await page.keyboard.press('m');
        await page.waitForSelector('[data-verdict="mistake"]');
        await check(page, 'a mistake');
      }

      // The list of deals kept on this device, to review another.
      await page.click('.review-foot .link-button');
      await page.waitForSelector('.replay-entry [data-action="review"]');
      await check(page, 'deals to review');

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      // Long for real work: a hint, a whole deal and its review.
    }, 300_000);
});
