// Playing a deal through the page as a person would: by clicking (or tapping) cards and
// buttons, or with the keyboard alone. The player reads only what the page shows (which
// cards are playable, which attack cards light up, which buttons exist) and plays the first
// thing it finds, so any deal reaches its end.
//
// Every wait is for something the page shows (the next event, the player's turn), never for
// a time: the caps below only keep a test that hangs from waiting forever, and are far above
// what a loaded machine needs.

import type { Page } from 'playwright-core';

/** The most a step may take: an action to show, or the bots (and the server) to move. */
const STEP_MS = 60_000;
/** More actions by the test player than any deal has: a player going round in circles. */
const MOST_ACTIONS = 500;

/** How many events the table has shown; it grows with every action. */
export const eventCount = (page: Page): Promise<number> =>
  page.$eval('.table', (el) => Number((el as HTMLElement).dataset['events'] ?? 0));

const exists = async (page: Page, selector: string): Promise<boolean> =>
  (await page.$(selector)) !== null;

/** Where the deal is stuck, for an error message. */
async function where(page: Page): Promise<string> {
  const prompt = await page.textContent('[data-prompt]').catch(() => '?');
  const cover = await page.textContent('.cover-name').catch(() => null);
  const hand = await page.$$eval('[data-hand-card]', (els) =>
    els.map(
      (e) =>
        `${(e as HTMLElement).dataset['handCard']}${(e as HTMLElement).dataset['playable'] ? '*' : ''}`,
    ),
  );
  return `prompt "${prompt}", cover ${cover ?? 'down'}, hand ${hand.join(' ')}`;
}

/** Wait until the table changed after an action; false if it never did. */
async function settle(page: Page, before: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (n) =>
        Number((document.querySelector('.table') as HTMLElement | null)?.dataset['events'] ?? 0) >
        n,
      before,
      { timeout: STEP_MS, polling: 20 },
    );
    return true;
  } catch {
    return false;
  }
}

/** Wait until there is something for the player to do: his turn, the cover, or the end. */
async function untilTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-end-title]') !== null ||
      document.querySelector('.cover') !== null ||
      document.querySelector('[data-turn="mine"]') !== null,
    undefined,
    { timeout: STEP_MS, polling: 20 },
  );
}

export interface DealLog {
  /** Actions the test player took. */
  humanActions: number;
  /** Hot-seat covers passed. */
  covers: number;
  /** The seats whose hand was shown, in order. */
  perspectives: string[];
}

/** What to do when the cover is up (hot seat); the default lifts it. */
export type OnCover = (page: Page) => Promise<void>;

async function common(
  page: Page,
  log: DealLog,
  options: Pointing & { onCover?: OnCover } = {},
): Promise<'over' | 'mine' | 'wait'> {
  if (await exists(page, '[data-end-title]')) return 'over';
  if (await exists(page, '.cover')) {
    if (options.onCover) await options.onCover(page);
    if (options.tap) await page.tap('[data-action="uncover"]');
    else await page.click('[data-action="uncover"]');
    log.covers++;
    log.perspectives.push((await page.textContent('.me-name')) ?? '');
    return 'wait';
  }
  const turn = await page.getAttribute('[data-turn]', 'data-turn');
  return turn === 'mine' ? 'mine' : 'wait';
}

/** How a finger or a mouse presses: tap needs a touch screen (the context's hasTouch). */
export interface Pointing {
  readonly tap?: boolean;
}

/** One action by clicking (or tapping); true when the table changed. */
async function clickOnce(page: Page, how: Pointing): Promise<boolean> {
  const press = (selector: string) => (how.tap ? page.tap(selector) : page.click(selector));
  const before = await eventCount(page);
  if (await exists(page, '[data-action="take"]')) {
    await press('[data-action="take"]');
    return settle(page, before);
  }
  // Start from nothing picked (a pick left over from before would be undone by a click).
  if (await exists(page, '[data-action="clear"]')) await press('[data-action="clear"]');
  const playable = await page.$$('[data-hand-card][data-playable]');
  for (let i = 0; i < playable.length; i++) {
    const card = await page.getAttribute(
      `[data-hand-card][data-playable] >> nth=${i}`,
      'data-hand-card',
    );
    if (!card) break;
    // Where it shows: on a phone the next card of the fan covers the middle of this one.
    await pressCard(page, card, how);
    if (await exists(page, '[data-action="play"]:not([aria-disabled="true"])')) {
      await press('[data-action="play"]');
      return settle(page, before);
    }
    // Look, do not wait: a card that beats nothing lights nothing up.
    const lit = await page.$('[data-target="yes"]');
    const target = lit ? await lit.getAttribute('data-attack') : null;
    if (target) {
      await press(`[data-attack="${target}"]`);
      return settle(page, before);
    }
    // Undo this pick before trying the next card.
    if (await exists(page, '[data-action="clear"]')) await press('[data-action="clear"]');
  }
  if (await exists(page, '[data-action="pass"]')) {
    await press('[data-action="pass"]');
    return settle(page, before);
  }
  return false;
}

/**
 * Play by clicking until `stop` holds on the player's turn (or the deal ends); true if it
 * stopped on `stop`.
 */
