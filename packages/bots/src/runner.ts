// Playing a deal with bots through the public API: each bot gets only its seat's view.
// Used by the arena, the tests and the terminal game.

import { apply, type GameSetup, type GameState, newGame, viewFor } from '@kaschlan/engine';
import type { Bot, BotBudget } from './bot';
import { BotRng } from './rng';

export interface Seating {
  readonly bot: Bot;
  readonly budget: BotBudget;
}

export interface DealOutcome {
  readonly loser: number | null;
  /** Seats in the order they went out. */
  readonly out: readonly number[];
  readonly actions: number;
  /** Per seat, the milliseconds of each of its decisions. */
  readonly moveMs: readonly number[][];
  readonly state: GameState;
}

/** Play one deal to the end. `seed` seeds each seat's bot randomness. */
export function playDeal(setup: GameSetup, seats: readonly Seating[], seed: number): DealOutcome {
  const start = newGame(setup);
  if (!start.ok) throw new Error(`${start.error.code}: ${start.error.message}`);
  let state = start.value;
  const rngs = seats.map((_, s) => new BotRng((seed * 31 + s * 7919) >>> 0));
  const moveMs: number[][] = seats.map(() => []);
  let actions = 0;
  while (!state.pos.over) {
    const seat = state.pos.toAct;
    const { bot, budget } = seats[seat]!;
    // A JSON round trip: the bot gets plain data, with no path back to the state.
    const view = JSON.parse(JSON.stringify(viewFor(state, seat)));
    const t0 = performance.now();
    const action = bot.choose({ view, budget, rng: rngs[seat]! });
    moveMs[seat]!.push(performance.now() - t0);
    const next = apply(state, action);
    if (!next.ok)
      throw new Error(`${bot.name} (seat ${seat}) played an illegal action: ${next.error.message}`);
    state = next.state;
    actions++;
  }
  const p = state.pos;
  return {
    loser: p.loser >= 0 ? p.loser : null,
    out: Array.from(p.outOrder.subarray(0, p.nout)),
    actions,
    moveMs,
    state,
  };
}
