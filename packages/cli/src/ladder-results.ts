// The ladder's results: one JSON line per finished deal (the results file, read back to
// resume), the ratings rated from them with @kaschlan/ratings, the printed table and the
// summary file the server reads the bots' ratings from.

import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { BotRng } from '@kaschlan/bots';
import { conservative, INITIAL_RATING, type Rating, rateEntrants } from '@kaschlan/ratings';
import type { DealRecord } from './arena/deals';
import { lineupAt } from './arena/deals';
import { dealKey, type LadderPlan } from './ladder-plan';

/** One line of the results file: one finished deal. */
export interface LadderDeal {
  readonly preset: string;
  readonly seed: number;
  readonly players: number;
  readonly lineup: readonly string[];
  readonly k: number;
  /** The level in each seat. */
  readonly seats: readonly string[];
  /** Finishing rank per seat (0 first out; the Kaschlan last; ties equal, R6.7). */
  readonly ranks: readonly number[];
  readonly loser: number | null;
  readonly drawn: boolean;
}

export function ladderDeal(
  config: { preset: string; seed: number; players: number; lineup: readonly string[] },
  k: number,
  record: DealRecord,
): LadderDeal {
  const { preset, seed, players, lineup } = config;
  const seats = lineupAt(k, players).map((i) => lineup[i]!);
  const { ranks, loser, drawn } = record;
  return { preset, seed, players, lineup, k, seats, ranks, loser, drawn };
}

/**
 * The deals in a results file (none if it does not exist). A line that does not parse (a
 * run killed while writing) is counted and skipped: its deal is played again.
 */
export function readResults(path: string): { deals: LadderDeal[]; skipped: number } {
  if (!existsSync(path)) return { deals: [], skipped: 0 };
  const deals: LadderDeal[] = [];
  let skipped = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const d = JSON.parse(line) as LadderDeal;
      if (!Array.isArray(d.seats) || !Array.isArray(d.ranks) || typeof d.k !== 'number')
        throw new Error('not a deal');
      deals.push(d);
    } catch {
      skipped++;
    }
  }
  return { deals, skipped };
}

/** Append deals to the results file, starting a new line if a killed run left half of one. */
export function appendResults(path: string, deals: readonly LadderDeal[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const text = deals.map((d) => `${JSON.stringify(d)}\n`).join('');
  appendFileSync(path, endsMidLine(path) ? `\n${text}` : text);
}

/** Whether the file's last byte is not a newline (reading that byte only: the file grows). */
function endsMidLine(path: string): boolean {
  if (!existsSync(path)) return false;
  const size = statSync(path).size;
  if (size === 0) return false;
  const fd = openSync(path, 'r');
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    closeSync(fd);
  }
}

/**
 * The deals to rate for `plan`: every deal in the file of the plan's preset, seed and
 * player counts whose seats hold only the plan's levels, from whatever line-up (an earlier
 * ladder over fewer levels, or more deals), so evidence already played is never dropped.
 */
export function dealsOfPlan(
  plan: LadderPlan,
  deals: readonly LadderDeal[],
): Map<string, LadderDeal> {
  const mine = new Map<string, LadderDeal>();
  for (const d of deals)
    if (
      d.preset === plan.preset &&
      d.seed === plan.seed &&
      plan.players.includes(d.players) &&
      d.seats.every((level) => plan.levels.includes(level))
    )
      mine.set(dealKey(d.players, d.lineup, d.k), d);
  return mine;
}

export interface LevelRating extends Rating {
  readonly conservative: number;
  /** Deals the level played in (once per deal, however many seats it held). */
  readonly deals: number;
}

/** Ratings per level: `all` player counts together, and per player count ("2", "4", ...). */
export type LadderRatings = Record<string, Record<string, LevelRating>>;

/**
 * A bot's strength does not drift, so the ladder rates with τ 0 (@kaschlan/ratings): σ keeps
 * shrinking as deals add up. But OpenSkill's update is online: each deal moves μ by about
 * σ²/c, and with τ 0 the later deals still move it far more than a plain average would
 * weigh them, so one pass over the deals rates mostly its last few hundred (600 deals of
 * one level winning the first 360 rated the loser of those 360 above it). The ladder
 * therefore averages LADDER_ORDERS passes, each over the deals in its own seeded random
 * order: every deal weighs alike on average, the same deals give the same ratings, and
 * the arithmetic stays the one rated online deals use (the bots' ratings anchor them).
 */
