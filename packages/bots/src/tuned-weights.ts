// The heuristic's weights as tuned by `kaschlan tune` (written by it; docs/BOTS.md says how
// they were measured). Produced by:
//   npx kaschlan tune --from hand-made --iterations 1000 --decks 1000 --check-decks 10000 --seed 1
// 1000 SPSA steps, 8000000 deals in 71 s (illig).
// check, 4 players, start among random: lost 4012 of 40000 deals, 10.03% [9.74, 10.33]
// check, 4 players, tuned among random: lost 3807 of 40000 deals, 9.52% [9.23, 9.81]

import type { WeightValues } from './weights';

export const TUNED_VALUES: Partial<WeightValues> = {
  shedEarly: 11.44,
  shedLate: 17.42,
  unbeatableLead: -6.73,
  goOn: -0.14,
  coachman: 2,
  beat: 12.31,
  selfAttack: 0.38,
  takePerCard: 7.77,
  take: 2.11,
  lateKeep: 0.97,
  multiLead: 0.52,
  handShed: 1.1,
  trumpLead: 0.37,
};
