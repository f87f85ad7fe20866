// The watchdog no deal can outlive: a room's deal moves on by itself only when the room's own
// timers and bot questions answer (a held forced pass's release, R8.5; a bot's move). Nobody
// else will ever send those: one lost would leave the deal standing for good, every player
// shown someone to act with nothing they may do (issue 26). A periodic sweep of the rooms a
// process holds drives on each one whose wait is long overdue (clocks.ts keeps its deadline),
// logs it at warn with the room, and counts it (kaschlan_stalls_driven_total).

import type { RoomEnv } from './env';
import type { Room } from './room';

/** How often the rooms are looked at (ms). */
export const WATCHDOG_EVERY_MS = 2000;

/**
 * Drive on every room of `rooms` whose own wait is overdue now; how many were. A room still
 * overdue after it was driven on (its change queue itself stuck, say) is handed to
 * `handOver`, if given: a cluster gives it up, to be loaded afresh from the database.
 */
export function watchRooms(
  rooms: Iterable<Room>,
  env: RoomEnv,
  handOver?: (room: Room) => void,
): number {
  const now = env.now();
  let driven = 0;
  for (const room of rooms) {
    // What the room was doing when found overdue, before it is driven on: a change still
    // running names what the queue waits for; no timer armed, a lost release.
    const doing = room.state(now);
    const late = room.driveOverdue(now);
    if (!late) continue;
    driven++;
    env.metrics?.stallsDriven.inc({ waiting: late.kind });
    const again = late.overdue > 1 && handOver !== undefined;
    env.log.warn(
      {
        room: room.id,
        waiting: late.kind,
        turn: late.turn,
        phase: room.phase,
        times: late.overdue,
        busy: doing.busy,
        passArmed: doing.passArmed,
      },
      again
        ? 'deal stalled again: handed over by the watchdog'
        : 'deal stalled: driven on by the watchdog',
    );
    if (again) handOver(room);
  }
  return driven;
}
