// A profile and the leaderboard in the browser against the real server (in this process):
// two people play two rated deals, the server rates them, and each page shows the stored
// figures — the profile its ratings, its history as a plot and a table, its stats and its
// recent deals with replay links; the leaderboard its order, per player count too, with
// links to profiles (names percent-encoded). On a 390×844 phone and on a desktop, in English
// and German; axe-core finds no serious or critical problem, nothing scrolls sideways. And
// the room form's rated/casual choice, as the room and the lobby then mark it.

import type { Leaderboard, PlayerProfile } from '@kaschlan/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DealRater } from '../../server/src/ratings/rate-deal';
import { addPlayer, playedDeal, setSeating, silent } from '../../server/test/support/rated';
import { playersDe } from '../src/i18n/areas/players.de';
import { playersEn } from '../src/i18n/areas/players.en';
import { axeProblems } from './support/a11y';
import { newPage, STEP_TIMEOUT_MS, servedApp, skipBrowser } from './support/browser';
import { playByClicking } from './support/play';
import { type OnlineServer, onlineServer } from './support/server';

const ANNA = 'Anna';
/** A name that needs percent-encoding in a link: a space and letters beyond ASCII. */
const ZOE = 'Zoë Ö';

/** The server, with two rated deals between Anna and Zoë rated. */
async function ratedServer(): Promise<OnlineServer> {
  const server = await onlineServer({ LEADERBOARD_MIN_DEALS: '1' });
  const anna = await addPlayer(server.store, ANNA, true);
  const zoe = await addPlayer(server.store, ZOE);
  const rater = new DealRater(server.store, silent);
  for (let n = 0; n < 2; n++) {
    const { game } = await playedDeal(server.url, ['human', 'human']);
    const seating = [
      { player: anna, name: ANNA },
      { player: zoe, name: ZOE },
    ];
    await setSeating(server.store, game, seating, true);
    if ((await rater.rate(game)) !== 'rated') throw new Error(`deal ${game} was not rated`);
  }
  return server;
}

const SCREENS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 860 },
] as const;
const CATALOGS = { en: playersEn, de: playersDe } as const;

