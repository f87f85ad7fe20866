// `kaschlan tune`: the heuristic's weights (packages/bots/src/weights.ts) tuned by SPSA
// (spsa.ts) over fast duplicate deals (@kaschlan/bots fastMatch): each step measures two
// perturbed weightings on the same fresh decks against the chosen opponents, the tuned
// seat's loss rate as the cost. At the end both the start and the result play a fresh
// check on other decks, and `--write` records the result, with its command and figures, as
// the heuristic's tuned weights (packages/bots/src/tuned-weights.ts).

import { writeFileSync } from 'node:fs';
import {
  type FastPlayer,
  fastMatch,
  HAND_MADE,
  TUNED,
  valuesOf,
  WEIGHT_NAMES,
  type Weights,
  weightsOf,
} from '@kaschlan/bots';
import { PRESET_NAMES, PRESETS, playerCountProblem, type Rules } from '@kaschlan/engine';
import { wilson } from '../arena/stats';
import { parseFlags } from '../flags';
import { readPresetPlayers } from '../rule-flags';
import { spsa } from './spsa';

export const tuneUsage =
  (): string => `usage: kaschlan tune [--players N,...] [--against A] [--from W]
                     [--iterations K] [--decks D] [--check-decks C] [--seed S]
                     [--preset P] [--write FILE]
  --players N,...   player counts whose loss rates (relative to an equal seat's) are summed
                    into the cost (default 4)
  --against A       the other seats: random, hand-made or tuned (default random)
  --from W          where to start: hand-made or tuned (default tuned)
  --iterations K    SPSA steps (default 400)
  --decks D         decks per measurement, each played in every rotation (default 500)
  --check-decks C   decks of the final check of start against result (default 5000)
  --seed S          0 to 4294967295 (default 1); the check plays decks of seed S + 1
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --write FILE      record the result as the tuned weights (a TypeScript module)
`;

const SPEC = {
  players: 'string',
  against: 'string',
  from: 'string',
  iterations: 'int',
  decks: 'int',
  'check-decks': 'int',
  seed: 'int',
  preset: 'string',
  write: 'string',
} as const;

const START = { 'hand-made': weightsOf(HAND_MADE), tuned: TUNED } as const;
type Start = keyof typeof START;

export interface TuneOptions {
  readonly players: readonly number[];
  readonly against: 'random' | Start;
  readonly from: Start;
  readonly iterations: number;
  readonly decks: number;
  readonly checkDecks: number;
  readonly seed: number;
  readonly preset: string;
  readonly rules: Rules;
  readonly write: string | null;
}

/** The options, `'help'`, or a problem for the user. */
export function parseTuneArgs(args: readonly string[]): TuneOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  const read = readPresetPlayers(f, '4', (n, preset) => {
    const problem = playerCountProblem(n, PRESETS[preset].pack);
    return problem === null ? null : `--players: ${problem}`;
  });
  if (typeof read === 'string') return read;
  const { preset, players } = read;
  const against = f.against ?? 'random';
  if (against !== 'random' && against !== 'hand-made' && against !== 'tuned')
    return '--against takes random, hand-made or tuned';
  const from = f.from ?? 'tuned';
  if (from !== 'hand-made' && from !== 'tuned') return '--from takes hand-made or tuned';
  const iterations = f.iterations ?? 400;
  const decks = f.decks ?? 500;
  const checkDecks = f['check-decks'] ?? 5000;
  if (iterations < 4) return '--iterations must be at least 4';
  if (decks < 1 || checkDecks < 1) return '--decks and --check-decks must be at least 1';
  return {
    players,
    against,
    from,
    iterations,
    decks,
    checkDecks,
    seed: f.seed ?? 1,
    preset,
    rules: PRESETS[preset],
    write: f.write ?? null,
  };
}

/**
 * Which weights the rules let matter: a coachman's cost only where coachmen are played
 * (R3.5, R7.4); the others always (a take competes with a self-attack even under R4.3).
 */
export const activeWeights = (rules: Rules): boolean[] =>
  WEIGHT_NAMES.map((name) => name !== 'coachman' || rules.coachman);

/** Each weight's scale: a perturbation of one unit moves it by this much. */
const SCALE: Readonly<Record<string, number>> = { lateKeep: 0.1 };
const scaleOf = (name: string): number => SCALE[name] ?? 1;

/**
 * The cost of a weighting: per player count, the tuned seat's share of deals lost relative
 * to an equal seat's (1 = equal), in percent, averaged over the counts.
 */
