// The deal's log: every public event in words, newest at the bottom, kept in view.

import type { View } from '@kaschlan/engine';
import { useEffect, useRef } from 'preact/hooks';
import { logLines } from '../state/log';
import { nameOf, settings } from '../state/store';
import { CardChip } from './CardChip';

export function Log(props: { view: View }) {
  const { view } = props;
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  const me = view.viewer === 'spectator' ? null : view.viewer;
  const lines = logLines(view.events, { name: nameOf, me: nameOf(me ?? -1) === 'You' ? me : null });
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <ol class="log-lines" ref={ref} aria-label="What happened this deal">
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
