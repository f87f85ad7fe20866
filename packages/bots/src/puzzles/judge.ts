// Judging a puzzle attempt (issue 25; docs/PUZZLES.md): ONE pure function that the server
// answers with and the web app runs offline, so both judge alike. `played` is every action
// from the puzzle's start so far, the app's replies and forced moves included, its last one
// the player's newest move. Answers are never sent ahead: `then` only after a right move,
// the line only after a wrong one.

import {
  type Action,
  apply,
  type GameSetup,
  type GameState,
  newGame,
  sameAction,
} from '@kaschlan/engine';
import { actionOf } from '@kaschlan/engine/fast';
import { solveTurn } from './find';
import type { Puzzle } from './puzzle';

/** The solver's bound for a refutation (as the web used): one wrong move costs at most this. */
export const REFUTATION_NODES = 2_000_000;

/** A shipped puzzle as served (protocol's PublicPuzzle): no answers in it. */
export interface PublicPuzzleOf {
  readonly id: string;
  readonly record: Puzzle['record'];
  readonly start: number;
  readonly seat: number;
  readonly result: Puzzle['result'];
  readonly moves: number;
  readonly themes: Puzzle['themes'];
  readonly rating: number;
}

export type Judgement =
  | { readonly verdict: 'right'; readonly then: Action[]; readonly solved: boolean }
  | { readonly verdict: 'wrong'; readonly refutation: Action | null; readonly line: Action[] }
  | { readonly verdict: 'refused'; readonly code: 'BAD_MOVES'; readonly message: string };

/** The puzzle without line, also, forced and normalRight, with its rating (shown scale). */
export function publicPuzzle(p: Puzzle, rating: number): PublicPuzzleOf {
  const { id, record, start, seat, result, moves, themes } = p;
  return { id, record, start, seat, result, moves, themes, rating };
}

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
export function isRight(p: Puzzle, step: number, action: unknown): boolean {
  const want = p.line[step];
  if (want && sameAction(want, action)) return true;
  return step === p.line.length - 1 && p.also.some((a) => sameAction(a, action));
}

/** Whether the line's move at `step` is the app's to play: a reply, or a forced move of his. */
export const appPlays = (p: Puzzle, step: number): boolean =>
  step < p.line.length && (p.line[step]!.seat !== p.seat || p.forced.includes(step));

/**
 * After a wrong move: the opponent's reply that keeps the puzzle player's result lowest (the
 * solver's refutation), when it is the opponent's turn; null when the deal is over, it is
 * still his own move, or the solver ran past its bound.
 */
export function refutation(p: Puzzle, after: GameState): Action | null {
  const pos = after.pos;
  if (pos.over || pos.toAct === p.seat) return null;
  const turn = solveTurn(pos, p.seat, REFUTATION_NODES);
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

const refuse = (message: string): Judgement => ({ verdict: 'refused', code: 'BAD_MOVES', message });

/** The app's moves after step `from`: replies and his forced moves, up to his next own move. */
function appMovesFrom(p: Puzzle, from: number): Action[] {
  const then: Action[] = [];
  for (let i = from; i < p.line.length && appPlays(p, i); i++) then.push(p.line[i]!);
  return then;
}

/**
 * Judge `played` (every action from the start, the last his newest move). Refused
 * (BAD_MOVES) unless it replays legally from the start, follows the line up to its last
 * action, and that last action is his own move within the line. `refute: false` leaves a
 * wrong move's refutation null without running the solver: the verdict is the same, for a
 * caller that needs only the verdict (a guest's attempts carried into his account, up to 200
 * a request, where 200 refutations could take seconds).
 */
export function judgeMoves(
  p: Puzzle,
  played: readonly unknown[],
  opts: { readonly refute?: boolean } = {},
): Judgement {
  const last = played.length - 1;
  if (last < 0) return refuse('played holds at least one action');
  if (last >= p.line.length) return refuse('played runs past the puzzle line');
  let s = startState(p);
  for (let i = 0; i <= last; i++) {
    const next = apply(s, played[i]);
    if (!next.ok) return refuse(`action ${i}: ${next.error.message}`);
    s = next.state;
    if (i < last && !sameAction(p.line[i], played[i]))
      return refuse(`action ${i} leaves the line before the last action`);
  }
  if (isRight(p, last, played[last])) {
    const then = appMovesFrom(p, last + 1);
    return { verdict: 'right', then, solved: last + 1 + then.length >= p.line.length };
  }
  // Only his own move can be wrong: the app plays the replies and the forced moves.
  if (appPlays(p, last)) return refuse(`action ${last} is the app's to play`);
  const reply = opts.refute === false ? null : refutation(p, s);
  return { verdict: 'wrong', refutation: reply, line: p.line.slice(last) };
}
