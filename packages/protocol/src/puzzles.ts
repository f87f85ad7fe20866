// The puzzles API's messages (issue 25; docs/PROTOCOL.md, docs/PUZZLES.md): zod at the
// boundary, shared by the server and the web app. A puzzle is served without its answers
// (line, also, forced, normalRight): the next reply comes only after a right move, the
// line only after a wrong one. Ratings are on the shown scale (1,500 = μ 25).

import type { Action, GameRecord } from '@kaschlan/engine';
import { z } from 'zod';

/** The most actions a `played` may hold at all; the server also bounds it by the line. */
export const PUZZLE_PLAYED_MAX = 200;

/** A puzzle id as the generator writes it: `<seed>-<deal>`. */
export const puzzleId = z
  .string()
  .regex(/^[0-9]{1,12}-[0-9]{1,12}$/, 'a puzzle id is <seed>-<deal>');

/** A shipped puzzle as served: no line, no also, no forced, no normalRight. */
export interface PublicPuzzle {
  readonly id: string;
  readonly record: GameRecord & { readonly actions: readonly Action[] };
  readonly start: number;
  readonly seat: number;
  readonly result: 'win' | 'draw';
  readonly moves: number;
  readonly themes: readonly string[];
  /** The puzzle's own rating, shown scale. */
  readonly rating: number;
}

/** GET /api/puzzles/daily */
export interface DailyPuzzleAnswer {
  readonly puzzle: PublicPuzzle;
  /** The UTC day, YYYY-MM-DD. */
  readonly day: string;
}

/** GET /api/puzzles/next's query: ?theme=<Theme|all>&after=<puzzle id>. */
export const nextPuzzleQuery = z.strictObject({
  theme: z
    .string()
    .regex(/^[a-z][a-zA-Z-]{0,39}$/, 'theme is a theme name or all')
    .default('all'),
  after: puzzleId.optional(),
});
export type NextPuzzleQuery = z.output<typeof nextPuzzleQuery>;

/** GET /api/puzzles/next */
export interface NextPuzzleAnswer {
  readonly puzzle: PublicPuzzle;
}

/** POST /api/puzzles/:id/moves's params. */
export const puzzleParams = z.strictObject({ id: puzzleId });

/**
 * POST /api/puzzles/:id/moves's body: every action from the puzzle's start so far (the
 * app's replies and forced moves included), the last one the player's newest move. Each
 * action is checked by the engine (judgeMoves), not here.
 */
export const puzzleMovesBody = z.strictObject({
  played: z.array(z.unknown()).min(1).max(PUZZLE_PLAYED_MAX),
});
export type PuzzleMovesBody = z.output<typeof puzzleMovesBody>;

/** A rating before and after an attempt was decided, shown scale. */
export interface RatingChange {
  readonly before: number;
  readonly after: number;
}

/** POST /api/puzzles/:id/moves */
export type PuzzleMoveAnswer =
  | {
      readonly verdict: 'right';
      /** The app's moves to play next, up to his next own move. */
      readonly then: readonly Action[];
      readonly solved: boolean;
      readonly rating?: RatingChange;
    }
  | {
      readonly verdict: 'wrong';
      /** The solver's best reply to his wrong move; null if over or his move again. */
      readonly refutation: Action | null;
      /** The puzzle's line from the step he got wrong. */
      readonly line: readonly Action[];
      readonly rating?: RatingChange;
    };

/** GET /api/puzzles/me, a session's player's; a guest (no session) is answered null. */
export interface PuzzleMeAnswer {
  readonly rating: number;
  readonly deviation: number;
  readonly attempts: number;
  readonly solved: number;
  readonly streak: number;
  readonly best: number;
}

/**
 * The most attempts one POST /api/puzzles/carry may hold (TOO_MANY_ATTEMPTS beyond): each is
 * replayed by the server's judge. A browser with more sends them in several requests.
 */
export const PUZZLE_CARRY_MAX = 200;

/**
 * POST /api/puzzles/carry's body: a guest's first attempts kept in his browser, in the order
 * he made them, carried into the account he signed in to (or made). Each is only his moves
 * (`played`, as POST /api/puzzles/:id/moves takes it, up to the move that decided it): never
 * a result, which the server finds by judging them itself. Its length is checked apart
 * (TOO_MANY_ATTEMPTS), so a browser is told why rather than BAD_MESSAGE.
 */
export const puzzleCarryBody = z.strictObject({
  attempts: z
    .array(
      z.strictObject({
        id: puzzleId,
        played: z.array(z.unknown()).min(1).max(PUZZLE_PLAYED_MAX),
      }),
    )
    .min(1),
});
export type PuzzleCarryBody = z.output<typeof puzzleCarryBody>;
export type CarriedAttempt = PuzzleCarryBody['attempts'][number];

/** POST /api/puzzles/carry */
export interface PuzzleCarryAnswer {
  /** Judged and counted: a first attempt of his account at that puzzle. */
  readonly carried: number;
  /** His account had attempted the puzzle already (or it came twice): counted nothing. */
  readonly skipped: number;
  /** Not a decided attempt (no such puzzle, not a legal replay, the line not finished). */
  readonly refused: number;
  /** How many of the carried were solved (the rest failed). */
  readonly solved: number;
  /** His puzzle rating before and after, shown scale. */
  readonly rating: RatingChange;
}

/** The puzzles API's refusal codes (besides the address limit's 429). */
export const PUZZLE_ERRORS = ['NO_PUZZLE', 'BAD_MOVES', 'NO_SESSION', 'TOO_MANY_ATTEMPTS'] as const;
export type PuzzleError = (typeof PUZZLE_ERRORS)[number];
