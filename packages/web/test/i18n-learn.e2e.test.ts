// The rules page, the replays and the tutorial in every language: /rules (and /rules#R4.3,
// which opens at that rule with every rule number anchored), /replays with a game kept (put
// there by the app's own import), the replay viewer stepped by keyboard (its live caption), the
// list of lessons, a lesson under way, a refused move and a legal but unwanted one, the last
// lesson done and the closing screen. On each
// screen axe-core finds no serious or critical problem, and in German, Swedish and Polish no
// English sentence of the learn and tutorial catalogs is left on the page (text, labels,
// titles). The engine's own sentences stay English (they cite rules) and are marked lang="en".

import { apply, type GameState, isOver, newGame, summarize, toRecord } from '@kaschlan/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnDe } from '../src/i18n/areas/learn.de';
import { learnEn } from '../src/i18n/areas/learn.en';
import { learnPl } from '../src/i18n/areas/learn.pl';
import { learnSv } from '../src/i18n/areas/learn.sv';
import { tutorialDe } from '../src/i18n/areas/tutorial.de';
import { tutorialEn } from '../src/i18n/areas/tutorial.en';
import { tutorialPl } from '../src/i18n/areas/tutorial.pl';
import { tutorialSv } from '../src/i18n/areas/tutorial.sv';
import type { Lang } from '../src/i18n/plural';
import { axeProblems, literal, MARK, pageText, words } from './support/a11y';
import { launch, STEP_TIMEOUT_MS, serveBuild, skipBrowser, testSettings } from './support/browser';

type Catalog = Readonly<Record<string, unknown>>;
const ENGLISH: Catalog = { ...learnEn, ...tutorialEn };
const CATALOGS: Record<Exclude<Lang, 'en'>, Catalog> = {
  de: { ...learnDe, ...tutorialDe },
  sv: { ...learnSv, ...tutorialSv },
  pl: { ...learnPl, ...tutorialPl },
};

/**
 * A catalog entry as text: a string, or a function called with `arg` for each parameter (a
 * string that reads as a number, so it serves for names and counts alike).
 */
function say(value: unknown, arg: string): string {
  if (typeof value === 'string') return value;
  const fn = value as (...a: string[]) => string;
  return fn(...Array.from({ length: fn.length }, () => arg));
}

/**
 * The English phrases that must not show in `lang`: each value of two or more words that its
 * translation does not also say; a function's value with a sample argument, and each fixed part
 * of it (between its parameters) of two or more words.
 */
function englishPhrases(lang: Exclude<Lang, 'en'>): { key: string; phrase: string }[] {
  const other = CATALOGS[lang];
  const found: { key: string; phrase: string }[] = [];
  for (const [key, en] of Object.entries(ENGLISH)) {
    const translated = other[key];
    const phrases = [say(en, '7')];
    if (typeof en === 'function') phrases.push(...say(en, MARK).split(MARK));
    const theirs = `${say(translated, '7')} ${typeof translated === 'function' ? say(translated, MARK) : ''}`;
    for (const phrase of new Set(phrases.map((p) => p.trim())))
      if (words(phrase) >= 2 && !theirs.includes(phrase)) found.push({ key, phrase });
  }
  return found;
}

