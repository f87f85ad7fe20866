// The match (R8.4) and dealing: who deals (R2.4), when a table may deal, and what a finished
// deal counts.

import {
  type GameSetup,
  type GameState,
  isOver,
  loserOf,
  newGame,
  type Seat,
} from '@kaschlan/engine';
import type { Sender } from './commands';
import type { Effect } from './effects';
import { done, refuse, type TableResult } from './result';
import type { TableMatch, TableState } from './table';
import { nextTurn } from './turn';

export function phaseOf(table: TableState): 'waiting' | 'playing' | 'between' {
  if (!table.deal) return 'waiting';
  return isOver(table.deal.state) ? 'between' : 'playing';
}

/** The deal's set-up: the table's rules, a seed from the runner, and R2.4's dealer. */
export function setupOf(table: TableState, seed: number): GameSetup {
  const { preset, rules } = table.options;
  const dealer = table.match.nextDealer;
  return {
    preset,
    ...(rules && Object.keys(rules).length > 0 ? { rules } : {}),
    players: table.seats.length,
    seed,
    ...(dealer === null ? {} : { dealer }),
  };
}

/** Deal: only a player (or the host of a local table), between deals, with every seat taken. */
export function deal(
  table: TableState,
  by: Sender,
  id: string,
  seed: number,
  at: number,
): TableResult {
  if (by === null) return refuse('NOT_SEATED', 'only players can deal');
  if (phaseOf(table) === 'playing') return refuse('IN_PLAY', 'a deal is being played');
  if (table.seats.some((s) => s.kind === 'human' && s.name === null))
    return refuse('NOT_READY', 'every seat needs a player before the deal');
  const setup = setupOf(table, seed);
  const started = newGame(setup);
  if (!started.ok) return refuse(started.error.code, started.error.message);
  const number = (table.deal?.number ?? 0) + 1;
  const dealt: TableState = { ...table, deal: { id, number, state: started.value } };
  const turn = nextTurn(dealt);
  return done(turn.state, [
    {
      type: 'store',
      write: {
        kind: 'startDeal',
        id,
        number,
        setup,
        dealer: started.value.dealer,
        at,
        seats: table.seats.map((s) => ({ kind: s.kind, name: s.name, player: s.player ?? null })),
        rated: table.options.rated === true,
      },
    },
    ...turn.effects,
    { type: 'gameChanged' },
    { type: 'roomChanged' },
  ]);
}

/**
 * The match after a deal dealt by `dealer` ended with `loser` (null: drawn, R6.7): the loser
 * takes a mark (R8.4) and deals next; after a drawn deal the same dealer deals again (R2.4).
 */
export function afterDeal(match: TableMatch, dealer: Seat, loser: Seat | null): TableMatch {
  return {
    results: [...match.results, loser],
    marks: match.marks.map((m, s) => (s === loser ? m + 1 : m)),
    nextDealer: loser ?? dealer,
  };
}

/** The effects and match of a deal that just ended with `state`. */
export function endOf(
  table: TableState,
  id: string,
  state: GameState,
): { match: TableMatch; effects: Effect[] } {
  const loser = loserOf(state);
  return {
    match: afterDeal(table.match, state.dealer, loser),
    effects: [{ type: 'dealOver', id, loser }, { type: 'roomChanged' }],
  };
}

/** Seats by their `marks`, fewest first (R8.4: fewest wins); ties keep seat order. */
export function standings(marks: readonly number[]): Seat[] {
  return marks.map((_, s) => s).sort((a, b) => marks[a]! - marks[b]! || a - b);
}

/** A match rebuilt from its finished deals (a room loaded from its store). */
export function matchFrom(
  players: number,
  finished: readonly { readonly dealer: Seat; readonly loser: Seat | null }[],
): TableMatch {
  let match: TableMatch = {
    results: [],
    marks: Array.from({ length: players }, () => 0),
    nextDealer: null,
  };
  for (const d of finished) match = afterDeal(match, d.dealer, d.loser);
  return match;
}
