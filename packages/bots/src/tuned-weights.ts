// The heuristic's weights as tuned by `kaschlan tune` (written by it; docs/BOTS.md says how
// they were measured). Until a tuning is recorded here these are the hand-made values.

import type { WeightValues } from './weights';

export const TUNED_VALUES: Partial<WeightValues> = {};
