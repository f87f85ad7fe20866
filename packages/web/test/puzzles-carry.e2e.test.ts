// A guest's puzzles carried into his account (issue 25), in Chromium against the real server:
// with no session he fails one puzzle and solves another (kept in this browser), then makes an
// account on the account screen; the app sends his moves once (POST /api/puzzles/carry), the
// server judges them, and GET /api/puzzles/me counts both, which the puzzles screen then
// shows as his rating. Signing out and in again sends nothing more.

import type { Puzzle } from '@kaschlan/bots/puzzles';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, servedApp, skipBrowser } from './support/browser';
import { byMouse, onPage, phase, solve, wrongMove } from './support/puzzle-play';
import { onlineServer } from './support/server';

const PHONE = { width: 390, height: 844, touch: false };

/** Errors but the refusals a guest is answered (401 for /api/puzzles/me, a wrong sign-in). */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: .*status of 40[13]/.test(e));

const me = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/puzzles/me')).json()) as Promise<
    Record<string, number>
  >;

describe.skipIf(skipBrowser)("a guest's puzzles carried into his account", () => {
  const app = servedApp(() => onlineServer());

  it('fails one and solves one as a guest, makes an account: the server counts both', async () => {
    const { page, errors } = await newPage(app.browser, PHONE);
    const carries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/puzzles/carry')) carries.push(r.postData() ?? '');
    });
    await page.goto(`${app.url}/puzzles`);
    const failed: Puzzle = await onPage(page);
    await phase(page, failed.id, 'yours');
    await byMouse(page, wrongMove(failed)!);
    await phase(page, failed.id, 'wrong');
    expect(await page.getAttribute('[data-rating]', 'data-rating-from')).toBe('browser');
    await page.click('[data-action="puzzle-next"]');
    await page.waitForSelector(`[data-puzzle]:not([data-puzzle="${failed.id}"])`);
    const solved = await onPage(page);
    await solve(page, solved);
    // Kept in this browser with the moves that decided each.
    const kept = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('kaschlan.puzzles.v1')))!,
    ) as { results: Record<string, string>; played: Record<string, unknown[]> };
    expect(kept.results).toEqual({ [failed.id]: 'failed', [solved.id]: 'solved' });
    expect(Object.keys(kept.played)).toEqual([failed.id, solved.id]);

    // He makes an account: a name, then a password (the account screen makes him a guest of
    // the server first, with nothing counted there).
    await page.goto(`${app.url}/account`);
    await page.waitForSelector('[data-account-state="guest"]');
    await page.fill('[data-field="account-name"]', 'Carrie');
    await page.click('[data-action="rename"]');
    await page.waitForSelector('#account-name-said:has-text("Your name is changed.")');
    const carried = page.waitForResponse((r) => r.url().endsWith('/api/puzzles/carry'));
    await page.fill('[data-field="new-password"]', 'correct horse');
    await page.click('[data-action="set-password"]');
    await page.waitForSelector('[data-account-state="account"]');
    const answer = (await (await carried).json()) as {
      carried: number;
      solved: number;
      rating: { before: number; after: number };
    };
    expect(answer).toMatchObject({ carried: 2, solved: 1, skipped: 0, refused: 0 });
    // Moves were sent, never a result.
    expect(carries).toHaveLength(1);
    expect(carries[0]).not.toMatch(/solved|failed/);
    const counted = await me(page);
    expect(counted).toMatchObject({ attempts: 2, solved: 1, rating: answer.rating.after });
    const marked = await page.evaluate(() => localStorage.getItem('kaschlan.puzzles.carried.v1'));
    expect(JSON.parse(marked!).sort()).toEqual([failed.id, solved.id].sort());

    // The puzzles screen shows the account's rating now.
    await page.goto(`${app.url}/puzzles`);
    await page.waitForSelector(
      `[data-rating-from="account"][data-rating="${answer.rating.after}"]`,
    );

    // Signed out and in again: nothing is sent twice, nothing more counted.
    await page.goto(`${app.url}/account`);
    await page.click('[data-action="sign-out"]');
    await page.waitForSelector('[data-account-state="guest"]');
    await page.fill('[data-field="sign-in-name"]', 'Carrie');
    await page.fill('[data-field="sign-in-password"]', 'correct horse');
    await page.click('[data-action="sign-in"]');
    await page.waitForSelector('[data-account-state="account"]');
    expect(await me(page)).toEqual(counted);
    await page.goto(`${app.url}/puzzles`);
    await page.waitForSelector(
      `[data-rating-from="account"][data-rating="${answer.rating.after}"]`,
    );
    expect(carries).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
  });
});
