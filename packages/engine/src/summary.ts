// The whole state as one plain JSON object (every hand shown): what `kaschlan replay`
// prints. For tools and tests, never for players (they get views, view.ts).

import type { Action, Seat } from './actions';
import { type Card, namesOf, SUITS, type Suit } from './cards';
import { type GameState, legalActions, type TableEntry } from './game';

export interface StateSummary {
  readonly over: boolean;
  readonly loser: Seat | null;
  readonly attacker: Seat;
  readonly defender: Seat;
  readonly toAct: Seat | null;
  readonly trump: Suit;
  readonly talon: number;
  readonly hands: readonly (readonly Card[])[];
  readonly table: readonly TableEntry[];
  readonly discard: number;
  readonly out: readonly Seat[];
  readonly legal: readonly Action[];
}

export function summarize(state: GameState): StateSummary {
  const p = state.pos;
  const hands: Card[][] = [];
  for (let s = 0; s < p.n; s++) hands.push(namesOf(p.handLo[s]!, p.handHi[s]!));
  return {
    over: p.over === 1,
    loser: p.over && p.loser >= 0 ? p.loser : null,
    attacker: p.attacker,
    defender: p.defender,
    toAct: p.over ? null : p.toAct,
    trump: SUITS[p.trump]!,
    talon: p.tlen - p.tpos,
    hands,
    table: state.table,
    discard: state.discard.length,
    out: Array.from(p.outOrder.subarray(0, p.nout)),
    legal: legalActions(state),
  };
}
