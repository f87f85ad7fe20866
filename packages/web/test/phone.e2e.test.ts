// The phone table under a finger (390×844 and 360×640, touch): a double tap plays only the
// card tapped twice, fast taps on neighbouring cards never play the second; every refused tap
// is answered on screen and read out; trumps, roles, bot levels and the match score show in
// words; the first visit is welcomed once; the end of a deal leaves the menu in reach.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, openTable, servedApp, skipBrowser, testSettings } from './support/browser';
import { layoutProblems } from './support/layout';
import { eventCount, playByClicking, playUntil } from './support/play';
import { doublePress, nextRefusal, refusals, tapCard, tapCorner } from './support/touch';

const PHONES = [
  { label: '390×844', width: 390, height: 844, touch: true },
  { label: '360×640', width: 360, height: 640, touch: true },
] as const;

/** Two players: short deals, and the player attacks and defends in turn. */
const duel = testSettings({ players: 2, seats: ['human', 'easy', 'easy', 'easy', 'easy'] });

/** The player leads onto an empty table, with three or more cards to choose from. */
const leading = async (page: Page): Promise<boolean> =>
  (await page.$('.table-empty')) !== null &&
  (await page.$$('[data-hand-card][data-playable]')).length >= 3;

const handCards = (page: Page): Promise<string[]> =>
  page.$$eval('[data-hand-card]', (els) => els.map((e) => (e as HTMLElement).dataset['handCard']!));

/** Start from nothing picked (a pick left from before would change what a tap means). */
async function unpick(page: Page): Promise<void> {
  if (await page.$('[data-action="clear"]')) await page.tap('[data-action="clear"]');
  await page.waitForSelector('[data-hand-card][aria-pressed="true"]', { state: 'detached' });
}

/**
 * Tap what a tap cannot use on the player's turn (cards he cannot play, cards beaten
 * already, attack cards nothing picked can beat) and check each answer: words in the
 * refusal line, on screen, in the live region, the card marked. Returns how many it tapped.
 */
async function tapRefused(page: Page): Promise<number> {
  await unpick(page);
  let tapped = 0;
  const expectAnswer = async (before: number, selector: string, card = true) => {
    const answer = await nextRefusal(page, before);
    expect(answer.text.trim(), selector).not.toBe('');
    expect(answer.onScreen, selector).toBe(true);
    expect(answer.live, selector).toBe('assertive');
    if (card) expect(await page.getAttribute(selector, 'data-refused'), selector).not.toBeNull();
    tapped++;
  };
  // The play button while nothing is picked: it offers nothing, and says so.
  const idle = '[data-action="play"][aria-disabled="true"]';
  if (await page.$(idle)) {
    const before = await refusals(page);
    await tapCorner(page, idle);
    await expectAnswer(before, idle, false);
  }
  const dim = await page.$$eval('[data-hand-card]:not([data-playable])', (els) =>
    els.map((e) => (e as HTMLElement).dataset['handCard']!),
  );
  for (const card of dim.slice(0, 2)) {
    const before = await refusals(page);
    await tapCard(page, card);
    await expectAnswer(before, `[data-hand-card="${card}"]`);
  }
  const beaten = await page.$$eval('[data-beaten]', (els) =>
    els.map((e) => (e as HTMLElement).dataset['beaten']!),
  );
  for (const card of beaten.slice(0, 1)) {
    const before = await refusals(page);
    await tapCorner(page, `[data-beaten="${card}"]`);
    await expectAnswer(before, `[data-beaten="${card}"]`);
  }
  // An attack card with nothing picked: aimed at (its beaters light up), or refused.
  const open = await page.$$eval('[data-attack]', (els) =>
    els.map((e) => (e as HTMLElement).dataset['attack']!),
  );
  for (const card of open.slice(0, 2)) {
    const before = await refusals(page);
    const selector = `[data-attack="${card}"]`;
    await tapCorner(page, selector);
    const outcome = await page
      .waitForFunction(
        ({ n, card }) => {
          const note = document.querySelector('.tap-note') as HTMLElement | null;
          if (Number(note?.dataset['refusal'] ?? 0) > n) return 'refused';
          return document.querySelector(`.pair.aimed [data-attack="${card}"]`) ? 'aimed' : false;
        },
        { n: before, card },
        { polling: 20 },
      )
      .then((h) => h.jsonValue());
    if (outcome === 'refused') await expectAnswer(before, selector);
    else {
      // The same card again takes the aim back: nothing is left aimed that is not shown.
      await tapCorner(page, selector);
      await page.waitForSelector('.pair.aimed', { state: 'detached' });
    }
  }
  return tapped;
}

