// Shuffling and the dealer pick from a seed (R2.4), exactly as yardstick/README.md:
// Fisher-Yates from the top index down over the standard pack, then dealer = pick(players).

import { type PackSize, packIds } from './cards';
import { pick, type RngState, seedRng } from './prng';

export interface ShuffledDeal {
  /** Card ids, top first. */
  readonly deck: number[];
  readonly dealer: number;
  /** The PRNG state after the shuffle and the dealer pick. */
  readonly rng: RngState;
}

/** Shuffle the pack with `rng` (advanced in place), in place over `deck`. */
export function shuffleInPlace(deck: number[] | Int8Array, rng: RngState): void {
  for (let i = deck.length - 1; i > 0; i--) {
    const j = pick(rng, i + 1);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
}

export function shuffledDeal(pack: PackSize, players: number, seed: number): ShuffledDeal {
  const rng = seedRng(seed);
  const deck = packIds(pack);
  shuffleInPlace(deck, rng);
  const dealer = pick(rng, players);
  return { deck, dealer, rng };
}
