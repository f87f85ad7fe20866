// `kaschlan puzzles`: a puzzle set from seeded self-play deals (issue 25, docs/PUZZLES.md).
// Every puzzle is re-verified by the solver before it is written; the set is the first
// --count puzzles in deal order, the same for any --workers.

import { writeFileSync } from 'node:fs';
import type { Puzzle } from '@kaschlan/bots/puzzles';
import { PRESET_NAMES, type PresetName } from '@kaschlan/engine';
import { parseFlags } from '../flags';
import { readPresetPlayers } from '../rule-flags';
import { generateSet } from './pool';

export const puzzlesUsage =
  (): string => `usage: kaschlan puzzles [--count N] [--seed S] [--out FILE] [--players N,...]
                        [--preset P] [--workers W]
  --count N         puzzles in the set (default 100)
  --seed S          0 to 4294967295 (default 1): the same seed, the same set
  --out FILE        write the set here (default: standard output)
  --players N,...   player counts of the source deals, in turn (default 2,3,4)
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --workers W       worker threads (default 2)
`;

const SPEC = {
  count: 'int',
  seed: 'int',
  out: 'string',
  players: 'string',
  preset: 'string',
  workers: 'int',
} as const;

export interface PuzzlesOptions {
  readonly count: number;
  readonly seed: number;
  readonly out: string | null;
  readonly players: readonly number[];
  readonly preset: PresetName;
  readonly workers: number;
}

/** The options, `'help'`, or a problem for the user. */
export function parsePuzzlesArgs(args: readonly string[]): PuzzlesOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  const read = readPresetPlayers(f, '2,3,4', (n, preset) => {
    const most = preset === 'pack24' ? 4 : 5;
    return !Number.isInteger(n) || n < 2 || n > most
      ? `--players takes counts from 2 to ${most} (R2.1)`
      : null;
  });
  if (typeof read === 'string') return read;
  const { preset, players } = read;
  const count = f.count ?? 100;
  if (count > 100_000) return '--count takes at most 100000';
  const workers = f.workers ?? 2;
  if (workers < 1 || workers > 64) return '--workers takes 1 to 64';
  return { count, seed: f.seed ?? 1, out: f.out ?? null, players, preset, workers };
}

/** The set as JSON: its command and seed, then one puzzle a line (small diffs). */
export function setJson(command: string, seed: number, puzzles: readonly Puzzle[]): string {
  const lines = puzzles.map((p) => JSON.stringify(p));
  return `{"command":${JSON.stringify(command)},"seed":${seed},"puzzles":[\n${lines.join(',\n')}\n]}\n`;
}

export async function puzzlesCommand(args: readonly string[]): Promise<number> {
  const o = parsePuzzlesArgs(args);
  if (o === 'help') {
    process.stdout.write(puzzlesUsage());
    return 0;
  }
  if (typeof o === 'string') {
    process.stderr.write(`kaschlan puzzles: ${o}\n\n${puzzlesUsage()}`);
    return 2;
  }
  const t0 = performance.now();
  const bar = (found: number) => {
    const width = 30;
    const filled = o.count === 0 ? width : Math.round((found / o.count) * width);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${found}/${o.count} puzzles`,
    );
  };
  bar(0);
  const set = await generateSet(
    { seed: o.seed, preset: o.preset, players: o.players },
    o.count,
    o.workers,
    bar,
  );
  const seconds = (performance.now() - t0) / 1000;
  process.stderr.write('\n');
  const command = `kaschlan puzzles ${args.join(' ')}`.trim();
  const json = setJson(command, o.seed, set.puzzles);
  if (o.out === null) process.stdout.write(json);
  else writeFileSync(o.out, json);
  const n = Math.max(1, set.puzzles.length);
  process.stderr.write(
    `${set.puzzles.length} puzzles from ${set.deals} deals (${set.tried} positions solved, ` +
      `${set.capped} over the solver's cap) in ${seconds.toFixed(1)} s on ${o.workers} ` +
      `worker(s): ${(set.puzzles.length / seconds).toFixed(1)} puzzles/s; finding ` +
      `${(set.findMs / n).toFixed(1)} ms and re-verifying ${(set.verifyMs / n).toFixed(1)} ms ` +
      `a puzzle (one thread)\n`,
  );
  for (const r of set.rejected) process.stderr.write(`rejected on re-verification: ${r}\n`);
  return set.rejected.length > 0 ? 1 : 0;
}
