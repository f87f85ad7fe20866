// Layout checks run in the page: every card inside the viewport, nothing that matters hidden
// behind something else (probed with elementFromPoint at a point of it that should show),
// the table's regions apart, and no scrolling.

import type { Page } from 'playwright-core';

/** The problems found on the page as it is now; [] when the layout is sound. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}`;
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('.log:not(.log-open .log)')
      );
    };
    // A drawer that is shut is off screen on purpose.
    const inShutDrawer = (el: Element): boolean => {
      const log = el.closest('.log');
      return log !== null && getComputedStyle(log).visibility === 'hidden';
    };

    if (document.documentElement.scrollWidth > W + 1)
      problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${W})`);
    const app = document.querySelector('.app')!.getBoundingClientRect();
    if (app.bottom > H + 1) problems.push(`app taller than the viewport (${app.bottom} > ${H})`);

    // 1. Cards inside the viewport.
    for (const card of document.querySelectorAll('.card')) {
      if (inShutDrawer(card) || !visible(card)) continue;
      if (card.closest('.face-sample')) continue;
      const r = card.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1)
        problems.push(
          `${name(card)} ${card.getAttribute('data-card') ?? ''} leaves the viewport: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
    }

    // 2. What must show is on top where it should be seen.
    const probe = (el: Element, x: number, y: number, what: string) => {
      if (x < 0 || y < 0 || x > W || y > H) {
        problems.push(`${what} ${name(el)} is off screen at ${Math.round(x)},${Math.round(y)}`);
        return;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit)))
        problems.push(
          `${what} ${name(el)} is covered at ${Math.round(x)},${Math.round(y)} by ${hit ? name(hit) : 'nothing'}`,
        );
    };
    const center = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      probe(el, r.left + r.width / 2, r.top + r.height / 2, what);
    };
    const modal = document.querySelector('.modal, .cover');
    if (modal) {
      for (const b of modal.querySelectorAll('button')) center(b, 'dialog button');
      const r = modal.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > W || r.bottom > H)
        problems.push('the dialog leaves the viewport');
      return problems;
    }
    for (const b of document.querySelectorAll('.top button, .actions button'))
      if (visible(b)) center(b, 'button');
    for (const el of document.querySelectorAll(
      '.opp-name, .talon-count, .prompt, .me-head .count, .me-name, .bout-line',
    ))
      if (visible(el)) center(el, 'label');
    // Hand cards: the strip of each that the next card leaves free (where its index is).
    const hand = [...document.querySelectorAll('.hand-card')];
    hand.forEach((card, i) => {
      const r = card.getBoundingClientRect();
      const next = hand[i + 1]?.getBoundingClientRect();
      const free = next ? Math.max(4, next.left - r.left) : r.width;
      probe(
        card,
        r.left + Math.min(free / 2, r.width * 0.14),
        r.top + r.height * 0.35,
        'hand card',
      );
    });
    // Attack cards: their top-left corner, which the beating card leaves free.
    for (const a of document.querySelectorAll('.attack')) {
      const r = a.getBoundingClientRect();
      probe(a, r.left + r.width * 0.16, r.top + r.height * 0.14, 'attack card');
    }

    // Text that does not fit its box (a name, a badge, a count cut off).
    for (const el of document.querySelectorAll(
      '.opponent, .opp-head, .opp-foot, .me-head, .top, .action-bar',
    ))
      if (visible(el) && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `${name(el)} is too narrow for its content (${el.scrollWidth} > ${el.clientWidth})`,
        );

    // 3. The table's regions do not overlap.
    const regions = ['.opponents', '.center', '.action-bar', '.me'].map(
      (s) => [s, document.querySelector(s)?.getBoundingClientRect()] as const,
    );
    for (let i = 0; i < regions.length; i++)
      for (let j = i + 1; j < regions.length; j++) {
        const [sa, a] = regions[i]!;
        const [sb, b] = regions[j]!;
        if (
          a &&
          b &&
          a.bottom > b.top + 1 &&
          b.bottom > a.top + 1 &&
          a.right > b.left + 1 &&
          b.right > a.left + 1
        )
          problems.push(`${sa} overlaps ${sb}`);
      }
    return problems;
  });
}

/** Whether the page scrolls: wider than the window, or scrolled down or across. */
export const pageScrolls = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > innerWidth + 1 || root.scrollTop > 0 || root.scrollLeft > 0;
  });
