// Quick play in the browser against the real server (in this process), issue 13: a newcomer
// finds "Play now" on the first screen he sees (the welcome), another in the lobby; both ask
// for a 2-player table, wait (the time waited, Cancel), land in the same room with their own
// seats, and the deal starts without anyone pressing Deal. A third, alone, asks for 3 players
// and gets bots after his wait. On a 390×844 phone, axe-clean, no console errors.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './support/a11y';
import { newPage, type Opened, servedApp, skipBrowser } from './support/browser';
import { layoutProblems } from './support/layout';
import { type OnlineServer, onlineServer } from './support/server';

const PHONE = { width: 390, height: 844, touch: true } as const;

describe.skipIf(skipBrowser)('quick play', () => {
  let server: OnlineServer;
  const app = servedApp(async () => {
    server = await onlineServer();
    return server;
  });

  async function open(path: string): Promise<Opened> {
    const person = await newPage(app.browser, PHONE);
    await person.page.goto(`${app.url}${path}`);
    return person;
  }

  /** Choose the table and press "Play now": the waiting state, with the time waited. */
  async function playNow(page: Page, players: number, waitSeconds?: number): Promise<void> {
    await page.click(`label:has(input[name="quick-players"][value="${players}"])`);
    if (waitSeconds !== undefined)
      await page.selectOption('[data-field="quick-wait"]', String(waitSeconds));
    await page.click('[data-action="quick-play"]');
    await page.waitForSelector('[data-quick="waiting"] [data-waited]');
  }

  /** The room the page landed in, once its deal is dealt (his hand is shown). */
  async function dealtRoom(page: Page): Promise<string> {
    await page.waitForURL(/\/room\/[a-z0-9]+$/);
    await page.waitForSelector('[data-hand-card]');
    return new URL(page.url()).pathname;
  }

  it('matches two people into one room, and their deal starts', async () => {
    // Anna is new: the welcome offers "Play people now".
    const anna = await open('/');
    await anna.page.click('[data-action="welcome-quick"]');
    await anna.page.waitForURL(/\/play-now$/);
    expect(await axeProblems(anna.page)).toEqual([]);
    expect(await layoutProblems(anna.page)).toEqual([]);
    await playNow(anna.page, 2);
    expect(await axeProblems(anna.page)).toEqual([]);

    // Otto comes by the lobby.
    const otto = await open('/online');
    await otto.page.click('[data-action="lobby-quick"]');
    await otto.page.waitForURL(/\/play-now$/);
    await playNow(otto.page, 2);

    const [a, o] = await Promise.all([dealtRoom(anna.page), dealtRoom(otto.page)]);
    expect(a).toBe(o);
    // Each in a seat of his own, as his own player.
    const seats = await server.store.seatsOf(a.slice('/room/'.length));
    expect(seats.map((s) => s.seat).sort()).toEqual([0, 1]);
    expect(new Set(seats.map((s) => s.player_id)).size).toBe(2);
    expect([...anna.errors, ...otto.errors]).toEqual([]);
    await anna.page.context().close();
    await otto.page.context().close();
  });

  it('lets a player cancel his wait, and gives one alone bots after his wait', async () => {
    const cid = await open('/play-now');
    await playNow(cid.page, 3);
    await cid.page.click('[data-action="quick-cancel"]');
    await cid.page.waitForSelector('[data-action="quick-play"]');

    await playNow(cid.page, 3, 5);
    const room = await dealtRoom(cid.page);
    // Two bots took the other seats.
    const row = await server.store.room(room.slice('/room/'.length));
    const kinds = (JSON.parse(row!.options) as { seats: string[] }).seats;
    expect(kinds).toHaveLength(3);
    expect(kinds.filter((k) => k === 'human')).toHaveLength(1);
    expect(cid.errors).toEqual([]);
    await cid.page.context().close();
  });
});
