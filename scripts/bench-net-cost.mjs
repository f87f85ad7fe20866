#!/usr/bin/env node
// What the value net at the search's leaves costs `hard` (issue 23): the search with
// HARD_OPTIONS (the 32-16 net, levels.ts) against PLAYOUT_OPTIONS (`hard-playouts`, every
// playout to the deal's end), 12,000 iterations each on the same positions, alternately, in
// one run, CPU time of this process per search. On a slow CPU a level's move is held by its
// time cap (HARD_MS), so the iterations it gets done there scale with this speed: a ratio
// near 1 means the net leaves `hard`'s iterations on a phone as they were
// (scripts/bench-phone-bots.mjs measures those in the app's worker).
//
// Positions: illig, the first decision of deals seeded 1-3 at 2 and at 4 players and two
// later ones (2 players seed 1, 4 players seed 2, after 12 seeded random actions), as the
// phone benchmark's; and `--deep` more 2-player decisions with 2 to 6 talon cards left
// (seeded random play from seeds 1..), where playouts reach the net's domain soonest.
// At 4 players the net does not apply (it was trained on 2-player deals), so there the two
// searches are the same.
//
// With `--talon`, the first search is `hard-net-talon` (NET_OPTIONS with the net that
// reaches talons of up to 4 cards, @kaschlan/bots/nets) instead of `hard`. With
// `--whole-tree`, the second is NET_OPTIONS (`hard-net-small`: hard's search until
// 2026-12-07, its tree not ended at the first draw) instead of the playouts: what
// `treeToDraw` costs.
//
//   node scripts/bench-net-cost.mjs [--rounds 3] [--deep 16] [--iterations 12000] [--talon]
//                                   [--whole-tree]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { apply, isOver, newGame, toAct, viewFor } = await import('@kaschlan/engine');
const { BotRng, endgameApplies, HARD_OPTIONS, ismctsSearch, NET_OPTIONS, PLAYOUT_OPTIONS } =
  await import('@kaschlan/bots');

const rounds = Number(opt('rounds', 3));
const deep = Number(opt('deep', 16));
const iterations = Number(opt('iterations', 12_000));
const talon = process.argv.includes('--talon');
const wholeTree = process.argv.includes('--whole-tree');
const { TALON_NET } = await import('@kaschlan/bots/nets');

/** The first decision with a choice after `after` random actions (or where `want` says). */
function position(players, seed, after, want = () => true) {
  const g = newGame({ preset: 'illig', players, seed });
  if (!g.ok) throw new Error(g.error.message);
  let state = g.value;
  const rng = new BotRng(seed * 1000 + players);
  for (let played = 0; !isOver(state); played++) {
    const view = viewFor(state, toAct(state));
    if (played >= after && view.legal.length >= 2 && !endgameApplies(view) && want(view))
      return { name: `${players}p seed ${seed} after ${played}`, players, view };
    const next = apply(state, view.legal[rng.int(view.legal.length)]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return null;
}

const positions = [];
for (const players of [2, 4])
  for (const seed of [1, 2, 3]) positions.push(position(players, seed, 0));
positions.push(position(2, 1, 12), position(4, 2, 12));
const talonBetween = (v) => v.talon >= 2 && v.talon <= 6;
for (let seed = 1; positions.length < 8 + deep && seed < 1000; seed++) {
  const p = position(2, seed, 0, talonBetween);
  if (p) positions.push(p);
}
if (positions.some((p) => p === null)) throw new Error('a position was not found');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const versions = [
  talon
    ? { name: 'hard-net-talon', options: { ...NET_OPTIONS, valueNet: TALON_NET } }
    : { name: 'hard', options: HARD_OPTIONS },
  wholeTree
    ? { name: 'hard-net-small', options: NET_OPTIONS }
    : { name: 'hard-playouts', options: PLAYOUT_OPTIONS },
];
/** Per version and group (2p opening, 4p, 2p deep): CPU ms per search. */
const times = new Map();
const group = (p, i) => (p.players === 4 ? '4p' : i < 8 ? '2p phone positions' : '2p, 2-6 talon');
const budget = { iterations };
for (let r = 0; r <= rounds; r++) {
  for (const [i, p] of positions.entries()) {
    // Alternate which goes first, so a drift of the machine hits both.
    const order = (r + i) % 2 === 0 ? versions : [...versions].reverse();
    for (const v of order) {
      const t0 = cpuMs();
      ismctsSearch(p.view, budget, new BotRng(7), () => performance.now(), v.options);
      const ms = cpuMs() - t0;
      if (r === 0) continue; // the warm-up pass
      const key = `${v.name}|${group(p, i)}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
console.log(`${iterations} iterations a search, ${rounds} timed rounds, CPU ms of this process`);
console.log(
  `| positions | searches | ${versions[0].name}, median · total | ${versions[1].name}, median · total | total ratio |`,
);
console.log('| --- | ---: | ---: | ---: | ---: |');
const summary = {};
for (const g of ['2p phone positions', '4p', '2p, 2-6 talon']) {
  const a = times.get(`${versions[0].name}|${g}`);
  const b = times.get(`${versions[1].name}|${g}`);
  const ratio = sum(a) / sum(b);
  summary[g] = { net: median(a), playouts: median(b), ratio };
  console.log(
    `| ${g} | ${a.length} | ${median(a).toFixed(0)} ms · ${sum(a).toFixed(0)} | ${median(b).toFixed(0)} ms · ${sum(b).toFixed(0)} | ${ratio.toFixed(3)} |`,
  );
}
console.log(
  JSON.stringify({ netCost: { iterations, rounds, positions: positions.length, ...summary } }),
);
