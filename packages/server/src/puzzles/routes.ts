// The puzzles API (issue 25; docs/PROTOCOL.md "Puzzles"):
//   GET  /api/puzzles/daily         → {puzzle, day}: the same for everyone on a UTC day
//   GET  /api/puzzles/next          ?theme&after → {puzzle}: unattempted, nearest his rating
//   POST /api/puzzles/:id/moves     {played} → judgeMoves' verdict (+ rating once decided)
//   GET  /api/puzzles/me            → his puzzle rating, attempts, streak...; null: a guest
//   POST /api/puzzles/carry         {attempts} → a guest's attempts judged into his account
// Puzzles are served without answers (publicPuzzle); `then` only after a right move, the
// line only after a wrong one. Judging may run the solver (a refutation): every move is
// counted per address (PUZZLE_MOVES_PER_MINUTE) so nobody runs it without bound.

import { dailyIndex, judgeMoves, type Puzzle, publicPuzzle } from '@kaschlan/bots/puzzles';
import {
  nextPuzzleQuery,
  PUZZLE_CARRY_MAX,
  puzzleCarryBody,
  puzzleMovesBody,
  puzzleParams,
} from '@kaschlan/protocol';
import { INITIAL_RATING, ratePuzzle, shown, shownSpread } from '@kaschlan/ratings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { clientKey } from '../bounds';
import type { Tries } from '../limits/tries';
import type { Identities } from '../players/identity';
import { AlreadyStored, Stale } from '../store/errors';
import { PuzzlesStore } from '../store/puzzles-store';
import type { Store } from '../store/store';
import { carryAttempts } from './carry';
import type { LoadedSet } from './puzzle-set';

export interface PuzzleRoutesEnv {
  readonly store: Store;
  readonly identities: Identities;
  readonly set: LoadedSet;
  /** Moves judged per address (PUZZLE_MOVES_PER_MINUTE), counted across a cluster. */
  readonly moves: Tries;
  /** Carries per address (PUZZLE_CARRIES_PER_MINUTE): each judges up to PUZZLE_CARRY_MAX. */
  readonly carries: Tries;
  readonly now: () => number;
}

/** A body holds at most the longest line's actions + 1; a few KB at most. */
export const PUZZLE_BODY_LIMIT = 16_384;
/** A carry holds up to PUZZLE_CARRY_MAX attempts of a line's length (at most 12 actions). */
export const PUZZLE_CARRY_BODY_LIMIT = 262_144;

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

function parse<T extends z.ZodType>(schema: T, input: unknown, reply: FastifyReply) {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data as z.output<T>;
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  void refuse(reply, 400, 'BAD_MESSAGE', `not a valid request${at}: ${issue?.message ?? ''}`);
  return null;
}

