// `kaschlan train-value`: the search's value net (packages/bots/src/value-net.ts) trained
// on exact solves. Seeded self-play deals (generate.ts) give positions with two players in
// and the talon at most the trump card, each labelled by the exact solver; the last
// `--held-out` deals are kept apart. The net is trained by Adam (train.ts), then judged on
// the held-out deals against what the search used there before, heuristic playouts: how
// often each lands on the right side of 1/2 where the value is decided. `--write` records
// the weights, with the command and these figures, as packages/bots/src/value-weights.ts.

import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import {
  encodeWeights,
  MAX_NET_TALON,
  mix,
  netFromFlat,
  netValue,
  playout,
  seatingFor,
  seatingNames,
} from '@kaschlan/bots';
import '@kaschlan/bots/nets';
import { PRESET_NAMES, PRESETS, type Rules } from '@kaschlan/engine';
import { copyPosition, MAX_LEGAL, Position, seedRng } from '@kaschlan/engine/fast';
import { progressLine } from '../arena/report';
import { wilson } from '../arena/stats';
import { parseFlags } from '../flags';
import { readPresetPlayers } from '../rule-flags';
import { type GenerateSpec, generateOver } from './pool';
import { train } from './train';

export const trainValueUsage =
  (): string => `usage: kaschlan train-value [--deals D] [--held-out H] [--players N,...]
                           [--epochs E] [--hidden A,B] [--seed S] [--preset P]
                           [--talon T] [--orders M] [--teacher BOT]
                           [--teacher-iterations N] [--search-labels N]
                           [--workers W] [--check C]
                           [--playouts K] [--write FILE]
  --deals D         self-play deals for training (default 20000)
  --held-out H      further deals, never trained on, for the check (default 2000)
  --players N,...   player counts of the deals, in turn (default 2)
  --keep K          per cent of the domain's positions kept (default 50)
  --epochs E        passes over the training positions (default 12)
  --hidden A,B      the two hidden layers' sizes (default 64,32)
  --seed S          0 to 4294967295 (default 1)
  --preset P        ${PRESET_NAMES.join(', ')} (default illig)
  --talon T         the net's domain reaches talons of up to T cards, 1 to ${MAX_NET_TALON}
                    (default 1: at most the trump card, where every card is known)
  --orders M        perfect-information solves averaged per position with more than
                    one talon card, one per talon order (default 2)
  --teacher BOT     the deals are this bot's self-play (a level or an arena seating, its
                    iteration budget without the time cap), and positions with more than
                    one talon card are labelled by how the deal ended (needs --talon 2+)
  --teacher-iterations N  the teacher's iterations a move instead of its level's
  --search-labels N  with --teacher: label the longer talons by a search of N iterations
                    from the player to act's view (hard's options) instead of the
                    deal's outcome (default 0: outcomes)
  --from-talon F    keep only positions with at least F talon cards (2: a net for the
                    longer talons alone, beside the endgame's; default 0)
  --workers W       worker threads for the deals (default: the CPU cores; the data
                    are the same whatever the count)
  --check C         held-out positions judged by playouts too (default 3000)
  --playouts K      playouts per judged position (default 300)
  --write FILE      record the weights (a TypeScript module)
`;

const SPEC = {
  deals: 'int',
  'held-out': 'int',
  players: 'string',
  keep: 'int',
  epochs: 'int',
  hidden: 'string',
  seed: 'int',
  preset: 'string',
  talon: 'int',
  orders: 'int',
  teacher: 'string',
  'teacher-iterations': 'int',
  'search-labels': 'int',
  'from-talon': 'int',
  workers: 'int',
  check: 'int',
  playouts: 'int',
  write: 'string',
} as const;

export interface TrainValueOptions {
  readonly deals: number;
  readonly heldOut: number;
  readonly players: readonly number[];
  readonly keep: number;
  readonly epochs: number;
  readonly hidden: readonly [number, number];
  readonly seed: number;
  readonly preset: string;
  readonly rules: Rules;
  readonly talon: number;
  readonly orders: number;
  /** The self-play bot's name, or null (the playout policy's deals, solves). */
  readonly teacher: string | null;
  /** The teacher's iterations a move (null: its seating's own). */
  readonly teacherIterations: number | null;
  /** Iterations of the search labelling the longer talons (0: the deals' outcomes). */
  readonly searchLabels: number;
  readonly workers: number;
  readonly fromTalon: number;
  readonly check: number;
  readonly playouts: number;
  readonly write: string | null;
}

