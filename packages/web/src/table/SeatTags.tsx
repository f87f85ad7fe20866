// Words on a seat that the table's source gives (an online room: away, a bot playing for
// him, the turn timer); the offline table and the tutorial have none.

import type { Seat } from '@kaschlan/engine';
import { tableSource } from '../state/table-source';

export function SeatTags(props: { seat: Seat }) {
  return (
    <>
      {tableSource.value.tags(props.seat).map((tag) => (
        <span key={tag.kind} class={`status seat-tag ${tag.kind}`} data-tag={tag.kind}>
          {tag.text}
        </span>
      ))}
    </>
  );
}
