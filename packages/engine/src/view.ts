// What one person may know (R5.3): a seat's own hand, everyone's hand size, the table,
// the talon size, the trump card while it lies in the talon, the discards, the cards known
// to be in each hand, and the public event log. Nothing else: no other hand, no talon
// order, no PRNG state or seed. Bots and the server hand out only this.

import type { Action, Seat } from './actions';
import { type Card, cardName, namesOf, RANKS, type Rank, SUITS, type Suit } from './cards';
import type { GameEvent } from './events';
import { type GameState, legalActions, type TableEntry } from './game';
import type { PresetName, Rules } from './rules';

export type Viewer = Seat | 'spectator';

export const BOUT_PHASES = ['attack', 'reinforce', 'defend'] as const;
export type BoutPhase = (typeof BOUT_PHASES)[number];

export interface BoutView {
  /** attack: the attacker leads (R3.1, R3.2); reinforce: the others (R3.3); defend (R4). */
  readonly phase: BoutPhase;
  /** Cards the attacker has led himself this bout (R7.1). */
  readonly attackerLed: number;
  readonly coachmanUsed: boolean;
  /** The reinforcers in order (R3.3, R6.6), and how many have had their turn. */
  readonly reinforcers: readonly Seat[];
  readonly reinforcerIndex: number;
}

export interface View {
  readonly viewer: Viewer;
  readonly preset: PresetName;
  readonly rules: Rules;
  readonly players: number;
  readonly dealer: Seat;
  readonly over: boolean;
  /** The Kaschlan (R6.2); null while playing and for a drawn deal (R6.7). */
  readonly loser: Seat | null;
  readonly drawn: boolean;
  readonly attacker: Seat;
  readonly defender: Seat;
  readonly toAct: Seat | null;
  readonly trump: Suit;
  /** The face-up trump card while it is still in the talon (R2.2), else null. */
  readonly trumpCard: Card | null;
  readonly talon: number;
  /** The viewer's own hand (canonical order); null for a spectator. */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  /** Per seat, the cards everyone knows he holds (R5.3). */
  readonly known: readonly (readonly Card[])[];
  readonly table: readonly TableEntry[];
  /** The bout's rank (R3.1), null before the first lead. */
  readonly boutRank: Rank | null;
  readonly discard: readonly Card[];
  readonly out: readonly Seat[];
  /** Where the bout stands (all public): whose turn it is within it, and what was led. */
  readonly bout: BoutView;
  /** Bouts in a row with nothing discarded since the talon ran out (R6.7). */
  readonly stall: number;
  /** The viewer's legal actions when it is his turn, else []. */
  readonly legal: readonly Action[];
  /** The deal's events as the viewer may see them, from `eventsFrom` of viewFor on. */
  readonly events: readonly GameEvent[];
}

/**
 * The view of `viewer` (a seat, or a spectator who sees no hand). `eventsFrom`: only the
 * events from that index on (a client that has the earlier ones is sent the rest); the
 * events are the deal's longest part and grow with it, so a server sending every move to
 * every seat would otherwise rebuild them all for each.
 */
export function viewFor(state: GameState, viewer: Viewer, eventsFrom = 0): View {
  const p = state.pos;
  const seat = viewer === 'spectator' ? -1 : viewer;
  const handSizes: number[] = [];
  for (let s = 0; s < p.n; s++) handSizes.push(p.cnt[s]!);
  const trumpInTalon = p.tpos < p.tlen;
  const drawn = p.over === 1 && p.n - p.nout >= 2;
  return {
    viewer,
    preset: state.preset,
    rules: state.rules,
    players: state.players,
    dealer: state.dealer,
    over: p.over === 1,
    loser: p.over && p.loser >= 0 ? p.loser : null,
    drawn,
    attacker: p.attacker,
    defender: p.defender,
    toAct: p.over ? null : p.toAct,
    trump: SUITS[p.trump]!,
    trumpCard: trumpInTalon ? cardName(p.talon[p.tlen - 1]!) : null,
    talon: p.tlen - p.tpos,
    hand: seat >= 0 ? namesOf(p.handLo[seat]!, p.handHi[seat]!) : null,
    handSizes,
    known: state.known,
    table: state.table,
    boutRank: p.rank >= 0 && state.table.length > 0 ? RANKS[p.rank]! : null,
    discard: state.discard,
    out: Array.from(p.outOrder.subarray(0, p.nout)),
    bout: {
      phase: BOUT_PHASES[Math.min(p.phase, 2)]!,
      attackerLed: p.aled,
      coachmanUsed: p.coachUsed === 1,
      reinforcers: Array.from(p.reinf.subarray(0, p.nreinf)),
      reinforcerIndex: p.ridx,
    },
    stall: p.stall,
    legal: seat >= 0 && !p.over && p.toAct === seat ? legalActions(state) : [],
    events: eventsFor(state.events, seat, eventsFrom),
  };
}

function eventsFor(events: readonly GameEvent[], seat: number, from: number): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = Math.max(0, from); i < events.length; i++) out.push(eventFor(events[i]!, seat));
  return out;
}

/** One event as `seat` (-1: a spectator) may see it. */
export function eventFor(e: GameEvent, seat: number): GameEvent {
  switch (e.type) {
    case 'deal':
      return { ...e, hands: e.hands.map((h, s) => (s === seat ? h : null)) };
    case 'draw':
      return e.seat === seat ? e : { ...e, cards: null };
    case 'pass':
      // R3.6: nobody learns whether another player's pass was chosen or forced.
      return e.seat === seat ? e : { type: 'pass', seat: e.seat };
    default:
      return e;
  }
}
