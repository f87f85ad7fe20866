#!/usr/bin/env node
// Puzzles (issue 25, docs/PUZZLES.md): how fast `kaschlan puzzles` makes them, and the
// exact solver's time a puzzle. Three figures:
//   1. the command itself, `--count N` on 1 and on 2 workers (its own stderr line: puzzles/s
//      over the wall clock, worker start-up included);
//   2. in this thread, the first `--deals` deals of seed 1 (the shipped set's): deals,
//      positions solved and puzzles a second, and the share of positions kept;
//   3. the solver's time a puzzle, over the first `--sample` puzzles of the shipped set:
//      the start position's solve (every legal move's exact value) and the whole re-check of
//      its line (verifyPuzzle: record replayed, every turn re-solved); median and p95.
//
//   node scripts/bench-puzzles.mjs [--count 200] [--deals 600] [--sample 300]

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { opt, root } from './bench-options.mjs';

register();
const { puzzleOfDeal, solveTurn, verifyPuzzle } = await import('@kaschlan/bots/puzzles');
const { replayRecord } = await import('@kaschlan/engine');

const count = Number(opt('count', 200));
const deals = Number(opt('deals', 600));
const sample = Number(opt('sample', 300));
const bin = resolve(root, 'packages/cli/bin/kaschlan.js');
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)];

for (const workers of [1, 2]) {
  const args = ['puzzles', '--count', String(count), '--seed', '1', '--workers', String(workers)];
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  const line = r.stderr.split(/[\r\n]/).find((l) => l.includes('puzzles/s')) ?? r.stderr;
  console.log(`kaschlan ${args.join(' ')}:\n  ${line.trim()}`);
}

const options = { seed: 1, preset: 'illig', players: [2, 3, 4] };
puzzleOfDeal(options, 0); // warm-up
const t0 = performance.now();
let tried = 0;
let found = 0;
for (let d = 0; d < deals; d++) {
  const r = puzzleOfDeal(options, d);
  tried += r.tried;
  if (r.puzzle) found++;
}
const s = (performance.now() - t0) / 1000;
console.log(
  `one thread, deals 0-${deals - 1} of seed 1: ${(deals / s).toFixed(1)} deals/s, ` +
    `${(tried / s).toFixed(1)} positions solved/s, ${(found / s).toFixed(2)} puzzles/s ` +
    `(${found} puzzles, ${((100 * found) / tried).toFixed(1)}% of positions solved)`,
);

const set = JSON.parse(readFileSync(resolve(root, 'packages/bots/src/puzzles/set.json'), 'utf8'));
const puzzles = set.puzzles.slice(0, sample);
const startMs = [];
const checkMs = [];
for (const p of puzzles) {
  const replayed = replayRecord(p.record);
  if (!replayed.ok) throw new Error(`${p.id}: ${replayed.error.message}`);
  const a = performance.now();
  solveTurn(replayed.state.pos, p.seat, 2_000_000);
  const b = performance.now();
  const problem = verifyPuzzle(p);
  checkMs.push(performance.now() - b);
  startMs.push(b - a);
  if (problem) throw new Error(`${p.id}: ${problem}`);
}
const fmt = (xs) =>
  `median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`the solver, ${puzzles.length} shipped puzzles:`);
console.log(`  start position, every move's exact value: ${fmt(startMs)}`);
console.log(`  whole check (replay + every turn re-solved): ${fmt(checkMs)}`);
