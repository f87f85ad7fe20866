// Fast duplicate deals between heuristic weightings and random players, on the engine's
// fast path: what tuning the heuristic (`kaschlan tune`) plays by the million. The scorer on
// the real position picks exactly what the heuristic bot picks from its seat's view (the
// agreement test in policy.test.ts), so no seat here learns anything a view would not show
// it. The arena (`kaschlan arena`) stays the measure that counts; this is its fast twin for
// the optimiser, not a second referee.
//
// Unlike the search's `playout` (one epsilon-greedy policy for every seat), each seat here
// has its own player: a weight vector, or null for uniform random play.

import type { Rules } from '@kaschlan/engine';
import {
  dealPosition,
  legalInto,
  MAX_LEGAL,
  Position,
  packIds,
  pick,
  play,
  type RngState,
  seedRng,
  shuffleInPlace,
} from '@kaschlan/engine/fast';
import { bestIndex } from './policy';
import { mix } from './seed-mix';
import type { Weights } from './weights';

/** Who plays a seat: the heuristic under these weights, or null for uniform random play. */
export type FastPlayer = Weights | null;

export interface FastMatch {
  readonly rules: Rules;
  /** Each entry is a seat of every deal; it sits in every seat of each deck once. */
  readonly lineup: readonly FastPlayer[];
  /** Deck sets: each deck is played players times, the line-up rotated by one seat. */
  readonly decks: number;
  /** Decks and random players' choices follow from it alone (common random numbers). */
  readonly seed: number;
}

export interface FastResult {
  /** Per line-up entry: deals it was the Kaschlan in (R6.2). */
  readonly losses: number[];
  readonly deals: number;
  /** Drawn deals (R6.7). */
  readonly drawn: number;
}

/**
 * Play one deal on `p` to its end: seat s is played by `seats[s]`. Random seats draw from
 * `rng`; a heuristic seat's choice is its best-scored action.
 */
export function playSeats(
  p: Position,
  rng: RngState,
  buf: Int32Array,
  seats: readonly FastPlayer[],
): void {
  while (!p.over) {
    const n = legalInto(p, buf);
    let i = 0;
    if (n > 1) {
      const w = seats[p.toAct];
      i = w ? bestIndex(p, buf, n, undefined, undefined, w) : pick(rng, n);
    }
    play(p, buf[i]!);
  }
}

/** Play the match: every deck with the line-up in each rotation. */
export function fastMatch(m: FastMatch): FastResult {
  const players = m.lineup.length;
  const pack = Int8Array.from(packIds(m.rules.pack));
  const deck = pack.slice();
  const buf = new Int32Array(MAX_LEGAL);
  const p = new Position();
  const rng = seedRng(0);
  const seats: FastPlayer[] = new Array(players).fill(null);
  const losses = new Array<number>(players).fill(0);
  let drawn = 0;
  for (let d = 0; d < m.decks; d++)
    for (let r = 0; r < players; r++) {
      // The deck and dealer of deck d, the same in every rotation.
      seedRng(mix(m.seed, d), rng);
      deck.set(pack);
      shuffleInPlace(deck, rng);
      const dealer = pick(rng, players);
      dealPosition(m.rules, players, dealer, deck, p);
      for (let i = 0; i < players; i++) seats[(i + r) % players] = m.lineup[i]!;
      seedRng(mix(m.seed ^ 0x5bd1e995, d * players + r), rng);
      playSeats(p, rng, buf, seats);
      if (p.loser < 0) drawn++;
      else losses[(p.loser - r + players) % players]!++;
    }
  return { losses, deals: m.decks * players, drawn };
}
