// The heuristic's weights (policy.ts): every number its rules of thumb weigh, as one vector,
// so a derivative-free optimiser can tune them (`kaschlan tune`, docs/BOTS.md) and the
// result is data (tuned-weights.ts), not a hand edit. The scorer reads them by index.

import { TUNED_VALUES } from './tuned-weights';

/** The names, in vector order. Each says what its weight is worth in the scorer. */
export const WEIGHT_NAMES = [
  /** Getting rid of one card while the talon lasts... */
  'shedEarly',
  /** ...and once it is empty, when every card shed is a step out of the deal (R6.1). */
  'shedLate',
  /** The cost of leading, once the talon is empty, a card no other hand beats (R4.3, R6.4). */
  'unbeatableLead',
  /** What going on leading or reinforcing costs beyond the bout's first lead (R3.1). */
  'goOn',
  /** What a coachman costs beyond its card (R3.5). */
  'coachman',
  /** A beat's worth before its beating card's keep value. */
  'beat',
  /** What a self-attack costs beyond its two cards (R4.2). */
  'selfAttack',
  /** A take's cost per unbeaten card (R4.3)... */
  'takePerCard',
  /** ...and for taking at all. */
  'take',
  /** How much a card's keep value counts in a lead once the talon is empty (1: as before). */
  'lateKeep',
  /** A lead's bonus for each card beyond the first (R3.1: several of one rank). */
  'multiLead',
  /** Shedding's extra worth per card the player holds above the hand size (R5.1). */
  'handShed',
  /** Leading a trump's cost beyond its keep value. */
  'trumpLead',
] as const;
// Only what the player's view shows his opponents too may count (the hand size, the talon,
// the table): a pass then tells them which cards he cannot hold (infer.ts), exactly as the
// scorer would have led them. Weights on the make-up of his hand (how many trumps, split
// ranks) were tried and measured no better (docs/BOTS.md), and would blur that inference.

export type WeightName = (typeof WEIGHT_NAMES)[number];
export type WeightValues = Readonly<Record<WeightName, number>>;
/** The vector, indexed as WEIGHT_NAMES. */
export type Weights = Float64Array;

/** The hand-made values the heuristic had before tuning (docs/BOTS.md, "heuristic"). */
export const HAND_MADE: WeightValues = {
  shedEarly: 10,
  shedLate: 16,
  unbeatableLead: -10,
  goOn: 1,
  coachman: 2,
  beat: 10,
  selfAttack: 4,
  takePerCard: 6,
  take: 4,
  lateKeep: 1,
  multiLead: 0,
  handShed: 0,
  trumpLead: 0,
};

// Indices, for the scorer's hot path.
export const SHED_EARLY = 0;
export const SHED_LATE = 1;
export const UNBEATABLE_LEAD = 2;
export const GO_ON = 3;
export const COACHMAN_COST = 4;
export const BEAT_WORTH = 5;
export const SELF_ATTACK_COST = 6;
export const TAKE_PER_CARD = 7;
export const TAKE_COST = 8;
export const LATE_KEEP = 9;
export const MULTI_LEAD = 10;
export const HAND_SHED = 11;
export const TRUMP_LEAD = 12;

/** The vector of named values; names not given keep their hand-made value. */
export function weightsOf(values: Partial<WeightValues>): Weights {
  return Float64Array.from(WEIGHT_NAMES, (name) => values[name] ?? HAND_MADE[name]);
}

/** The named values of a vector. */
export function valuesOf(w: Weights): WeightValues {
  return Object.fromEntries(WEIGHT_NAMES.map((name, i) => [name, w[i]!])) as WeightValues;
}

/** What the heuristic plays with: the tuned values (tuned-weights.ts). */
export const TUNED: Weights = weightsOf(TUNED_VALUES);
