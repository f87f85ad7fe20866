// R8.5: what viewers are shown of a deal while forced passes (R3.6) are held back as turns.
// The engine settles an action and skips every player who cannot act in one step; at a real
// table each of them says "pass" in turn. So while a forced pass is held, every viewer sees
// the deal as it stood just before that pass: the skipped player to act, the events up to
// his pass, and, if the skips ended the bout (R4.4), the bout still on the table. The engine's
// state stays the truth; only its view is held back.

import {
  type BoutView,
  type GameEvent,
  type GameState,
  type Seat,
  type TableEntry,
  toAct,
  type View,
  type Viewer,
  viewFor,
} from '@kaschlan/engine';
import type { PassHold, TableDeal, TableState } from './table';

/** The indices of the forced passes among `state`'s events from `from` on (R3.6). */
export function forcedPasses(state: GameState, from: number): number[] {
  const found: number[] = [];
  for (let i = from; i < state.events.length; i++) {
    const e = state.events[i]!;
    if (e.type === 'pass' && e.forced === true) found.push(i);
  }
  return found;
}

/** The seat whose forced pass is being shown, or null when none is held. */
export function heldSeat(deal: TableDeal | null): Seat | null {
  const i = deal?.hold?.passes[0];
  if (i === undefined || !deal) return null;
  return (deal.state.events[i] as Extract<GameEvent, { type: 'pass' }>).seat;
}

/** Whose turn the viewers see: a held forced pass's player (R8.5), else the engine's. */
export function shownToAct(table: TableState): Seat | null {
  if (!table.deal) return null;
  return heldSeat(table.deal) ?? toAct(table.deal.state);
}

/**
 * What `viewer` is shown of the deal: the engine's view, held back while a pass is (R8.5).
 * `eventsFrom`: its events from that index on only (as viewFor).
 */
export function dealView(deal: TableDeal, viewer: Viewer, eventsFrom = 0): View {
  const view = viewFor(deal.state, viewer, eventsFrom);
  const hold = deal.hold;
  const seat = heldSeat(deal);
  if (!hold || seat === null) return view;
  const at = hold.passes[0]!;
  const events = view.events.slice(0, Math.max(0, at - eventsFrom));
  // Skips that ended the bout (R4.4) come before its 'bout' event; until they are shown, the
  // bout is still on: its roles, table, rank, discard pile and stall count as they were.
  const ended = deal.state.events.slice(at).some((e) => e.type === 'bout');
  if (!ended) {
    return { ...view, toAct: seat, legal: [], events, bout: turnOf(view.bout, view, seat) };
  }
  const before = viewFor(hold.before, viewer);
  const acted = deal.state.events.slice(hold.before.events.length, at);
  return {
    ...view,
    attacker: before.attacker,
    defender: before.defender,
    toAct: seat,
    table: acted.reduce(played, before.table),
    boutRank: before.boutRank,
    discard: before.discard,
    stall: before.stall,
    legal: [],
    events,
    bout: turnOf(before.bout, before, seat),
  };
}

/** The bout as it stands when `seat` is to act in it (R3.2, R3.3, R4). */
function turnOf(bout: BoutView, roles: { attacker: Seat; defender: Seat }, seat: Seat): BoutView {
  if (seat === roles.attacker) return { ...bout, phase: 'attack', reinforcerIndex: 0 };
  const k = bout.reinforcers.indexOf(seat);
  if (k >= 0) return { ...bout, phase: 'reinforce', reinforcerIndex: k };
  // The defender's turn after his own beat: the bout's count stays as it was (R4.4).
  const index = bout.phase === 'defend' ? bout.reinforcerIndex : bout.reinforcers.length;
  return { ...bout, phase: 'defend', reinforcerIndex: index };
}

/**
 * The table after one event of the action whose skips ended the bout. Only a beat, a
 * self-attack or a pass can end one (after a lead a card is unbeaten: the defender acts).
 */
function played(table: readonly TableEntry[], e: GameEvent): readonly TableEntry[] {
  if (e.type === 'beat')
    return table.map((t) => (t.card === e.attack ? { ...t, beatenBy: e.with } : t));
  if (e.type === 'selfAttack') return [...table, { card: e.card, by: e.seat, beatenBy: e.with }];
  return table;
}

/** A hold for the forced passes that settling `next` produced after `before`, if any. */
export function holdFor(before: GameState, next: GameState): PassHold | null {
  const passes = forcedPasses(next, before.events.length);
  return passes.length > 0 ? { before, passes } : null;
}
