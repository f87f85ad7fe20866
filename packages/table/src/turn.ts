// Whose turn it is and who answers for it: a bot seat's bot, a stand-in for a person who is
// away, or the person himself under his turn clock. A new ticket voids every older question.

import { toAct } from '@kaschlan/engine';
import type { Effect } from './effects';
import { STAND_IN_LEVEL, type TableState } from './table';

/** Take a new turn ticket for the deal as it stands; the effects that start the turn. */
export function nextTurn(table: TableState): { state: TableState; effects: Effect[] } {
  const turn = table.turn + 1;
  const state = { ...table, turn };
  const seat = table.deal ? toAct(table.deal.state) : null;
  if (seat === null) return { state, effects: [{ type: 'turn', turn, seat: null, clock: 0 }] };
  const s = table.seats[seat]!;
  if (s.kind !== 'human') {
    return {
      state,
      effects: [
        { type: 'turn', turn, seat, clock: 0 },
        { type: 'askBot', turn, seat, level: s.kind, source: 'bot', paced: true },
      ],
    };
  }
  if (s.standIn) {
    return {
      state,
      effects: [
        { type: 'turn', turn, seat, clock: 0 },
        { type: 'askBot', turn, seat, level: STAND_IN_LEVEL, source: 'stand-in', paced: true },
      ],
    };
  }
  return { state, effects: [{ type: 'turn', turn, seat, clock: table.options.turnSeconds ?? 0 }] };
}

/** The turn clock of the current ticket ran out: a stand-in moves at once. */
export function deadline(table: TableState, turn: number): Effect[] {
  const seat = table.deal ? toAct(table.deal.state) : null;
  if (turn !== table.turn || seat === null) return [];
  return [{ type: 'askBot', turn, seat, level: STAND_IN_LEVEL, source: 'stand-in', paced: false }];
}
