// Who sat in each seat when a deal began (games.seating, JSON): written with the deal's start,
// read when the deal is rated and on profiles. A person is his player id and the name he had
// then; a bot its level; a seat nobody held (a deal never starts so, but old rows may) open.

import type { BotLevel } from '@kaschlan/protocol';

export type SeatedAt =
  | { readonly player: string; readonly name: string }
  | { readonly bot: BotLevel }
  | { readonly open: true };

/** One entry per seat, seat 0 first. */
export type Seating = readonly SeatedAt[];

/** The stored JSON read back; null for deals stored before seatings were kept. */
export function readSeating(json: string | null): Seating | null {
  if (json === null) return null;
  return JSON.parse(json) as Seating;
}
