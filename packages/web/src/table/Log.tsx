// The deal's log: every public event in words, newest at the bottom, kept in view. And its
// spoken twin: a hidden live region that reads out the other players' moves as they happen,
// taken from the same lines (your own moves you know; draws and discards would be noise).

import type { GameEvent, View } from '@kaschlan/engine';
import { useEffect, useRef } from 'preact/hooks';
import { longName } from '../cards/names';
import { t } from '../i18n';
import { type LogLine, logLines } from '../state/log';
import { settings } from '../state/settings';
import { isYou, tableSource } from '../state/table-source';
import { CardChip } from './CardChip';

/** The log lines of the view, "you" for the viewer when the table calls him so. */
function linesOf(view: View): LogLine[] {
  const me = view.viewer === 'spectator' ? null : view.viewer;
  return logLines(view.events, {
    name: tableSource.value.name,
    me: me !== null && isYou(me) ? me : null,
    face: settings.value.face,
  });
}

export function Log(props: { view: View }) {
  const { view } = props;
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  const lines = linesOf(view);
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    // Focusable, so the keyboard can scroll back through a long deal.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <ol class="log-lines" ref={ref} aria-label={t('table.log.label')} tabIndex={0}>
      {lines.map((line) => (
        <li key={line.key} class={`log-${line.kind}`}>
          {line.segments.map((seg, i) =>
            typeof seg === 'string' ? seg : <CardChip key={i} card={seg.card} style={style} />,
          )}
        </li>
      ))}
    </ol>
  );
}

/** The events read out when another seat makes them. */
const MOVES: ReadonlySet<GameEvent['type']> = new Set([
  'bout',
  'lead',
  'coachman',
  'pass',
  'beat',
  'selfAttack',
  'take',
  'out',
]);
/** How many lines the region keeps (older ones have been read). */
const KEPT = 4;

/**
 * The hidden live region: the other players' moves since the table was opened, the last few
 * kept, so each new one is an addition a screen reader announces ("Otto beats eight of
 * diamonds with ten of diamonds"). Nothing is read for the deal's past when the table opens.
 */
export function Announcer(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const lines = linesOf(view);
  const me = view.viewer === 'spectator' ? null : view.viewer;
  // Lines before `from` were on screen when the table opened; a new deal starts again at 0.
  const from = useRef(lines.length);
  const seen = useRef(lines.length);
  if (lines.length < seen.current) from.current = 0;
  seen.current = lines.length;
  const said = lines
    .slice(from.current)
    .filter((l) => l.kind === 'end' || (MOVES.has(l.kind) && l.seat !== me))
    .slice(-KEPT);
  return (
    <div
      class="sr-only"
      role="log"
      aria-live="polite"
      aria-label={t('table.log.announce')}
      data-announce
    >
      {said.map((line) => (
        <p key={line.key}>
          {line.segments
            .map((seg) => (typeof seg === 'string' ? seg : longName(seg.card, face)))
            .join('')}
        </p>
      ))}
    </div>
  );
}
