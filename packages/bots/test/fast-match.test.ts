// The fast duplicate deals `kaschlan tune` plays (fast-match.ts): every line-up entry sits in
// every seat of each deck once, the result follows from the seed alone, and a heuristic
// seat there plays exactly as the heuristic bot playing from its seat's view.

import { PRESETS } from '@kaschlan/engine';
import { dealPosition, MAX_LEGAL, Position, packIds, seedRng } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { fastMatch, playSeats } from '../src/fast-match';
import { HAND_MADE, TUNED, weightsOf } from '../src/weights';

const rules = PRESETS.illig;

describe('fastMatch: duplicate deals', () => {
  test('identical players: each line-up entry is the Kaschlan once per deck (R6.2), the same seat each time', () => {
    // Without randomness every rotation of a deck plays the same deal, so the seat that
    // loses is the same and the entry sitting there differs each time.
    const r = fastMatch({ rules, lineup: [TUNED, TUNED, TUNED, TUNED], decks: 50, seed: 3 });
    expect(r.deals).toBe(200);
    const decided = (r.deals - r.drawn) / 4;
    expect(r.drawn % 4).toBe(0);
    expect(r.losses).toEqual([decided, decided, decided, decided]);
  });

  test('the same seed plays the same deals; another seed others', () => {
    const lineup = [TUNED, null, null];
    const a = fastMatch({ rules, lineup, decks: 200, seed: 11 });
    expect(fastMatch({ rules, lineup, decks: 200, seed: 11 })).toEqual(a);
    expect(fastMatch({ rules, lineup, decks: 200, seed: 12 }).losses).not.toEqual(a.losses);
    expect(a.losses.reduce((x, y) => x + y, 0) + a.drawn).toBe(a.deals);
  });

  test('the heuristic beats random players: well under an equal seat’s share of losses', () => {
    const r = fastMatch({ rules, lineup: [TUNED, null, null, null], decks: 500, seed: 5 });
    // An equal seat loses 25%; the heuristic about 9-10% (docs/BOTS.md).
    expect(r.losses[0]! / r.deals).toBeLessThan(0.15);
  });

  test('the weights decide the play: other weights, other deals', () => {
    const odd = weightsOf({ ...HAND_MADE, shedEarly: 0, shedLate: 0 });
    const lineup = [weightsOf(HAND_MADE), null, null, null];
    const a = fastMatch({ rules, lineup, decks: 300, seed: 8 });
    const b = fastMatch({ rules, lineup: [odd, null, null, null], decks: 300, seed: 8 });
    expect(b.losses[0]).not.toBe(a.losses[0]);
  });
});

test('playSeats plays a deal to its end (R6.1, R6.2)', () => {
  const p = new Position();
  const deck = Int8Array.from(packIds(rules.pack));
  dealPosition(rules, 3, 0, deck, p);
  playSeats(p, seedRng(1), new Int32Array(MAX_LEGAL), [TUNED, null, TUNED]);
  expect(Boolean(p.over)).toBe(true);
  // This deal is not drawn (R6.7): the Kaschlan is the one player left holding cards (R6.2).
  expect(p.loser).toBeGreaterThanOrEqual(0);
  expect([0, 1, 2].filter((s) => p.cnt[s]! > 0)).toEqual([p.loser]);
});
