// Once a deal is over the server sends its whole record (docs/PROTOCOL.md), so everyone,
// spectators too, may see every hand: the hands as dealt are read off the record by dealing
// it again with the engine.

import { type Card, type GameRecord, type GameSetup, newGame, viewFor } from '@kaschlan/engine';

/** Each seat's hand at the deal, or null when the record cannot be dealt again. */
export function handsAtDeal(record: GameRecord): Card[][] | null {
  const started = newGame(record as GameSetup);
  if (!started.ok) return null;
  const state = started.value;
  return Array.from({ length: state.players }, (_, seat) => [...(viewFor(state, seat).hand ?? [])]);
}
