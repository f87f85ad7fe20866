// A room's members: the connections (here, or relayed from another process) in each seat
// and the spectators, with each one's cursor into the deal's events (views go out as deltas).

import type { Seat } from '@kaschlan/engine';
import type { ServerMessage } from '@kaschlan/protocol';
import type { SeatPlayer } from '@kaschlan/table';

/** What a room needs of a connection: an outbox and a place to keep its per-room cursor. */
export interface Member {
  readonly id: number;
  send(message: ServerMessage): void;
  /**
   * Send `text`, the JSON of `message`, already serialised: a broadcast serialises each
   * distinct message once for everyone who gets it. A member without it is sent `message`.
   */
  sendText?(text: string): void;
  /** The seat it plays, or null for a spectator. */
  seat: Seat | null;
  /** Events of the current deal this member has been sent (views are sent as deltas). */
  eventsSent: number;
  /** The deal those events belong to. */
  eventsGame: string | null;
  /**
   * The person behind the connection (his session's player, issue 13), as of his last `sit`
   * or `hello` with a token; null or absent: nobody known (no cookie).
   */
  player?: SeatPlayer | null;
}

export class Members {
  private readonly spectators = new Set<Member>();
  private readonly seats: Set<Member>[];

  constructor(seats: number) {
    this.seats = Array.from({ length: seats }, () => new Set());
  }

  /** `member` is in the room as `seat` (or as a spectator: null). */
  add(member: Member, seat: Seat | null): void {
    member.seat = seat;
    if (seat === null) this.spectators.add(member);
    else this.seats[seat]?.add(member);
  }

  /**
   * `member` is gone. `emptied`: the seat whose last connection it was (its occupant is now
   * away); null if it was a spectator or the seat keeps another connection.
   */
  remove(member: Member): { removed: boolean; emptied: Seat | null } {
    if (this.spectators.delete(member)) return { removed: true, emptied: null };
    const seat = member.seat;
    const set = seat === null ? undefined : this.seats[seat];
    if (seat === null || !set?.delete(member)) return { removed: false, emptied: null };
    return { removed: true, emptied: set.size === 0 ? seat : null };
  }

  /** The seat was given up: each of its connections (the person's tabs) is now a spectator. */
  unseat(seat: Seat): Member[] {
    const moved = [...(this.seats[seat] ?? [])];
    this.seats[seat]?.clear();
    for (const m of moved) this.add(m, null);
    return moved;
  }

  forEach(fn: (m: Member) => void): void {
    for (const m of this.spectators) fn(m);
    for (const s of this.seats) for (const m of s) fn(m);
  }

  all(): Member[] {
    return [...this.spectators, ...this.seats.flatMap((s) => [...s])];
  }

  get count(): number {
    return this.seats.reduce((n, s) => n + s.size, this.spectators.size);
  }

  get spectatorCount(): number {
    return this.spectators.size;
  }
}
