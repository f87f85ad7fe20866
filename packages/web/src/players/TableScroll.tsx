// A table that may be wider than a phone's screen scrolls sideways in its own box, which the
// keyboard can reach and scroll (a region named by its section's heading).

import type { ComponentChildren } from 'preact';

export function TableScroll(props: { labelledBy: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keys
    <section class="table-scroll" aria-labelledby={props.labelledBy} tabIndex={0}>
      {props.children}
    </section>
  );
}
