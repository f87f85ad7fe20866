#!/usr/bin/env node
// The heuristic's tuned weights (packages/bots/src/tuned-weights.ts) against its hand-made
// ones, on fast duplicate deals (@kaschlan/bots fastMatch) at 2-5 players: each among random
// players, and the tuned one among hand-made ones. Counts of deals, so a rerun reproduces
// the figures exactly; the arena (`kaschlan arena`) is the measure that counts.
//
//   node scripts/weights-check.mjs [--deals 20000] [--seed 99] [--preset illig]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { PRESETS } = await import('@kaschlan/engine');
const { fastMatch, HAND_MADE, TUNED, weightsOf } = await import('@kaschlan/bots');

const deals = Number(opt('deals', 20000));
const seed = Number(opt('seed', 99));
const rules = PRESETS[opt('preset', 'illig')];
const hand = weightsOf(HAND_MADE);

const pct = (r) => `${((100 * r.losses[0]) / r.deals).toFixed(2)}%`;
console.log(
  'players | hand-made among random | tuned among random | tuned among hand-made (equal seat)',
);
for (const n of [2, 3, 4, 5]) {
  const decks = Math.ceil(deals / n);
  const others = (w) => new Array(n - 1).fill(w);
  const h = fastMatch({ rules, lineup: [hand, ...others(null)], decks, seed });
  const t = fastMatch({ rules, lineup: [TUNED, ...others(null)], decks, seed });
  const m = fastMatch({ rules, lineup: [TUNED, ...others(hand)], decks, seed });
  console.log(
    `${n} | ${pct(h)} | ${pct(t)} | ${pct(m)} (${(100 / n).toFixed(1)}%) | ${h.deals} deals each`,
  );
}