export function puzzleRoutes(app: FastifyInstance, env: PuzzleRoutesEnv): void {
  const ratings = new PuzzlesStore(env.store);
  const { puzzles, byId } = env.set;
  const shownOf = async (p: Puzzle) =>
    publicPuzzle(p, shown((await ratings.puzzleRating(p.id)).mu));

  app.get('/api/puzzles/daily', async () => {
    const now = new Date(env.now());
    const p = puzzles[dailyIndex(now, puzzles.length)]!;
    return { puzzle: await shownOf(p), day: now.toISOString().slice(0, 10) };
  });

  app.get('/api/puzzles/next', async (req, reply) => {
    const q = parse(nextPuzzleQuery, req.query, reply);
    if (!q) return reply;
    const of = puzzles.filter(
      (p) =>
        p.id !== q.after &&
        (q.theme === 'all' || (p.themes as readonly string[]).includes(q.theme)),
    );
    if (of.length === 0) return refuse(reply, 404, 'NO_PUZZLE', `no puzzle of theme ${q.theme}`);
    const who = await env.identities.of(req);
    if (!who) return { puzzle: await shownOf(of[Math.floor(Math.random() * of.length)]!) };
    const done = await ratings.attempted(who.player);
    const open = of.filter((p) => !done.has(p.id));
    const from = open.length > 0 ? open : of;
    const mine = (await ratings.playerRating(who.player)).mu;
    const rated = await ratings.puzzleRatings(from.map((p) => p.id));
    const far = (p: Puzzle) => Math.abs((rated.get(p.id)?.mu ?? INITIAL_RATING.mu) - mine);
    // Nearest his rating; among equals (all new puzzles), a random one, not always the first.
    const best = Math.min(...from.map(far));
    const near = from.filter((p) => far(p) === best);
    return { puzzle: await shownOf(near[Math.floor(Math.random() * near.length)]!) };
  });

  app.post('/api/puzzles/:id/moves', { bodyLimit: PUZZLE_BODY_LIMIT }, async (req, reply) => {
    const params = parse(puzzleParams, req.params, reply);
    if (!params) return reply;
    const p = byId.get(params.id);
    if (!p) return refuse(reply, 404, 'NO_PUZZLE', 'there is no such puzzle');
    if ((await env.moves.take(clientKey(req.ip))) > 0)
      return refuse(reply, 429, 'RATE_LIMITED', 'too many puzzle moves: wait a moment');
    const body = parse(puzzleMovesBody, req.body, reply);
    if (!body) return reply;
    if (body.played.length > p.line.length + 1)
      return refuse(reply, 400, 'BAD_MOVES', 'played is longer than the puzzle allows');
    const j = judgeMoves(p, body.played);
    if (j.verdict === 'refused') return refuse(reply, 400, j.code, j.message);
    const decided = j.verdict === 'wrong' || j.solved;
    const who = decided ? await env.identities.of(req) : null;
    const rating = who
      ? await rateAttempt(ratings, who.player, p.id, j.verdict === 'right', env.now())
      : null;
    return rating ? { ...j, rating } : j;
  });

  // Only a session's player has an account to carry into; the moves are judged here, never
  // a result taken from the browser (carry.ts).
  app.post('/api/puzzles/carry', { bodyLimit: PUZZLE_CARRY_BODY_LIMIT }, async (req, reply) => {
    const who = await env.identities.of(req);
    if (!who) return refuse(reply, 401, 'NO_SESSION', 'there is no session');
    if ((await env.carries.take(clientKey(req.ip))) > 0)
      return refuse(reply, 429, 'RATE_LIMITED', 'too many puzzle carries: wait a moment');
    const raw = (req.body as { attempts?: unknown } | null)?.attempts;
    if (Array.isArray(raw) && raw.length > PUZZLE_CARRY_MAX)
      return refuse(
        reply,
        400,
        'TOO_MANY_ATTEMPTS',
        `at most ${PUZZLE_CARRY_MAX} attempts a request: send the rest in another`,
      );
    const body = parse(puzzleCarryBody, req.body, reply);
    if (!body) return reply;
    return carryAttempts(ratings, byId, who.player, body.attempts, env.now());
  });

  // A guest (no session) is a visitor like any other, not a refusal: he is answered null, and
  // his page keeps his puzzle rating in his browser (docs/PROTOCOL.md).
  app.get('/api/puzzles/me', async (req) => {
    const who = await env.identities.of(req);
    if (!who) return null;
    const r = await ratings.playerRating(who.player);
    return {
      rating: shown(r.mu),
      deviation: shownSpread(r.sigma),
      attempts: r.attempts,
      solved: r.solved,
      streak: r.streak,
      best: r.best,
    };
  });
}

/**
 * Rate his first attempt at a puzzle (null: attempted before, so it counts nothing). A Stale
 * write (another attempt moved a rating meanwhile) is read again and retried.
 */
async function rateAttempt(
  ratings: PuzzlesStore,
  player: string,
  puzzle: string,
  solved: boolean,
  at: number,
): Promise<{ before: number; after: number } | null> {
  for (let tries = 0; tries < 5; tries++) {
    if (await ratings.hasAttempted(player, puzzle)) return null;
    const before = {
      player: await ratings.playerRating(player),
      puzzle: await ratings.puzzleRating(puzzle),
    };
    const after = ratePuzzle(before.player, before.puzzle, solved);
    try {
      await ratings.record({ player, puzzle, solved, at, before, after });
      return { before: shown(before.player.mu), after: shown(after.player.mu) };
    } catch (e) {
      if (e instanceof AlreadyStored) return null;
      if (!(e instanceof Stale)) throw e;
    }
  }
  return null;
}
