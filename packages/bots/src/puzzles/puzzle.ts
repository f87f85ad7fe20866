// A puzzle as it is shipped and served (issue 25): the source deal's record up to the
// puzzle (anyone can replay it with `kaschlan replay`), who is to move, and the line: the
// one right move, the opponent's best defence, our next only move, and so on.

import type { Action, GameRecord } from '@kaschlan/engine';
import { actionOf } from '@kaschlan/engine/fast';
import type { Solution } from './find';
import type { Theme } from './themes';

export interface Puzzle {
  /** `<generation seed>-<deal>`: unique in a set, stable for the same command. */
  readonly id: string;
  /** The source deal (a game record, README) up to the puzzle's position. */
  readonly record: GameRecord & { readonly actions: readonly Action[] };
  /** Where the puzzle starts: the record's action count. */
  readonly start: number;
  /** The seat the player plays: to move at the start. */
  readonly seat: number;
  /** What the only move keeps: not the Kaschlan, or a drawn deal (R6.7). */
  readonly result: 'win' | 'draw';
  /** The solution from the start: his moves (seat) and the opponent's replies, in turn. */
  readonly line: readonly Action[];
  /** Other moves that solve the line's last move as well (cards of equal worth, worth.ts). */
  readonly also: readonly Action[];
  /** Indexes into line of his moves forced by the rules (one class only): played for him. */
  readonly forced: readonly number[];
  /** His moves to find (the line's unforced moves of his seat). */
  readonly moves: number;
  /** Whether the `normal` bot finds the first move. */
  readonly normalRight: boolean;
  readonly themes: readonly Theme[];
}

/** A shipped set: the command that made it, then the puzzles. */
export interface PuzzleSet {
  readonly command: string;
  readonly seed: number;
  readonly puzzles: readonly Puzzle[];
}

/** The puzzle for a solution found after `record`'s actions. */
export function toPuzzle(
  id: string,
  record: Puzzle['record'],
  solution: Solution,
  themes: readonly Theme[],
): Puzzle {
  const forced: number[] = [];
  solution.steps.forEach((s, i) => {
    if (s.forced) forced.push(i);
  });
  return {
    id,
    record,
    start: record.actions.length,
    seat: solution.seat,
    result: solution.value === 2 ? 'win' : 'draw',
    line: solution.steps.map((s) => actionOf(s.code)),
    also: (solution.steps.at(-1)?.also ?? []).map(actionOf),
    forced,
    moves: solution.moves,
    normalRight: solution.normalRight,
    themes: [...themes],
  };
}