/** A finished deal's record file, as the replays screen exports it (names beside it). */
function recordFile(): string {
  const dealt = newGame({ players: 3, dealer: 0, seed: 11 });
  if (!dealt.ok) throw new Error(dealt.error.message);
  let state: GameState = dealt.value;
  for (let i = 0; i < 400 && !isOver(state); i++) {
    const next = apply(state, summarize(state).legal[0]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return JSON.stringify({ ...toRecord(state), names: ['You', 'Otto', 'Frieda'] });
}

/** Click a hand card where it shows (the next card of the fan covers the rest of it). */
async function clickCard(page: Page, card: string): Promise<void> {
  const at = await page.$eval(`[data-hand-card="${card}"]`, (el) => {
    const r = el.getBoundingClientRect();
    const next = el.nextElementSibling?.getBoundingClientRect();
    const free = next ? Math.max(6, next.left - r.left) : r.width;
    return { x: r.left + Math.min(free / 2, r.width / 2), y: r.top + r.height * 0.3 };
  });
  await page.mouse.click(at.x, at.y);
}

/** The learner's moves through the last lesson ("end"). */
const LAST_LESSON = [
  { type: 'beat', seat: 0, attack: '7C', with: '9C' },
  { type: 'beat', seat: 0, attack: 'JH', with: 'KH' },
];

/** The rule numbers of the rule book (R1–R8 and their rules), each an anchor on /rules. */
const RULES: Record<number, number> = { 1: 6, 2: 4, 3: 6, 4: 5, 5: 3, 6: 7, 7: 5, 8: 4 };
const ALL = Object.entries(RULES).flatMap(([g, n]) => [
  `R${g}`,
  ...Array.from({ length: n }, (_, i) => `R${g}.${i + 1}`),
]);

describe.skipIf(skipBrowser)('the rules, replays and tutorial in every language', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveBuild>>;
  const file = recordFile();
  beforeAll(async () => {
    browser = await launch();
    server = await serveBuild();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: rules, replays, the viewer, lessons and a lesson`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      await context.addInitScript(
        ([l, s]) => {
          localStorage.setItem('kaschlan.lang', l);
          if (!sessionStorage.getItem('kaschlan.test.seeded'))
            localStorage.setItem('kaschlan.settings.v1', s);
          sessionStorage.setItem('kaschlan.test.seeded', '1');
        },
        [lang, JSON.stringify(testSettings({}))] as const,
      );
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));

      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (screen: string) => {
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
        const text = await pageText(page);
        for (const { key, phrase } of english)
          if (new RegExp(`(?<![\\p{L}\\p{N}])${literal(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text))
            problems.push(`${screen}: English "${phrase}" (${key})`);
      };

      // The rules, at the top and at a rule: every rule number is an anchor in this language.
      await page.goto(`${server.url}rules`);
      await page.waitForSelector('.rules-text [id="R1.4"]');
      expect(await page.getAttribute('main.rules', 'lang')).toBe(lang);
      await check('rules');
      await page.goto(`${server.url}rules#R4.3`);
      await page.waitForSelector('[id="R4.3"].rule-current');
      const missing = await page.evaluate(
        (ids) => ids.filter((id) => !document.getElementById(id)),
        ALL,
      );
      expect(missing).toEqual([]);
      await page.click('[id="R4.3"] a.rule-ref[href="#R7.5"]');
      await page.waitForSelector('[id="R7.5"].rule-current');
      await check('rules#R4.3');

      // A game kept on this device, by the replays screen's own import.
      await page.goto(`${server.url}replays`);
      await page.waitForSelector('[data-screen="replays"]');
      await page.setInputFiles('[data-action="import-file"]', {
        name: 'deal.json',
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      });
      await page.waitForSelector('.replay-entry [data-outcome]');
      await check('replays');

      // The viewer: steps said in the live caption ("Move 2 of 40: …").
      await page.click('.replay-entry [data-action="watch"]');
      await page.waitForSelector('.rp-board');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector('[data-step="2"]');
      const caption = await page.textContent('[data-caption]');
      expect(caption).toMatch(/2/);
      expect(await page.getAttribute('[data-caption]', 'aria-live')).toBe('polite');
      await check('viewer');
      await page.keyboard.press('End');
      await page.waitForSelector('.rp-seat.loser, .rp-seat.out');
      await check('viewer, the end');

      // The lessons, a lesson under way, a refused move and a legal one that is not the step's.
      await page.goto(`${server.url}tutorial`);
      await page.waitForSelector('[data-lessons]');
      await check('lessons');
      await page.click('[data-lesson="beat"] .lesson-open');
      await page.waitForSelector('main.tut[data-lesson="beat"]:not([data-busy])');
      await check('lesson');
      await clickCard(page, '9H');
      await page.waitForSelector('[data-feedback="refused"] [data-engine-message]');
      expect(await page.textContent('[data-announce]')).toContain('R1.4');
      await check('refused move');
      await clickCard(page, '8S');
      await page.click('[data-attack="10H"]');
      await page.waitForSelector('[data-feedback="hint"]');
      await check('hint');

      // The last lesson done (its moves saved, as the tutorial keeps them), and the closing screen.
      await page.evaluate((moves) => {
        localStorage.setItem(
          'kaschlan.tutorial.v1',
          JSON.stringify({ done: [], lesson: 'end', moves }),
        );
      }, LAST_LESSON);
      await page.reload();
      await page.waitForSelector(
        '[data-lesson-done="end"] [data-action="next-lesson"]:not([disabled])',
      );
      await check('lesson done');
      await page.click('[data-action="next-lesson"]');
      await page.waitForSelector('[data-finale]');
      await check('closing screen');

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // Long for real work: every learning screen checked.
    }, 300_000);
});
