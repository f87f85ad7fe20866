// Opening the review of a deal: the one just finished at the offline table (the end screen),
// or one kept on this device (the replays screen). Loaded on first use: it writes the record.

import { type GameState, toRecord } from '@kaschlan/engine';
import type { SavedReplay } from '../replays/saved';
import { seatNames } from '../replays/timeline';
import { navigate } from '../state/route';
import { reviewPath } from './link';

/** Review `state`'s deal for `seat`; `humans` are the seats people played. */
export async function reviewDeal(
  state: GameState,
  options: { readonly names: readonly string[]; readonly seat: number; readonly humans: number[] },
): Promise<void> {
  navigate(
    await reviewPath(toRecord(state), {
      names: options.names.slice(0, state.players),
      seat: options.seat,
      humans: options.humans,
    }),
  );
}

/** Review a kept deal's `record` for the first person who played it (or seat 0). */
export async function reviewKept(record: unknown, kept: SavedReplay): Promise<void> {
  const humans = (kept.seats ?? []).flatMap((k, s) => (k === 'human' ? [s] : []));
  navigate(
    await reviewPath(record, {
      names: seatNames(kept.players, kept.names),
      seat: humans[0] ?? 0,
      humans,
    }),
  );
}
