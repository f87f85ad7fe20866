#!/usr/bin/env node
// Search iterations per second of the `hard` bot's search on a fixed set of positions
// (search-workload.mjs: the determinizer with inference, heuristic-first expansion,
// epsilon-greedy heuristic playouts), each searched for a fixed number of iterations, so the
// work is the same from run to run and only the time differs. One warm-up pass, then
// `--rounds` timed passes; prints each pass and the median iterations/s (wall clock, overall
// and per player count) and iterations per second of the process's CPU time (less sensitive
// to a loaded machine, which only delays it). To compare two versions in one run:
// bench-search-compare.mjs.
//
//   node scripts/bench-search.mjs [--iterations 1500] [--rounds 5]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { positions, searchPass } = await import('./search-workload.mjs');

const iterations = Number(opt('iterations', 1500));
const rounds = Number(opt('rounds', 5));

const set = positions();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pass = () => searchPass(set, iterations).by;

pass(); // warm-up: the compiler's tiers, the determinizers' first allocations
const all = [];
const allCpu = [];
const per = new Map();
for (let r = 0; r < rounds; r++) {
  const by = pass();
  let it = 0;
  let s = 0;
  let cpu = 0;
  const row = {};
  for (const [players, e] of by) {
    it += e.it;
    s += e.s;
    cpu += e.cpu;
    row[`p${players}`] = Math.round(e.it / e.s);
    per.set(players, [...(per.get(players) ?? []), e.it / e.s]);
  }
  all.push(it / s);
  allCpu.push(it / cpu);
  console.log(
    JSON.stringify({
      round: r + 1,
      iterations: it,
      seconds: Number(s.toFixed(3)),
      itPerSec: Math.round(it / s),
      itPerCpuSec: Math.round(it / cpu),
      ...row,
    }),
  );
}
const summary = {
  positions: set.length,
  iterationsEach: iterations,
  rounds,
  itPerSec: Math.round(median(all)),
  itPerCpuSec: Math.round(median(allCpu)),
};
for (const [players, xs] of per) summary[`p${players}`] = Math.round(median(xs));
console.log(JSON.stringify({ searchBench: summary }));