/** The options, `'help'`, or a problem for the user. */
export function parseTrainValueArgs(args: readonly string[]): TrainValueOptions | 'help' | string {
  const parsed = parseFlags(args, SPEC);
  if (!parsed.ok) return parsed.problem;
  if (parsed.help) return 'help';
  const f = parsed.flags;
  const read = readPresetPlayers(f, '2', (n) =>
    !Number.isInteger(n) || n < 2 || n > 4 ? '--players takes counts from 2 to 4' : null,
  );
  if (typeof read === 'string') return read;
  const { preset, players } = read;
  const hidden = (f.hidden ?? '64,32').split(',').map((s) => Number(s.trim()));
  if (hidden.length !== 2 || hidden.some((h) => !Number.isInteger(h) || h < 1 || h > 512))
    return '--hidden takes two sizes from 1 to 512, e.g. 64,32';
  const keep = f.keep ?? 50;
  if (keep < 1 || keep > 100) return '--keep takes a per cent from 1 to 100';
  const talon = f.talon ?? 1;
  if (talon < 1 || talon > MAX_NET_TALON) return `--talon takes 1 to ${MAX_NET_TALON} cards`;
  const orders = f.orders ?? 2;
  if (orders < 1 || orders > 64) return '--orders takes 1 to 64 solves';
  const teacher = f.teacher ?? null;
  if (teacher !== null && seatingFor(teacher) === null)
    return `--teacher: the bots have no seating "${teacher}" (${seatingNames().join(', ')})`;
  if (teacher !== null && talon < 2)
    return '--teacher labels talons of 2 cards or more: give --talon';
  const teacherIterations = f['teacher-iterations'] ?? null;
  if (teacherIterations !== null && teacher === null)
    return '--teacher-iterations is for a --teacher';
  if (teacherIterations !== null && (teacherIterations < 1 || teacherIterations > 1_000_000))
    return '--teacher-iterations takes 1 to 1000000';
  const searchLabels = f['search-labels'] ?? 0;
  if (searchLabels !== 0 && teacher === null) return '--search-labels is for a --teacher';
  if (searchLabels < 0 || searchLabels > 1_000_000) return '--search-labels takes 0 to 1000000';
  const workers = f.workers ?? availableParallelism();
  if (workers < 1 || workers > 256) return '--workers takes 1 to 256';
  const fromTalon = f['from-talon'] ?? 0;
  if (fromTalon < 0 || fromTalon > talon) return `--from-talon takes 0 to --talon (${talon})`;
  const deals = f.deals ?? 20_000;
  const heldOut = f['held-out'] ?? 2000;
  if (deals < 1 || heldOut < 1) return '--deals and --held-out must be at least 1';
  return {
    deals,
    heldOut,
    players,
    keep,
    epochs: Math.max(1, f.epochs ?? 12),
    hidden: [hidden[0]!, hidden[1]!],
    seed: f.seed ?? 1,
    preset,
    rules: PRESETS[preset],
    talon,
    orders,
    teacher,
    teacherIterations,
    searchLabels,
    workers,
    fromTalon,
    check: f.check ?? 3000,
    playouts: Math.max(1, f.playouts ?? 300),
    write: f.write ?? null,
  };
}

