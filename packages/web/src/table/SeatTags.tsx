// Words on a seat that a lent table gives (an online room: away, a bot playing for him, the
// turn timer); the offline table has none.

import type { Seat } from '@kaschlan/engine';
import { tagsOf } from '../state/store';

export function SeatTags(props: { seat: Seat }) {
  return (
    <>
      {tagsOf(props.seat).map((tag) => (
        <span key={tag.kind} class={`status seat-tag ${tag.kind}`} data-tag={tag.kind}>
          {tag.text}
        </span>
      ))}
    </>
  );
}