/** What a selector's elements say, where each shows in full (not clipped to a dot). */
const shownWords = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const clipped = getComputedStyle(el).clipPath !== 'none';
      const inside = r.left >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
      return r.width > 8 && r.height > 6 && !clipped && inside
        ? [el.textContent?.trim() ?? '']
        : [];
    }),
  );

const WORDS = {
  en: {
    trumps: /^Trumps: (clubs|spades|hearts|diamonds)$/,
    roles: ['attacker', 'defender'],
    levels: ['easy', 'normal', 'hard'],
    deal: 'Deal 1',
    you: 'You',
  },
  sv: {
    trumps: /^Trumf: (Eichel|Grün|Herz|Schellen)$/,
    roles: ['anfallare', 'försvarare'],
    levels: ['lätt', 'normal', 'svår'],
    deal: 'Giv 1',
    you: 'Du',
  },
} as const;

describe.skipIf(skipBrowser)('the phone table', () => {
  const app = servedApp();

  for (const screen of PHONES) {
    it(`${screen.label}: a double tap plays only the card tapped twice`, async () => {
      const { page, errors } = await openTable(app.browser, app.url, duel, {
        ...screen,
        query: '?seed=4',
      });
      expect(await playUntil(page, leading)).toBe(true);
      // Two neighbours in the fan that can both be led.
      const hand = await handCards(page);
      const playable = new Set(
        await page.$$eval('[data-hand-card][data-playable]', (els) =>
          els.map((e) => (e as HTMLElement).dataset['handCard']!),
        ),
      );
      const i = hand.findIndex((c, k) => playable.has(c) && playable.has(hand[k + 1] ?? ''));
      const [a, b] = [hand[i]!, hand[i + 1]!];
      // Which card each double click (or double tap) the browser counts lands on.
      await page.evaluate(() => {
        const w = window as unknown as { doubles: string[] };
        w.doubles = [];
        document.addEventListener(
          'dblclick',
          (e) =>
            w.doubles.push(
              (e.target as HTMLElement).closest<HTMLElement>('[data-hand-card]')?.dataset[
                'handCard'
              ] ?? '',
            ),
          true,
        );
      });
      const before = await eventCount(page);

      // Two quick taps of a finger on neighbouring cards: the second is picked, not played.
      await tapCard(page, a);
      await tapCard(page, b);
      await page.waitForSelector(`[data-hand-card="${b}"][aria-pressed="true"]`);
      expect(await eventCount(page)).toBe(before);

      // The browser's double click with its halves on the two cards: still only a pick.
      await unpick(page);
      await doublePress(page, a, b);
      await page.waitForFunction(
        (card) => (window as unknown as { doubles: string[] }).doubles.includes(card),
        b,
      );
      await page.waitForSelector(`[data-hand-card="${b}"][aria-pressed="true"]`);
      expect(await eventCount(page)).toBe(before);
      expect(await handCards(page)).toEqual(hand);

      // Both halves on one card: that card is led, at once.
      await unpick(page);
      await doublePress(page, a, a);
      await page.waitForFunction(
        (n) => Number((document.querySelector('.table') as HTMLElement).dataset['events']) > n,
        before,
      );
      expect(await handCards(page)).not.toContain(a);
      expect(errors).toEqual([]);
    });

    it(`${screen.label}: every refused tap is answered, on screen and read out`, async () => {
      const { page, errors } = await openTable(app.browser, app.url, duel, {
        ...screen,
        query: '?seed=6',
      });
      let tapped = 0;
      // Through a whole deal: on each of the player's turns, tap what cannot be used first.
      await playUntil(page, async (p) => {
        tapped += await tapRefused(p);
        return false;
      });
      expect(tapped).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    for (const [lang, face] of [
      ['en', 'french'],
      ['sv', 'german'],
    ] as const)
      it(`${screen.label}: trumps, roles, levels and the score in words (${lang}, ${face} cards)`, async () => {
        const settings = testSettings({
          players: 4,
          seats: ['human', 'easy', 'normal', 'hard', 'easy'],
          face,
          // Slow bots: the first bout is still on when the test looks.
          pace: 'relaxed',
        });
        const opened = await newPage(app.browser, screen);
        const { page, errors } = opened;
        await page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
        await page.addInitScript(
          (s) => localStorage.setItem('kaschlan.settings.v1', s),
          JSON.stringify(settings),
        );
        await page.goto(`${app.url}/?seed=2`);
        await page.waitForSelector('[data-hand-card]');
        const words = WORDS[lang];
        expect(await shownWords(page, '.trump-words')).toEqual([
          expect.stringMatching(words.trumps),
        ]);
        // Who attacks whom, by the seats' badges and in the bout's line.
        expect((await shownWords(page, '.badge-word')).sort()).toEqual([...words.roles].sort());
        expect(await shownWords(page, '.bout-line strong')).toHaveLength(2);
        expect(await shownWords(page, '.opp-level')).toEqual(words.levels);
        // The deal, then each seat's marks (the player's own as "you").
        expect(await shownWords(page, '.score > span')).toEqual([
          words.deal,
          `${words.you} 0`,
          ...settings.names.slice(1, 4).map((name) => `${name} 0`),
        ]);
        expect(await layoutProblems(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
  }

  it('welcomes a first visit once, language and cards at the top', async () => {
    const { page, errors } = await newPage(app.browser, { width: 360, height: 640, touch: true });
    await page.goto(app.url);
    await page.waitForSelector('[data-welcome]');
    expect(await layoutProblems(page)).toEqual([]);
    const language = await page.locator('.welcome [data-field="language"]').boundingBox();
    expect(language!.y).toBeLessThan(640 / 2);
    await page.selectOption('.welcome [data-field="language"]', 'sv');
    await page.waitForFunction(
      () => document.querySelector('.welcome h2')?.textContent === 'Välkommen till Kaschlan',
    );
    await page.tap('.welcome .segmented label:has(input[value="german"])');
    await page.waitForSelector('.welcome input[value="german"]:checked');
    // The first deal waits for the newcomer.
    expect(await page.$('[data-hand-card]')).toBeNull();
    await page.tap('[data-action="welcome-play"]');
    await page.waitForSelector('[data-hand-card]');
    expect(await page.$('[data-welcome]')).toBeNull();
    await page.reload();
    await page.waitForSelector('[data-hand-card]');
    expect(await page.$('[data-welcome]')).toBeNull();
    // What was chosen in it is kept: Swedish, German cards.
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    expect(await page.evaluate(() => localStorage.getItem('kaschlan.settings.v1'))).toContain(
      '"face":"german"',
    );
    expect(errors).toEqual([]);
  });

  it('leaves the menu in reach at the end of a deal', async () => {
    const { page, errors } = await openTable(app.browser, app.url, duel, {
      width: 360,
      height: 640,
      touch: true,
      query: '?seed=8',
    });
    await playByClicking(page);
    await page.waitForSelector('[data-end-title]');
    // The menu's button is on top of everything where it shows, the dialog is not over it.
    const onTop = await page.$eval('[data-action="menu"]', (el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop).toBe(true);
    await page.tap('[data-action="menu"]');
    await page.tap('.menu-list a[href="/rules"]');
    await page.waitForFunction(() => location.pathname === '/rules');
    expect(errors).toEqual([]);
  });
});
