// Playing a deal with bots on the table reducer (@kaschlan/table), the one set of rules
// around a deal that every runner uses: the table deals, asks each bot seat in turn
// (`askBot`), and takes the answer as a `botMove` of that turn ticket. Each bot gets only a
// JSON copy of its seat's view. Used by the arena, the tests and the terminal game.

import {
  type GameSetup,
  type GameState,
  isOver,
  isPresetName,
  loserOf,
  outOrder,
  viewFor,
} from '@kaschlan/engine';
import {
  type Effect,
  LEVEL_NAMES,
  newTable,
  reduce,
  type SeatKind,
  type TableResult,
  type TableState,
} from '@kaschlan/table';
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

/** The table's `askBot` effect: a ticket for one seat's move. */
export type BotAsk = Extract<Effect, { type: 'askBot' }>;

/**
 * What a table seat is called for a bot: its level when the bot is one, else `normal`. The
 * table only needs to know that a bot plays the seat; which bot answers is the runner's
 * seating (the arena seats bots that are no level: random, heuristic, ismcts).
 */
export function seatKindOf(bot: Bot): SeatKind {
  return (LEVEL_NAMES as readonly string[]).includes(bot.name) ? (bot.name as SeatKind) : 'normal';
}

/** The `askBot` of a table result whose ticket is still current, if any. */
export function pendingAsk(result: TableResult): BotAsk | null {
  if (!result.ok) return null;
  for (const e of result.effects) if (e.type === 'askBot' && e.turn === result.state.turn) return e;
  return null;
}

/**
 * Answer a bot's ticket: the seat's bot chooses from a JSON copy of the seat's view (plain
 * data, with no path back to the state), and the table plays it as that ticket's move.
 * A refused answer is a bot's bug: it throws rather than let the table play for it.
 */
export function answerAsk(
  table: TableState,
  ask: BotAsk,
  seating: Seating,
  rng: BotRng,
): { result: TableResult; ms: number } {
  const state = table.deal?.state;
  if (!state) throw new Error('a bot was asked to move with no deal on the table');
  const view = JSON.parse(JSON.stringify(viewFor(state, ask.seat)));
  const t0 = performance.now();
  const action = seating.bot.choose({ view, budget: seating.budget, rng });
  const ms = performance.now() - t0;
  const result = reduce(table, { type: 'botMove', turn: ask.turn, action, source: 'bot', at: 0 });
  const refused = result.ok ? result.effects.find((e) => e.type === 'botRefused') : undefined;
  if (refused?.type === 'botRefused')
    throw new Error(
      `${seating.bot.name} (seat ${ask.seat}) played an illegal action: ${refused.message}`,
    );
  return { result, ms };
}

/** Each seat's bot randomness for a deal's `seed` (fixed: the arena's results depend on it). */
export const dealRngs = (players: number, seed: number): BotRng[] =>
  Array.from({ length: players }, (_, s) => new BotRng((seed * 31 + s * 7919) >>> 0));

/**
 * Play one deal to the end on a table of bots. `setup` gives the rules, the players and the
 * deck's seed (a table deals from a seed); a `dealer` in it is the match's first dealer
 * (R2.4: in a record he is given), else the seed picks him. `seed` seeds each seat's bot.
 */
export function playDeal(setup: GameSetup, seats: readonly Seating[], seed: number): DealOutcome {
  const preset = setup.preset ?? 'illig';
  if (!isPresetName(preset)) throw new Error(`unknown preset "${preset}"`);
  if (setup.seed === undefined) throw new Error('a table deals from a seed');
  if (seats.length !== setup.players)
    throw new Error(`${seats.length} bots for ${setup.players} players`);
  const fresh = newTable({
    preset,
    ...(setup.rules ? { rules: setup.rules } : {}),
    seats: seats.map((s) => seatKindOf(s.bot)),
  });
  const table: TableState =
    setup.dealer === undefined
      ? fresh
      : { ...fresh, match: { ...fresh.match, nextDealer: setup.dealer } };
  const rngs = dealRngs(seats.length, seed);
  const moveMs: number[][] = seats.map(() => []);
  let result = reduce(table, { type: 'deal', by: 'host', id: 'deal', seed: setup.seed, at: 0 });
  for (let ask = pendingAsk(result); ask !== null; ask = pendingAsk(result)) {
    const answered = answerAsk(stateOf(result), ask, seats[ask.seat]!, rngs[ask.seat]!);
    moveMs[ask.seat]!.push(answered.ms);
    result = answered.result;
  }
  const state = stateOf(result).deal?.state;
  if (!state || !isOver(state)) throw new Error('the table stopped asking before the deal ended');
  return {
    loser: loserOf(state),
    out: outOrder(state),
    actions: state.actions.length,
    moveMs,
    state,
  };
}

/** The table of an accepted command; a refusal here is the runner's bug. */
function stateOf(result: TableResult): TableState {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.state;
}
