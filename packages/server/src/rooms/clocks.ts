// A room's timers: the turn clock of the person to act (when it runs out a stand-in moves
// for him), each away person's grace period (when it runs out a stand-in plays his turns),
// and the wait before a forced pass is shown (R8.5). A clock only sends the table a command;
// the table's turn ticket voids a late one.

import type { Action, Seat } from '@kaschlan/engine';
import type { Command, Effect, MoveSource, TableSeat } from '@kaschlan/table';

type Pace = Extract<Effect, { type: 'forcedPass' }>['pace'];
type AskBot = Extract<Effect, { type: 'askBot' }>;

/**
 * What a room waits for by itself on the current turn, with when it is due: a held forced
 * pass's release (R8.5), or a bot's answer. Nobody else will ever send it: if it never comes,
 * the deal would stand for good. The watchdog (watchdog.ts) drives on one long overdue.
 */
export type Waiting = (
  | { readonly kind: 'pass'; readonly turn: number }
  | { readonly kind: 'bot'; readonly turn: number; readonly ask: AskBot }
) & {
  due: number;
  /** How often the watchdog found it overdue (more than once: driving it on did not help). */
  overdue: number;
};

/** Past its due time by this much, a held pass is overdue (ms): its timer is surely lost. */
export const PASS_OVERDUE_MS = 5000;
/**
 * The longest chosen pass a room keeps (ms); a longer one is kept as this long. R8.5 draws a
 * forced pass's wait from people's real passes, and a person who once let a pass wait a
 * minute (called away from the table, no turn clock: turnSeconds 0 by default) would
 * otherwise have the table held that long again at any forced pass drawn from it, a deal that
 * looks stalled (issue 26). Only the tail past 10 s is touched: thinkMs, the wait before any
 * pass was seen, stays within 8 s. A turn clock, if shorter, ends a held pass first.
 */
export const PASS_KEPT_MAX_MS = 10_000;
/**
 * A bot's answer is overdue this long after it was asked (ms): far beyond a search's time
 * and its wait for a worker under load (kaschlan_bot_wait_seconds' buckets end at 30 s).
 */
export const BOT_OVERDUE_MS = 60_000;

export class Clocks {
  /** When the person to act runs out of time (epoch ms); null without a turn clock. */
  deadline: number | null = null;
  private turnTimer: NodeJS.Timeout | null = null;
  private passTimer: NodeJS.Timeout | null = null;
  /** When the current turn began (epoch ms): a chosen pass's time is counted from it. */
  private turnStarted: number;
  /**
   * The seats whose person was away at some moment of the current turn (a grace clock ran):
   * a pass of theirs in it is not kept, its time being partly his absence (issue 26).
   */
  private awayThisTurn = new Set<Seat>();
  private readonly grace = new Map<Seat, NodeJS.Timeout>();
  /** What the current turn waits for by itself, if anything (the watchdog's deadline). */
  private waiting: Waiting | null = null;

  constructor(
    private readonly graceMs: number,
    private readonly now: () => number,
    private readonly fire: (command: Command) => void,
    private readonly paces: PassPaces = new PassPaces(0),
  ) {
    this.turnStarted = now();
  }

  /** Whether a held forced pass's release is waiting on its timer (the watchdog's log). */
  get passArmed(): boolean {
    return this.passTimer !== null;
  }

  /** Turn `turn` began: the older turn's clock stops; a person's clock of `seconds` starts. */
  turn(turn: number, seconds: number): void {
    this.stopTurn();
    this.turnStarted = this.now();
    this.awayThisTurn = new Set(this.grace.keys());
    if (seconds <= 0) return;
    this.deadline = this.now() + seconds * 1000;
    this.turnTimer = later(seconds * 1000, () => this.fire({ type: 'deadline', turn }));
  }

  /**
   * R8.5: `seat`'s forced pass is shown as turn `turn`; it is shown done after a wait drawn
   * from the times of chosen passes like his (`passShown`). The turn's clock runs meanwhile,
   * as for any turn; whichever comes first shows the pass.
   */
  forcedPass(turn: number, seat: Seat, pace: Pace): void {
    const ms = this.paces.draw(pace, seat);
    if (this.passTimer) clearTimeout(this.passTimer);
    this.passTimer = later(ms, () => {
      this.passTimer = null;
      this.fire({ type: 'passShown', turn });
    });
    this.waiting = { kind: 'pass', turn, due: this.now() + ms + PASS_OVERDUE_MS, overdue: 0 };
  }

