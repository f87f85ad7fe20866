// A finger on the phone table: taps where a card shows (the fan overlaps), a double tap or
// double click whose two halves land on two cards, and the refusal line's count (TapNote).

import type { Page } from 'playwright-core';
import { cardPoint, pressCard } from './play';

/** Tap a hand card where it shows. */
export const tapCard = (page: Page, card: string): Promise<void> =>
  pressCard(page, card, { tap: true });

/** Tap an element near its top left corner (an attack card shows there even when beaten). */
export async function tapCorner(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height * 0.2);
}

/**
 * Press on hand card `first`, then on `second`, with the click count of a double click on
 * the second press: what the browser sends for two quick taps or clicks, whatever the
 * machine's speed (a timed pair of real taps is a double tap only when it is quick enough).
 */
export async function doublePress(page: Page, first: string, second: string): Promise<void> {
  const a = await cardPoint(page, first);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  const b = await cardPoint(page, second);
  await page.mouse.move(b.x, b.y);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/** How many refusals the page has said so far (0 before the first). */
export const refusals = (page: Page): Promise<number> =>
  page.$eval('.tap-note', (el) => Number((el as HTMLElement).dataset['refusal'] ?? 0));

/**
 * Wait for a refusal after the `before`-th, and return what it says and whether it shows:
 * the line inside the screen, in the live region, the tapped card marked.
 */
export async function nextRefusal(
  page: Page,
  before: number,
): Promise<{ text: string; onScreen: boolean; live: string | null; marked: number }> {
  await page.waitForFunction(
    (n) =>
      Number((document.querySelector('.tap-note') as HTMLElement | null)?.dataset['refusal'] ?? 0) >
      n,
    before,
    { polling: 20 },
  );
  return page.$eval('.tap-note', (el) => {
    const r = el.getBoundingClientRect();
    return {
      text: el.textContent ?? '',
      onScreen: r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight,
      live: el.getAttribute('aria-live'),
      marked: document.querySelectorAll('.refused').length,
    };
  });
}
