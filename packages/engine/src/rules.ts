// Rule options and presets (R7), and the player-count limits (R2.1).

import { PACK_SIZES, type PackSize } from './cards';

/**
 * The rule options of R7, described once: each option's key (as records, the protocol and
 * the CLI name it), the rule that defines it, and its values. Everything shaped like the
 * options derives from this: the `Rules` type, the record's and the protocol's schemas
 * (`ruleOptionsShape` in record.ts) and the web app's forms (a two-valued option is a
 * checkbox whose ticked value is the second). Every preset has `mustBeat` on (R7.4).
 */
export const RULE_OPTIONS = {
  pack: { rule: 'R7.3', values: PACK_SIZES },
  coachman: { rule: 'R7.1', values: [false, true] },
  afterTake: { rule: 'R7.2', values: ['same-attacker', 'pass-on'] },
  mustBeat: { rule: 'R7.5', values: [false, true] },
} as const;

export type RuleKey = keyof typeof RULE_OPTIONS;
export const RULE_KEYS = Object.keys(RULE_OPTIONS) as RuleKey[];

/** The rule options of R7. */
export type Rules = { readonly [K in RuleKey]: (typeof RULE_OPTIONS)[K]['values'][number] };
export type AfterTake = Rules['afterTake'];

/** Whether `value` is one of option `key`'s values. */
export const isRuleValue = <K extends RuleKey>(key: K, value: unknown): value is Rules[K] =>
  (RULE_OPTIONS[key].values as readonly unknown[]).includes(value);

export const PRESET_NAMES = ['illig', 'wikipedia-de', 'pack52', 'pack24'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** R7.4. */
export const PRESETS: Readonly<Record<PresetName, Rules>> = {
  illig: { pack: 32, coachman: false, afterTake: 'same-attacker', mustBeat: true },
  'wikipedia-de': { pack: 32, coachman: true, afterTake: 'pass-on', mustBeat: true },
  pack52: { pack: 52, coachman: true, afterTake: 'same-attacker', mustBeat: true },
  pack24: { pack: 24, coachman: false, afterTake: 'same-attacker', mustBeat: true },
};

export const isPresetName = (name: string): name is PresetName =>
  (PRESET_NAMES as readonly string[]).includes(name);

/** R2.1: 2 to 5 players; the 24-card pack at most 4. Returns a reason, or null if allowed. */
export function playerCountProblem(players: number, pack: PackSize): string | null {
  if (!Number.isInteger(players) || players < 2 || players > 5)
    return 'Kaschlan is played by 2 to 5 players (R2.1)';
  if (pack === 24 && players > 4) return 'the 24-card pack takes at most 4 players (R2.1)';
  return null;
}

/** R6.7: bouts in a row without a discard, once the talon is empty, that draw the deal. */
export const stallLimit = (rules: Rules): number => 2 * rules.pack;

/** R2.2, R5.1: the hand size. */
export const HAND_SIZE = 5;
