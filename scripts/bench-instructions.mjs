#!/usr/bin/env node
// Machine instructions per random deal of the `npm run bench` workload, counted by valgrind
// (callgrind), which a loaded machine does not change: for judging an engine change when
// the clock is too noisy. The bench (packages/cli/src/bench.ts, runBench) is bundled with
// esbuild (no tsx start-up), run for G1 and G2 games, and the difference divided by G2 - G1,
// so start-up and compilation cancel out (they do not with much fewer than 20,000 games:
// 1,000 gave a fifth of the figure). Two runs of the same code differ by about 1%.
// Needs valgrind. Takes about a minute.
//
//   node scripts/bench-instructions.mjs [--players 4] [--preset illig] [--games 20000]

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { opt, root } from './bench-options.mjs';

const players = Number(opt('players', '4'));
const preset = opt('preset', 'illig');
const extra = Number(opt('games', '20000'));
const g1 = 2000;
const g2 = g1 + extra;

const dir = join(root, 'node_modules/.cache/bench-instructions');
mkdirSync(dir, { recursive: true });
const entry = join(dir, 'entry.ts');
writeFileSync(
  entry,
  `import { runBench } from ${JSON.stringify(join(root, 'packages/cli/src/bench.ts'))};
import { PRESETS } from ${JSON.stringify(join(root, 'packages/engine/src/rules.ts'))};
const [players, preset, games] = process.argv.slice(2);
const r = runBench(PRESETS[preset as keyof typeof PRESETS], Number(players), Number(games), 1);
console.log(r.totalActions);
`,
);
const out = join(dir, 'bench.mjs');
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'warning',
});

/** [instructions, totalActions] of one run under callgrind. */
function count(games) {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      // Compilation and garbage collection on the main thread: with V8's helper threads,
      // what they did before the program ended depends on how valgrind (which runs one
      // thread at a time) scheduled them, and the counts varied by 2x between runs (Node
      // 20.20, valgrind 3.19, 2026-12-03); single-threaded, two runs differ by about 1%.
      '--single-threaded',
      out,
      String(players),
      preset,
      String(games),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`valgrind failed: ${r.error ?? r.stderr}`);
  const collected = /Collected : (\d+)/.exec(r.stderr);
  if (!collected) throw new Error(`no instruction count in valgrind's output:\n${r.stderr}`);
  return [Number(collected[1]), Number(r.stdout.trim().split('\n').pop())];
}

const [i1, a1] = count(g1);
const [i2, a2] = count(g2);
const perGame = (i2 - i1) / (g2 - g1);
console.log(
  JSON.stringify({
    players,
    preset,
    games: g2 - g1,
    instructionsPerGame: Math.round(perGame),
    instructionsPerAction: Math.round((i2 - i1) / (a2 - a1)),
  }),
);
