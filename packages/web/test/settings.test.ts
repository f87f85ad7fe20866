// Stored settings are read field by field: nothing stored can break the page.

import { PRESETS } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import {
  DEFAULTS,
  humansOf,
  loadSettings,
  overridesOf,
  parseSettings,
  saveSettings,
} from '../src/state/settings';

describe('settings', () => {
  test('junk gives the defaults', () => {
    for (const junk of [null, 3, 'x', [], { players: 'many' }])
      expect(parseSettings(junk)).toEqual({ ...DEFAULTS });
  });

  test('each bad field falls back alone', () => {
    const s = parseSettings({
      players: 3,
      seats: ['bot', 'expert', 'nonsense', 'human'],
      names: ['', 'Bruno'],
      preset: 'wikipedia-de',
      rules: { pack: 40, coachman: false },
      face: 'german',
      theme: 'neon',
      pace: 'instant',
    });
    expect(s.players).toBe(3);
    expect(s.seats).toEqual(['human', 'expert', 'normal', 'human', 'normal']);
    expect(s.names.slice(0, 2)).toEqual([DEFAULTS.names[0], 'Bruno']);
    expect(s.rules).toEqual({ ...PRESETS['wikipedia-de'], coachman: false });
    expect([s.face, s.theme, s.pace]).toEqual(['german', 'system', 'instant']);
  });

  test('round trip through storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const s = { ...DEFAULTS, players: 2, face: 'german' as const };
    saveSettings(storage, s);
    expect(loadSettings(storage)).toEqual(s);
    expect(loadSettings(null)).toEqual(DEFAULTS);
  });

  test('rule overrides are only what differs from the preset (R7)', () => {
    expect(overridesOf('illig', PRESETS.illig)).toEqual({});
    expect(overridesOf('illig', { ...PRESETS.illig, mustBeat: false })).toEqual({
      mustBeat: false,
    });
  });

  test('hot seat is more than one human', () => {
    expect(humansOf(['human', 'easy', 'human'])).toEqual([0, 2]);
  });
});
