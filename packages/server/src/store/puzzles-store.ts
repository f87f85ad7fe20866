// The puzzles' rows (issue 25, migration 0012): each puzzle's own rating (no row: OpenSkill's
// newcomer), each player's puzzle rating with his streak, and one attempt per player per
// puzzle. An attempt and both rating updates are written in ONE transaction (Store.write):
// the attempt's primary key refuses a second attempt (AlreadyStored: two tabs, a replay
// count nothing), and each rating row is updated only at the version read (Stale otherwise).

import { INITIAL_RATING, type Rating } from '@kaschlan/ratings';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { Step, Store } from './store';

// A type, not an interface: withTables wants its implicit index signature.
type PuzzleTables = {
  puzzle_ratings: {
    puzzle_id: string;
    mu: number;
    sigma: number;
    attempts: number;
    solved: number;
    version: number;
  };
  player_puzzle_ratings: {
    player_id: string;
    mu: number;
    sigma: number;
    attempts: number;
    solved: number;
    streak: number;
    best: number;
    version: number;
  };
  puzzle_attempts: { player_id: string; puzzle_id: string; solved: number; at: number };
};

export interface PuzzleRating extends Rating {
  readonly attempts: number;
  readonly solved: number;
  /** 0: no row yet. */
  readonly version: number;
}

export interface PlayerPuzzleRating extends PuzzleRating {
  readonly streak: number;
  readonly best: number;
}

/** A newcomer's (a player's or a puzzle's) without a row: OpenSkill's first rating. */
export const NEW: PlayerPuzzleRating = {
  ...INITIAL_RATING,
  attempts: 0,
  solved: 0,
  streak: 0,
  best: 0,
  version: 0,
};

export interface PuzzleAttempt {
  readonly player: string;
  readonly puzzle: string;
  readonly solved: boolean;
  readonly at: number;
  readonly before: { readonly player: PlayerPuzzleRating; readonly puzzle: PuzzleRating };
  readonly after: { readonly player: Rating; readonly puzzle: Rating };
}

/** One of a player's attempts as recordAll keeps it: the puzzle's rating before and after. */
export interface PlayerAttempt {
  readonly puzzle: string;
  readonly solved: boolean;
  readonly at: number;
  readonly before: PuzzleRating;
  readonly after: Rating;
}

export class PuzzlesStore {
  constructor(private readonly store: Store) {}

  private get db(): Kysely<Database & PuzzleTables> {
    return this.store.db.withTables<PuzzleTables>();
  }

  /** Puzzle ratings by id; a puzzle without a row is absent (INITIAL_RATING). */
  async puzzleRatings(ids?: readonly string[]): Promise<Map<string, PuzzleRating>> {
    let q = this.db.selectFrom('puzzle_ratings').selectAll();
    if (ids) {
      if (ids.length === 0) return new Map();
      q = q.where('puzzle_id', 'in', [...ids]);
    }
    const rows = await q.execute();
    return new Map(rows.map(({ puzzle_id, ...r }) => [puzzle_id, r]));
  }

  async puzzleRating(id: string): Promise<PuzzleRating> {
    return (await this.puzzleRatings([id])).get(id) ?? NEW;
  }

  /** A player's puzzle rating; a newcomer's when he has no row. */
  async playerRating(player: string): Promise<PlayerPuzzleRating> {
    const row = await this.db
      .selectFrom('player_puzzle_ratings')
      .select(['mu', 'sigma', 'attempts', 'solved', 'streak', 'best', 'version'])
      .where('player_id', '=', player)
      .executeTakeFirst();
    return row ?? NEW;
  }

  /** The puzzles a player attempted. */
  async attempted(player: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('puzzle_attempts')
      .select('puzzle_id')
      .where('player_id', '=', player)
      .execute();
    return new Set(rows.map((r) => r.puzzle_id));
  }

  /** Whether the player attempted the puzzle already. */
  async hasAttempted(player: string, puzzle: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('puzzle_attempts')
      .select('puzzle_id')
      .where('player_id', '=', player)
      .where('puzzle_id', '=', puzzle)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Keep an attempt and both ratings in one transaction (AlreadyStored, Stale: refused). */
  async record(a: PuzzleAttempt): Promise<void> {
    const { player, puzzle, solved, at, before, after } = a;
    await this.recordAll(
      player,
      before.player,
      [{ puzzle, solved, at, before: before.puzzle, after: after.puzzle }],
      after.player,
    );
  }

  /**
   * Keep a player's attempts, in order, with each puzzle's new rating and his own after them
   * all (`after`: rated in that order by the caller), in ONE transaction: a guest's attempts
   * carried into his account (POST /api/puzzles/carry) are counted all or none. Each puzzle
   * once; any attempt already stored (AlreadyStored) or rating moved since read (Stale)
   * refuses the whole write, to be made again from a fresh read.
   */
  async recordAll(
    player: string,
    before: PlayerPuzzleRating,
    attempts: readonly PlayerAttempt[],
    after: Rating,
  ): Promise<void> {
    const steps = attempts.flatMap((a) => [this.attemptStep(player, a), this.puzzleStep(a)]);
    let { streak, best, solved } = before;
    for (const a of attempts) {
      streak = a.solved ? streak + 1 : 0;
      best = Math.max(best, streak);
      solved += a.solved ? 1 : 0;
    }
    const db = this.db;
    const pl = {
      mu: after.mu,
      sigma: after.sigma,
      attempts: before.attempts + attempts.length,
      solved,
      streak,
      best,
      version: before.version + 1,
    };
    steps.push({
      q:
        before.version === 0
          ? db
              .insertInto('player_puzzle_ratings')
              .values({ player_id: player, ...pl })
              .onConflict((oc) => oc.column('player_id').doNothing())
              .returning('player_id')
          : db
              .updateTable('player_puzzle_ratings')
              .set(pl)
              .where('player_id', '=', player)
              .where('version', '=', before.version)
              .returning('player_id'),
      must: 'stale',
    });
    await this.store.write(steps);
  }

  /** The attempt's row: its primary key refuses a second one (AlreadyStored). */
  private attemptStep(player: string, a: PlayerAttempt): Step {
    return {
      q: this.db
        .insertInto('puzzle_attempts')
        .values({ player_id: player, puzzle_id: a.puzzle, solved: a.solved ? 1 : 0, at: a.at })
        .onConflict((oc) => oc.columns(['player_id', 'puzzle_id']).doNothing())
        .returning('puzzle_id'),
      must: 'stored',
    };
  }

  /** The puzzle's new rating, written only at the version read (Stale otherwise). */
  private puzzleStep(a: PlayerAttempt): Step {
    const db = this.db;
    const p = a.before;
    const pz = {
      mu: a.after.mu,
      sigma: a.after.sigma,
      attempts: p.attempts + 1,
      solved: p.solved + (a.solved ? 1 : 0),
      version: p.version + 1,
    };
    return {
      q:
        p.version === 0
          ? db
              .insertInto('puzzle_ratings')
              .values({ puzzle_id: a.puzzle, ...pz })
              .onConflict((oc) => oc.column('puzzle_id').doNothing())
              .returning('puzzle_id')
          : db
              .updateTable('puzzle_ratings')
              .set(pz)
              .where('puzzle_id', '=', a.puzzle)
              .where('version', '=', p.version)
              .returning('puzzle_id'),
      must: 'stale',
    };
  }
}
