// The options of `kaschlan play`.

import { seatingFor, seatingNames } from '@kaschlan/bots';
import {
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  playerCountProblem,
  type Rules,
} from '@kaschlan/engine';
import { parseFlags } from '../flags';
import { RULE_FLAGS, readPreset, readRules, ruleUsage } from '../rule-flags';
import type { SuitStyle } from './cards';

export const playUsage =
  (): string => `usage: kaschlan play [--players N] [--level L] [--preset P] [--seed S]
                     [--suits french|german] [--no-color] [--delay MS]
                     [--coachman V] [--afterTake V] [--pack V] [--mustBeat V]

  --players N       2 to 5 (default 4); you are seat 0, bots take the other seats
  --level L         the bots' level (default normal), one of:
                    ${seatingNames().join(', ')}
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --seed S          deal a known deck (0 to 4294967295; default: a random one)
  --suits S         french (♣ ♠ ♥ ♦, default) or german (Eichel Grün Herz Schellen)
  --no-color        no ANSI colours (also when NO_COLOR is set or output is no terminal)
  --delay MS        pause after each bot move (default 600)
the rule options (R7), each overriding the preset's:
${ruleUsage()}`;

const SPEC = {
  players: 'int',
  level: 'string',
  preset: 'string',
  seed: 'int',
  suits: 'string',
  'no-color': 'bool',
  delay: 'int',
  ...RULE_FLAGS,
} as const;

export interface PlayOptions {
  readonly players: number;
  readonly level: string;
  readonly preset: PresetName;
  /** Overrides of the preset's options (R7). */
  readonly rules: Partial<Rules>;
  /** null: pick one at random. */
  readonly seed: number | null;
  readonly suits: SuitStyle;
  readonly noColor: boolean;
  readonly delay: number;
}

/** The options, 'help', or a problem for the user. */
export function parsePlayArgs(args: readonly string[]): PlayOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  const players = f.players ?? 4;
  const read = readPreset(f.preset);
  if (typeof read === 'string') return read;
  const { preset } = read;
  const rules = readRules(f);
  if (typeof rules === 'string') return rules;
  const problem = playerCountProblem(players, rules.pack ?? PRESETS[preset].pack);
  if (problem !== null) return `--players ${players}: ${problem}`;
  const level = f.level ?? 'normal';
  if (seatingFor(level) === null)
    return `unknown level "${level}" (known: ${seatingNames().join(', ')})`;
  const suits = f.suits ?? 'french';
  if (suits !== 'french' && suits !== 'german')
    return `--suits is french or german, not "${suits}"`;
  const delay = f.delay ?? 600;
  if (delay > 60_000) return '--delay is at most 60000 ms';
  return {
    players,
    level,
    preset,
    rules,
    seed: f.seed ?? null,
    suits,
    noColor: f['no-color'] === true,
    delay,
  };
}
