// The statements every action writes (the room's guard, the action's row), built by Kysely
// once per store and then reused with new parameters: building and compiling a query took
// about a tenth of the server's time per action in the load test's CPU profile
// (docs/BENCHMARKS.md), more than the insert itself. Only the hot path is cached; everything
// else is built as it is used. statements.test.ts checks each cached statement against the
// builder's own output, so the two cannot drift apart.

import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A statement whose SQL text is built once; each use brings only its parameters. */
export class Cached<P extends readonly unknown[]> {
  private text: string | null = null;

  constructor(
    private readonly build: (...parameters: P) => Compilable,
    private readonly sample: P,
  ) {}

  with(...parameters: P): Compilable {
    this.text ??= this.build(...this.sample).compile().sql;
    const q = CompiledQuery.raw(this.text, [...parameters]);
    return { compile: () => q };
  }
}

/** The hot path's statements for one database. */
export function statements(db: Kysely<Database>) {
  return {
    /** Note the room's activity, in a single process (nobody else writes). */
    touch: new Cached(
      (at: number, room: string) =>
        db.updateTable('rooms').set({ last_activity: at }).where('id', '=', room).returning('id'),
      [0, ''],
    ),
    /** The same, only while the writer still holds fencing number `fence` (a cluster). */
    touchFenced: new Cached(
      (at: number, room: string, fence: number) =>
        db
          .updateTable('rooms')
          .set({ last_activity: at })
          .where('id', '=', room)
          .where('fence', '=', fence)
          .returning('id'),
      [0, '', 0],
    ),
    /** Action `n` of a deal, unless that number is stored already (then no row comes back). */
    action: new Cached(
      (game: string, n: number, action: string, source: string, at: number) =>
        db
          .insertInto('actions')
          .values({ game_id: game, n, action, source, at })
          .onConflict((oc) => oc.columns(['game_id', 'n']).doNothing())
          .returning('n'),
      ['', 0, '', '', 0],
    ),
  };
}
