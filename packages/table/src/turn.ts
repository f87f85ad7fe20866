// Whose turn it is and who answers for it: a bot seat's bot, a stand-in for a person who is
// away, or the person himself under his turn clock. A new ticket voids every older question.
// While a forced pass is held (R8.5, shown.ts) the turn is its player's, shown like any other
// turn: the runner waits as long as a chosen pass would take, then sends `passShown`.

import { toAct } from '@kaschlan/engine';
import type { Effect } from './effects';
import { done, type TableResult } from './result';
import { heldSeat } from './shown';
import { STAND_IN_LEVEL, type TableState } from './table';

/** Take a new turn ticket for the deal as it stands; the effects that start the turn. */
export function nextTurn(table: TableState): { state: TableState; effects: Effect[] } {
  const turn = table.turn + 1;
  const state = { ...table, turn };
  const held = heldSeat(table.deal);
  if (held !== null) {
    // R8.5: the same turn effect (and clock) as a real turn of this seat, then a wait drawn
    // like the seat's chosen passes instead of a question.
    const s = table.seats[held]!;
    const person = s.kind === 'human' && !s.standIn;
    const pace = s.kind !== 'human' ? s.kind : s.standIn ? STAND_IN_LEVEL : 'person';
    return {
      state,
      effects: [
        { type: 'turn', turn, seat: held, clock: person ? (table.options.turnSeconds ?? 0) : 0 },
        { type: 'forcedPass', turn, seat: held, pace },
      ],
    };
  }
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

/**
 * The turn clock of the current ticket ran out: a stand-in moves at once. For a held forced
 * pass (R8.5) that move can only be the pass: it is shown now.
 */
export function deadline(table: TableState, turn: number): TableResult {
  if (turn === table.turn && heldSeat(table.deal) !== null) return passShown(table, turn);
  const seat = table.deal ? toAct(table.deal.state) : null;
  if (turn !== table.turn || seat === null) return done(table);
  return done(table, [
    { type: 'askBot', turn, seat, level: STAND_IN_LEVEL, source: 'stand-in', paced: false },
  ]);
}

/**
 * R8.5: the wait for the held forced pass of turn `turn` is over: everyone is shown the pass,
 * and the next turn starts (the next held pass, or the real turn). A late one is dropped.
 */
export function passShown(table: TableState, turn: number): TableResult {
  const deal = table.deal;
  if (turn !== table.turn || !deal?.hold) return done(table);
  const passes = deal.hold.passes.slice(1);
  const hold = passes.length > 0 ? { ...deal.hold, passes } : null;
  const next = nextTurn({ ...table, deal: { ...deal, hold } });
  return done(next.state, [...next.effects, { type: 'gameChanged' }]);
}
