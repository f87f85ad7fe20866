// A puzzle at the table (issue 25): its start state replayed from its record, whether a
// move is the right one, and the solver's answer to a wrong one. Pure: the tests run it in
// Node.

import { type Puzzle, solveTurn } from '@kaschlan/bots/puzzles';
import { type Action, apply, type GameSetup, type GameState, newGame } from '@kaschlan/engine';
import { actionOf } from '@kaschlan/engine/fast';
import { sameAction } from '../hint/format';

/** The puzzle's start: its record replayed (a shipped puzzle always replays; tests check). */
export function startState(p: Puzzle): GameState {
  const { actions, ...setup } = p.record;
  // A record's fields are a set-up's; newGame checks them (a trump letter included).
  const made = newGame(setup as GameSetup);
  if (!made.ok) throw new Error(`puzzle ${p.id}: ${made.error.message}`);
  let s = made.value;
  for (const a of actions) {
    const next = apply(s, a);
    if (!next.ok) throw new Error(`puzzle ${p.id}: ${next.error.message}`);
    s = next.state;
  }
  return s;
}

/** Whether `action` is the line's move at `step` (or, at its last move, one of equal worth). */
export function isRight(p: Puzzle, step: number, action: Action): boolean {
  const want = p.line[step];
  if (want && sameAction(want, action)) return true;
  return step === p.line.length - 1 && p.also.some((a) => sameAction(a, action));
}

/** Whether the line's move at `step` is the app's to play: a reply, or a forced move of his. */
export const appPlays = (p: Puzzle, step: number): boolean =>
  step < p.line.length && (p.line[step]!.seat !== p.seat || p.forced.includes(step));

/**
 * After a wrong move: the opponent's reply that keeps the puzzle player's result lowest (the
 * solver's refutation), when it is the opponent's turn; null when the deal is over or it is
 * still his own move.
 */
export function refutation(p: Puzzle, after: GameState): Action | null {
  const pos = after.pos;
  if (pos.over || pos.toAct === p.seat) return null;
  const turn = solveTurn(pos, p.seat, 2_000_000);
  if (turn === null) return null;
  const low = Math.min(...turn.values);
  return actionOf(turn.codes[turn.values.indexOf(low)]!);
}

/** The daily puzzle's index: the same for everyone on a UTC day. */
export function dailyIndex(now: Date, count: number): number {
  const day = Math.floor(now.getTime() / 86_400_000);
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) % count;
}
