// Issue 25's "done when", in each language (en, de, sv, pl), in Chromium on a 390×844 phone
// against the real server: a newcomer (a fresh browser) opens Puzzles from the menu, sees his
// puzzle rating and the daily puzzle (the server's, the same for everyone), gets its first
// move wrong and is answered with the refutation and the line (his rating falls), goes on to
// the next puzzle and plays its whole line (solved: his rating rises, his streak is 1). Every
// puzzle shown is re-checked by the exact solver (verifyPuzzle), every move is judged by the
// server, no English phrase of the screen's catalogs shows in de/sv/pl, the wrong and solved
// moments fit the phone (support/layout.ts; screenshots of both in the temp folder), and
// nothing is logged as an error.

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Puzzle, verifyPuzzle } from '@kaschlan/bots/puzzles';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { pl } from '../src/i18n/pl';
import type { Lang } from '../src/i18n/plural';
import { sv } from '../src/i18n/sv';
import {
  type Catalog,
  englishShown,
  MARK,
  type Phrase,
  pageText,
  untranslated,
} from './support/a11y';
import { newPage, servedApp, skipBrowser } from './support/browser';
import { layoutProblems } from './support/layout';
import { byMouse, onPage, phase, solve, wrongMove } from './support/puzzle-play';
import { onlineServer } from './support/server';

const PHONE = { width: 390, height: 844, touch: false };
const WHOLE: Record<Lang, Catalog> = { en, de, sv, pl };
const SHOTS = join(tmpdir(), 'kaschlan-puzzles-languages');

/** The entry `key` of `lang`'s catalog with its arguments. */
const say = (lang: Lang, key: string, ...args: (string | number)[]): string => {
  const v = WHOLE[lang][key];
  return typeof v === 'string' ? v : (v as (...a: (string | number)[]) => string)(...args);
};

/** The fixed parts of a text function (between its parameters): what any call of it says. */
const fixedParts = (lang: Lang, key: string): string[] =>
  say(lang, key, MARK)
    .split(MARK)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * The English phrases that must not show on the puzzles screen in `lang`: its own catalog,
 * the table's (the normal table it plays on), the review's move words (its line is said with
 * them) and the menu's. Entries that take a choice rather than a text (a level, a suit) are
 * left out: `untranslated` cannot call them with a sample, and the screen shows none of them.
 */
function englishPhrases(lang: Exclude<Lang, 'en'>): Phrase[] {
  const screen = /^(puzzles\.|table\.|review\.act\.|menu\.)/;
  return Object.keys(en)
    .filter((k) => screen.test(k))
    .flatMap((key) => {
      try {
        return untranslated(
          { [key]: en[key as keyof typeof en] },
          { [key]: WHOLE[lang][key] },
          '7',
        );
      } catch {
        return [];
      }
    });
}

/** The puzzle on the page, proved right by the solver from its record (R2.2: all known). */
async function provedOnPage(page: Page): Promise<Puzzle> {
  const p = await onPage(page);
  expect({ id: p.id, problem: verifyPuzzle(p) }).toEqual({ id: p.id, problem: null });
  return p;
}

const ratingOnPage = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('[data-rating]', 'data-rating'));

