// The matchmaker: every pass, if this process leads (always alone; in a cluster while it
// holds the lease), it reads the queue, groups the tickets (matcher.ts) and makes each table:
// it claims the group out of the queue (all or none), stores a rated, unlisted room with the
// people seated, each with a fresh seat token whose hash alone is stored, and tells each
// ticket its seat and token. The room deals by itself once everyone is there (autoDeal).

import type { BotLevel, RoomOptions } from '@kaschlan/protocol';
import { newRoomRow } from '../rooms/persist';
import { storeSeatedRoom } from '../store/quick-store';
import type { Store } from '../store/store';
import { match, type Table } from './matcher';
import type { QuickQueue, Seated, Ticket } from './queue';

/** A quick table's turn clock (s): strangers should not wait on someone who left. */
export const QUICK_TURN_SECONDS = 60;

export interface MatchmakerEnv {
  readonly queue: QuickQueue;
  readonly store: Store;
  /** The bot level nearest a μ at a table of `players` (ratings/bot-ratings.ts). */
  readonly level: (mu: number, players: number) => BotLevel;
  /** A room was stored: a single process loads it now; a cluster when someone enters. */
  readonly opened: (id: string) => Promise<void>;
  readonly log: { warn(o: object, m?: string): void; info(o: object, m?: string): void };
  readonly now: () => number;
  /** Between passes (ms). */
  readonly everyMs: number;
}

export class Matchmaker {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private pass: Promise<void> = Promise.resolve();

  constructor(private readonly env: MatchmakerEnv) {}

  start(): void {
    // A failing pass (Redis or the database away) is told once, not four times a second.
    let failing = false;
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.pass = this.once()
          .then(() => {
            if (failing) this.env.log.info({}, 'quick play passes work again');
            failing = false;
          })
          .catch((e) => {
            if (!failing)
              this.env.log.warn({ err: (e as Error).message }, 'quick play pass failed');
            failing = true;
          })
          .finally(next);
      }, this.env.everyMs);
      this.timer.unref();
    };
    next();
  }

  /** One pass: the tables made. */
  async once(): Promise<number> {
    const { queue } = this.env;
    if (!(await queue.lead())) return 0;
    const now = this.env.now();
    const tables = match(await queue.waiting(now), now, this.env.level);
    let made = 0;
    for (const table of tables) if (await this.make(table)) made++;
    return made;
  }

  private async make(table: Table): Promise<boolean> {
    const { queue, store } = this.env;
    if (!(await queue.claim(table.people))) return false;
    const players = table.people.length + table.bots.length;
    const options: RoomOptions = {
      preset: table.preset,
      rules: {},
      seats: [...table.people.map(() => 'human' as const), ...table.bots],
      public: false,
      rated: true,
      turnSeconds: QUICK_TURN_SECONDS,
      autoDeal: true,
    };
    const people = table.people.map((t, seat) => ({
      seat,
      player: t.player,
      name: t.name,
      tokenHash: t.seatTokenHash,
    }));
    const row = newRoomRow(options, this.env.now());
    const room = row.id;
    try {
      await storeSeatedRoom(store, row, people);
      await this.env.opened(room);
    } catch (e) {
      await queue.unclaim(table.people);
      throw e;
    }
    const seats = table.people.map((t, seat): readonly [Ticket, Seated] => [t, { room, seat }]);
    await queue.seat(seats);
    this.env.log.info(
      { room, players, people: table.people.length, preset: table.preset },
      'quick play matched',
    );
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
  }
}
