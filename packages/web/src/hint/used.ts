// How many hints each seat used this deal (the end screen tells: a fair-play note).

import type { GameState, Seat } from '@kaschlan/engine';
import { signal } from '@preact/signals';

interface Used {
  /** The deal counted (a deal's states share their `source`). */
  readonly deal: object | null;
  /** Per seat, hints used in this deal. */
  readonly bySeat: readonly number[];
  /** The turns already counted (a hint asked twice on one turn counts once). */
  readonly turns: ReadonlySet<string>;
}

const used = signal<Used>({ deal: null, bySeat: [], turns: new Set() });

/** Count a hint shown to `seat` in `state`. */
export function countHint(state: GameState, seat: Seat): void {
  const u = used.value.deal === state.source ? used.value : null;
  const turn = `${seat}:${state.actions.length}`;
  if (u?.turns.has(turn)) return;
  const bySeat = Array.from({ length: state.players }, (_, s) => u?.bySeat[s] ?? 0);
  bySeat[seat] = (bySeat[seat] ?? 0) + 1;
  used.value = { deal: state.source, bySeat, turns: new Set([...(u?.turns ?? []), turn]) };
}

/** Hints used per seat in the deal of `state` (zeros for a deal without any). */
export function hintsUsed(state: GameState | null): readonly number[] {
  if (!state) return [];
  const u = used.value;
  return Array.from({ length: state.players }, (_, s) =>
    u.deal === state.source ? (u.bySeat[s] ?? 0) : 0,
  );
}