const LADDER_TAU = 0;
export const LADDER_ORDERS = 128;

type Group = { ratings: Map<string, Rating>; played: Map<string, number> };

/** One pass over `deals` in the given order: each player count on its own and all together. */
function ratePass(deals: readonly LadderDeal[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  const group = (name: string) => {
    const g = groups.get(name) ?? { ratings: new Map<string, Rating>(), played: new Map() };
    groups.set(name, g);
    return g;
  };
  for (const d of deals)
    for (const g of [group('all'), group(String(d.players))]) {
      g.ratings = rateEntrants(g.ratings, d.seats, d.ranks, { tau: LADDER_TAU });
      for (const level of new Set(d.seats)) g.played.set(level, (g.played.get(level) ?? 0) + 1);
    }
  return groups;
}

/**
 * Rate the deals, each player count on its own and all together: the mean of `orders`
 * passes (LADDER_ORDERS), each in its own seeded random order of the deals sorted by deal
 * set, player count, line-up and deal, so the same deals give the same ratings whatever
 * the order the workers finished them in.
 */
export function rateLadder(
  levels: readonly string[],
  deals: Iterable<LadderDeal>,
  orders = LADDER_ORDERS,
): LadderRatings {
  const sorted = [...deals].sort(
    (a, b) =>
      Math.floor(a.k / a.players) - Math.floor(b.k / b.players) ||
      a.players - b.players ||
      a.lineup.join(',').localeCompare(b.lineup.join(',')) ||
      a.k - b.k,
  );
  const sums = new Map<string, Map<string, { mu: number; sigma: number }>>();
  // The last pass's groups give the deal counts, which do not depend on the order.
  let last = new Map<string, Group>();
  for (let pass = 1; pass <= orders; pass++) {
    last = ratePass(new BotRng(pass).shuffle([...sorted]));
    for (const [name, g] of last) {
      const table = sums.get(name) ?? new Map<string, { mu: number; sigma: number }>();
      sums.set(name, table);
      for (const [level, r] of g.ratings) {
        const sum = table.get(level) ?? { mu: 0, sigma: 0 };
        table.set(level, { mu: sum.mu + r.mu, sigma: sum.sigma + r.sigma });
      }
    }
  }
  const out: LadderRatings = {};
  for (const [name, g] of last) {
    const table: Record<string, LevelRating> = {};
    for (const level of levels) {
      const sum = sums.get(name)?.get(level);
      const r = sum ? { mu: sum.mu / orders, sigma: sum.sigma / orders } : INITIAL_RATING;
      table[level] = {
        mu: round3(r.mu),
        sigma: round3(r.sigma),
        conservative: round3(conservative(r)),
        deals: g.played.get(level) ?? 0,
      };
    }
    out[name] = table;
  }
  return out;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The table: per player count, then all together, levels by conservative rating. */
export function formatRatings(ratings: LadderRatings): string {
  const names = Object.keys(ratings).sort((a, b) =>
    a === 'all' ? 1 : b === 'all' ? -1 : Number(a) - Number(b),
  );
  const rows = [['players', 'level', 'μ', 'σ', 'μ − 3σ', 'deals']];
  for (const name of names) {
    const table = Object.entries(ratings[name]!).sort(
      (a, b) => b[1].conservative - a[1].conservative,
    );
    for (const [level, r] of table)
      rows.push([
        name,
        level,
        r.mu.toFixed(2),
        r.sigma.toFixed(2),
        r.conservative.toFixed(2),
        String(r.deals),
      ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  '),
    )
    .map((line) => `${line.trimEnd()}\n`)
    .join('');
}

/** The summary file: what the server reads as the bots' fixed ratings. */
export interface LadderSummary {
  readonly command: string;
  readonly preset: string;
  readonly seed: number;
  readonly levels: readonly string[];
  readonly players: readonly number[];
  /** Deals per line-up asked for (null for --rate-only: nothing played), and deals rated. */
  readonly dealsPerLineup: number | null;
  readonly deals: number;
  readonly model: string;
  readonly measured: string;
  readonly ratings: LadderRatings;
}

export function writeSummary(path: string, summary: LadderSummary): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
}
