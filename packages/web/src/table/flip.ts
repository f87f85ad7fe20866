// Card motion by FLIP: just before the state changes every card on screen is measured; after
// the new table is drawn each card that moved is played from where it was to where it is.
// A card keeps its key (its notation, or a back's slot) from hand to table to discard pile;
// one that was not on screen (drawn, or led from a hidden hand) starts at its anchor (the
// talon, a seat). Only `translate` and `scale` are animated, on top of the card's own
// transform, with the Web Animations API: nothing waits for an animation, so input is never
// blocked, and prefers-reduced-motion turns it off.

const rects = new Map<string, DOMRect>();

const reduced = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Measure every card and anchor now (before the DOM changes). */
export function capture(): void {
  rects.clear();
  if (reduced()) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-flip],[data-anchor]')) {
    const key = el.dataset['flip'] ?? el.dataset['anchor'];
    if (key) rects.set(key, el.getBoundingClientRect());
  }
}

/** Play every card from its measured place to its new one, over `ms` milliseconds. */
export function play(ms: number): void {
  if (rects.size === 0) return;
  const els = document.querySelectorAll<HTMLElement>('[data-flip]');
  let delay = 0;
  for (const el of els) {
    const key = el.dataset['flip']!;
    const known = rects.get(key);
    const from = known ?? (el.dataset['from'] ? rects.get(el.dataset['from']) : undefined);
    if (!from) continue;
    const to = el.getBoundingClientRect();
    if (to.width === 0 || from.width === 0) continue;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const scale = from.width / to.width;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(scale - 1) < 0.02) continue;
    // Cards arriving from an anchor come one after another, like a deal.
    const stagger = known ? 0 : delay;
    if (!known) delay += ms / 5;
    el.animate(
      [
        { translate: `${dx}px ${dy}px`, scale: `${scale}`, opacity: known ? 1 : 0.4 },
        { translate: '0px 0px', scale: '1', opacity: 1 },
      ],
      { duration: ms, delay: stagger, easing: 'cubic-bezier(.22,.8,.3,1)', fill: 'backwards' },
    );
  }
  rects.clear();
}
