// The rules page, the replays and the tutorial in every language: /rules (and /rules#R4.3,
// which opens at that rule with every rule number anchored), /replays with a game kept (put
// there by the app's own import), the replay viewer stepped by keyboard (its live caption), the
// list of lessons, a lesson under way, a refused move and a legal but unwanted one, the last
// lesson done and the closing screen. On each
// screen axe-core finds no serious or critical problem, and in German, Swedish and Polish no
// English sentence of the learn and tutorial catalogs is left on the page (text, labels,
// titles). The engine's own sentences stay English (they cite rules) and are marked lang="en".

import { apply, type GameState, isOver, newGame, summarize, toRecord } from '@kaschlan/engine';
import { describe, expect, it } from 'vitest';
import { learnDe } from '../src/i18n/areas/learn.de';
import { learnEn } from '../src/i18n/areas/learn.en';
import { learnPl } from '../src/i18n/areas/learn.pl';
import { learnSv } from '../src/i18n/areas/learn.sv';
import { tutorialDe } from '../src/i18n/areas/tutorial.de';
import { tutorialEn } from '../src/i18n/areas/tutorial.en';
import { tutorialPl } from '../src/i18n/areas/tutorial.pl';
import { tutorialSv } from '../src/i18n/areas/tutorial.sv';
import type { Lang } from '../src/i18n/plural';
import { axeProblems, type Catalog, englishShown, pageText, untranslated } from './support/a11y';
import { newPage, servedApp, skipBrowser, testSettings } from './support/browser';
import { clickCard } from './support/play';

const ENGLISH: Catalog = { ...learnEn, ...tutorialEn };
const CATALOGS: Record<Exclude<Lang, 'en'>, Catalog> = {
  de: { ...learnDe, ...tutorialDe },
  sv: { ...learnSv, ...tutorialSv },
  pl: { ...learnPl, ...tutorialPl },
};

/**
 * The English phrases that must not show in `lang` (see `untranslated`); the sample '7' is a
 * string that reads as a number, so it serves for names and counts alike.
 */
const englishPhrases = (lang: Exclude<Lang, 'en'>) => untranslated(ENGLISH, CATALOGS[lang], '7');

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

/** The learner's moves through the last lesson ("end"). */
const LAST_LESSON = [
  { type: 'beat', seat: 0, attack: '7C', with: '9C' },
  { type: 'beat', seat: 0, attack: 'JH', with: 'KH' },
];

/** The rule numbers of the rule book (R1–R8 and their rules), each an anchor on /rules. */
const RULES: Record<number, number> = { 1: 6, 2: 4, 3: 6, 4: 5, 5: 3, 6: 7, 7: 5, 8: 6 };
const ALL = Object.entries(RULES).flatMap(([g, n]) => [
  `R${g}`,
  ...Array.from({ length: n }, (_, i) => `R${g}.${i + 1}`),
]);

describe.skipIf(skipBrowser)('the rules, replays and tutorial in every language', () => {
  const app = servedApp();
  const file = recordFile();

  for (const lang of ['en', 'de', 'sv', 'pl'] as const)
    it(`${lang}: rules, replays, the viewer, lessons and a lesson`, async () => {
      const { page, errors } = await newPage(app.browser, { width: 1280, height: 800 });
      const context = page.context();
      await context.addInitScript(
        ([l, s]) => {
          localStorage.setItem('kaschlan.lang', l);
          if (!sessionStorage.getItem('kaschlan.test.seeded'))
            localStorage.setItem('kaschlan.settings.v1', s);
          sessionStorage.setItem('kaschlan.test.seeded', '1');
        },
        [lang, JSON.stringify(testSettings({}))] as const,
      );

      const english = lang === 'en' ? [] : englishPhrases(lang);
      const problems: string[] = [];
      const check = async (screen: string) => {
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
        const text = await pageText(page);
        problems.push(...englishShown(text, english, screen));
      };

      // The rules, at the top and at a rule: every rule number is an anchor in this language.
      await page.goto(`${app.url}rules`);
      await page.waitForSelector('.rules-text [id="R1.4"]');
      expect(await page.getAttribute('main.rules', 'lang')).toBe(lang);
      await check('rules');
      await page.goto(`${app.url}rules#R4.3`);
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
      await page.goto(`${app.url}replays`);
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
      await page.goto(`${app.url}tutorial`);
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
