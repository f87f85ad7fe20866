#!/usr/bin/env node
// Search iterations per second of the `hard` bot's search (ISMCTS with HARD_OPTIONS: the
// determinizer with inference, heuristic-first expansion, epsilon-greedy heuristic playouts)
// on a fixed set of positions, each searched for a fixed number of iterations, so the work
// is the same from run to run and only the time differs.
//
// The positions: illig, 2, 3 and 4 players, deals seeded 1..4; from each deal the view of
// the player to act after 0, 12 and 30 random legal actions (seeded, through the public
// API, so the set depends on the rules alone, not on any bot), moved on to the next decision
// with a choice. One warm-up pass, then `--rounds` timed passes; prints each pass and the
// median iterations/s (wall clock, overall and per player count) and iterations per second
// of the process's CPU time (less sensitive to a loaded machine, which only delays it).
//
//   node scripts/bench-search.mjs [--iterations 1500] [--rounds 5]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { apply, isOver, newGame, toAct, viewFor } = await import('@kaschlan/engine');
const { BotRng, HARD_OPTIONS, ismctsSearch } = await import('@kaschlan/bots');

const iterations = Number(opt('iterations', 1500));
const rounds = Number(opt('rounds', 5));

/** The fixed positions: { players, seed, after, view }. */
function positions() {
  const out = [];
  for (const players of [2, 3, 4])
    for (let seed = 1; seed <= 4; seed++)
      for (const after of [0, 12, 30]) {
        const g = newGame({ preset: 'illig', players, seed });
        if (!g.ok) throw new Error(g.error.message);
        let state = g.value;
        const rng = new BotRng(seed * 1000 + players);
        let played = 0;
        for (;;) {
          if (isOver(state)) break;
          const view = viewFor(state, toAct(state));
          if (played >= after && view.legal.length >= 2) {
            out.push({ players, seed, after, view });
            break;
          }
          const next = apply(state, view.legal[rng.int(view.legal.length)]);
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
          played++;
        }
      }
  return out;
}

const set = positions();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One pass over the set: iterations and seconds per player count. */
function pass() {
  const by = new Map();
  for (const { players, view } of set) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = ismctsSearch(view, { iterations }, new BotRng(7), () => performance.now(), {
      ...HARD_OPTIONS,
    });
    const dt = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const e = by.get(players) ?? { it: 0, s: 0, cpu: 0 };
    e.it += r.iterations;
    e.s += dt;
    e.cpu += (c.user + c.system) / 1e6;
    by.set(players, e);
  }
  return by;
}

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
