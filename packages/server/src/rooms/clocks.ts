// A room's timers: the turn clock of the person to act (when it runs out a stand-in moves
// for him) and each away person's grace period (when it runs out a stand-in plays his
// turns). A clock only sends the table a command; the table's turn ticket voids a late one.

import type { Seat } from '@kaschlan/engine';
import type { Command } from '@kaschlan/table';

export class Clocks {
  /** When the person to act runs out of time (epoch ms); null without a turn clock. */
  deadline: number | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  private readonly grace = new Map<Seat, NodeJS.Timeout>();

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number,
    private readonly fire: (command: Command) => void,
  ) {}

  /** Turn `turn` began: the older turn's clock stops; a person's clock of `seconds` starts. */
  turn(turn: number, seconds: number): void {
    this.stopTurn();
    if (seconds <= 0) return;
    this.deadline = this.now() + seconds * 1000;
    this.turnTimer = later(seconds * 1000, () => this.fire({ type: 'deadline', turn }));
  }

  startGrace(seat: Seat): void {
    this.stopGrace(seat);
    const timer = later(this.graceMs, () => {
      this.grace.delete(seat);
      this.fire({ type: 'graceOver', seat });
    });
    this.grace.set(seat, timer);
  }

  stopGrace(seat: Seat): void {
    clearTimeout(this.grace.get(seat));
    this.grace.delete(seat);
  }

  /** Stop every clock (the room closes). */
  stop(): void {
    this.stopTurn();
    for (const seat of [...this.grace.keys()]) this.stopGrace(seat);
  }

  private stopTurn(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    this.deadline = null;
  }
}

/** A timer that does not keep the process alive. */
function later(ms: number, fn: () => void): NodeJS.Timeout {
  const timer = setTimeout(fn, ms);
  timer.unref?.();
  return timer;
}
