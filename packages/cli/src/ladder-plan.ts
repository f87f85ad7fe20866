// The ladder's schedule (pure): which line-ups of levels meet at each player count, and
// which deals are still to play. Deal k of a line-up is the arena's deal k (duplicate deals:
// deck k / players, the line-up rotated by k % players seats, arena/deals.ts), so every
// line-up at a player count plays the same decks.

import type { ArenaConfig } from './arena/deals';
import type { Chunk } from './arena/pool';

export interface LadderPlan {
  readonly preset: string;
  readonly seed: number;
  readonly levels: readonly string[];
  readonly players: readonly number[];
  /** Deals per line-up, asked for; each player count plays whole deal sets of it. */
  readonly deals: number;
}

/**
 * The line-ups of `levels` at `players` seats: every way to seat the levels as evenly as
 * possible (each level floor(players/levels) or one more times), so with at least as many
 * levels as seats each line-up is a set of distinct levels (a round robin of tables), and
 * with fewer the levels repeat in turn. A level's copies are spread round the table.
 */
export function lineupsFor(levels: readonly string[], players: number): string[][] {
  const base = Math.floor(players / levels.length);
  const extra = players % levels.length;
  const lineups: string[][] = [];
  for (const chosen of combinations(levels.length, extra)) {
    const count = levels.map((_, i) => base + (chosen.includes(i) ? 1 : 0));
    const lineup: string[] = [];
    for (let copy = 0; lineup.length < players; copy++)
      levels.forEach((level, i) => {
        if (count[i]! > copy) lineup.push(level);
      });
    lineups.push(lineup);
  }
  return lineups;
}

/** Every k-subset of 0..n-1, in lexicographic order. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++)
    for (const rest of combinations(n - first - 1, k - 1))
      out.push([first, ...rest.map((i) => i + first + 1)]);
  return out;
}

/** Deals per line-up at `players` seats: `deals` rounded up to whole deal sets. */
export const dealsAt = (deals: number, players: number): number =>
  Math.ceil(deals / players) * players;

/** The key of one deal in the results file. */
export const dealKey = (players: number, lineup: readonly string[], k: number): string =>
  `${players}|${lineup.join(',')}|${k}`;

/** Each line-up's arena set-up, per player count. */
export function configsOf(plan: LadderPlan): ArenaConfig[] {
  return plan.players.flatMap((players) =>
    lineupsFor(plan.levels, players).map((lineup) => ({
      players,
      preset: plan.preset,
      lineup,
      seed: plan.seed,
    })),
  );
}

/**
 * The chunks still to play, one deal set of one line-up each, round by round (deal set 0 of
 * every line-up, then set 1, ...), so a ladder stopped at any time has played every
 * line-up about as often. Deals in `done` are skipped.
 */
export function chunksToPlay(plan: LadderPlan, done: ReadonlySet<string>): Chunk[] {
  const configs = configsOf(plan);
  const sets = Math.max(...plan.players.map((p) => dealsAt(plan.deals, p) / p));
  const chunks: Chunk[] = [];
  for (let set = 0; set < sets; set++)
    for (const config of configs) {
      const { players, lineup } = config;
      if (set * players >= dealsAt(plan.deals, players)) continue;
      let from = -1;
      for (let k = set * players; k <= (set + 1) * players; k++) {
        const missing = k < (set + 1) * players && !done.has(dealKey(players, lineup, k));
        if (missing && from < 0) from = k;
        if (!missing && from >= 0) {
          chunks.push({ config, from, to: k });
          from = -1;
        }
      }
    }
  return chunks;
}
