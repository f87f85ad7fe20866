// The caps per creator (issue 12): a new room is stored only while its creator's open rooms,
// and the search bots in them, are under his caps. They are counted in the database, in the
// transaction that stores the room, so they hold across restarts and across a cluster's
// processes, and two creations at once can never both take the last place.

import { type Compilable, type Kysely, sql } from 'kysely';
import type { Must } from './errors';
import type { Database } from './schema';

/** What one creator may hold open: rooms, and search bots in them (bounds.ts, `Limits`). */
export interface CreatorCaps {
  readonly rooms: number;
  readonly searchBots: number;
}

/** A new room's creator as the store counts him: his key (bounds.ts, `creatorKey`) and caps. */
export interface Creator extends CreatorCaps {
  readonly key: string;
}

/**
 * The class of the PostgreSQL advisory locks taken here ('kasc'): the two-number form keeps
 * them apart from any other use of advisory locks on the same database.
 */
const LOCK_CLASS = 0x6b617363;

/**
 * The statements that go before a new room's insert, in its transaction, for its creator
 * `key`: each returns a row only while the creator is under that cap, else the whole write is
 * refused (`rooms`: TOO_MANY_ROOMS, checked first; `bots`: TOO_MANY_BOTS, only for a room
 * that has search bots, as before).
 *
 * Why this is atomic: SQLite has one writer at a time (the writer thread's BEGIN IMMEDIATE
 * transactions, which other processes on the file wait for too), so nothing is inserted
 * between the count and the insert. PostgreSQL's READ COMMITTED would let two transactions
 * count the same rooms and both insert; so each first takes an advisory lock on the creator,
 * held until it commits, and the next one counts only after that (each statement there
 * sees what was committed before it began). Creators who differ rarely share a lock (32 bits
 * of their hash); when they do, they only wait for each other.
 */
export function capSteps(
  db: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  key: string,
  bots: number,
  caps: CreatorCaps,
): { q: Compilable; must?: Must }[] {
  const open = db
    .selectFrom('rooms')
    .where('creator_hash', '=', key)
    .where('closed_at', 'is', null);
  const ok = () => db.selectNoFrom(sql<number>`1`.as('ok'));
  const steps: { q: Compilable; must?: Must }[] = [];
  if (kind === 'postgres')
    steps.push({
      q: db.selectNoFrom(sql`pg_advisory_xact_lock(${LOCK_CLASS}, ${lockKey(key)})`.as('locked')),
    });
  steps.push({
    q: ok().where((eb) =>
      eb(
        open.select((e) => e.fn.countAll().as('n')),
        '<',
        caps.rooms,
      ),
    ),
    must: 'rooms',
  });
  if (bots > 0)
    steps.push({
      q: ok().where((eb) =>
        eb(
          open.select((e) => e.fn.coalesce(e.fn.sum('search_bots'), sql.lit(0)).as('b')),
          '<=',
          caps.searchBots - bots,
        ),
      ),
      must: 'bots',
    });
  return steps;
}

/** The creator's lock: the first 32 bits of his key (a hex hash), as PostgreSQL's int4. */
const lockKey = (key: string): number => Number.parseInt(key.slice(0, 8), 16) | 0;
