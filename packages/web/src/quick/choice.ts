// The table last asked for in quick play, kept on this device (localStorage), so "Play now"
// asks for the same again; anything unreadable gives the defaults.

import { PRESET_NAMES } from '@kaschlan/engine';
import { QUICK_WAIT_DEFAULT, QUICK_WAIT_MAX, type QuickPreset } from '@kaschlan/protocol';

export interface QuickChoice {
  readonly players: number;
  readonly preset: QuickPreset;
  readonly wait: number;
}

const KEY = 'kaschlan.quick.v1';
export const DEFAULT_CHOICE: QuickChoice = { players: 2, preset: 'any', wait: QUICK_WAIT_DEFAULT };

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readChoice(): QuickChoice {
  try {
    const c = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<QuickChoice> | null;
    if (!c) return DEFAULT_CHOICE;
    const players = Number.isInteger(c.players) && c.players! >= 2 && c.players! <= 5;
    const preset = c.preset === 'any' || (PRESET_NAMES as readonly unknown[]).includes(c.preset);
    const wait = typeof c.wait === 'number' && c.wait > 0 && c.wait <= QUICK_WAIT_MAX;
    return {
      players: players ? c.players! : DEFAULT_CHOICE.players,
      preset: preset ? c.preset! : DEFAULT_CHOICE.preset,
      wait: wait ? c.wait! : DEFAULT_CHOICE.wait,
    };
  } catch {
    return DEFAULT_CHOICE;
  }
}

export function keepChoice(choice: QuickChoice): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full quota: not remembered.
  }
}
