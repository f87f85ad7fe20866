// `kaschlan bench`: the yardstick's random-game workload (shared/yardstick/README.md)
// through the engine's fast path: the same PRNG, shuffle, dealer pick and canonical legal
// order, each decision uniform among all legal actions. Prints the yardstick's JSON keys.

import { isPresetName, PRESETS, playerCountProblem, type Rules } from '@kaschlan/engine';
import {
  dealPosition,
  legalInto,
  MAX_LEGAL,
  Position,
  packIds,
  pick,
  play,
  seedRng,
  shuffleInPlace,
} from '@kaschlan/engine/fast';

export interface BenchOptions {
  readonly players: number;
  readonly preset: string;
  readonly games: number;
  readonly seed: number;
  readonly mustBeat?: boolean;
}

export interface BenchResult {
  readonly seconds: number;
  readonly totalActions: number;
  readonly drawn: number;
}

/** Play the workload; the caller has validated the options. */
export function runBench(rules: Rules, players: number, games: number, seed: number): BenchResult {
  const buf = new Int32Array(MAX_LEGAL);
  const pack = Int8Array.from(packIds(rules.pack));
  const deck = pack.slice();
  const p = new Position();
  const rng = seedRng(0);
  let total = 0;
  let drawn = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    seedRng((seed + g) >>> 0, rng);
    deck.set(pack);
    shuffleInPlace(deck, rng);
    const dealer = pick(rng, players);
    dealPosition(rules, players, dealer, deck, p);
    while (!p.over) {
      const n = legalInto(p, buf);
      play(p, buf[pick(rng, n)]!);
      total++;
    }
    if (p.loser < 0) drawn++; // R6.7
  }
  return { seconds: (performance.now() - t0) / 1000, totalActions: total, drawn };
}

function parseBenchArgs(args: readonly string[]): BenchOptions | string {
  const o = {
    players: 4,
    preset: 'illig',
    games: 200000,
    seed: 1,
    mustBeat: undefined as boolean | undefined,
  };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (value === undefined) return `${flag} needs a value`;
    i++;
    const int = Number(value);
    switch (flag) {
      case '--players':
      case '--games':
      case '--seed':
        if (!/^\d+$/.test(value)) return `${flag} takes a non-negative integer`;
        o[flag.slice(2) as 'players' | 'games' | 'seed'] = int;
        break;
      case '--preset':
        o.preset = value;
        break;
      case '--must-beat':
        if (value !== '0' && value !== '1') return '--must-beat takes 0 or 1';
        o.mustBeat = value === '1';
        break;
      default:
        return `unknown option ${flag}`;
    }
  }
  return o;
}

export function benchCommand(args: readonly string[], out: NodeJS.WritableStream): number {
  const o = parseBenchArgs(args);
  const problem =
    typeof o === 'string'
      ? o
      : !isPresetName(o.preset)
        ? `unknown preset "${o.preset}" (known: illig, wikipedia-de, pack52, pack24)`
        : (playerCountProblem(o.players, PRESETS[o.preset].pack) ??
          (o.games < 1
            ? '--games must be at least 1'
            : o.seed > 0xffffffff
              ? '--seed must fit in 32 bits'
              : null));
  if (problem !== null || typeof o === 'string' || !isPresetName(o.preset)) {
    out.write(`${JSON.stringify({ error: problem })}\n`);
    return 2;
  }
  const rules: Rules = {
    ...PRESETS[o.preset],
    ...(o.mustBeat !== undefined ? { mustBeat: o.mustBeat } : {}),
  };
  const r = runBench(rules, o.players, o.games, o.seed);
  out.write(
    `${JSON.stringify({
      players: o.players,
      preset: o.preset,
      ...(o.mustBeat !== undefined ? { mustBeat: o.mustBeat } : {}),
      games: o.games,
      seconds: Number(r.seconds.toFixed(4)),
      gamesPerSec: Math.round(o.games / r.seconds),
      actionsPerSec: Math.round(r.totalActions / r.seconds),
      avgActions: Number((r.totalActions / o.games).toFixed(2)),
      seed: o.seed,
      totalActions: r.totalActions,
      drawn: r.drawn,
    })}\n`,
  );
  return 0;
}
