// Rule options and presets (R7), and the player-count limits (R2.1).

import type { PackSize } from './cards';

export type AfterTake = 'same-attacker' | 'pass-on';

/** The rule options of R7. Every preset has `mustBeat` on (R7.4). */
export interface Rules {
  readonly pack: PackSize;
  readonly coachman: boolean;
  readonly afterTake: AfterTake;
  readonly mustBeat: boolean;
}

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
