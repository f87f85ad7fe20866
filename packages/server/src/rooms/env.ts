// What a room is given by the process that holds it: the store, the bots, a logger, its
// timings and clock, and the hooks a cluster listens on.

import type { BotRunner } from '../bots/runner';
import type { Store } from '../store/store';
import type { Room } from './room';

export interface RoomEnv {
  readonly store: Store;
  readonly bots: BotRunner;
  readonly log: {
    info(o: object, m?: string): void;
    warn(o: object, m?: string): void;
    error(o: object, m?: string): void;
  };
  /** A bot's least time per move (ms), so people can follow; 0 in tests. */
  readonly botDelayMs: number;
  /** How long a disconnected player keeps his seat before a bot plays for him (ms). */
  readonly graceMs: number;
  /** A room with nobody in it and no change for this long is closed (default: a day). */
  readonly idleCloseMs?: number;
  /** Spectators a room takes (a hello beyond is refused, SPECTATORS_FULL); none: no bound. */
  readonly maxSpectators?: number;
  readonly now: () => number;
  /**
   * A person's think time before a pass (ms) while none was seen in the room yet, for the
   * wait before a forced pass is shown (R8.5); a log-normal around 2 s (none where bots are
   * not paced either, botDelayMs 0) unless a test sets it.
   */
  readonly passThinkMs?: () => number;
  /** What operators see at /metrics (commits, broadcasts, leases, bot waits); none in some tests. */
  readonly metrics?: import('../metrics').Metrics;
  /** The room's public picture changed (a cluster publishes it for the lobby). */
  readonly onInfo?: (room: Room) => void;
  /** The store refused a write (in a cluster: another process may own the room now). */
  readonly onFault?: (room: Room, error: Error) => void;
  /** A deal's last action is committed (its rating follows: ratings/rate-deal.ts). */
  readonly onDealOver?: (game: string) => void;
}
