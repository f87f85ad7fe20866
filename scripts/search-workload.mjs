// The search benchmark's fixed work (bench-search.mjs, bench-search-compare.mjs): the `hard`
// bot's search (ISMCTS with HARD_OPTIONS) on a fixed set of positions, each searched for a
// fixed number of iterations, so the work is the same from run to run and only the time
// differs. Imported through tsx, or bundled by esbuild against another version's sources.
//
// The positions: illig, 2, 3 and 4 players, deals seeded 1..4; from each deal the view of
// the player to act after 0, 12 and 30 random legal actions (seeded, through the public
// API, so the set depends on the rules alone, not on any bot), moved on to the next decision
// with a choice.

import { BotRng, HARD_OPTIONS, ismctsSearch } from '@kaschlan/bots';
import { apply, isOver, newGame, toAct, viewFor } from '@kaschlan/engine';

/** The fixed positions: { players, seed, after, view }. */
export function positions() {
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

/**
 * One pass over the set, `iterations` each: iterations, wall seconds and CPU seconds per
 * player count, and a checksum of the chosen actions (two versions that search alike choose
 * alike: the same checksum).
 */
export function searchPass(set, iterations) {
  const by = new Map();
  let checksum = 0;
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
    checksum = (Math.imul(checksum, 31) + r.code) | 0;
  }
  return { by, checksum };
}
