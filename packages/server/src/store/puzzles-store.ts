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

const NEW: PlayerPuzzleRating = {
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
    const db = this.db;
    const solved = a.solved ? 1 : 0;
    const steps: Step[] = [
      {
        q: db
          .insertInto('puzzle_attempts')
          .values({ player_id: a.player, puzzle_id: a.puzzle, solved, at: a.at })
          .onConflict((oc) => oc.columns(['player_id', 'puzzle_id']).doNothing())
          .returning('puzzle_id'),
        must: 'stored',
      },
    ];
    const p = a.before.puzzle;
    const pz = {
      mu: a.after.puzzle.mu,
      sigma: a.after.puzzle.sigma,
      attempts: p.attempts + 1,
      solved: p.solved + solved,
      version: p.version + 1,
    };
    steps.push({
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
    });
    const me = a.before.player;
    const streak = a.solved ? me.streak + 1 : 0;
    const pl = {
      mu: a.after.player.mu,
      sigma: a.after.player.sigma,
      attempts: me.attempts + 1,
      solved: me.solved + solved,
      streak,
      best: Math.max(me.best, streak),
      version: me.version + 1,
    };
    steps.push({
      q:
        me.version === 0
          ? db
              .insertInto('player_puzzle_ratings')
              .values({ player_id: a.player, ...pl })
              .onConflict((oc) => oc.column('player_id').doNothing())
              .returning('player_id')
          : db
              .updateTable('player_puzzle_ratings')
              .set(pl)
              .where('player_id', '=', a.player)
              .where('version', '=', me.version)
              .returning('player_id'),
      must: 'stale',
    });
    await this.store.write(steps);
  }
}
