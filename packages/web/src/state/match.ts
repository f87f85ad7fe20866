// A match: a series of deals at one table (R8.4). Each lost deal is one Kaschlan mark, fewest
// marks wins; the loser deals the next deal (R2.4); a drawn deal marks nobody (R6.7) and the
// same dealer deals again (the rule book is silent on that; this is our choice).

import type { Seat } from '@kaschlan/engine';
import type { SeatKind } from './settings';

export interface Match {
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly marks: readonly number[];
  /** The loser of each finished deal, null for a drawn one. */
  readonly results: readonly (Seat | null)[];
  /** Who deals next; null before the first deal, which the shuffle's seed picks (R2.4). */
  readonly dealer: Seat | null;
}

export function newMatch(seats: readonly SeatKind[], names: readonly string[]): Match {
  return { seats, names, marks: seats.map(() => 0), results: [], dealer: null };
}

/** The match after a deal dealt by `dealer` ended with `loser` (null: drawn). */
export function afterDeal(match: Match, dealer: Seat, loser: Seat | null): Match {
  return {
    ...match,
    marks: match.marks.map((m, s) => (s === loser ? m + 1 : m)),
    results: [...match.results, loser],
    dealer: loser ?? dealer,
  };
}

/** Seats from fewest marks to most (R8.4: fewest wins); ties keep seat order. */
export function standings(match: Match): Seat[] {
  return match.marks.map((_, s) => s).sort((a, b) => match.marks[a]! - match.marks[b]! || a - b);
}

/** The humans at the table (hot seat when more than one). */
export const humansOf = (seats: readonly SeatKind[]): Seat[] =>
  seats.flatMap((k, s) => (k === 'human' ? [s] : []));
