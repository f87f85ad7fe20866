// The table as plain data: who sits where, the match so far, the deal being played, the chat
// and the turn ticket. Nothing here holds a clock, a socket or a store: the runners (server
// room, web app, terminal, arena) keep those and feed the reducer commands (reduce.ts).

import type { GameState, PresetName, Rules, Seat } from '@kaschlan/engine';

/** The bots' levels, weakest first: the one list the server, the page and the bots share. */
export const LEVEL_NAMES = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof LEVEL_NAMES)[number];

/** Who may sit in a seat: a person, or a bot of a level. */
export type SeatKind = 'human' | BotLevel;

/** A stand-in for a person who is away or out of time plays like this bot. */
export const STAND_IN_LEVEL: BotLevel = 'normal';

/** Chat lines a table keeps (and sends with a snapshot). */
export const CHAT_KEPT = 50;

export interface TableOptions {
  readonly preset: PresetName;
  /** Overrides of the preset's rules (R7). */
  readonly rules?: Partial<Rules>;
  /** One entry per seat, 2 to 5. */
  readonly seats: readonly SeatKind[];
  /** The turn clock in seconds (0: none); when it runs out a stand-in moves for that seat. */
  readonly turnSeconds?: number;
  /**
   * R8.5: show each forced pass (R3.6) as a turn of its own, paced like a chosen pass, so
   * that nobody can tell the two apart (online play; off for a local table).
   */
  readonly forcedPassTurns?: boolean;
  /**
   * A rated table (online, issue 13): a seat taken by a known person shows his own name, and
   * one person holds one seat (his rating is his alone).
   */
  readonly rated?: boolean;
}

/** The person behind a seat, as the runner knows him (the server: his player id and name). */
export interface SeatPlayer {
  readonly id: string;
  readonly name: string;
}

export interface TableSeat {
  readonly kind: SeatKind;
  /** The occupant's name; a human seat without one is open. */
  readonly name: string | null;
  /**
   * What proves a claim to the seat (the server keeps a token's hash here); opaque to the
   * table, null where nobody needs to prove anything (a local table).
   */
  readonly token: string | null;
  /** At least one of the occupant's connections is here (a local table: always). */
  readonly present: boolean;
  /** A bot plays for this person (he stayed away past the grace period). */
  readonly standIn: boolean;
  /** The person's player id (online, with a session); null or absent: not known. */
  readonly player?: string | null;
}

/** The match so far (R8.4): a series of deals, one Kaschlan mark for each lost deal. */
export interface TableMatch {
  /** The loser of each finished deal, null for a drawn one (R6.7). */
  readonly results: readonly (Seat | null)[];
  readonly marks: readonly number[];
  /** Who deals next (R2.4); null before the first deal, whose dealer the seed picks. */
  readonly nextDealer: Seat | null;
}

export interface TableDeal {
  readonly id: string;
  /** 1 for the match's first deal, and so on. */
  readonly number: number;
  readonly state: GameState;
  /** Forced passes still being shown as turns (R8.5); none when absent or null. */
  readonly hold?: PassHold | null;
}

/**
 * R8.5: the forced passes (R3.6) that settling an action produced, shown one at a time as
 * turns: until each is shown, viewers see the deal as it stood before that pass.
 */
export interface PassHold {
  /** The deal before the action whose settling skipped these players. */
  readonly before: GameState;
  /** Indices in the deal's events of the forced passes not shown yet, in order (never empty). */
  readonly passes: readonly number[];
}

export interface ChatLine {
  readonly n: number;
  readonly seat: Seat | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

export interface TableState {
  readonly options: TableOptions;
  readonly seats: readonly TableSeat[];
  readonly match: TableMatch;
  readonly deal: TableDeal | null;
  /** The last CHAT_KEPT lines, and the number of the last line ever said. */
  readonly chat: readonly ChatLine[];
  readonly chatN: number;
  /**
   * Bumped whenever the turn changes hands or must be asked again: a bot's answer or a clock
   * that carries an older ticket is for a turn that is gone, and is dropped.
   */
  readonly turn: number;
}

export type TablePhase = 'waiting' | 'playing' | 'between';

/** A new table. `names` seats people at once (a local table); bots are named by the runner. */
export function newTable(
  options: TableOptions,
  names: readonly (string | null)[] = [],
  present = true,
): TableState {
  return {
    options,
    seats: options.seats.map((kind, s) => ({
      kind,
      name: names[s] ?? null,
      token: null,
      present,
      standIn: false,
    })),
    match: { results: [], marks: options.seats.map(() => 0), nextDealer: null },
    deal: null,
    chat: [],
    chatN: 0,
    turn: 0,
  };
}
