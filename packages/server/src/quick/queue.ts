// Quick play's queue (issue 13): the tickets of players waiting for a table, and the match
// each is given. Two implementations with one contract: the process's own memory in a single
// process (local-queue.ts) and Redis in a cluster (redis-queue.ts), where every process takes
// tickets and one matchmaker at a time (matchmaker.ts) groups them.

import type { QuickPreset } from '@kaschlan/protocol';

export interface Ticket {
  /**
   * The ticket's handle in the queue: the SHA-256 (hex) of the secret its owner holds
   * (tickets.ts). The secret itself is kept nowhere: not in memory, not in Redis.
   */
  readonly id: string;
  /** players.id of the owner; a player holds at most one ticket. */
  readonly player: string;
  /** His display name, the name his seat will carry. */
  readonly name: string;
  /** The client (bounds.ts, `clientKey`: an IPv6 client is his /64); his tickets are bounded. */
  readonly address: string;
  readonly players: number;
  readonly preset: QuickPreset;
  /** His μ for this player count (the ratings table), else the initial 25. */
  readonly mu: number;
  /** The wait (ms) before bots fill his table's empty seats. */
  readonly waitMs: number;
  readonly joinedAt: number;
  /** SHA-256 (hex) of the seat token the owner's secret derives (tickets.ts), for his seat row. */
  readonly seatTokenHash: string;
}

/** Where a matched ticket's owner sits (his token is derived from his secret: tickets.ts). */
export interface Seated {
  readonly room: string;
  readonly seat: number;
}

export type JoinOutcome = 'ok' | 'QUEUE_FULL' | 'TOO_MANY_TICKETS';

export interface QuickQueue {
  /** Queue `t`, replacing the owner's earlier ticket if he has one. */
  join(t: Ticket, bounds: QueueBounds): Promise<JoinOutcome>;
  /** The ticket and its seat once matched; null if unknown, cancelled or expired. Keeps it alive. */
  poll(id: string): Promise<{ ticket: Ticket; seated: Seated | null } | null>;
  /** Leave the queue (or forget a match nobody collected); false if there was no such ticket. */
  cancel(id: string): Promise<boolean>;
  /** The tickets waiting, oldest first (expired ones are dropped on the way). */
  waiting(now: number): Promise<Ticket[]>;
  /**
   * Take `group` out of the queue, all or none: false if any of them left or was taken
   * meanwhile. This, not the matchmaker's lease, is what keeps a ticket from being seated
   * twice (two matchmakers for a moment, after a pause, would only waste work).
   */
  claim(group: readonly Ticket[]): Promise<boolean>;
  /** Put claimed tickets back (their room could not be made). */
  unclaim(group: readonly Ticket[]): Promise<void>;
  /** Tell each claimed ticket its seat. */
  seat(seats: readonly (readonly [Ticket, Seated])[]): Promise<void>;
  /** Whether this process runs the matchmaker now (a cluster: it holds the lease). */
  lead(): Promise<boolean>;
  close(): Promise<void>;
}

export interface QueueBounds {
  /** Tickets in the whole queue. */
  readonly maxQueue: number;
  /** Tickets from one address. */
  readonly perAddress: number;
}

/** How long (ms) an unpolled waiting ticket lives, and a matched one waits to be collected. */
export interface QueueTimes {
  readonly idleMs: number;
  readonly matchedMs: number;
}
