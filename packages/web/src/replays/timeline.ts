// A record as the replay viewer steps through it (made by keep.ts: timelineOf), and the
// names shown for its seats. Types and small helpers only, so importing this loads nothing
// of the record reader.

import type { GameRecord, GameState, ReplayError, Seat } from '@kaschlan/engine';
import { t } from '../i18n';

export interface Timeline {
  /** states[0] is the deal; states[i] the state after the i-th action. */
  readonly states: readonly GameState[];
  /** Set when the record breaks off: the engine's error at action `index`. */
  readonly broken: ReplayError | null;
  /** The record as the engine writes it back (for export and links). */
  readonly record: GameRecord;
}

/** Seat names for a record: the given ones where they fit, "Seat 1"... otherwise. */
export function seatNames(players: number, names?: readonly unknown[] | null): string[] {
  return Array.from({ length: players }, (_, s: Seat) => {
    const n = names?.[s];
    return typeof n === 'string' && n.trim() !== ''
      ? n.trim().slice(0, 24)
      : t('learn.seat')(s + 1);
  });
}

/**
 * The seat of the person at this device in a kept game: the one named "You", as the table
 * keeps the deals played against bots (the name is data, in English); null if none.
 */
export function youIn(names: readonly string[]): Seat | null {
  const you = names.indexOf('You');
  return you >= 0 ? you : null;
}

/** Names to show: "You" in the page's language. */
export const shownNames = (names: readonly string[]): string[] => {
  const you = youIn(names);
  return names.map((n, s) => (s === you ? t('learn.you') : n));
};

/** The optional `names` a record file or server answer may carry beside the record. */
export function namesIn(json: unknown): string[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const names = (json as Record<string, unknown>)['names'];
  return Array.isArray(names) && names.every((n) => typeof n === 'string') ? names : null;
}

/**
 * A record file as exported: the game record, and the seats' names beside it under `names`
 * (the engine's reader passes over a key it does not know; our import reads it back).
 */
export function recordFile(record: unknown, names: readonly string[]): string {
  const base = typeof record === 'object' && record !== null ? record : {};
  return `${JSON.stringify({ ...base, names }, null, 2)}\n`;
}
