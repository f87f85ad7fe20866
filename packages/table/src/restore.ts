// A table rebuilt from what a store kept (a server restarted, or a cluster process took the
// room over): nothing derived is stored, so the match is recounted from the finished deals
// and the current deal is replayed through the engine.

import { type GameSetup, replaySteps, type Seat } from '@kaschlan/engine';
import type { Effect } from './effects';
import { matchFrom } from './match';
import { holdFor } from './shown';
import { type ChatLine, newTable, type TableOptions, type TableState } from './table';
import { nextTurn } from './turn';

export interface StoredTable {
  readonly options: TableOptions;
  /** Bots' names (people's come with their seats). */
  readonly names?: readonly (string | null)[];
  readonly seats: readonly {
    readonly seat: Seat;
    readonly name: string;
    readonly token: string | null;
    /** The person's player id, if known. */
    readonly player?: string | null;
  }[];
  /** The match's finished deals, in order. */
  readonly finished: readonly { readonly dealer: Seat; readonly loser: Seat | null }[];
  /** The deal being played or last played, with its log. */
  readonly current: {
    readonly id: string;
    readonly number: number;
    readonly setup: GameSetup;
    readonly actions: readonly unknown[];
  } | null;
  readonly chat: readonly ChatLine[];
}

/**
 * The table as stored. Nobody is connected yet: every seated person is away, with his grace
 * period starting now (`graceClock` effects), and the turn is asked again.
 */
export function restore(
  stored: StoredTable,
): { ok: true; state: TableState; effects: Effect[] } | { ok: false; message: string } {
  const table = newTable(stored.options, stored.names ?? [], false);
  const seats = table.seats.map((s, i) => {
    const row = stored.seats.find((r) => r.seat === i);
    return row && s.kind === 'human'
      ? { ...s, name: row.name, token: row.token, player: row.player ?? null }
      : s;
  });
  let deal: TableState['deal'] = null;
  const c = stored.current;
  if (c) {
    const replayed = replaySteps(c.setup, c.actions);
    if (!replayed.ok) {
      const at = replayed.error.index === null ? 'set-up' : `action ${replayed.error.index}`;
      return { ok: false, message: `deal ${c.id}: ${at}: ${replayed.error.message}` };
    }
    const state = replayed.states.at(-1)!;
    // R8.5: the forced passes the last action's settling produced are held again, each shown
    // after a fresh wait. Whether some were shown before the process stopped is not stored;
    // showing them all at once on load would tell every reconnecting player that they were
    // forced (a chosen pass is asked again and takes its time).
    const before = replayed.states.at(-2);
    const hold = stored.options.forcedPassTurns && before ? holdFor(before, state) : null;
    deal = { id: c.id, number: c.number, state, hold };
  }
  const loaded: TableState = {
    ...table,
    seats,
    match: matchFrom(seats.length, stored.finished),
    deal,
    chat: stored.chat,
    chatN: stored.chat.at(-1)?.n ?? 0,
  };
  const grace: Effect[] = seats.flatMap((s, seat) =>
    s.kind === 'human' && s.name !== null ? [{ type: 'graceClock', seat } as const] : [],
  );
  const turn = nextTurn(loaded);
  return { ok: true, state: turn.state, effects: [...grace, ...turn.effects] };
}
