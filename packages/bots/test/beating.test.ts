// The beat matcher (R4.1) finds the best way to beat the unbeaten cards by a search over
// every way; for the heuristic's beat it cuts the branches that cannot do better than the
// best way found so far. Cutting must never change the beat chosen: checked against the
// search over every way, on random tables of one to five unbeaten cards (R3.5) and random
// hands, with every suit as trumps.

import { packIds, wordsOf } from '@kaschlan/engine/fast';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { bestWay } from '../src/beating';

const PACK = packIds(52);

test('R4.1: the beat chosen with hopeless branches cut is the one the full search finds', () => {
  const deal = fc
    .record({
      trump: fc.integer({ min: 0, max: 3 }),
      cards: fc.shuffledSubarray(PACK, { minLength: 6, maxLength: 25 }),
      open: fc.integer({ min: 1, max: 5 }),
    })
    .map(({ trump, cards, open }) => ({
      trump,
      open: cards.slice(0, open),
      hand: cards.slice(open),
    }));
  let beaten = 0;
  fc.assert(
    fc.property(deal, ({ trump, open, hand }) => {
      const [openLo, openHi] = wordsOf(open);
      const [lo, hi] = wordsOf(hand);
      const cut = bestWay(trump, openLo, openHi, lo, hi);
      if (cut >= 0) beaten++;
      expect(cut).toBe(bestWay(trump, openLo, openHi, lo, hi, true));
    }),
    { numRuns: 5000, seed: 14 },
  );
  // The random tables are not all hopeless: most have a beat to choose.
  expect(beaten).toBeGreaterThan(2500);
});
