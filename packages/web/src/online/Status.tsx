// The connection, in one word and a dot: connected, connecting, reconnecting (the page tries
// again by itself), or the room is gone.

import type { Link } from './state';

const WORDS: Record<Link, string> = {
  open: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  gone: 'No such room',
};

export function Status(props: { link: Link; socket: boolean }) {
  // A socket back but its snapshot not yet in is still catching up.
  const link = props.link === 'open' && !props.socket ? 'reconnecting' : props.link;
  return (
    <span class={`conn ${link}`} data-link={link} role="status" aria-live="polite">
      <span class="conn-dot" aria-hidden="true" />
      <span class="conn-word">{WORDS[link]}</span>
    </span>
  );
}
