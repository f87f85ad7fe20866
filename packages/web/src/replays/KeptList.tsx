// The deals kept on this device as a list, newest first: the replays screen's and the review's
// choice of a deal. Each entry says when it was kept, who played and what else the screen
// adds, beside the screen's buttons; with none kept, a way to the table.

import type { ComponentChildren } from 'preact';
import { lang } from '../i18n';
import { navigate } from '../state/route';
import type { SavedReplay } from './saved';

/** When a deal was kept, in the page's language. */
export const keptAt = (at: number): string =>
  new Date(at).toLocaleString(lang.value, { dateStyle: 'medium', timeStyle: 'short' });

export function KeptList(props: {
  list: readonly SavedReplay[];
  /** The list's name for screen readers. */
  label: string;
  /** Said when the list is empty, beside a button to the table. */
  empty: string;
  play: string;
  children: (r: SavedReplay) => ComponentChildren;
}) {
  if (props.list.length === 0)
    return (
      <div class="replays-empty">
        <p>{props.empty}</p>
        <button type="button" class="btn primary" onClick={() => navigate('/')}>
          {props.play}
        </button>
      </div>
    );
  return (
    <ol class="replay-list" aria-label={props.label}>
      {props.list.map(props.children)}
    </ol>
  );
}

export function KeptEntry(props: {
  replay: SavedReplay;
  /** Just imported or put back: marked until the list changes. */
  fresh?: boolean;
  players: ComponentChildren;
  /** Between the players and the meta line (the replays screen's outcome). */
  outcome?: ComponentChildren;
  meta: ComponentChildren;
  /** The screen's buttons. */
  children: ComponentChildren;
}) {
  const { replay: r } = props;
  return (
    <li class={`replay-entry${props.fresh ? ' fresh' : ''}`} data-replay={r.id}>
      <div class="replay-info">
        <time dateTime={new Date(r.savedAt).toISOString()}>{keptAt(r.savedAt)}</time>
        <span class="replay-players">{props.players}</span>
        {props.outcome}
        <span class="replay-meta">{props.meta}</span>
      </div>
      <div class="replay-buttons">{props.children}</div>
    </li>
  );
}
