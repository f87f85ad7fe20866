// The other seats across the top (clockwise from the viewer's left) and the middle of the
// table: the talon, the bout and the discard pile. The same for the table and the tutorial's.

import type { View } from '@kaschlan/engine';
import { Battle } from './Battle';
import { Discard } from './Discard';
import { Opponent } from './Opponent';
import { Talon } from './Talon';

/** The other seats in clockwise order starting at the viewer's left. */
export function othersOf(view: View, me: number): number[] {
  return Array.from({ length: view.players - 1 }, (_, i) => (me + 1 + i) % view.players);
}

/** `thinking`: whether the seat to act shows it (the tutorial's scripted seats never do). */
export function Middle(props: { view: View; me: number; thinking: boolean }) {
  const { view } = props;
  return (
    <>
      <div class="opponents" data-count={view.players - 1}>
        {othersOf(view, props.me).map((seat) => (
          <Opponent
            key={seat}
            view={view}
            seat={seat}
            thinking={props.thinking && view.toAct === seat}
          />
        ))}
      </div>
      <div class="center">
        <Talon view={view} />
        <Battle view={view} />
        <Discard view={view} />
      </div>
    </>
  );
}
