// `kaschlan arena`: bot line-ups over many duplicate deals, a report per distinct bot.

import { availableParallelism } from 'node:os';
import { seatingFor, seatingNames } from '@kaschlan/bots';
// The value-net seatings (issue 23), which the levels leave out of the web app.
import '@kaschlan/bots/nets';
import { PRESET_NAMES, PRESETS, playerCountProblem } from '@kaschlan/engine';
import { parseFlags } from '../flags';
import { readPreset } from '../rule-flags';
import type { ArenaConfig } from './deals';
import { runDeals } from './pool';
import { formatTable, progressLine, summarise } from './report';

export const arenaUsage =
  (): string => `usage: kaschlan arena --lineup A,B,... [--players N] [--preset P] [--deals D]
                      [--seed S] [--workers W] [--json]

  --lineup A,B,...  one bot name per seat, each one of:
                    ${seatingNames().join(', ')}
  --players N       2 to 5 (default: the line-up's length; must match it)
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --deals D         deals to play (default 400), rounded up to a multiple of N: each
                    deck is replayed with the line-up rotated through every seat
  --seed S          0 to 4294967295 (default 1); the same seed gives the same results
                    whatever the worker count
  --workers W       worker threads (default: the CPU cores)
  --json            one JSON object on stdout instead of the table

Bots with an iteration budget play without their time cap here, so results reproduce.
`;

const SPEC = {
  players: 'int',
  preset: 'string',
  lineup: 'string',
  deals: 'int',
  seed: 'int',
  workers: 'int',
  json: 'bool',
} as const;

export interface ArenaOptions extends ArenaConfig {
  /** Deals to play: a whole number of deal sets. */
  readonly deals: number;
  /** What the user asked for, when it was rounded up. */
  readonly requested: number;
  readonly workers: number;
  readonly json: boolean;
}

/** The options, `'help'`, or a problem for the user. */
export function parseArenaArgs(args: readonly string[]): ArenaOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  if (f.lineup === undefined)
    return '--lineup is required: one bot name per seat, e.g. heuristic,random';
  const lineup = f.lineup.split(',').map((s) => s.trim());
  const unknown = lineup.find((name) => seatingFor(name) === null);
  if (unknown !== undefined)
    return `unknown bot "${unknown}" in --lineup (known: ${seatingNames().join(', ')})`;
  const players = f.players ?? lineup.length;
  const read = readPreset(f.preset);
  if (typeof read === 'string') return read;
  const { preset } = read;
  const problem = playerCountProblem(players, PRESETS[preset].pack);
  if (problem !== null) return `--players ${players}: ${problem}`;
  if (lineup.length !== players)
    return `--lineup names ${lineup.length} bot${lineup.length === 1 ? '' : 's'} but there are ${players} players: give one name per seat`;
  const requested = f.deals ?? 400;
  if (requested < 1) return '--deals must be at least 1';
  const deals = Math.ceil(requested / players) * players;
  if (deals > 10_000_000) return '--deals is limited to 10000000';
  const workers = f.workers ?? availableParallelism();
  if (workers < 1 || workers > 256) return '--workers takes 1 to 256';
  return {
    players,
    preset,
    lineup,
    seed: f.seed ?? 1,
    deals,
    requested,
    workers,
    json: f.json === true,
  };
}

export async function arenaCommand(
  args: readonly string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WriteStream = process.stderr,
): Promise<number> {
  const o = parseArenaArgs(args);
  if (o === 'help') {
    out.write(arenaUsage());
    return 0;
  }
  if (typeof o === 'string') {
    err.write(`kaschlan arena: ${o}\n\n${arenaUsage()}`);
    return 2;
  }
  if (o.deals !== o.requested)
    err.write(
      `kaschlan arena: --deals ${o.requested} rounded up to ${o.deals} (whole deal sets of ${o.players} rotations)\n`,
    );
  const bar = !o.json && err.isTTY === true;
  let last = 0;
  const progress = (done: number) => {
    const now = Date.now();
    if (!bar || (now - last < 100 && done < o.deals)) return;
    last = now;
    err.write(progressLine(done, o.deals));
  };
  const config: ArenaConfig = {
    players: o.players,
    preset: o.preset,
    lineup: o.lineup,
    seed: o.seed,
  };
  let result: Awaited<ReturnType<typeof runDeals>>;
  try {
    result = await runDeals(config, o.deals, o.workers, progress);
  } catch (e) {
    if (bar) err.write('\n');
    err.write(`kaschlan arena: ${(e as Error).message}\n`);
    return 1;
  }
  if (bar) err.write('\r\x1b[K');
  const report = summarise(
    { players: o.players, preset: o.preset, lineup: o.lineup, seed: o.seed },
    result.records,
    result.timing,
  );
  out.write(o.json ? `${JSON.stringify(report)}\n` : formatTable(report));
  return 0;
}
