// A guest's puzzle progress, kept in localStorage (issue 25): each puzzle's first result
// (one attempt counts), the streak of puzzles solved in a row and the best one, and his
// puzzle rating (OpenSkill's μ and σ, shown through @kaschlan/ratings' `shown`). Anything
// stored that does not fit is dropped, so an old or edited value never breaks the page; a
// value stored before the rating was kept (the same key) reads as a newcomer's rating.
// A guest's first attempt also keeps the moves he played (`played`), so that when he signs
// in or makes an account they can be carried there (carry.ts) and judged by the server: a
// result alone is never sent, since the browser could forge it. A value stored before the
// moves were kept reads with none: its results stay here and are not carried.

import { PUZZLE_PLAYED_MAX } from '@kaschlan/protocol';
import { INITIAL_RATING, type Rating, ratePuzzle } from '@kaschlan/ratings';

export interface PuzzleProgress {
  /** A puzzle's id to its first result. */
  readonly results: Readonly<Record<string, 'solved' | 'failed'>>;
  /**
   * A puzzle's id to the moves of his first attempt as a guest (every action from the start
   * up to the one that decided it, as POST /api/puzzles/:id/moves takes them), in the order
   * he made them. None for an attempt a server's player made: the server has it.
   */
  readonly played: Readonly<Record<string, readonly unknown[]>>;
  readonly streak: number;
  readonly best: number;
  /** His puzzle rating in this browser (a guest's; a signed-in player's is the server's). */
  readonly rating: Rating;
}

export const EMPTY: PuzzleProgress = {
  results: {},
  played: {},
  streak: 0,
  best: 0,
  rating: INITIAL_RATING,
};
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
    played: parsePlayed(r['played'], results),
    streak: count(r['streak']),
    best: count(r['best']),
    rating: parseRating(r['rating']),
  };
}

/** Stored moves: a list of actions (objects) for a puzzle with a result; others dropped. */
function parsePlayed(raw: unknown, results: Record<string, unknown>): Record<string, unknown[]> {
  const played: Record<string, unknown[]> = {};
  if (typeof raw !== 'object' || raw === null) return played;
  for (const [id, v] of Object.entries(raw))
    if (
      results[id] !== undefined &&
      Array.isArray(v) &&
      v.length > 0 &&
      v.length <= PUZZLE_PLAYED_MAX &&
      v.every((a) => typeof a === 'object' && a !== null)
    )
      played[id] = v;
  return played;
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
 * a newcomer's stands in for it). `moves`: what he played (a guest's attempt), kept to be
 * carried into an account later.
 */
export function withResult(
  p: PuzzleProgress,
  id: string,
  solved: boolean,
  puzzle: Rating = INITIAL_RATING,
  moves?: readonly unknown[],
): PuzzleProgress {
  if (p.results[id] !== undefined) return p;
  const streak = solved ? p.streak + 1 : 0;
  return {
    results: { ...p.results, [id]: solved ? 'solved' : 'failed' },
    played: moves ? { ...p.played, [id]: moves } : p.played,
    streak,
    best: Math.max(p.best, streak),
    rating: ratePuzzle(p.rating, puzzle, solved).player,
  };
}

// ------------------------------------------------- carried into an account (carry.ts)

/**
 * The ids of attempts already carried to a server, under a key of their own: the screen
 * saves its whole progress at each result, which would write over a mark kept inside it.
 */
const CARRIED_KEY = 'kaschlan.puzzles.carried.v1';

/** The ids marked carried (anything stored that is not a list of strings: none). */
export function loadCarried(storage: Storage | null): Set<string> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CARRIED_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Mark `ids` carried, with those marked before (another tab's too): never sent again. */
export function markCarried(storage: Storage | null, ids: readonly string[]): void {
  try {
    storage?.setItem(CARRIED_KEY, JSON.stringify([...new Set([...loadCarried(storage), ...ids])]));
  } catch {
    // A full or refused storage: sent again later, the server skips what it counted.
  }
}

/** His attempts with moves not yet carried, in the order he made them. */
export function unsent(
  p: PuzzleProgress,
  carried: ReadonlySet<string>,
): { id: string; played: readonly unknown[] }[] {
  return Object.entries(p.played)
    .filter(([id]) => !carried.has(id))
    .map(([id, played]) => ({ id, played }));
}
