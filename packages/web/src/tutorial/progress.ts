// The learner's progress, kept in localStorage so that leaving and coming back resumes: the
// lessons done, and the lesson under way with the moves made in it (replayed on return).
// Anything stored that does not fit is dropped, so an old or edited value never breaks the page.

import { LESSONS } from './lessons';
import type { Move } from './run';

export interface Progress {
  /** Ids of the lessons finished, in the order of the list. */
  readonly done: readonly string[];
  /** The lesson under way, or null (the list of lessons is shown). */
  readonly lesson: string | null;
  /** The moves that counted in it so far. */
  readonly moves: readonly Move[];
}

export const EMPTY: Progress = { done: [], lesson: null, moves: [] };

const KEY = 'kaschlan.tutorial.v1';

const known = (id: unknown): id is string =>
  typeof id === 'string' && LESSONS.some((l) => l.id === id);

/** Progress from stored JSON (or anything else), each field checked. */
export function parseProgress(raw: unknown): Progress {
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const r = raw as Record<string, unknown>;
  const done = Array.isArray(r['done']) ? r['done'].filter(known) : [];
  const lesson = known(r['lesson']) ? r['lesson'] : null;
  // Moves are checked again when replayed: the engine parses them as untrusted input.
  const moves =
    lesson && Array.isArray(r['moves'])
      ? r['moves'].filter((m): m is Move => m === null || (typeof m === 'object' && m !== null))
      : [];
  return { done: LESSONS.map((l) => l.id).filter((id) => done.includes(id)), lesson, moves };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function loadProgress(storage: Storage | null): Progress {
  try {
    const text = storage?.getItem(KEY);
    return text ? parseProgress(JSON.parse(text)) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveProgress(storage: Storage | null, progress: Progress): void {
  try {
    storage?.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Private mode or a full store: the tutorial works, it just will not be remembered.
  }
}

/** `id` marked done (kept in the order of the list). */
export function withDone(progress: Progress, id: string): Progress {
  const done = LESSONS.map((l) => l.id).filter((l) => l === id || progress.done.includes(l));
  return { ...progress, done };
}