describe.skipIf(skipBrowser)('profiles and the leaderboard', () => {
  const app = servedApp(ratedServer);

  async function open(lang: keyof typeof CATALOGS, screen: (typeof SCREENS)[number], path: string) {
    const opened = await newPage(app.browser, screen);
    await opened.page.addInitScript((l) => localStorage.setItem('kaschlan.lang', l), lang);
    await opened.page.goto(`${app.url}${path}`);
    await opened.page.waitForFunction((l) => document.documentElement.lang === l, lang);
    return opened;
  }

  const api = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${app.url}${path}`)).json()) as T;

  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  const textOf = async (page: Page, selector: string) =>
    ((await page.textContent(selector)) ?? '').trim();

  for (const lang of ['en', 'de'] as const)
    for (const screen of SCREENS)
      it(`${lang}, ${screen.width}×${screen.height}: the profile shows the stored figures`, async () => {
        const words = CATALOGS[lang];
        const profile = await api<PlayerProfile>(`/api/players/${ANNA}`);
        const { page, errors } = await open(lang, screen, `/player/${ANNA}`);
        await page.waitForSelector('[data-profile-ratings]');
        expect(await textOf(page, '[data-profile-name]')).toContain(ANNA);
        for (const r of profile.ratings)
          expect(await textOf(page, `[data-rating-count="${r.players}"] [data-shown]`)).toBe(
            r.shown.toLocaleString(lang),
          );
        expect(await textOf(page, '#profile-history')).toBe(words['players.profile.history']);
        // The plot: one point per rated deal; its text alternative, a row per deal.
        expect(await page.$$('[data-rating-plot] .plot-point')).toHaveLength(
          profile.history.length,
        );
        await page.click('.plot-table summary');
        expect(await page.$$('[data-history-table] tbody tr')).toHaveLength(profile.history.length);
        expect(await textOf(page, '[data-stats-count="2"]')).toContain(String(2));
        // Recent deals: each links to its replay, the other player to his profile.
        const replays = await page.$$eval('[data-recent-game] a.btn', (as) =>
          as.map((a) => a.getAttribute('href')),
        );
        expect(replays).toEqual(profile.recent.map((d) => `/replay/${d.game}`));
        const zoeLink = `/player/${encodeURIComponent(ZOE)}`;
        expect(await page.$$(`[data-recent-deals] a[href="${zoeLink}"]`)).toHaveLength(2);
        expect(await axeProblems(page)).toEqual([]);
        expect(await sideways(page)).toBeLessThanOrEqual(1);
        // Following the link to Zoë's profile (her name encoded and decoded on the way).
        await page.click(`[data-recent-deals] a[href="${zoeLink}"]`);
        await page.waitForFunction(
          (name) => document.querySelector('[data-profile-name]')?.textContent?.includes(name),
          ZOE,
          { timeout: STEP_TIMEOUT_MS },
        );
        expect(errors).toEqual([]);
        await page.context().close();
      });

  for (const lang of ['en', 'de'] as const)
    for (const screen of SCREENS)
      it(`${lang}, ${screen.width}×${screen.height}: the leaderboard, overall and per count`, async () => {
        const words = CATALOGS[lang];
        const board = await api<Leaderboard>('/api/leaderboard?players=0');
        const { page, errors } = await open(lang, screen, '/leaderboard');
        await page.waitForSelector('[data-board="0"]');
        expect(await textOf(page, '#board-title')).toBe(words['players.board.title']);
        const names = await page.$$eval('[data-board-row] th a', (as) =>
          as.map((a) => [a.textContent, a.getAttribute('href')]),
        );
        expect(names).toEqual(
          board.rows.map((r) => [r.name, `/player/${encodeURIComponent(r.name)}`]),
        );
        expect(await textOf(page, '[data-board-row="1"] [data-board-rating]')).toBe(
          board.rows[0]!.shownConservative.toLocaleString(lang),
        );
        expect(await axeProblems(page)).toEqual([]);
        expect(await sideways(page)).toBeLessThanOrEqual(1);
        // Per player count: 2 players lists them; 4 players nobody yet.
        await page.click('label:has(input[name="board-players"][value="2"])');
        await page.waitForSelector('[data-board="2"]');
        await page.click('label:has(input[name="board-players"][value="4"])');
        await page.waitForSelector('[data-board-empty]');
        expect(await textOf(page, '[data-board-empty]')).toBe(words['players.board.empty']);
        expect(errors).toEqual([]);
        await page.context().close();
      });

  it('the room form: listed rooms rated unless chosen casual, private ones casual; marked in the lobby and the room', async () => {
    const { page, errors } = await open('en', SCREENS[1], '/online');
    const chosen = () =>
      page.$eval('input[name="rated"]:checked', (i) => (i as HTMLInputElement).value);
    await page.waitForSelector('[data-field="public"]');
    expect(await chosen()).toBe('rated');
    // A private room is casual (issue 24): no choice offered, the note says so.
    await page.uncheck('[data-field="public"]');
    expect(await page.$('input[name="rated"]')).toBeNull();
    expect(await textOf(page, '[data-rating-note]')).toBe(
      playersEn['players.create.privateCasual'],
    );
    await page.check('[data-field="public"]');
    expect(await chosen()).toBe('rated');
    await page.click('label:has(input[name="rated"][value="casual"])');
    await page.fill('[data-field="room-name"]', 'Casual table');
    await page.click('[data-action="create-room"]');
    await page.waitForURL(/\/room\/[a-z0-9]+$/);
    await page.waitForSelector('[data-room-facts]');
    expect(await textOf(page, '[data-room-facts]')).toContain(playersEn['players.casual']);
    await page.goto(`${app.url}/online`);
    const mark = await page.waitForSelector('.lobby-room:has-text("Casual table") [data-rated]');
    expect(await mark.getAttribute('data-rated')).toBe('false');
    expect((await mark.textContent())?.trim()).toBe(playersEn['players.casual']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after a rated deal against a bot, "Your rating" leads to the profile with the deal', async () => {
    const { page, errors } = await open('en', SCREENS[0], '/online');
    await page.click('label:has(input[name="players"][value="2"])');
    await page.selectOption('[data-seat-kind="1"]', 'easy');
    await page.click('label:has(input[name="timer"][value="0"])');
    await page.click('[data-action="create-room"]');
    await page.waitForURL(/\/room\/[a-z0-9]+$/);
    await page.fill('[data-field="name"]', 'Someone');
    await page.click('[data-sit="0"]');
    await page.waitForSelector('[data-seat-row="0"].mine');
    await page.click('[data-action="online-deal"]:not([disabled])');
    await page.waitForSelector('.table');
    await playByClicking(page, { tap: true });
    await page.waitForSelector('[data-end-title]');
    await page.click('[data-action="my-rating"]');
    await page.waitForSelector('[data-profile-ratings]');
    // The deal is rated as it ends; the profile shows it (one point, one recent deal).
    expect(await page.$$('[data-rating-plot] .plot-point')).toHaveLength(1);
    expect(await page.$$('[data-recent-game]')).toHaveLength(1);
    const recent = await textOf(page, '[data-recent-deals]');
    const placed = [1, 2].map((place) => playersEn['players.profile.placeOf'](place, 2));
    expect(placed.some((p) => recent.includes(p))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
