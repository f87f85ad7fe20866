// A guest's puzzle progress, kept in localStorage (issue 25): each puzzle's first result
// (one attempt counts), the streak of puzzles solved in a row and the best one, and his
// puzzle rating (OpenSkill's μ and σ, shown through @kaschlan/ratings' `shown`). Anything
// stored that does not fit is dropped, so an old or edited value never breaks the page; a
// value stored before the rating was kept (the same key) reads as a newcomer's rating.

import { INITIAL_RATING, type Rating, ratePuzzle } from '@kaschlan/ratings';

export interface PuzzleProgress {
  /** A puzzle's id to its first result. */
  readonly results: Readonly<Record<string, 'solved' | 'failed'>>;
  readonly streak: number;
  readonly best: number;
  /** His puzzle rating in this browser (a guest's; a signed-in player's is the server's). */
  readonly rating: Rating;
}

export const EMPTY: PuzzleProgress = { results: {}, streak: 0, best: 0, rating: INITIAL_RATING };
const KEY = 'kaschlan.puzzles.v1';
const count = (n: unknown): number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;

/** Progress from stored JSON (or anything else), each field checked. */
export function parseProgress(raw: unknown): PuzzleProgress {
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const r = raw as Record<string, unknown>;
  const results: Record<string, 'solved' | 'failed'> = {};
  if (typeof r['results'] === 'object' && r['results'] !== null)
    for (const [id, v] of Object.entries(r['results']))
      if (v === 'solved' || v === 'failed') results[id] = v;
  return {
    results,
    streak: count(r['streak']),
    best: count(r['best']),
    rating: parseRating(r['rating']),
  };
}

/** A stored rating: finite μ and a positive finite σ, else a newcomer's. */
function parseRating(raw: unknown): Rating {
  if (typeof raw !== 'object' || raw === null) return INITIAL_RATING;
  const { mu, sigma } = raw as Record<string, unknown>;
  return typeof mu === 'number' &&
    Number.isFinite(mu) &&
    typeof sigma === 'number' &&
    Number.isFinite(sigma) &&
    sigma > 0
    ? { mu, sigma }
    : INITIAL_RATING;
}

export function loadProgress(storage: Storage | null): PuzzleProgress {
  try {
    return parseProgress(JSON.parse(storage?.getItem(KEY) ?? 'null'));
  } catch {
    return EMPTY;
  }
}

export function saveProgress(storage: Storage | null, p: PuzzleProgress): void {
  try {
    storage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // A full or refused storage: the progress lives on in the page.
  }
}

/**
 * The progress after a puzzle's result; a puzzle met again does not count a second time.
 * His rating moves by ratePuzzle against the puzzle's (the bundled set carries none yet, so
 * a newcomer's stands in for it).
 */
export function withResult(
  p: PuzzleProgress,
  id: string,
  solved: boolean,
  puzzle: Rating = INITIAL_RATING,
): PuzzleProgress {
  if (p.results[id] !== undefined) return p;
  const streak = solved ? p.streak + 1 : 0;
  return {
    results: { ...p.results, [id]: solved ? 'solved' : 'failed' },
    streak,
    best: Math.max(p.best, streak),
    rating: ratePuzzle(p.rating, puzzle, solved).player,
  };
}
