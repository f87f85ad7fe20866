// Players' name keys recomputed (issue 24): the key a name is unique by is derived from the
// name (players/names.ts: nameKey), so when the derivation changes, as it did from "NFKC and
// lower case" to the confusable skeleton, every stored key is computed again, here, by a
// migration; a later change of nameKey (a newer confusables table) adds one more calling it.
//
// Two players whose names were apart before may now look alike ("Anna" and "Аnna" with a
// Cyrillic А): the key goes to accounts before guests, then to the older player; the other
// keeps his name and his sessions but holds no key (as a deleted player), so his name finds
// the first one (sign-in by name, profiles) until he renames himself, which gives him one.

import { type Kysely, sql } from 'kysely';
import { nameKey } from '../players/names';

export async function rekeyNames(db: Kysely<unknown>): Promise<void> {
  const rekey = async (tx: Kysely<unknown>) => {
    const { rows } = await sql<{ id: string; name: string }>`
      select id, name from players where deleted_at is null
      order by account desc, created_at, id`.execute(tx);
    // All keys let go first: a new key may be another row's old one (a unique index).
    await sql`update players set name_key = null`.execute(tx);
    const taken = new Set<string>();
    for (const { id, name } of rows) {
      const key = nameKey(name);
      if (taken.has(key)) continue;
      taken.add(key);
      await sql`update players set name_key = ${key} where id = ${id}`.execute(tx);
    }
  };
  // PostgreSQL runs each migration in a transaction already; SQLite's are run without one.
  if (db.isTransaction) await rekey(db);
  else await db.transaction().execute(rekey);
}