const pct = (k: number, n: number): string => {
  const [lo, hi] = wilson(k, n);
  return `${((100 * k) / n).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
};

/** The weights as the module packages/bots/src/value-weights.ts. */
export function weightsModule(
  o: TrainValueOptions,
  flat: Float32Array,
  command: string,
  figures: string,
): string {
  const b64 = encodeWeights(flat);
  const chunks: string[] = [];
  for (let i = 0; i < b64.length; i += 96) chunks.push(`  '${b64.slice(i, i + 96)}',`);
  return `// The search's value net (value-net.ts) as trained by \`kaschlan train-value\` (written by it;
// docs/BOTS.md says how it was measured). Produced by:
//   ${command}
${figures
  .trim()
  .split('\n')
  .map((l) => `// ${l}`)
  .join('\n')}

import { decodeWeights, netFromFlat, type ValueNet } from './value-net';

/** Float32 weights, little-endian, base64. */
const WEIGHTS = [
${chunks.join('\n')}
].join('');

export const VALUE_NET: ValueNet = netFromFlat(
  ${o.hidden[0]},
  ${o.hidden[1]},
  decodeWeights(WEIGHTS),
  { ${Object.entries(o.rules)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : v}`)
    .join(', ')} },
  [${o.players.join(', ')}],${
    o.talon > 1
      ? `
  ${o.talon},`
      : ''
  }
);
`;
}

export async function trainValueCommand(args: readonly string[]): Promise<number> {
  const o = parseTrainValueArgs(args);
  const err = process.stderr;
  if (o === 'help') {
    process.stdout.write(trainValueUsage());
    return 0;
  }
  if (typeof o === 'string') {
    err.write(`kaschlan train-value: ${o}\n\n${trainValueUsage()}`);
    return 2;
  }
  const bar = err.isTTY === true;
  let last = 0;
  const show = (line: string, done: boolean) => {
    const now = Date.now();
    if (!bar || (now - last < 200 && !done)) return;
    last = now;
    err.write(`\r\x1b[K${line}`);
  };
  const t0 = performance.now();
  const g: GenerateSpec = {
    rules: o.rules,
    players: o.players,
    deals: o.deals + o.heldOut,
    seed: o.seed,
    eps: 0.1,
    keep: o.keep / 100,
    maxNodes: 200_000,
    talon: o.talon,
    orders: o.orders,
    teacher: o.teacher,
    teacherIterations: o.teacherIterations,
    searchLabels: o.searchLabels,
    fromTalon: o.fromTalon,
    keepPositions: false,
  };
  const all = o.deals + o.heldOut;
  const progress = (base: number) => (k: number) =>
    show(`${progressLine(base + k, all).slice(1)} (solving)`, base + k === all);
  const trainGen = await generateOver(g, 0, o.deals, o.workers, progress(0));
  const heldGen = await generateOver(
    { ...g, keepPositions: true },
    o.deals,
    all,
    o.workers,
    progress(o.deals),
  );
  const held = heldGen.positions;
  const genSeconds = (performance.now() - t0) / 1000;
  if (bar) err.write('\r\x1b[K');
  err.write(
    `${trainGen.data.size} training and ${heldGen.data.size} held-out positions from ${all} deals ` +
      `in ${genSeconds.toFixed(0)} s (${trainGen.skipped + heldGen.skipped} over the solver's cap, skipped)\n`,
  );
  const t1 = performance.now();
  const topts = {
    hidden1: o.hidden[0],
    hidden2: o.hidden[1],
    epochs: o.epochs,
    batch: 128,
    rate: 0.002,
    seed: o.seed,
    talon: o.talon,
  };
  const params = train(
    topts,
    trainGen.data,
    heldGen.data,
    (r) => {
      if (bar) err.write('\r\x1b[K');
      err.write(
        `epoch ${r.epoch}/${o.epochs}: loss ${r.trainLoss.toFixed(4)}, held-out ${r.heldLoss.toFixed(4)}, ` +
          `right side ${(100 * r.heldRight).toFixed(1)}%\n`,
      );
    },
    (done, total) =>
      show(`${progressLine(done, total).slice(1).replace('deals', 'batches')}`, false),
  );
  const trainSeconds = (performance.now() - t1) / 1000;
  const flat = Float32Array.from(params);
  const net = netFromFlat(o.hidden[0], o.hidden[1], flat, o.rules, o.players, o.talon);
  // The check: held-out positions with a decided value, the shipped (float32) net against
  // heuristic playouts (eps 0.1, the search's default), per player count of the deal.
  const t2 = performance.now();
  const buf = new Int32Array(MAX_LEGAL);
  const q = new Position();
  const r = seedRng(mix(o.seed, 0x7e57));
  // Per player count and ground: the endgame (talon at most the trump card, exact labels)
  // and, for a net reaching further, longer talons (labels: solves averaged over orders).
  const tally = new Map<string, { n: number; net: number; playouts: number }>();
  let judged = 0;
  for (let k = 0; k < held.length && judged < o.check; k++) {
    const y = heldGen.data.label[k]!;
    if (y === 0.5) continue;
    judged++;
    const p = held[k]!;
    const ground = p.tlen - p.tpos <= 1 ? 'talon 0-1' : `talon 2-${o.talon}`;
    const key = `${p.n}-player deals, ${ground}`;
    const t = tally.get(key) ?? { n: 0, net: 0, playouts: 0 };
    tally.set(key, t);
    t.n++;
    if (netValue(net, p) > 0.5 === y > 0.5) t.net++;
    let sum = 0;
    for (let i = 0; i < o.playouts; i++) {
      copyPosition(q, p);
      playout(q, r, buf, 0.1, 100_000);
      sum += q.loser < 0 ? 0.5 : q.loser === p.toAct ? 0 : 1;
    }
    if (sum / o.playouts > 0.5 === y > 0.5) t.playouts++;
    show(`checking ${judged}/${o.check}`, false);
  }
  if (bar) err.write('\r\x1b[K');
  const checkSeconds = (performance.now() - t2) / 1000;
  const lines = [
    `${o.deals} training deals (${trainGen.data.size} positions) and ${o.heldOut} held-out deals ` +
      `(${heldGen.data.size}), ${o.preset}, players ${o.players.join(',')}: solved in ${genSeconds.toFixed(0)} s, ` +
      `trained in ${trainSeconds.toFixed(0)} s (${o.epochs} epochs, ${o.hidden.join('-')} hidden, ${flat.length} weights).`,
    ...[...tally].map(
      ([key, t]) =>
        `held-out, ${key}, ${t.n} decided positions, right side of 1/2: net ${pct(t.net, t.n)}, ` +
        `${o.playouts} playouts ${pct(t.playouts, t.n)}`,
    ),
  ];
  const figures = lines.join('\n');
  process.stdout.write(`${figures}\n(check ${checkSeconds.toFixed(0)} s)\n`);
  if (o.write !== null) {
    const command = `npx kaschlan train-value ${args.filter((a) => !a.startsWith('--write') && a !== o.write).join(' ')}`;
    writeFileSync(o.write, weightsModule(o, flat, command.trim(), figures));
    process.stdout.write(`written: ${o.write}\n`);
  }
  return 0;
}
