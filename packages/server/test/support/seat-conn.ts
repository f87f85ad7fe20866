// A seat's connection in a room test that drives a Room directly (no socket): its latest
// view of the deal, the seat token it was given, and its refusals handed to the test.
// Held forced passes (R8.5) are read from the view: his turn with nothing he may do.

import type { View } from '@kaschlan/engine';
import type { ServerMessage } from '@kaschlan/protocol';
import type { Member } from '../../src/rooms/members';

export class SeatConn implements Member {
  private static next = 0;
  readonly id = ++SeatConn.next;
  seat: number | null = null;
  eventsSent = 0;
  eventsGame: string | null = null;
  game = '';
  move = 0;
  view: View | null = null;
  token: string | undefined;
  /** Game updates and snapshots received. */
  updates = 0;

  /** `refused`: each `error` the room sends it. */
  constructor(private readonly refused: (m: Extract<ServerMessage, { type: 'error' }>) => void) {}

  send(m: ServerMessage): void {
    if (m.type === 'error') this.refused(m);
    if (m.type === 'seated') this.token = m.token;
    const update = m.type === 'game' ? m.update : m.type === 'welcome' ? m.game : null;
    if (!update) return;
    this.updates++;
    this.game = update.game;
    this.move = update.move;
    this.view = update.view;
  }

  /** Its own forced pass is being shown: his turn, nothing he may do (R8.5). */
  get held(): boolean {
    const v = this.view;
    return v !== null && !v.over && v.toAct === this.seat && v.legal.length === 0;
  }

  /** His turn, with something to do. */
  get toPlay(): boolean {
    const v = this.view;
    return v !== null && !v.over && v.toAct === this.seat && v.legal.length > 0;
  }
}

/** Wait (30 s at most) until `done`; past it, fail naming `what` and the refusals seen. */
export async function untilSeen(
  what: string,
  done: () => boolean,
  refusals: readonly ServerMessage[],
): Promise<void> {
  for (const stop = Date.now() + 30_000; !done(); ) {
    if (Date.now() > stop) throw new Error(`${what} never happened: ${JSON.stringify(refusals)}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
