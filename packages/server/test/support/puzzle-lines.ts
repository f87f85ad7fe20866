// Moves for a puzzle's attempt, as a browser would send them (POST /api/puzzles/:id/moves,
// POST /api/puzzles/carry): the line up to his first own move, and a legal wrong one there.

import { appPlays, isRight, type Puzzle, startState } from '@kaschlan/bots/puzzles';
import { apply, legalActions } from '@kaschlan/engine';

/** The line up to (and with) his first own move. */
export const firstMove = (p: Puzzle) =>
  p.line.slice(0, p.line.findIndex((_, i) => !appPlays(p, i)) + 1);

/** A legal wrong move at his first own move (with the app's moves before it), or null. */
export function wrongFirst(p: Puzzle): unknown[] | null {
  const before = firstMove(p).slice(0, -1);
  let s = startState(p);
  for (const a of before) {
    const n = apply(s, a);
    if (!n.ok) return null;
    s = n.state;
  }
  const wrong = legalActions(s).find((a) => !isRight(p, before.length, a));
  return wrong ? [...before, wrong] : null;
}
