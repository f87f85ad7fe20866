// `kaschlan ladder`: round-robin arenas of bot levels at 2-5 players on duplicate deals,
// rated with OpenSkill (@kaschlan/ratings). Each finished deal is appended to a results
// file, which a rerun reads to continue where it stopped; the ratings go to a summary file
// the server reads the bots' fixed ratings from.

import { availableParallelism } from 'node:os';
import { seatingFor } from '@kaschlan/bots';
import { PRESET_NAMES, PRESETS, playerCountProblem } from '@kaschlan/engine';
import { runChunks } from './arena/pool';
import { progressLine } from './arena/report';
import { parseFlags } from './flags';
import { chunksToPlay, dealKey, type LadderPlan } from './ladder-plan';
import {
  appendResults,
  dealsOfPlan,
  formatRatings,
  LADDER_ORDERS,
  type LadderDeal,
  ladderDeal,
  rateLadder,
  readResults,
  writeSummary,
} from './ladder-results';
import { readPreset } from './rule-flags';

export const LEVELS = ['random', 'easy', 'normal', 'hard', 'expert'] as const;

export const ladderUsage =
  (): string => `usage: kaschlan ladder [--levels L,...] [--players N,...] [--deals D] [--seed S]
                       [--preset P] [--threads T] [--out FILE] [--summary FILE] [--rate-only]

  --levels L,...    bot levels to rate (default ${LEVELS.join(',')}); any of:
                    ${LEVELS.join(', ')}
  --players N,...   player counts, each 2 to 5 (default 2,3,4,5); at each, every line-up
                    seating the levels as evenly as possible meets
  --deals D         deals per line-up and player count (default 200), rounded up to whole
                    deal sets (each deck played with the line-up rotated through every seat)
  --seed S          0 to 4294967295 (default 1)
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --threads T       worker threads (default: the CPU cores less one)
  --out FILE        results, one JSON line per finished deal (default data/ladder.jsonl);
                    a rerun reads it and plays only the deals not in it
  --summary FILE    the ratings as JSON (default docs/ladder-ratings.json)
  --rate-only       play nothing: rate the deals the results file holds

Every deal in the results file among the chosen levels and player counts (same preset and
seed) is rated, whichever ladder played it.
Ratings: OpenSkill (Plackett–Luce) over each deal's finishing order, τ 0 (a bot does not
drift), per player count and all together; the table shows μ, σ and μ − 3σ.
`;

const SPEC = {
  levels: 'string',
  players: 'string',
  deals: 'int',
  seed: 'int',
  preset: 'string',
  threads: 'int',
  out: 'string',
  summary: 'string',
  'rate-only': 'bool',
} as const;

export interface LadderOptions extends LadderPlan {
  readonly threads: number;
  readonly out: string;
  readonly summary: string;
  readonly rateOnly: boolean;
}

/** The options, `'help'`, or a problem for the user. */
export function parseLadderArgs(args: readonly string[]): LadderOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  const levels = (f.levels ?? LEVELS.join(',')).split(',').map((s) => s.trim());
  const unknown = levels.find((l) => !(LEVELS as readonly string[]).includes(l));
  if (unknown !== undefined)
    return `unknown level "${unknown}" in --levels (known: ${LEVELS.join(', ')})`;
  if (new Set(levels).size !== levels.length) return '--levels names a level twice';
  if (levels.length < 2) return '--levels needs at least two levels to rate';
  const read = readPreset(f.preset);
  if (typeof read === 'string') return read;
  const { preset } = read;
  const players: number[] = [];
  for (const p of (f.players ?? '2,3,4,5').split(',').map((s) => s.trim())) {
    if (!/^\d+$/.test(p)) return `--players takes player counts such as 2,4, not "${p}"`;
    const n = Number(p);
    const problem = playerCountProblem(n, PRESETS[preset].pack);
    if (problem !== null) return `--players ${n}: ${problem}`;
    if (players.includes(n)) return `--players names ${n} twice`;
    players.push(n);
  }
  const deals = f.deals ?? 200;
  if (deals < 1) return '--deals must be at least 1';
  if (deals > 1_000_000) return '--deals is limited to 1000000';
  const threads = f.threads ?? Math.max(1, availableParallelism() - 1);
  if (threads < 1 || threads > 256) return '--threads takes 1 to 256';
  return {
    levels,
    players: players.sort((a, b) => a - b),
    deals,
    seed: f.seed ?? 1,
    preset,
    threads,
    out: f.out ?? 'data/ladder.jsonl',
    summary: f.summary ?? 'docs/ladder-ratings.json',
    rateOnly: f['rate-only'] === true,
  };
}

/** The command that reproduces these options (for the summary). */
function commandOf(o: LadderOptions): string {
  return [
    'kaschlan ladder',
    `--levels ${o.levels.join(',')}`,
    `--players ${o.players.join(',')}`,
    ...(o.rateOnly ? [] : [`--deals ${o.deals}`]),
    `--seed ${o.seed}`,
    `--preset ${o.preset}`,
    `--out ${o.out}`,
    ...(o.rateOnly ? ['--rate-only'] : []),
  ].join(' ');
}

export async function ladderCommand(
  args: readonly string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WriteStream = process.stderr,
): Promise<number> {
  const o = parseLadderArgs(args);
  if (o === 'help') {
    out.write(ladderUsage());
    return 0;
  }
  if (typeof o === 'string') {
    err.write(`kaschlan ladder: ${o}\n\n${ladderUsage()}`);
    return 2;
  }
  for (const level of o.levels)
    if (seatingFor(level) === null) throw new Error(`the bots have no level "${level}"`);
  const before = readResults(o.out);
  if (before.skipped > 0)
    err.write(`kaschlan ladder: ${before.skipped} unreadable line(s) in ${o.out} skipped\n`);
  const done = dealsOfPlan(o, before.deals);
  const chunks = o.rateOnly ? [] : chunksToPlay(o, new Set(done.keys()));
  const total = chunks.reduce((sum, c) => sum + c.to - c.from, 0);
  err.write(
    `kaschlan ladder: ${done.size} deal(s) of these levels already in ${o.out}, ${total} to play on ${o.threads} thread(s)\n`,
  );
  const bar = err.isTTY === true;
  let played = 0;
  let last = 0;
  try {
    await runChunks(chunks, o.threads, {
      onDeal: () => {
        played++;
        const now = Date.now();
        if (!bar || (now - last < 200 && played < total)) return;
        last = now;
        err.write(progressLine(played, total));
      },
      onChunk: ({ config, from }, result) => {
        const deals: LadderDeal[] = result.records.map((r, i) => ladderDeal(config, from + i, r));
        appendResults(o.out, deals);
        for (const d of deals) done.set(dealKey(d.players, d.lineup, d.k), d);
      },
    });
  } catch (e) {
    if (bar) err.write('\n');
    err.write(`kaschlan ladder: ${(e as Error).message}\n`);
    return 1;
  }
  if (bar && total > 0) err.write('\r\x1b[K');
  const ratings = rateLadder(o.levels, done.values());
  writeSummary(o.summary, {
    command: commandOf(o),
    preset: o.preset,
    seed: o.seed,
    levels: o.levels,
    players: o.players,
    dealsPerLineup: o.rateOnly ? null : o.deals,
    deals: done.size,
    model: `OpenSkill 5.0.1, Plackett–Luce, μ 25 and σ 25/3 to start, τ 0; the mean of ${LADDER_ORDERS} passes over the deals in seeded random orders; conservative μ − 3σ`,
    measured: new Date().toISOString(),
    ratings,
  });
  out.write(formatRatings(ratings));
  return 0;
}
