#!/usr/bin/env node
// How much `hard` would gain from knowing what it cannot see: duplicate 2-player deals of
// `hard` (12,000 iterations, no time cap) against the tuned heuristic, with the search's
// worlds drawn three ways:
//   fair    the determinizer's worlds (the bot as it is: only its view);
//   hands   the other hand as it really is, the talon below its top in a random order;
//   all     the true position (the talon order too).
// An oracle for docs/BOTS.md, not a bot: it replaces the determinizer's sampler in this
// process only, to bound what better inference (particles.ts) could give. Counts of deals,
// so a rerun reproduces them.
//
//   node scripts/inference-bound.mjs --way fair|hands|all [--decks 200] [--seed 5000]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { apply, isOver, loserOf, newGame, toAct, viewFor } = await import('@kaschlan/engine');
const { copyPosition, pick } = await import('@kaschlan/engine/fast');
const { BotRng, hardBot, heuristicBot } = await import('@kaschlan/bots');
const { Determinizer } = await import('../packages/bots/src/determinize.ts');

const way = opt('way', 'fair');
const decks = Number(opt('decks', 200));
const seed = Number(opt('seed', 5000));
if (!['fair', 'hands', 'all'].includes(way)) throw new Error('--way is fair, hands or all');

let truth = null;
if (way !== 'fair')
  Determinizer.prototype.sample = function sample(rng, out) {
    copyPosition(out, truth);
    if (way === 'hands')
      // The talon below its top card shuffled; the trump card stays last (R2.2).
      for (let i = out.tlen - 2; i > out.tpos; i--) {
        const j = out.tpos + pick(rng, i - out.tpos + 1);
        const t = out.talon[i];
        out.talon[i] = out.talon[j];
        out.talon[j] = t;
      }
    return out;
  };

let lost = 0;
let deals = 0;
for (let d = 0; d < decks; d++)
  for (const hardSeat of [0, 1]) {
    const made = newGame({ preset: 'illig', players: 2, seed: seed + d });
    if (!made.ok) throw new Error(made.error.message);
    let s = made.value;
    const rng = new BotRng(d * 2 + hardSeat);
    while (!isOver(s)) {
      const seat = toAct(s);
      const view = viewFor(s, seat);
      let action;
      if (seat === hardSeat) {
        truth = s.pos;
        action = hardBot.choose({ view, budget: { iterations: 12_000 }, rng });
      } else action = heuristicBot.choose({ view, budget: {}, rng });
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    deals++;
    if (loserOf(s) === hardSeat) lost++;
  }
console.log(JSON.stringify({ way, decks, seed, deals, lost, lossRate: lost / deals }));