export function cost(
  o: TuneOptions,
  w: Weights,
  opponent: FastPlayer,
  decks: number,
  seed: number,
): number {
  let sum = 0;
  for (const n of o.players) {
    const lineup = [w, ...new Array<FastPlayer>(n - 1).fill(opponent)];
    const r = fastMatch({ rules: o.rules, lineup, decks, seed: (seed + n * 7919) >>> 0 });
    sum += (100 * n * r.losses[0]!) / r.deals;
  }
  return sum / o.players.length;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The tuned weights as the module packages/bots/src/tuned-weights.ts. */
export function weightsModule(w: Weights, command: string, figures: string): string {
  const values = valuesOf(w);
  const lines = WEIGHT_NAMES.map((name) => `  ${name}: ${round2(values[name])},`);
  return `// The heuristic's weights as tuned by \`kaschlan tune\` (written by it; docs/BOTS.md says how
// they were measured). Produced by:
//   ${command}
${figures
  .trim()
  .split('\n')
  .map((l) => `// ${l}`)
  .join('\n')}

import type { WeightValues } from './weights';

export const TUNED_VALUES: Partial<WeightValues> = {
${lines.join('\n')}
};
`;
}

export function tuneCommand(args: readonly string[]): number {
  const o = parseTuneArgs(args);
  if (o === 'help') {
    process.stdout.write(tuneUsage());
    return 0;
  }
  if (typeof o === 'string') {
    process.stderr.write(`kaschlan tune: ${o}\n\n${tuneUsage()}`);
    return 2;
  }
  const opponent: FastPlayer = o.against === 'random' ? null : START[o.against];
  const start = START[o.from];
  const active = activeWeights(o.rules);
  const names = WEIGHT_NAMES.filter((_, i) => active[i]);
  const scales = names.map(scaleOf);
  // SPSA moves the active weights only; the others keep the start's values.
  const full = (x: Float64Array): Weights => {
    const w = Float64Array.from(start);
    names.forEach((name, j) => {
      w[WEIGHT_NAMES.indexOf(name)] = x[j]!;
    });
    return w;
  };
  const t0 = performance.now();
  let deals = 0;
  const result = spsa(
    names.map((name) => start[WEIGHT_NAMES.indexOf(name)]!),
    { iterations: o.iterations, a: 2, c: 1, scales, maxStep: 1, seed: o.seed },
    (plus, minus, k) => {
      // Both sides on the same fresh decks and random players' choices.
      const seed = (o.seed * 1_000_003 + k) >>> 0;
      deals += 2 * o.decks * o.players.reduce((a, b) => a + b, 0);
      return [
        cost(o, full(plus), opponent, o.decks, seed),
        cost(o, full(minus), opponent, o.decks, seed),
      ];
    },
    ({ k, theta, fPlus, fMinus }) => {
      if ((k + 1) % 20 !== 0 && k + 1 !== o.iterations) return;
      const now = names.map((name, j) => `${name} ${theta[j]!.toFixed(2)}`).join(', ');
      process.stderr.write(
        `step ${k + 1}/${o.iterations}: cost ${fPlus.toFixed(1)} / ${fMinus.toFixed(1)}; ${now}\n`,
      );
    },
  );
  const tuned = full(result);
  const seconds = (performance.now() - t0) / 1000;
  // The check: start and result on the same fresh decks (seed + 1), never seen in tuning.
  const checkSeed = (o.seed + 1) >>> 0;
  const lines: string[] = [];
  for (const n of o.players)
    for (const [label, w] of [
      ['start', start],
      ['tuned', tuned],
    ] as const) {
      const lineup = [w, ...new Array<FastPlayer>(n - 1).fill(opponent)];
      const r = fastMatch({ rules: o.rules, lineup, decks: o.checkDecks, seed: checkSeed });
      const [lo, hi] = wilson(r.losses[0]!, r.deals);
      lines.push(
        `check, ${n} players, ${label} among ${o.against}: lost ${r.losses[0]} of ${r.deals} deals, ` +
          `${((100 * r.losses[0]!) / r.deals).toFixed(2)}% [${(100 * lo).toFixed(2)}, ${(100 * hi).toFixed(2)}]`,
      );
    }
  const figures = [
    `${o.iterations} SPSA steps, ${deals} deals in ${seconds.toFixed(0)} s (${o.preset}).`,
    ...lines,
  ].join('\n');
  process.stdout.write(
    `${JSON.stringify({ preset: o.preset, players: o.players, against: o.against, from: o.from, seed: o.seed, weights: valuesOf(tuned) })}\n${figures}\n`,
  );
  if (o.write !== null) {
    const command = `npx kaschlan tune ${args.filter((a) => !a.startsWith('--write') && a !== o.write).join(' ')}`;
    writeFileSync(o.write, weightsModule(tuned, command.trim(), figures));
    process.stdout.write(`written: ${o.write}\n`);
  }
  return 0;
}