export async function playUntil(
  page: Page,
  stop: (page: Page) => Promise<boolean>,
  how: Pointing = {},
): Promise<boolean> {
  const log: DealLog = { humanActions: 0, covers: 0, perspectives: [] };
  for (let acted = 0; acted < MOST_ACTIONS; ) {
    const state = await common(page, log);
    if (state === 'over') return false;
    if (state === 'wait') {
      await untilTurn(page);
      continue;
    }
    if (await stop(page)) return true;
    if (!(await clickOnce(page, how)))
      throw new Error('clicking found nothing to do on the player’s turn');
    acted++;
  }
  throw new Error(`the deal did not end after ${MOST_ACTIONS} actions: ${await where(page)}`);
}

/** Play the deal to its end by clicking (or tapping); returns what happened. */
export async function playByClicking(
  page: Page,
  options: Pointing & { onCover?: OnCover } = {},
): Promise<DealLog> {
  const log: DealLog = { humanActions: 0, covers: 0, perspectives: [] };
  while (log.humanActions < MOST_ACTIONS) {
    const state = await common(page, log, options);
    if (state === 'over') return log;
    if (state === 'wait') {
      await untilTurn(page);
      continue;
    }
    if (!(await clickOnce(page, options)))
      throw new Error(`clicking found nothing to do on the player’s turn: ${await where(page)}`);
    log.humanActions++;
  }
  throw new Error(`the deal did not end after ${MOST_ACTIONS} actions: ${await where(page)}`);
}

/** One action with the keyboard alone; true when the table changed. */
async function keyOnce(page: Page): Promise<boolean> {
  const before = await eventCount(page);
  const press = async (key: string) => {
    await page.keyboard.press(key);
    return settle(page, before);
  };
  if (await exists(page, '[data-action="take"]')) return press('t');
  // Which hand cards are playable: read off the page, then reached with the arrows alone.
  const playable = await page.$$eval('[data-hand-card]', (els) =>
    els.flatMap((e, i) => ((e as HTMLElement).dataset['playable'] ? [i] : [])),
  );
  for (const index of playable) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    for (let k = 0; k < index; k++) await page.keyboard.press('ArrowRight');
    // With nothing picked, Enter either plays the card at once, without picking it (the
    // table shows the action once it is made: online, after a round trip), or picks it: then
    // the cursor goes up to the first card it beats, or stays (the card needs a second one).
    await page.keyboard.press('Enter');
    const next = await page
      .waitForFunction(
        (n) => {
          const events = Number(
            (document.querySelector('.table') as HTMLElement | null)?.dataset['events'] ?? 0,
          );
          if (events > n) return 'played';
          if (!document.querySelector('[data-hand-card][aria-pressed="true"]')) return false;
          return document.querySelector('.pair.cursor') ? 'aimed' : 'alone';
        },
        before,
        { timeout: STEP_MS, polling: 20 },
      )
      .then((h) => h.jsonValue())
      .catch(() => 'nothing');
    if (next === 'played') return true;
    // Up on the card it beats, Enter beats.
    if (next === 'aimed') {
      await page.keyboard.press('Enter');
      if (await settle(page, before)) return true;
    }
    // Picked alone it does nothing: undo the pick and try the next card.
    await page.keyboard.press('Escape');
  }
  if (await exists(page, '[data-action="pass"]')) return press('p');
  return false;
}

/** Play the deal to its end with the keyboard only. */
export async function playByKeyboard(page: Page): Promise<DealLog> {
  const log: DealLog = { humanActions: 0, covers: 0, perspectives: [] };
  while (log.humanActions < MOST_ACTIONS) {
    if (await exists(page, '[data-end-title]')) return log;
    const turn = await page.getAttribute('[data-turn]', 'data-turn');
    if (turn !== 'mine') {
      await untilTurn(page);
      continue;
    }
    if (!(await keyOnce(page)))
      throw new Error(
        `the keyboard found nothing to do on the player’s turn: ${await where(page)}`,
      );
    log.humanActions++;
  }
  throw new Error(`the deal did not end after ${MOST_ACTIONS} actions: ${await where(page)}`);
}

/**
 * Where a hand card shows: the strip of it that the next card of the fan leaves free, or
 * (when the fan breaks into two rows, or the cards tilt) the first point of a grid over it
 * that the page says is the card's own, as a finger would find it.
 */
export const cardPoint = (page: Page, card: string): Promise<{ x: number; y: number }> =>
  page.$eval(`[data-hand-card="${card}"]`, (el) => {
    const r = el.getBoundingClientRect();
    const next = el.nextElementSibling?.getBoundingClientRect();
    const free = next ? Math.max(6, next.left - r.left) : r.width;
    const strip = { x: r.left + Math.min(free / 2, r.width / 2), y: r.top + r.height * 0.3 };
    const mine = (p: { x: number; y: number }) => {
      const hit = document.elementFromPoint(p.x, p.y);
      return hit !== null && el.contains(hit);
    };
    if (mine(strip)) return strip;
    for (const fy of [0.3, 0.15, 0.5, 0.7])
      for (const fx of [0.15, 0.3, 0.08, 0.5, 0.7, 0.9]) {
        const p = { x: r.left + r.width * fx, y: r.top + r.height * fy };
        if (mine(p)) return p;
      }
    return strip;
  });

/** Press a hand card where it shows, with a finger or the mouse. */
export async function pressCard(page: Page, card: string, how: Pointing): Promise<void> {
  await page.locator(`[data-hand-card="${card}"]`).scrollIntoViewIfNeeded();
  const at = await cardPoint(page, card);
  if (how.tap) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Click a hand card where it shows (the next card of the fan covers the rest of it). */
export const clickCard = (page: Page, card: string): Promise<void> => pressCard(page, card, {});
