// One kind of message, sent at most once per interval however often it is asked for: at once
// when the last went out longer ago than that, else once at the interval's end, with what is
// latest then (the trailing edge). A room's picture goes out so (room.ts): a crowd coming and
// going is told a few times a second, not once per person (issue 24).

export class Pace {
  private last = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `send(late)`: late, from the timer at the interval's end (else within `ask`/`flush`). */
  constructor(
    private readonly ms: number,
    private readonly send: (late: boolean) => void,
  ) {}

  /** Something to tell: now, or at the end of the interval. */
  ask(): void {
    if (this.timer) return;
    const wait = this.last + this.ms - performance.now();
    if (wait <= 0) {
      this.fire(false);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire(true);
    }, wait);
    this.timer.unref?.();
  }

  /** What waits for the interval's end goes now (nothing waits: nothing is sent). */
  flush(): void {
    if (!this.timer) return;
    this.stop();
    this.fire(false);
  }

  /** Forget what waits. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private fire(late: boolean): void {
    this.last = performance.now();
    this.send(late);
  }
}
