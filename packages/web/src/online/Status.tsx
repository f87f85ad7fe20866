// The connection, in a word and a sign: connected (a tick), connecting or reconnecting (a
// turning arrow; the page tries again by itself), or the room is gone (a cross). The sign
// and the word say it, the colour only adds to them. A live region: changes are read out.

import { t } from '../i18n';
import type { Link } from './state';

const SIGNS: Record<Link, string> = {
  open: '✓',
  connecting: '↻',
  reconnecting: '↻',
  gone: '✕',
};

export function Status(props: { link: Link; socket: boolean }) {
  // A socket back but its snapshot not yet in is still catching up.
  const link = props.link === 'open' && !props.socket ? 'reconnecting' : props.link;
  return (
    <span class={`conn ${link}`} data-link={link} role="status">
      <span class="conn-dot" aria-hidden="true">
        {SIGNS[link]}
      </span>
      <span class="conn-word">{t(`online.status.${link}`)}</span>
    </span>
  );
}
