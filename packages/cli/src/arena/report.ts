// The arena's report: per distinct bot, its seat-deals, loss rate with a Wilson interval,
// average finishing place and move times; as JSON or as a table.

import type { DealRecord } from './deals';
import { lineupAt } from './deals';
import { type Histogram, quantile, round, sig3, wilson } from './stats';

export interface BotReport {
  readonly bot: string;
  readonly deals: number;
  readonly lossRate: number;
  readonly ci95: [number, number];
  readonly avgPlace: number;
  readonly msPerMove: { readonly median: number; readonly p95: number };
}

export interface ArenaReport {
  readonly players: number;
  readonly preset: string;
  readonly lineup: readonly string[];
  readonly deals: number;
  readonly seed: number;
  readonly drawn: number;
  readonly bots: readonly BotReport[];
}

interface Tally {
  deals: number;
  losses: number;
  places: number;
}

/** Per distinct bot (in line-up order), counting every seat-deal it played. */
export function summarise(
  head: Omit<ArenaReport, 'deals' | 'drawn' | 'bots'>,
  records: readonly DealRecord[],
  timing: ReadonlyMap<string, Histogram>,
): ArenaReport {
  const { players, lineup } = head;
  const tallies = new Map<string, Tally>();
  for (const name of lineup)
    if (!tallies.has(name)) tallies.set(name, { deals: 0, losses: 0, places: 0 });
  let drawn = 0;
  records.forEach((r, k) => {
    if (r.drawn) drawn++;
    lineupAt(k, players).forEach((i, seat) => {
      const t = tallies.get(lineup[i]!)!;
      t.deals++;
      if (r.loser === seat) t.losses++;
      t.places += r.places[seat]!;
    });
  });
  const bots = [...tallies].map(([bot, t]): BotReport => {
    const [lo, hi] = wilson(t.losses, t.deals);
    const h = timing.get(bot) ?? new Map();
    return {
      bot,
      deals: t.deals,
      lossRate: round(t.deals === 0 ? 0 : t.losses / t.deals, 4),
      ci95: [round(lo, 4), round(hi, 4)],
      avgPlace: round(t.deals === 0 ? 0 : t.places / t.deals, 3),
      msPerMove: { median: sig3(quantile(h, 0.5)), p95: sig3(quantile(h, 0.95)) },
    };
  });
  return {
    players,
    preset: head.preset,
    lineup,
    deals: records.length,
    seed: head.seed,
    drawn,
    bots,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x === 0 ? '0' : x.toPrecision(3));

/** The report as a table for people. */
export function formatTable(r: ArenaReport): string {
  const head = ['bot', 'deals', 'loss rate', '95% CI', 'avg place', 'ms/move median', 'p95'];
  const rows = r.bots.map((b) => [
    b.bot,
    String(b.deals),
    pct(b.lossRate),
    `${pct(b.ci95[0])} – ${pct(b.ci95[1])}`,
    b.avgPlace.toFixed(2),
    ms(b.msPerMove.median),
    ms(b.msPerMove.p95),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ');
  const sets = r.deals / r.players;
  return [
    `${r.players} players, preset ${r.preset}, line-up ${r.lineup.join(',')}, seed ${r.seed}`,
    `${r.deals} deals: ${sets} deck${sets === 1 ? '' : 's'} × ${r.players} seatings (line-up rotated), ${r.drawn} drawn`,
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `loss rate: share of its seat-deals a bot ended as the Kaschlan (an even field: ${pct(1 / r.players)});`,
    `avg place: 1 = first out, ${r.players} = the Kaschlan.`,
    '',
  ].join('\n');
}

/** A one-line progress bar (for a TTY: starts with a carriage return). */
export function progressLine(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} deals`;
}