  /** A bot was asked for the current turn's move (its answer comes as a `botMove`). */
  asked(ask: AskBot, paceMs: number): void {
    const due = this.now() + (ask.paced ? paceMs : 0) + BOT_OVERDUE_MS;
    // The same question asked again (the watchdog's) keeps its count.
    const overdue =
      this.waiting?.kind === 'bot' && this.waiting.turn === ask.turn ? this.waiting.overdue : 0;
    this.waiting = { kind: 'bot', turn: ask.turn, due, ask, overdue };
  }

  /**
   * The watchdog's look: what the current turn waits for by itself if it is overdue at `now`
   * (its due time is moved on, so one stall is driven once per overdue span), else null.
   */
  overdue(now: number): Waiting | null {
    const w = this.waiting;
    if (!w || now < w.due) return null;
    w.due = now + (w.kind === 'pass' ? PASS_OVERDUE_MS : BOT_OVERDUE_MS);
    w.overdue++;
    return w;
  }

  /**
   * A stored move: a chosen pass's time since its turn began is kept for R8.5's waits, only
   * where it is the person's thought. Not when he was away at some moment of the turn: his
   * connections gone, or not back yet to a room just loaded (a restart, a cluster's takeover:
   * everyone is away until he reconnects) or to a deal dealt before he came. Then the time is
   * mostly his absence, and every forced pass drawn from it would hold the table as long, a
   * deal that looks stalled (issue 26: more than 20 s, nothing logged, the watchdog waiting
   * for the wait to end).
   */
  moved(action: Action, source: MoveSource, at: number, seat: TableSeat | undefined): void {
    if (action.type !== 'pass' || !seat || this.awayThisTurn.has(action.seat)) return;
    const ms = Math.min(PASS_KEPT_MAX_MS, Math.max(0, at - this.turnStarted));
    // A stand-in's pass is not counted: at a deadline it comes when the clock runs out.
    if (source === 'seat') this.paces.keep('person', action.seat, ms);
    else if (source === 'bot' && seat.kind !== 'human') this.paces.keep(seat.kind, action.seat, ms);
  }

  startGrace(seat: Seat): void {
    this.stopGrace(seat);
    this.awayThisTurn.add(seat);
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
    if (this.passTimer) clearTimeout(this.passTimer);
    this.turnTimer = null;
    this.passTimer = null;
    this.deadline = null;
    this.waiting = null;
  }
}

/** Chosen passes a room remembers per kind (and per person), the latest first to go. */
const KEPT = 50;
/** Chosen passes needed before they are drawn from rather than the default. */
const ENOUGH = 3;

/**
 * R8.5: how long chosen passes took in this room, to draw a forced pass's wait from the same
 * distribution. A person's forced pass is drawn from his own chosen passes (once there are
 * enough), else everyone's in the room, else `personMs` (by default a person's think time,
 * thinkMs, or none where bots are not paced either: botDelayMs 0, as in tests); a bot's from
 * its level's, else the bots' pace (`botDelayMs`, as bot-turns.ts keeps).
 */
export class PassPaces {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly botDelayMs: number,
    private readonly personMs: () => number = botDelayMs > 0 ? thinkMs : () => 0,
    private readonly random: () => number = Math.random,
  ) {}

  keep(pace: Pace, seat: Seat, ms: number): void {
    const keys = pace === 'person' ? ['person', `person ${seat}`] : [pace];
    for (const key of keys) {
      const list = this.times.get(key) ?? [];
      list.push(ms);
      if (list.length > KEPT) list.shift();
      this.times.set(key, list);
    }
  }

  draw(pace: Pace, seat: Seat): number {
    if (pace !== 'person') return this.pick(pace) ?? this.botDelayMs;
    return this.pick(`person ${seat}`) ?? this.pick('person') ?? this.personMs();
  }

  private pick(key: string): number | undefined {
    const list = this.times.get(key);
    if (!list || list.length < ENOUGH) return undefined;
    return list[Math.floor(this.random() * list.length)];
  }
}

/**
 * A person's think time before a pass when none was seen yet: log-normal around 2 s (most
 * between 1 and 4 s), kept within 0.5 to 8 s.
 */
export function thinkMs(random: () => number = Math.random): number {
  const u = Math.max(random(), 1e-9);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.min(8000, Math.max(500, 2000 * Math.exp(0.45 * normal)));
}

/** A timer that does not keep the process alive. */
function later(ms: number, fn: () => void): NodeJS.Timeout {
  const timer = setTimeout(fn, ms);
  timer.unref?.();
  return timer;
}
