// Checking a puzzle from nothing but its JSON (issue 25): its record replays in the
// engine to a position the exact solver covers with the right seat to move; the line
// replays there, move by move; and, re-solved, each of his moves is the only one keeping
// the result (or forced), each reply a best defence. The generator runs it on every
// puzzle before writing it; the tests run it on the shipped set.

import { apply, type GameState, replayRecord, toAct } from '@kaschlan/engine';
import { clonePosition, codeOf, isParseProblem, parseAction, play } from '@kaschlan/engine/fast';
import { onlyClass, puzzleApplies, solveTurn } from './find';
import type { Puzzle } from './puzzle';

export interface VerifyOptions {
  /** Re-solve every turn of the line (the heavy part); else replay only. Default true. */
  readonly solve?: boolean;
  readonly maxNodes?: number;
}

/** Null when the puzzle holds, else what is wrong with it. */
export function verifyPuzzle(puzzle: Puzzle, options: VerifyOptions = {}): string | null {
  const replayed = replayRecord(puzzle.record);
  if (!replayed.ok) return `its record does not replay: ${replayed.error.message}`;
  let state: GameState = replayed.state;
  if (puzzle.start !== puzzle.record.actions.length)
    return 'it does not start where its record ends';
  if (toAct(state) !== puzzle.seat) return `seat ${puzzle.seat} is not to move at the start`;
  if (!puzzleApplies(state.pos)) return 'the exact solver does not cover its position';
  const start = clonePosition(state.pos);
  const codes: number[] = [];
  for (const [i, action] of puzzle.line.entries()) {
    const next = apply(state, action);
    if (!next.ok) return `line move ${i} is illegal: ${next.error.message}`;
    state = next.state;
    const parsed = parseAction(action);
    if (isParseProblem(parsed)) return `line move ${i} is malformed`;
    codes.push(codeOf(parsed));
  }
  if (puzzle.line.length === 0 || puzzle.line.at(-1)!.seat !== puzzle.seat)
    return 'the line does not end on his move';
  if (options.solve === false) return null;
  return checkLine(puzzle, start, codes, options.maxNodes ?? 2_000_000);
}

function alsoCodes(puzzle: Puzzle): number[] {
  return puzzle.also.map((a) => {
    const parsed = parseAction(a);
    return isParseProblem(parsed) ? -1 : codeOf(parsed);
  });
}

/** Re-solve each turn of the line from the start position. */
function checkLine(
  puzzle: Puzzle,
  p: ReturnType<typeof clonePosition>,
  codes: number[],
  maxNodes: number,
): string | null {
  let moves = 0;
  let value = -1;
  for (const [i, code] of codes.entries()) {
    const last = i === codes.length - 1;
    const turn = solveTurn(p, puzzle.seat, maxNodes);
    if (turn === null) return `the solver hit its cap at line move ${i}`;
    const k = turn.codes.indexOf(code);
    if (k < 0) return `line move ${i} is not legal on the fast path`;
    if (p.toAct === puzzle.seat) {
      const forced = new Set(turn.classes).size === 1;
      if (forced !== puzzle.forced.includes(i)) return `line move ${i}: forced is wrong`;
      if (!forced) {
        if (onlyClass(turn) !== turn.classes[k]) return `line move ${i} is not the only move`;
        moves++;
      }
      // Its class's other moves: listed in also for the last move, and none before it.
      const others = turn.codes.filter((c, j) => c !== code && turn.classes[j] === turn.classes[k]);
      const also = last ? alsoCodes(puzzle) : [];
      if (!forced && (others.length !== also.length || others.some((c) => !also.includes(c))))
        return `line move ${i}: its moves of equal worth are not those listed`;
      if (value < 0) value = turn.values[k]!;
      if (turn.values[k] !== value) return `line move ${i} changes the result`;
    } else if (turn.values[k] !== Math.min(...turn.values))
      return `reply ${i} is not a best defence`;
    play(p, code);
  }
  if (moves !== puzzle.moves) return `it has ${moves} moves to find, not ${puzzle.moves}`;
  if ((value === 2 ? 'win' : 'draw') !== puzzle.result) return 'its result is wrong';
  return null;
}
