// The bots' fixed ratings (issue 13): what the ladder measured (`kaschlan ladder`, BOTS.md,
// docs/ladder-ratings.json), read once. A rated deal rates each bot seat at its level's rating
// and never updates it; quick play fills empty seats with the level nearest a player's μ.
//
// Player counts the ladder did not measure: a count between two measured ones (3, between
// 2 and 4) takes the mean of its neighbours (linear interpolation, μ and σ alike); a count
// beyond them (5) takes the nearest measured one (4); a level not measured at some count
// (0 deals) takes its nearest count that was. A missing or unreadable
// file gives a warning in the log and FALLBACK below (rounded from the 2026-12-07 ladder).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BotLevel } from '@kaschlan/protocol';
import { LEVEL_NAMES } from '@kaschlan/protocol/constants';
import type { Rating } from '@kaschlan/ratings';
import { z } from 'zod';

/** docs/ladder-ratings.json, from the repository root. */
export const LADDER_FILE = fileURLToPath(
  new URL('../../../../docs/ladder-ratings.json', import.meta.url),
);

/**
 * Used only when the ladder's file is missing or unreadable: its measured μ, rounded, with a
 * wide σ (they are a guess here, not a measurement), at 2 and 4 players.
 */
export const FALLBACK: Readonly<Record<number, Readonly<Record<BotLevel, Rating>>>> = {
  2: {
    easy: { mu: 24, sigma: 2 },
    normal: { mu: 26.5, sigma: 2 },
    hard: { mu: 38.5, sigma: 2 },
    expert: { mu: 39, sigma: 2 },
  },
  4: {
    easy: { mu: 26.5, sigma: 2 },
    normal: { mu: 28, sigma: 2 },
    hard: { mu: 33, sigma: 2 },
    expert: { mu: 33, sigma: 2 },
  },
};

const entry = z.object({
  mu: z.number().finite(),
  sigma: z.number().finite().positive(),
  deals: z.number().int().min(0),
});
const ladderFile = z.object({
  // Keys are player counts ('2', '4') and 'all' (every count together: not used here).
  ratings: z.record(z.string(), z.record(z.string(), entry)),
});

interface Warn {
  warn(o: object, m?: string): void;
}

/** A level's measured rating at each measured player count. */
type Measured = Map<BotLevel, Map<number, Rating>>;

export class BotRatings {
  private constructor(private readonly measured: Measured) {}

  /** The ratings in the ladder's file at `file`, or FALLBACK (with a warning) if unusable. */
  static load(file: string = LADDER_FILE, log: Warn = consoleWarn): BotRatings {
    try {
      const parsed = ladderFile.parse(JSON.parse(readFileSync(file, 'utf8')));
      const measured: Measured = new Map();
      for (const [count, levels] of Object.entries(parsed.ratings)) {
        const players = Number(count);
        if (!Number.isInteger(players) || players < 2 || players > 5) continue;
        for (const [level, r] of Object.entries(levels)) {
          // 'random' is the ladder's yardstick, no level a room can seat; 0 deals: not measured.
          if (!isLevel(level) || r.deals === 0) continue;
          const byCount = measured.get(level) ?? new Map<number, Rating>();
          byCount.set(players, { mu: r.mu, sigma: r.sigma });
          measured.set(level, byCount);
        }
      }
      const missing = LEVEL_NAMES.filter((level) => !measured.has(level));
      if (missing.length > 0) throw new Error(`no measured rating for ${missing.join(', ')}`);
      return new BotRatings(measured);
    } catch (e) {
      log.warn(
        { file, reason: (e as Error).message },
        "the bots' ladder ratings are unreadable: using the built-in fallback (BOTS.md: kaschlan ladder)",
      );
      return BotRatings.fallback();
    }
  }

  /** FALLBACK as ratings. */
  static fallback(): BotRatings {
    const measured: Measured = new Map();
    for (const level of LEVEL_NAMES)
      measured.set(
        level,
        new Map(Object.entries(FALLBACK).map(([count, levels]) => [Number(count), levels[level]])),
      );
    return new BotRatings(measured);
  }

  /** A bot's fixed rating at a table of `players` (2..5); see the header for unmeasured counts. */
  rating(level: BotLevel, players: number): Rating {
    const byCount = this.measured.get(level)!;
    const counts = [...byCount.keys()].sort((a, b) => a - b);
    const exact = byCount.get(players);
    if (exact) return exact;
    const below = counts.filter((c) => c < players).at(-1);
    const above = counts.find((c) => c > players);
    if (below !== undefined && above !== undefined) {
      const share = (players - below) / (above - below);
      const lo = byCount.get(below)!;
      const hi = byCount.get(above)!;
      return {
        mu: lo.mu + (hi.mu - lo.mu) * share,
        sigma: lo.sigma + (hi.sigma - lo.sigma) * share,
      };
    }
    return byCount.get(below ?? above!)!;
  }

  /** The level whose rating at `players` is nearest to μ (the weaker on a tie). */
  nearestLevel(mu: number, players: number): BotLevel {
    let best: BotLevel = LEVEL_NAMES[0];
    let gap = Number.POSITIVE_INFINITY;
    for (const level of LEVEL_NAMES) {
      const d = Math.abs(this.rating(level, players).mu - mu);
      if (d < gap) {
        best = level;
        gap = d;
      }
    }
    return best;
  }
}

const consoleWarn: Warn = {
  warn: (o, m) => console.warn(m, o),
};

const isLevel = (name: string): name is BotLevel =>
  (LEVEL_NAMES as readonly string[]).includes(name);

let loaded: BotRatings | null = null;

/**
 * The ratings of docs/ladder-ratings.json, read on the first call (app.ts calls it at the
 * start with the server's log, so a warning lands there).
 */
export function botRatings(log?: Warn): BotRatings {
  loaded ??= BotRatings.load(LADDER_FILE, log);
  return loaded;
}

/** A bot's fixed rating at a table of `players` (2..5). */
export const botRating = (level: BotLevel, players: number): Rating =>
  botRatings().rating(level, players);

/** The bot level nearest to a rating μ at a table of `players` (quick play's bots). */
export const nearestLevel = (mu: number, players: number): BotLevel =>
  botRatings().nearestLevel(mu, players);
