// Quick play's store calls (issue 13): a player's μ for a player count, and a room made with
// its people already seated, in one transaction, so that whichever process loads it (the one
// process, or a cluster's first to take its lease) finds them seated.

import { INITIAL_RATING } from '@kaschlan/ratings';
import type { RoomRow, Store } from './store';

/** `player`'s μ at tables of `players` (the ratings table), else the initial 25. */
export async function muOf(store: Store, player: string, players: number): Promise<number> {
  const row = await store.db
    .selectFrom('ratings')
    .select('mu')
    .where('player_id', '=', player)
    .where('players', '=', players)
    .executeTakeFirst();
  return row?.mu ?? INITIAL_RATING.mu;
}

export interface SeatedPerson {
  readonly seat: number;
  readonly player: string;
  readonly name: string;
  /** SHA-256 (hex) of his seat token. */
  readonly tokenHash: string;
}

/** Store the new room `row` with `people` in their seats, all in one transaction. */
export async function storeSeatedRoom(
  store: Store,
  row: RoomRow,
  people: readonly SeatedPerson[],
): Promise<void> {
  const seats = people.map((p) => ({
    q: store.db.insertInto('seats').values({
      room_id: row.id,
      seat: p.seat,
      name: p.name,
      token_hash: p.tokenHash,
      sat_at: row.created_at,
      player_id: p.player,
    }),
  }));
  await store.write([{ q: store.db.insertInto('rooms').values(row) }, ...seats]);
}
