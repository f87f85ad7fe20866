// The offline table in every language: the table, the new-game form, the help and a whole
// deal to its end screen. On each screen axe-core finds no serious or critical problem (and
// the table and its dialogs fit a 360×640 phone, whatever the length of the words); in
// German, Swedish and Polish no English phrase of the table's catalog (or the menu's) is left
// on the page (text, labels, titles); Polish card counts take their plural forms (1 karta,
// 2 karty, 5 kart); the other players' moves are read out in the page's language; and the
// new-game form switches the language at once.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tableDe } from '../src/i18n/areas/table.de';
import { tableEn } from '../src/i18n/areas/table.en';
import { tablePl } from '../src/i18n/areas/table.pl';
import { tableSv } from '../src/i18n/areas/table.sv';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { pl } from '../src/i18n/pl';
import type { Lang } from '../src/i18n/plural';
import { sv } from '../src/i18n/sv';
import { axeProblems, type Catalog, englishShown, MARK, pageText, words } from './support/a11y';
import { openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { layoutProblems } from './support/layout';
import { playByClicking } from './support/play';

type Other = Exclude<Lang, 'en'>;
const TABLE: Record<Other, Catalog> = { de: tableDe, sv: tableSv, pl: tablePl };
const WHOLE: Record<Other, Catalog> = { de, sv, pl };
/** "See the table" (the end screen's way back to it) in each language. */
const SEE_TABLE: Record<Lang, string> = {
  en: tableEn['table.end.seeTable'],
  de: tableDe['table.end.seeTable'],
  sv: tableSv['table.end.seeTable'],
  pl: tablePl['table.end.seeTable'],
};
/** The menu's words, on every screen. */
const MENU = Object.keys(en).filter((k) => k.startsWith('menu.'));

/** The values a catalog's entry can say: a string, or a function called with sample arguments. */
function says(value: unknown, samples: readonly unknown[][]): string[] {
  if (typeof value === 'string') return [value];
  const fn = value as (...a: unknown[]) => unknown;
  return [
    ...samples.map((s) => s.slice(0, fn.length)),
    Array.from({ length: fn.length }, () => MARK),
    Array.from({ length: fn.length }, () => 7),
  ].flatMap((args) => {
    try {
      const out = fn(...args);
      return typeof out === 'string' && !out.includes('undefined') ? [out] : [];
    } catch {
      return [];
    }
  });
}

/** Sample arguments for the entries that take a choice (a level, a preset, a card). */
const SAMPLES: Record<string, unknown[][]> = {
  'table.card.name': [
    ['8', 'D', false],
    ['Q', 'S', false],
    ['Q', 'D', true],
  ],
  'table.card.suit': [['S', false]],
  'table.card.ranks': [
    ['8', false],
    ['K', false],
  ],
  'table.level': ['easy', 'normal', 'hard', 'expert'].map((l) => [l]),
  'table.level.hint': ['easy', 'normal', 'hard', 'expert'].map((l) => [l]),
  'table.new.bot': ['easy', 'normal', 'hard', 'expert'].map((l) => [l]),
  'table.new.presetName': ['illig', 'wikipedia-de', 'pack52', 'pack24'].map((p) => [p]),
  'table.new.themeName': ['system', 'light', 'dark'].map((p) => [p]),
  'table.new.paceName': ['relaxed', 'brisk', 'instant'].map((p) => [p]),
  'table.end.teaseYou': [[0], [1], [2], [0, true], [2, true]],
  'table.end.teaseOther': [
    [0, MARK],
    [1, MARK],
    [2, MARK],
    [1, MARK, true],
  ],
  'table.prompt.or': [[['stop']], [['a', 'b']]],
};

/**
 * The English phrases that must not show in `lang`: the text of each entry of the table's
 * catalog (and the menu's) cut at its parameters and card slots, each piece of two or more
 * words that the translation does not also say. Words between asterisks are bold (Help).
 */
function englishPhrases(lang: Other): { key: string; phrase: string }[] {
  const entries: [string, unknown, unknown][] = [
    ...Object.entries(tableEn).map(([k, v]): [string, unknown, unknown] => [k, v, TABLE[lang][k]]),
    ...MENU.map((k): [string, unknown, unknown] => [k, en[k as keyof typeof en], WHOLE[lang][k]]),
  ];
  const found: { key: string; phrase: string }[] = [];
  for (const [key, english, translated] of entries) {
    const samples = SAMPLES[key] ?? [];
    const theirs = says(translated, samples).join('\n').replaceAll('*', '');
    const pieces = says(english, samples).flatMap((s) =>
      s.replaceAll('*', '').split(new RegExp(`${MARK}|\\{\\w\\}`)),
    );
    for (const phrase of new Set(pieces.map((p) => p.trim())))
      if (words(phrase) >= 2 && !theirs.includes(phrase)) found.push({ key, phrase });
  }
  return found;
}

/** The Polish word after a count, by the rule itself: 1 karta, 2–4 karty (not 12–14), 5 kart. */
function polishCards(n: number): string {
  if (n === 1) return 'karta';
  const ten = n % 10;
  const hundred = n % 100;
  return ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'karty' : 'kart';
}

describe.skipIf(skipBrowser)('the offline table in every language', () => {
  const app = servedApp();

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: table, new game, help and a whole deal to its end`, async () => {
      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (page: Page, screen: string) => {
        for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
        const text = await pageText(page);
        if (text.includes('undefined') || /\{\w\}/.test(text))
          problems.push(`${screen}: a broken text`);
        problems.push(...englishShown(text, english, screen));
      };

      const { page, errors } = await openTable(
        app.browser,
        app.url,
        // Both themes, and the German-faced pack once.
        testSettings({
          players: 3,
          seats: ['human', 'normal', 'easy', 'normal', 'normal'],
          theme: lang === 'de' || lang === 'sv' ? 'dark' : 'light',
          face: lang === 'de' ? 'german' : 'french',
        }),
        { width: 1280, height: 800, query: '?seed=7' },
      );
      // The language as a returning player has it stored.
      await page.evaluate((l) => localStorage.setItem('kaschlan.lang', l), lang);
      await page.reload();
      await page.waitForSelector('.table');
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await check(page, 'table');

      // The longer words still fit the smallest phone we aim at: the table and its dialogs.
      await page.setViewportSize({ width: 360, height: 640 });
      for (const p of await layoutProblems(page)) problems.push(`360×640 table: ${p}`);
      for (const dialog of ['new', 'help']) {
        await page.click(`[data-action="${dialog}"]`);
        await page.waitForSelector('.modal');
        for (const p of await layoutProblems(page)) problems.push(`360×640 ${dialog}: ${p}`);
        await page.keyboard.press('Escape');
        await page.waitForSelector('.modal', { state: 'detached' });
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      if (lang === 'pl') {
        // Counts in Polish plural forms: the hand's own, and each opponent's (wide screen).
        const mine = Number(await page.getAttribute('[data-my-count]', 'data-my-count'));
        expect(await page.textContent('[data-my-count]')).toBe(`${mine} ${polishCards(mine)}`);
        for (const el of await page.$$('.opponent .count')) {
          const n = Number(await el.getAttribute('data-count'));
          expect(((await el.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(
            `${n} ${polishCards(n)}`,
          );
        }
      }

      await page.click('[data-action="new"]');
      await page.waitForSelector('.new-game');
      await check(page, 'new game');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.modal', { state: 'detached' });

      await page.click('[data-action="help"]');
      await page.waitForSelector('.modal.help');
      await check(page, 'help');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.modal', { state: 'detached' });

      await playByClicking(page);
      await page.waitForSelector('[data-end-title]');
      await check(page, 'end of the deal');
      // The others' moves were read out, in this language (the region is checked above too).
      const said = await page.$$eval('[data-announce] p', (ps) => ps.map((p) => p.textContent));
      expect(said.length).toBeGreaterThan(0);
      if (lang === 'en') expect(said.join(' ')).toMatch(/Otto|Frieda|Kaschlan|drawn/);

      await page.click(`.modal button:has-text("${SEE_TABLE[lang]}")`);
      await page.waitForSelector('.modal', { state: 'detached' });
      await check(page, 'the table after the deal');

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      // Long for real work: a whole deal, every screen checked.
    }, 300_000);

  it('switches the language from the new-game form', async () => {
    const { page, errors } = await openTable(app.browser, app.url, testSettings({}), {
      width: 1280,
      height: 800,
    });
    await page.click('[data-action="new"]');
    await page.selectOption('[data-field="language"]', 'pl');
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    expect(await page.getAttribute('[role="dialog"]', 'aria-label')).toBe(
      tablePl['table.new.title'],
    );
    expect(await page.textContent('.modal-head h2')).toBe(tablePl['table.new.title']);
    // Remembered: a reload comes back in Polish.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    expect(await page.textContent('[data-action="help"]')).toBe('?');
    expect(await page.getAttribute('[data-action="help"]', 'aria-label')).toBe(
      tablePl['table.head.help'],
    );
    expect(errors).toEqual([]);
  });
});
