// Where the puzzles screen gets its puzzles and its verdicts (issue 25; docs/PUZZLES.md): the
// server's puzzle API (docs/PROTOCOL.md "Puzzles"), or, when no server answers (the static
// build, or offline), the bundled set judged here by the same judgeMoves the server uses.
// The first puzzle comes from the server's small JSON, so the page does not wait for the
// 1.5 MB set when a server is there; the set is fetched only when the local source is used.

import { dailyIndex, judgeMoves, type Puzzle, publicPuzzle } from '@kaschlan/bots/puzzles';
import setUrl from '@kaschlan/bots/puzzles/set.json?url';
import type { Action } from '@kaschlan/engine';
import type {
  DailyPuzzleAnswer,
  NextPuzzleAnswer,
  PublicPuzzle,
  PuzzleMeAnswer,
  PuzzleMoveAnswer,
} from '@kaschlan/protocol';
import { SHOWN_NEWCOMER } from '@kaschlan/ratings';
import { type Answer, call } from '../online/api';

/** The shipped set's size (set.json; a unit test checks it), shown without loading it. */
export const SET_SIZE = 1000;

export interface PuzzleSource {
  /** server: the API answers; local: the bundled set, judged in the page. */
  readonly kind: 'server' | 'local';
  daily(): Promise<PublicPuzzle>;
  /** One of `theme` (or all), not `after`; the local one prefers one not `seen`. */
  next(theme: string, after?: string): Promise<PublicPuzzle>;
  /** The verdict on `played` (every action from the start); null when it was refused. */
  moves(id: string, played: readonly Action[]): Promise<PuzzleMoveAnswer | null>;
  /** His account's puzzle rating; null for a guest (no session) or without a server. */
  me(): Promise<PuzzleMeAnswer | null>;
}

/** The server cannot be reached, or has no puzzle API (the static build answers 404/HTML). */
export class Unreachable extends Error {}

/**
 * Whether a refusal means "no puzzle server here" (fall back) rather than its answer: no
 * answer, a 5xx, or one not in the API's words (a 404 or page from a server without the
 * route: code HTTP). The API's own refusals (NO_PUZZLE, BAD_MOVES, NO_SESSION) are answers.
 */
export const isDown = (a: Answer<unknown>): boolean =>
  !a.ok && (a.code === 'UNREACHABLE' || a.code === 'HTTP' || (a.status ?? 0) >= 500);

function value<T>(a: Answer<T>): T {
  if (a.ok) return a.value;
  throw isDown(a) ? new Unreachable(a.message) : new Error(`${a.code}: ${a.message}`);
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  credentials: 'same-origin',
});

/** The server's API; its calls throw Unreachable when no server answers. */
export function serverSource(ask: typeof call = call): PuzzleSource {
  return {
    kind: 'server',
    daily: async () => value(await ask<DailyPuzzleAnswer>('/api/puzzles/daily')).puzzle,
    async next(theme, after) {
      const q = new URLSearchParams({ theme, ...(after ? { after } : {}) });
      return value(await ask<NextPuzzleAnswer>(`/api/puzzles/next?${q}`)).puzzle;
    },
    async moves(id, played) {
      const a = await ask<PuzzleMoveAnswer>(
        `/api/puzzles/${encodeURIComponent(id)}/moves`,
        post({ played }),
      );
      if (a.ok) return a.value;
      if (isDown(a)) throw new Unreachable(a.message);
      return null; // BAD_MOVES, NO_PUZZLE, or the address limit: not judged
    },
    async me() {
      // A guest is answered null (200): no session is no error (docs/PROTOCOL.md).
      const a = await ask<PuzzleMeAnswer | null>('/api/puzzles/me', {
        credentials: 'same-origin',
      });
      if (a.ok) return a.value;
      if (isDown(a)) throw new Unreachable(a.message);
      return null; // refused (a server from before, whose guest got 401 NO_SESSION)
    },
  };
}

/** The bundled set, fetched once (precached for offline play) and read with JSON.parse. */
export async function fetchSet(): Promise<readonly Puzzle[]> {
  const r = await fetch(setUrl);
  if (!r.ok) throw new Error(`the puzzles could not be loaded (${r.status})`);
  return ((await r.json()) as { puzzles: readonly Puzzle[] }).puzzles;
}

/**
 * The bundled set judged here. It carries no puzzle ratings, so each is served as a
 * newcomer's (1,500); `seen` says which he has met (his progress in this browser).
 */
export function localSource(
  load: () => Promise<readonly Puzzle[]>,
  seen: (id: string) => boolean,
): PuzzleSource {
  let set: Promise<readonly Puzzle[]> | null = null;
  const all = () => {
    set ??= load();
    set.catch(() => {
      set = null; // a later call tries again
    });
    return set;
  };
  const served = (p: Puzzle): PublicPuzzle => publicPuzzle(p, SHOWN_NEWCOMER);
  return {
    kind: 'local',
    async daily() {
      const ps = await all();
      return served(ps[dailyIndex(new Date(), ps.length)]!);
    },
    async next(theme, after) {
      const ps = await all();
      const fits = ps.filter((p) => theme === 'all' || (p.themes as string[]).includes(theme));
      const pool = fits.length > 0 ? fits : ps;
      const fresh = pool.find((p) => p.id !== after && !seen(p.id));
      return served(fresh ?? pool.find((p) => p.id !== after) ?? pool[0]!);
    },
    async moves(id, played) {
      const p = (await all()).find((x) => x.id === id);
      if (!p) return null;
      const j = judgeMoves(p, played);
      return j.verdict === 'refused' ? null : j;
    },
    me: async () => null,
  };
}

/**
 * The server while it answers; from the first call it cannot answer (Unreachable) on, the
 * local source, for that call and every later one (the same ids: one shipped set). When the
 * local source fails too (its set cannot be fetched), neither could be had: the next call
 * (the page's "try again") starts from the server again.
 */
export function fallingBack(server: PuzzleSource, local: () => PuzzleSource): PuzzleSource {
  let using: PuzzleSource = server;
  const tryBoth =
    <A extends unknown[], R>(f: (s: PuzzleSource, ...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      if (using === server)
        try {
          return await f(server, ...a);
        } catch (e) {
          if (!(e instanceof Unreachable)) throw e;
          using = local();
        }
      try {
        return await f(using, ...a);
      } catch (e) {
        using = server;
        throw e;
      }
    };
  return {
    get kind() {
      return using.kind;
    },
    daily: tryBoth((s) => s.daily()),
    next: tryBoth((s, theme: string, after?: string) => s.next(theme, after)),
    moves: tryBoth((s, id: string, played: readonly Action[]) => s.moves(id, played)),
    me: tryBoth((s) => s.me()),
  };
}
