// A runner as the server's room is one, without a clock: it keeps what a store would keep
// (from the `store` effects, as rooms/persist.ts does), the timers a room's Clocks would hold
// (from the `turn`, `forcedPass`, `askBot` and grace effects), and it can be restored from
// its store at any moment, as a cluster process does when it takes a room over (restore.ts,
// the same function rooms/persist.ts calls). What fires when is the caller's choice: the
// liveness property drives it in random order.

import type { GameSetup, Seat } from '@kaschlan/engine';
import {
  type Command,
  type Effect,
  reduce,
  restore,
  type StoredTable,
  type TableResult,
  type TableState,
} from '../src';

/** A deal as the store keeps it. */
interface StoredDeal {
  readonly id: string;
  readonly number: number;
  readonly setup: GameSetup;
  readonly dealer: Seat;
  readonly actions: unknown[];
  finished: { loser: Seat | null } | null;
}

/** The timers a room's Clocks would hold (rooms/clocks.ts), each with its turn ticket. */
export interface Timers {
  /** The turn clock of a person (`deadline` when it runs out). */
  turn: number | null;
  /** R8.5: the wait before the held forced pass is shown (`passShown`). */
  pass: number | null;
  /** Bots asked and not answered yet: a bot answers every question, however late. */
  asks: { turn: number; seat: Seat }[];
  /** Seats whose grace period runs (`graceOver`). */
  grace: Set<Seat>;
}

const noTimers = (): Timers => ({ turn: null, pass: null, asks: [], grace: new Set() });

export class SimRunner {
  table: TableState;
  timers: Timers = noTimers();
  /** Every command the table was sent and what it answered, oldest first (a failure's story). */
  readonly log: string[] = [];
  private readonly seats = new Map<Seat, { name: string; token: string | null }>();
  private readonly deals: StoredDeal[] = [];
  private readonly names: readonly (string | null)[];

  constructor(start: TableState, names: readonly (string | null)[] = []) {
    this.table = start;
    this.names = names;
  }

  /** Send the table `c`; an accepted one's effects are carried out (store writes first). */
  send(c: Command): TableResult {
    const r = reduce(this.table, c);
    this.log.push(`${JSON.stringify(c)} -> ${r.ok ? 'ok' : r.error.code}`);
    if (this.log.length > 60) this.log.shift();
    if (!r.ok) return r;
    for (const e of r.effects) if (e.type === 'store') this.keep(e.write);
    this.table = r.state;
    for (const e of r.effects) this.carryOut(e);
    return r;
  }

  /**
   * The room taken over: a new process reads the store and rebuilds the table with the
   * table's own `restore`; the old process's timers and bot questions are gone with it.
   */
  restore(): void {
    const current = this.deals.at(-1) ?? null;
    const stored: StoredTable = {
      options: this.table.options,
      names: this.names,
      seats: [...this.seats].map(([seat, s]) => ({ seat, ...s })),
      finished: this.deals
        .filter((d) => d.finished !== null)
        .map((d) => ({ dealer: d.dealer, loser: d.finished!.loser })),
      current: current && {
        id: current.id,
        number: current.number,
        setup: current.setup,
        actions: [...current.actions],
      },
      chat: [],
    };
    const r = restore(stored);
    if (!r.ok) throw new Error(`restore failed: ${r.message}`);
    this.log.push(
      `restore -> turn ${r.state.turn}, hold ${JSON.stringify(r.state.deal?.hold?.passes ?? null)}`,
    );
    this.table = r.state;
    this.timers = noTimers();
    for (const e of r.effects) this.carryOut(e);
  }

  private keep(w: Extract<Effect, { type: 'store' }>['write']): void {
    if (w.kind === 'sit') this.seats.set(w.seat, { name: w.name, token: w.token });
    else if (w.kind === 'unsit') this.seats.delete(w.seat);
    else if (w.kind === 'startDeal')
      this.deals.push({
        id: w.id,
        number: w.number,
        setup: w.setup,
        dealer: w.dealer,
        actions: [],
        finished: null,
      });
    else if (w.kind === 'action') {
      const d = this.deals.find((x) => x.id === w.game)!;
      if (d.actions.length !== w.n)
        throw new Error(`action ${w.n} stored after ${d.actions.length}`);
      d.actions.push(w.action);
      if (w.over) d.finished = { loser: w.over.loser };
    }
  }

  /** As Room.carryOut does with the Clocks: a new turn stops the older turn's timers. */
  private carryOut(e: Effect): void {
    const t = this.timers;
    if (e.type === 'turn') {
      t.pass = null;
      t.turn = e.clock > 0 ? e.turn : null;
    } else if (e.type === 'forcedPass') t.pass = e.turn;
    else if (e.type === 'askBot') t.asks.push({ turn: e.turn, seat: e.seat });
    else if (e.type === 'graceClock') t.grace.add(e.seat);
    else if (e.type === 'graceCancel') t.grace.delete(e.seat);
  }
}
