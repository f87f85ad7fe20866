// The rule options as command-line flags, one per option key of the engine's description
// (RULE_OPTIONS, R7): `--coachman true`, `--afterTake pass-on`, `--pack 24`, `--mustBeat false`.
// The same names a game record and the rules page use.

import { RULE_KEYS, RULE_OPTIONS, type RuleKey, type Rules } from '@kaschlan/engine';

export const RULE_FLAGS = Object.fromEntries(RULE_KEYS.map((k) => [k, 'string'])) as {
  readonly [K in RuleKey]: 'string';
};

/** The usage lines of the rule flags. */
export const ruleUsage = (): string =>
  RULE_KEYS.map((k) => {
    const { rule, values } = RULE_OPTIONS[k];
    return `  --${k} V`.padEnd(20) + `${values.join(' or ')} (${rule}; default: the preset's)\n`;
  }).join('');

/** The overrides given, or a sentence for the user naming a flag's allowed values. */
export function readRules(flags: { readonly [K in RuleKey]?: string }): Partial<Rules> | string {
  const rules: Record<string, unknown> = {};
  for (const key of RULE_KEYS) {
    const text = flags[key];
    if (text === undefined) continue;
    const values: readonly unknown[] = RULE_OPTIONS[key].values;
    const value = values.find((v) => String(v) === text);
    if (value === undefined) return `--${key} is ${values.join(' or ')}, not "${text}"`;
    rules[key] = value;
  }
  return rules as Partial<Rules>;
}
