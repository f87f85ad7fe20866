// Grouping waiting tickets into tables (pure: the matchmaker feeds it the queue and the time).
//
// Oldest first, each ticket not yet grouped anchors a would-be table: the others asking for
// the same player count, with a compatible preset ('any' goes with anything), whose μ lies
// within the anchor's rating window, nearest first. A full group is a table. A group not full
// becomes one too once its anchor has waited his wait: bots fill the empty seats, at the level
// whose fixed rating is nearest the group's mean μ. The window widens as the anchor waits, so
// a player far from everyone still finds people before the bots come.
//
// A table is rated, so it never holds two tickets of one player nor of one client address
// (issue 24: a person's second cookie, a throwaway guest that loses on purpose, would feed his
// rating). A ticket's address is its client key (bounds.ts): an IPv6 client's whole /64. One
// cookie is one player, so "one player" also covers one device's cookie.

import type { PresetName } from '@kaschlan/engine';
import type { BotLevel, QuickPreset } from '@kaschlan/protocol';
import type { Ticket } from './queue';

/** The preset a group of only 'any' plays (roomOptions' default). */
export const ANY_PRESET: PresetName = 'illig';

/** The rating window (μ either side): this wide at once, widening by PER_SECOND. */
export const WINDOW_START = 3;
export const WINDOW_PER_SECOND = 0.5;

export const ratingWindow = (waitedMs: number): number =>
  WINDOW_START + (Math.max(0, waitedMs) / 1000) * WINDOW_PER_SECOND;

export interface Table {
  /** The people, seats 0.. in this order. */
  readonly people: readonly Ticket[];
  /** The bots after them. */
  readonly bots: readonly BotLevel[];
  readonly preset: PresetName;
}

/** Tickets that may never share a table: one player's, or one client address's. */
const sameClient = (a: Ticket, b: Ticket): boolean =>
  a.player === b.player || a.address === b.address;

/** Presets a and b can share a table: equal, or either is 'any'. */
const compatible = (a: QuickPreset, b: QuickPreset): boolean =>
  a === 'any' || b === 'any' || a === b;

/** The tables `waiting` (oldest first) makes at `now`; `level` picks the bots' level. */
export function match(
  waiting: readonly Ticket[],
  now: number,
  level: (mu: number, players: number) => BotLevel,
): Table[] {
  const used = new Set<string>();
  const tables: Table[] = [];
  for (const anchor of waiting) {
    if (used.has(anchor.id)) continue;
    const window = ratingWindow(now - anchor.joinedAt);
    let preset = anchor.preset;
    const group = [anchor];
    const near = waiting
      .filter(
        (t) =>
          !used.has(t.id) &&
          t.id !== anchor.id &&
          t.players === anchor.players &&
          Math.abs(t.mu - anchor.mu) <= window,
      )
      .sort((a, b) => Math.abs(a.mu - anchor.mu) - Math.abs(b.mu - anchor.mu));
    for (const t of near) {
      if (group.length === anchor.players) break;
      if (!compatible(preset, t.preset) || group.some((g) => sameClient(g, t))) continue;
      group.push(t);
      if (preset === 'any') preset = t.preset;
    }
    const full = group.length === anchor.players;
    if (!full && now - anchor.joinedAt < anchor.waitMs) continue;
    for (const t of group) used.add(t.id);
    const mean = group.reduce((s, t) => s + t.mu, 0) / group.length;
    const bot = level(mean, anchor.players);
    tables.push({
      people: group,
      bots: Array.from({ length: anchor.players - group.length }, () => bot),
      preset: preset === 'any' ? ANY_PRESET : preset,
    });
  }
  return tables;
}
