// The player's choices (new-game form and look), kept in localStorage. Anything stored that
// no longer makes sense is dropped field by field, so an old or edited value can never break
// the page.

import { isPresetName, PRESETS, type PresetName, type Rules, type Seat } from '@kaschlan/engine';
import { LEVEL_NAMES, type SeatKind } from '@kaschlan/table';
import { computed, signal } from '@preact/signals';
import type { Face } from '../cards/suits';

/** Who sits in a seat: a person at this device, or a bot of a level (the table's kinds). */
export type { SeatKind };

export type Theme = 'light' | 'dark' | 'system';
/** How long a bot waits before it moves, so people can follow (instant: for tests, the impatient). */
export type Pace = 'relaxed' | 'brisk' | 'instant';

export interface Settings {
  readonly players: number;
  /** Seat 0 is always you; seats 1.. are opponents. */
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly preset: PresetName;
  readonly rules: Rules;
  readonly face: Face;
  readonly fourColour: boolean;
  readonly theme: Theme;
  readonly pace: Pace;
}

export const MAX_SEATS = 5;
export const PACES: readonly Pace[] = ['relaxed', 'brisk', 'instant'];
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** Default names, East Prussian flavour; a seat's default is used when a name is blank. */
export const DEFAULT_NAMES = ['You', 'Otto', 'Frieda', 'Gustav', 'Minna'];

export const DEFAULTS: Settings = {
  players: 4,
  seats: ['human', 'normal', 'normal', 'normal', 'normal'],
  names: DEFAULT_NAMES,
  preset: 'illig',
  rules: PRESETS.illig,
  face: 'french',
  fourColour: false,
  theme: 'system',
  pace: 'brisk',
};

const KEY = 'kaschlan.settings.v1';

const isSeatKind = (x: unknown): x is SeatKind =>
  x === 'human' || (LEVEL_NAMES as readonly unknown[]).includes(x);

function readRules(x: unknown, fallback: Rules): Rules {
  if (typeof x !== 'object' || x === null) return fallback;
  const r = x as Record<string, unknown>;
  return {
    pack: r['pack'] === 32 || r['pack'] === 52 || r['pack'] === 24 ? r['pack'] : fallback.pack,
    coachman: typeof r['coachman'] === 'boolean' ? r['coachman'] : fallback.coachman,
    afterTake:
      r['afterTake'] === 'same-attacker' || r['afterTake'] === 'pass-on'
        ? r['afterTake']
        : fallback.afterTake,
    mustBeat: typeof r['mustBeat'] === 'boolean' ? r['mustBeat'] : fallback.mustBeat,
  };
}

/** Settings from stored JSON (or anything else), each field checked. */
export function parseSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return DEFAULTS;
  const r = raw as Record<string, unknown>;
  const pick = <T>(ok: boolean, value: unknown, fallback: T): T => (ok ? (value as T) : fallback);
  const players = r['players'];
  const seats = Array.isArray(r['seats']) ? r['seats'] : [];
  const names = Array.isArray(r['names']) ? r['names'] : [];
  const preset =
    typeof r['preset'] === 'string' && isPresetName(r['preset']) ? r['preset'] : 'illig';
  return {
    players: pick(
      typeof players === 'number' &&
        Number.isInteger(players) &&
        players >= 2 &&
        players <= MAX_SEATS,
      players,
      DEFAULTS.players,
    ),
    seats: DEFAULTS.seats.map((d, i) => (i === 0 ? 'human' : isSeatKind(seats[i]) ? seats[i] : d)),
    names: DEFAULT_NAMES.map((d, i) => {
      const n = names[i];
      return typeof n === 'string' && n.trim() !== '' ? n.trim().slice(0, 16) : d;
    }),
    preset,
    rules: readRules(r['rules'], PRESETS[preset]),
    face: pick(r['face'] === 'french' || r['face'] === 'german', r['face'], DEFAULTS.face),
    fourColour: pick(typeof r['fourColour'] === 'boolean', r['fourColour'], DEFAULTS.fourColour),
    theme: pick((THEMES as readonly unknown[]).includes(r['theme']), r['theme'], DEFAULTS.theme),
    pace: pick((PACES as readonly unknown[]).includes(r['pace']), r['pace'], DEFAULTS.pace),
  };
}

/** The stored settings, or the defaults (also when storage is unavailable). */
export function loadSettings(storage: Pick<Storage, 'getItem'> | null): Settings {
  try {
    const text = storage?.getItem(KEY);
    return text ? parseSettings(JSON.parse(text)) : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

/** Whether settings are stored at all (a returning player). */
export function hasStoredSettings(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(KEY) !== null;
}

export function saveSettings(storage: Pick<Storage, 'setItem'> | null, settings: Settings): void {
  try {
    storage?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings simply are not remembered.
  }
}

/** The humans at the table (hot seat when more than one). */
export const humansOf = (seats: readonly SeatKind[]): Seat[] =>
  seats.flatMap((k, s) => (k === 'human' ? [s] : []));

/** The rule overrides of `rules` against its preset, for newGame (R7). */
export function overridesOf(preset: PresetName, rules: Rules): Partial<Rules> {
  const base = PRESETS[preset];
  const out: Partial<Record<keyof Rules, unknown>> = {};
  for (const k of Object.keys(base) as (keyof Rules)[]) if (base[k] !== rules[k]) out[k] = rules[k];
  return out as Partial<Rules>;
}

/** The choices in force: the next match's form and the look of every table. */
export const settings = signal<Settings>(
  loadSettings(typeof localStorage === 'undefined' ? null : localStorage),
);

/** Animation length by pace, so fast games stay readable (table/flip.ts plays it). */
export const motionMs = computed(() => (settings.value.pace === 'instant' ? 160 : 340));
