// A guest's puzzle attempts carried into his account (POST /api/puzzles/carry, docs/PROTOCOL.md
// "Puzzles"). His browser can forge anything it stores, so it sends no results: only the moves
// of each first attempt, which are judged here by the same judgeMoves as the live route. An
// attempt counts when it is decided (a wrong move, or the line solved) and his account had
// not attempted that puzzle (one attempt per player per puzzle); the others count nothing.
// The counted ones are rated in the order he made them and stored in ONE transaction.

import { judgeMoves, type Puzzle } from '@kaschlan/bots/puzzles';
import type { CarriedAttempt, PuzzleCarryAnswer } from '@kaschlan/protocol';
import { ratePuzzle, shown } from '@kaschlan/ratings';
import { AlreadyStored, Stale } from '../store/errors';
import { NEW, type PlayerAttempt, type PuzzlesStore } from '../store/puzzles-store';

/** An attempt judged: solved, failed, or not one to count (refused). */
export type Decided = 'solved' | 'failed' | 'refused';

/**
 * What `played` decided, by the live route's judge: a wrong move fails it, a right move that
 * ends the line solves it; anything else (not a legal replay along the line, the line not
 * finished) is refused. No refutation is looked for: only the verdict counts here.
 */
export function decide(p: Puzzle, played: readonly unknown[]): Decided {
  if (played.length > p.line.length) return 'refused';
  const j = judgeMoves(p, played, { refute: false });
  if (j.verdict === 'wrong') return 'failed';
  return j.verdict === 'right' && j.solved ? 'solved' : 'refused';
}

const JUDGED_AT_ONCE = 20;
const yieldToOthers = () => new Promise<void>((done) => setImmediate(done));

/**
 * Judge, rate and store a request's attempts for `player`. A write refused because another
 * attempt of his (another tab) was stored meanwhile is judged again from a fresh read.
 */
export async function carryAttempts(
  ratings: PuzzlesStore,
  byId: ReadonlyMap<string, Puzzle>,
  player: string,
  attempts: readonly CarriedAttempt[],
  at: number,
): Promise<PuzzleCarryAnswer> {
  // Judged once: the verdicts do not depend on what the store holds. About 0.7 ms each (the
  // shipped set's lines and wrong first moves), so 200 take ~150 ms: the loop lets other
  // requests in every JUDGED_AT_ONCE rather than hold the process for all of them.
  const judged: { id: string; result: Decided }[] = [];
  for (const a of attempts) {
    if (judged.length > 0 && judged.length % JUDGED_AT_ONCE === 0) await yieldToOthers();
    const p = byId.get(a.id);
    judged.push({ id: a.id, result: p ? decide(p, a.played) : 'refused' });
  }
  for (let tries = 0; ; tries++) {
    const done = await ratings.attempted(player);
    const before = await ratings.playerRating(player);
    const rated = await ratings.puzzleRatings(judged.map((j) => j.id));
    let mine = { mu: before.mu, sigma: before.sigma };
    const kept: PlayerAttempt[] = [];
    let skipped = 0;
    let refused = 0;
    for (const { id, result } of judged) {
      if (result === 'refused') refused++;
      else if (done.has(id)) skipped++;
      else {
        done.add(id); // the same puzzle twice in one request counts once
        const puzzle = rated.get(id) ?? NEW;
        const solved = result === 'solved';
        const after = ratePuzzle(mine, puzzle, solved);
        kept.push({ puzzle: id, solved, at, before: puzzle, after: after.puzzle });
        mine = after.player;
      }
    }
    try {
      if (kept.length > 0) await ratings.recordAll(player, before, kept, mine);
      return {
        carried: kept.length,
        skipped,
        refused,
        solved: kept.filter((k) => k.solved).length,
        rating: { before: shown(before.mu), after: shown(mine.mu) },
      };
    } catch (e) {
      if (!(e instanceof AlreadyStored || e instanceof Stale) || tries >= 4) throw e;
    }
  }
}
