// Finding a puzzle in a position (issue 25): the player to move keeps the best result he
// can reach (a win, or failing that a draw, R6.7) with exactly one move class (worth.ts),
// and every other move loses, all by the exact solver (endgame.ts). The line then goes on
// through the opponent's best defence, while our move stays the only one: it ends at the
// first of our turns where more than one class keeps the result (or the deal ends). A
// turn with one class only (one legal move, or all of one worth) is forced: played
// through, not counted as a move of the puzzle. A move whose class holds other moves
// ends the line: any of them solves the puzzle.

import { clonePosition, legalInto, MAX_LEGAL, type Position, play } from '@kaschlan/engine/fast';
import { LOSS, solveValues } from '../endgame';
import { bestIndex } from '../policy';
import { moveClass, worthClasses } from './worth';

/** One of our turns as the solver saw it: every legal move, its class and its value. */
export interface Turn {
  readonly codes: readonly number[];
  readonly classes: readonly string[];
  /** For the puzzle's player: 2 not the Kaschlan, 1 drawn, 0 the Kaschlan (endgame.ts). */
  readonly values: readonly number[];
}

export interface Step {
  readonly code: number;
  /** His other moves of the same class (the line ends at a move that has any). */
  readonly also: readonly number[];
  /** The puzzle's player moves (the one right class, or forced), or the opponent replies. */
  readonly by: 'player' | 'opponent';
  readonly forced: boolean;
  /** Our turns: what the solver found there (the themes read the wrong moves from it). */
  readonly turn?: Turn;
}

export interface Solution {
  readonly seat: number;
  /** WIN (2) or DRAW (1): what the only move keeps. */
  readonly value: number;
  readonly steps: readonly Step[];
  /** Our unforced moves in the line. */
  readonly moves: number;
  /** The `normal` bot's first move (the heuristic, policy.ts), and whether it is right. */
  readonly normal: number;
  readonly normalRight: boolean;
}

export interface FindOptions {
  /** The solver's cap on positions per turn solved; beyond it the position is skipped. */
  readonly maxNodes?: number;
  /** Our unforced moves at most in a line. */
  readonly maxMoves?: number;
}

/** Positions the exact solver covers: two in (R6.1), the talon at most the trump card (R2.2). */
export const puzzleApplies = (p: Position): boolean =>
  p.over === 0 && p.n - p.nout === 2 && p.tlen - p.tpos <= 1;

const BUF = new Int32Array(MAX_LEGAL);

/** Every legal move at `p` with its class and its exact value for `seat`; null if capped. */
export function solveTurn(p: Position, seat: number, maxNodes: number): Turn | null {
  const n = legalInto(p, BUF);
  const codes = Array.from(BUF.subarray(0, n));
  const values = solveValues(p, seat, codes, { maxNodes });
  if (values === null) return null;
  // Equal worth (worth.ts) is judged by the cards; two moves of one card class count as
  // one only where the solver gives them the same value too.
  const rep = worthClasses(p);
  const classes = codes.map((c, i) => `${moveClass(rep, c)}=${values[i]}`);
  return { codes, classes, values };
}

/** The one class keeping the turn's best result while every other loses, else null. */
export function onlyClass(turn: Turn): string | null {
  const best = Math.max(...turn.values);
  if (best === LOSS) return null;
  let only: string | null = null;
  for (let i = 0; i < turn.codes.length; i++) {
    const v = turn.values[i]!;
    if (v === best) {
      if (only !== null && only !== turn.classes[i]) return null;
      only = turn.classes[i]!;
    } else if (v !== LOSS) return null;
  }
  return only;
}

const classCount = (turn: Turn): number => new Set(turn.classes).size;

/** The heuristic's move at `p` (the `normal` bot's choice, policy.ts). */
export function normalMove(p: Position): number {
  const n = legalInto(p, BUF);
  return BUF[bestIndex(p, BUF, n)]!;
}

/**
 * The puzzle at `root` for the player to move, or null when there is none (or a solve hit
 * its cap: 'capped'). Not yet filtered for interest (see worthIt).
 */
export function findPuzzle(root: Position, options: FindOptions = {}): Solution | null | 'capped' {
  if (!puzzleApplies(root)) return null;
  const maxNodes = options.maxNodes ?? 400_000;
  const maxMoves = options.maxMoves ?? 8;
  const seat = root.toAct;
  const first = solveTurn(root, seat, maxNodes);
  if (first === null) return 'capped';
  const right = onlyClass(first);
  if (right === null || classCount(first) < 2) return null;
  const value = Math.max(...first.values);
  const normal = normalMove(root);
  const normalRight = first.classes[first.codes.indexOf(normal)] === right;

  const steps: Step[] = [];
  const p = clonePosition(root);
  let moves = 0;
  let turn: Turn | null = first;
  while (p.over === 0) {
    if (p.toAct === seat) {
      turn ??= solveTurn(p, seat, maxNodes);
      if (turn === null) break; // capped further on: the line ends before it
      const forced = classCount(turn) === 1;
      const only = forced ? turn.classes[0]! : onlyClass(turn);
      if (only === null || (!forced && moves === maxMoves)) break;
      const code = turn.codes[turn.classes.indexOf(only)]!;
      const also = turn.codes.filter((c, i) => c !== code && turn!.classes[i] === only);
      steps.push({ code, also, by: 'player', forced, turn });
      if (!forced) moves++;
      // After another move of the class the position differs, so the line cannot go on
      // for all of them: such a move ends the puzzle.
      if (also.length > 0 && !forced) break;
      play(p, code);
    } else {
      const code = bestDefence(p, seat, maxNodes);
      if (code === null) break;
      steps.push({ code, also: [], by: 'opponent', forced: false });
      play(p, code);
    }
    turn = null;
  }
  // The line ends on a move of ours that had to be found.
  while (steps.length > 0 && (steps.at(-1)!.by === 'opponent' || steps.at(-1)!.forced)) steps.pop();
  return { seat, value, steps, moves, normal, normalRight };
}

/**
 * The opponent's reply: one keeping our result lowest, the heuristic's own choice among
 * those when it is one (the defence a player meets), else the first in legal order.
 */
function bestDefence(p: Position, seat: number, maxNodes: number): number | null {
  const n = legalInto(p, BUF);
  if (n === 1) return BUF[0]!;
  const turn = solveTurn(p, seat, maxNodes);
  if (turn === null) return null;
  const low = Math.min(...turn.values);
  const own = normalMove(p);
  const i = turn.codes.indexOf(own);
  if (i >= 0 && turn.values[i] === low) return own;
  return turn.codes[turn.values.indexOf(low)]!;
}

/**
 * Worth a person's time (issue 25): the `normal` bot gets the first move wrong, or the
 * line holds at least two moves of ours to find.
 */
export const worthIt = (s: Solution): boolean => !s.normalRight || s.moves >= 2;
