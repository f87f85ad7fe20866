// The rule options as command-line flags, one per option key of the engine's description
// (RULE_OPTIONS, R7): `--coachman true`, `--afterTake pass-on`, `--pack 24`, `--mustBeat false`.
// The same names a game record and the rules page use. Also `--preset` (R7) and a
// `--players N,...` list read against it, as several commands take them.

import {
  isPresetName,
  PRESET_NAMES,
  type PresetName,
  RULE_KEYS,
  RULE_OPTIONS,
  type RuleKey,
  type Rules,
} from '@kaschlan/engine';

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

/** `--preset` (default illig) as a preset's name, or a sentence for the user naming the known. */
export function readPreset(text: string | undefined): { readonly preset: PresetName } | string {
  const preset = text ?? 'illig';
  if (!isPresetName(preset))
    return `unknown preset "${preset}" (known: ${PRESET_NAMES.join(', ')})`;
  return { preset };
}

/**
 * `--preset` and a `--players N,...` list (`players` when not given): each count in turn is
 * checked by the command's own `problemOf` (its limits and its sentence, null if allowed),
 * the first problem returned.
 */
export function readPresetPlayers(
  flags: { readonly preset?: string; readonly players?: string },
  players: string,
  problemOf: (n: number, preset: PresetName) => string | null,
): { readonly preset: PresetName; readonly players: number[] } | string {
  const read = readPreset(flags.preset);
  if (typeof read === 'string') return read;
  const counts = (flags.players ?? players).split(',').map((s) => Number(s.trim()));
  for (const n of counts) {
    const problem = problemOf(n, read.preset);
    if (problem !== null) return problem;
  }
  return { preset: read.preset, players: counts };
}
