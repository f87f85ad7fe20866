// A link to another screen of the app: a real <a href> (open in a new tab, copy the address)
// that a plain click follows without reloading the page.

import type { ComponentChildren } from 'preact';
import { navigate } from '../state/route';

export function AppLink(props: {
  href: string;
  class?: string;
  label?: string;
  /** data-action, as the app's buttons have (tests find them by it). */
  action?: string;
  children: ComponentChildren;
}) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-label={props.label}
      data-action={props.action}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.href);
      }}
    >
      {props.children}
    </a>
  );
}
