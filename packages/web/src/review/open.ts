// Opening the review of a deal: the one just finished at the offline table (the end screen),
// or one kept on this device (replays/saved.ts). Loaded on first use: it writes the record.

import { type GameState, toRecord } from '@kaschlan/engine';
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