describe.skipIf(skipBrowser)('puzzles on a phone in every language (issue 25)', () => {
  const app = servedApp(() => onlineServer());
  mkdirSync(SHOTS, { recursive: true });

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: the daily puzzle failed, the next solved, the rating moved both ways`, async () => {
      const { page, errors } = await newPage(app.browser, PHONE);
      await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (moment: string, shot = false) => {
        if (shot) {
          // The two full moments (the longest text, the most figures) must fit the phone.
          for (const p of await layoutProblems(page)) problems.push(`${moment}: ${p}`);
          // The puzzle is decided: the table waits for nobody (the bar says what happened).
          // A line that plays the deal to its end may say so ("the deal is over"): that
          // waits for nobody either. Which puzzle comes next depends on the day's daily one.
          const prompt = (await page.textContent('[data-prompt]'))?.trim();
          if (prompt && prompt !== say(lang, 'table.prompt.over'))
            problems.push(`${moment}: the table's prompt still says "${prompt}"`);
          await page.screenshot({ path: join(SHOTS, `${lang}-${moment}.png`) });
        }
        const text = await pageText(page);
        if (text.includes('undefined') || /\{\w\}/.test(text))
          problems.push(`${moment}: a broken text`);
        problems.push(...englishShown(text, english, moment));
      };

      // 1. From the menu, as he would: the screen in his language, a newcomer's rating.
      await page.goto(`${app.url}/rules`);
      await page.click('[data-action="menu"]');
      const link = await page.waitForSelector('a[href="/puzzles"]');
      expect((await link.textContent())?.trim()).toBe(say(lang, 'puzzles.menu'));
      await link.click();
      await page.waitForSelector('[data-puzzle][data-phase="yours"]');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.getAttribute('[data-rating]', 'data-rating-from')).toBe('browser');
      const start = await ratingOnPage(page);
      expect(start).toBe(1500);
      expect(await page.textContent('.puzzle-rating')).toBe(say(lang, 'puzzles.rating', start));
      await check('opened');

      // The daily puzzle: the one the server gives everyone today, tagged as such.
      const { puzzle: today } = (await (await fetch(`${app.url}/api/puzzles/daily`)).json()) as {
        puzzle: { id: string };
      };
      const dailyButton = await page.waitForSelector('[data-action="puzzle-daily"]');
      expect(await dailyButton.textContent()).toBe(say(lang, 'puzzles.daily'));
      await dailyButton.click();
      const tag = await page.waitForSelector('.puzzle-daily');
      expect(await tag.textContent()).toBe(say(lang, 'puzzles.dailyTag'));
      const daily = await provedOnPage(page);
      expect(daily.id).toBe(today.id);
      const status = await phase(page, daily.id, 'yours');
      expect(await status.textContent()).toBe(
        say(lang, daily.result === 'win' ? 'puzzles.findWin' : 'puzzles.findDraw'),
      );
      await check('daily');

      // 2. A wrong first move (by the solver: not the line's class), judged by the server.
      const wrong = wrongMove(daily);
      expect(wrong).toBeDefined();
      const judged = page.waitForResponse((r) =>
        r.url().endsWith(`/api/puzzles/${daily.id}/moves`),
      );
      await byMouse(page, wrong!);
      const verdict = (await (await judged).json()) as { verdict: string; refutation: unknown };
      expect(verdict).toMatchObject({ verdict: 'wrong', line: daily.line });
      const said = (await (await phase(page, daily.id, 'wrong')).textContent()) ?? '';
      const keys = ['puzzles.wrong', 'puzzles.solution'];
      if (verdict.refutation) keys.push('puzzles.refuted');
      for (const key of keys)
        for (const part of fixedParts(lang, key)) expect(said, key).toContain(part);
      const fell = await page.waitForSelector('[data-change^="-"]');
      const down = Number(await fell.getAttribute('data-change'));
      expect(down).toBeLessThan(0);
      await page.waitForSelector(`[data-rating="${start + down}"]`);
      expect(await page.textContent('.puzzle-rating')).toBe(
        `${say(lang, 'puzzles.rating', start + down)} ${down}`,
      );
      const nextButton = await page.waitForSelector('[data-action="puzzle-next"]');
      expect(await nextButton.textContent()).toBe(say(lang, 'puzzles.next'));
      await check('wrong', true);

      // 3. The next puzzle (the server's pick), its whole line played: solved.
      await nextButton.click();
      await page.waitForSelector(`[data-puzzle]:not([data-puzzle="${daily.id}"])`);
      expect(await page.$('.puzzle-daily')).toBeNull();
      const second = await provedOnPage(page);
      await solve(page, second);
      expect(await page.textContent('.puzzle-status')).toBe(say(lang, 'puzzles.solved'));
      const rose = await page.waitForSelector('.puzzle-rating-change:not([data-change^="-"])');
      const up = Number(await rose.getAttribute('data-change'));
      expect(up).toBeGreaterThan(0);
      await page.waitForSelector(`[data-rating="${start + down + up}"]`);
      expect(await page.textContent('.puzzle-rating')).toBe(
        `${say(lang, 'puzzles.rating', start + down + up)} +${up}`,
      );
      await page.waitForSelector('[data-streak="1"]');
      expect(await page.textContent('[data-streak]')).toContain(say(lang, 'puzzles.streak', 1));
      await check('solved', true);

      // 4. Nothing in English (de/sv/pl), no broken text, nothing logged as an error.
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
});
