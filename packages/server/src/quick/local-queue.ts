// Quick play's queue in a single process (SQLite): the tickets in this process's memory.
// A ticket not polled for `idleMs` has been abandoned (a closed tab) and leaves the queue; a
// matched one nobody collects is forgotten after `matchedMs`.

import type { JoinOutcome, QueueBounds, QueueTimes, QuickQueue, Seated, Ticket } from './queue';

interface Entry {
  readonly ticket: Ticket;
  /** Until when it lives without another poll. */
  expires: number;
  /** Taken out of the queue by the matchmaker (its room is being made). */
  claimed: boolean;
  seated: Seated | null;
}

export class LocalQueue implements QuickQueue {
  private readonly entries = new Map<string, Entry>();
  /** Each player's ticket. */
  private readonly byPlayer = new Map<string, string>();

  constructor(
    private readonly times: QueueTimes,
    private readonly now: () => number = Date.now,
  ) {}

  async join(t: Ticket, bounds: QueueBounds): Promise<JoinOutcome> {
    this.sweep();
    const old = this.byPlayer.get(t.player);
    if (old !== undefined) this.drop(old);
    let waiting = 0;
    let fromAddress = 0;
    for (const e of this.entries.values()) {
      if (!e.claimed && e.seated === null) waiting++;
      if (e.ticket.address === t.address) fromAddress++;
    }
    if (fromAddress >= bounds.perAddress) return 'TOO_MANY_TICKETS';
    if (waiting >= bounds.maxQueue) return 'QUEUE_FULL';
    this.entries.set(t.id, {
      ticket: t,
      expires: this.now() + this.times.idleMs,
      claimed: false,
      seated: null,
    });
    this.byPlayer.set(t.player, t.id);
    return 'ok';
  }

  async poll(id: string): Promise<{ ticket: Ticket; seated: Seated | null } | null> {
    this.sweep();
    const e = this.entries.get(id);
    if (!e) return null;
    if (e.seated === null) e.expires = this.now() + this.times.idleMs;
    return { ticket: e.ticket, seated: e.seated };
  }

  async cancel(id: string): Promise<boolean> {
    return this.drop(id);
  }

  async waiting(): Promise<Ticket[]> {
    this.sweep();
    const list: Ticket[] = [];
    for (const e of this.entries.values()) if (!e.claimed && e.seated === null) list.push(e.ticket);
    return list.sort((a, b) => a.joinedAt - b.joinedAt);
  }

  async claim(group: readonly Ticket[]): Promise<boolean> {
    const entries = group.map((t) => this.entries.get(t.id));
    if (entries.some((e) => !e || e.claimed || e.seated !== null)) return false;
    for (const e of entries) if (e) e.claimed = true;
    return true;
  }

  async unclaim(group: readonly Ticket[]): Promise<void> {
    for (const t of group) {
      const e = this.entries.get(t.id);
      if (e) e.claimed = false;
    }
  }

  async seat(seats: readonly (readonly [Ticket, Seated])[]): Promise<void> {
    for (const [t, seated] of seats) {
      const e = this.entries.get(t.id);
      if (!e) continue; // cancelled meanwhile: his seat waits for nobody (grace, R8.5)
      e.seated = seated;
      e.claimed = false;
      e.expires = this.now() + this.times.matchedMs;
    }
  }

  async lead(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.byPlayer.clear();
  }

  private drop(id: string): boolean {
    const e = this.entries.get(id);
    if (!e) return false;
    this.entries.delete(id);
    if (this.byPlayer.get(e.ticket.player) === id) this.byPlayer.delete(e.ticket.player);
    return true;
  }

  /** Drop the tickets nobody polled in time (a claimed one is the matchmaker's to finish). */
  private sweep(): void {
    const now = this.now();
    for (const [id, e] of this.entries) if (!e.claimed && e.expires <= now) this.drop(id);
  }
}
