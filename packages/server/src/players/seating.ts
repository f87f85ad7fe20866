// Who sat in each seat when a deal began (games.seating, JSON): written with the deal's start,
// read when the deal is rated and on profiles. A person is his player id and the name he had
// then; a person seated without a session (a tool, no cookie) his name only (nobody to rate);
// a bot its level; a seat nobody held (a deal never starts so, but old rows may) open.

import type { BotLevel } from '@kaschlan/protocol';
import type { DealSeat } from '@kaschlan/table';

export type SeatedAt =
  | { readonly player: string; readonly name: string }
  | { readonly name: string }
  | { readonly bot: BotLevel }
  | { readonly open: true };

/** One entry per seat, seat 0 first. */
export type Seating = readonly SeatedAt[];

/** The stored JSON read back; null for deals stored before seatings were kept. */
export function readSeating(json: string | null): Seating | null {
  if (json === null) return null;
  return JSON.parse(json) as Seating;
}

/**
 * The names a replay shows: who sat there when the deal began (a deleted player's name is
 * replaced in the seating itself), a bot by its level, a seat nobody held as "Seat N".
 */
export function seatingNames(seating: Seating): string[] {
  return seating.map((s, i) => {
    if ('bot' in s) return `${s.bot} bot`;
    if ('open' in s) return `Seat ${i + 1}`;
    return s.name;
  });
}

/** The seating a deal's start records, from the table's seats as the deal began. */
export function seatingOf(seats: readonly DealSeat[]): Seating {
  return seats.map((s): SeatedAt => {
    if (s.kind !== 'human') return { bot: s.kind };
    if (s.name === null) return { open: true };
    return s.player === null ? { name: s.name } : { player: s.player, name: s.name };
  });
}
