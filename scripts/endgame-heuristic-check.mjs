#!/usr/bin/env node
// What the exact endgame (endgame.ts) would add to the heuristic: fast duplicate deals of the
// tuned heuristic among random players (the same decks and seats as `fastMatch`), played
// three ways by the heuristic seat once the talon is empty and two players are in (then it
// knows every card, so this uses nothing a view would not show):
//   plain     the heuristic throughout (the `normal` level as it is);
//   solved    the solver's move when it proves a win or a draw, else the heuristic's;
//   swindle   as solved, and in a proven loss the solver's line against a heuristic-like
//             opponent when one wins (what `hard` does), else the heuristic's.
// An experiment for docs/BOTS.md, not a level: counts of deals, so a rerun reproduces them.
//
//   node scripts/endgame-heuristic-check.mjs [--players 4] [--decks 2500] [--nodes 20000] [--seed 99]

import { register } from 'tsx/esm/api';
import { opt } from './bench-options.mjs';

register();
const { PRESETS } = await import('@kaschlan/engine');
const F = await import('@kaschlan/engine/fast');
const { bestIndex, TUNED, solvePosition } = await import('@kaschlan/bots');
const { WIN } = await import('../packages/bots/src/endgame.ts');

const players = Number(opt('players', 4));
const decks = Number(opt('decks', 2500));
const nodes = Number(opt('nodes', 20000));
const seed = Number(opt('seed', 99));
const rules = PRESETS[opt('preset', 'illig')];

// The deck and random-player seeds of fast-match.ts, so the decks are fastMatch's.
const mix = (a, b) => {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be59b, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 13)) >>> 0;
};

/** The heuristic seat's code in an endgame under `way`, or -1 for the heuristic's own. */
function endgameCode(p, seat, way) {
  if (way === 'plain' || p.tpos !== p.tlen || players - p.nout !== 2) return -1;
  const exact = solvePosition(p, seat, { maxNodes: nodes });
  if (exact === null) return -1;
  if (exact.value > 0) return exact.code;
  if (way !== 'swindle') return -1;
  const line = solvePosition(p, seat, { maxNodes: nodes, modelOpponent: true });
  return line !== null && line.value === WIN ? line.code : -1;
}

function run(way) {
  const pack = Int8Array.from(F.packIds(rules.pack));
  const deck = pack.slice();
  const buf = new Int32Array(F.MAX_LEGAL);
  const p = new F.Position();
  const rng = F.seedRng(0);
  let losses = 0;
  let deals = 0;
  let drawn = 0;
  for (let d = 0; d < decks; d++)
    for (let seat = 0; seat < players; seat++) {
      F.seedRng(mix(seed, d), rng);
      deck.set(pack);
      F.shuffleInPlace(deck, rng);
      F.dealPosition(rules, players, F.pick(rng, players), deck, p);
      F.seedRng(mix(seed ^ 0x5bd1e995, d * players + seat), rng);
      while (!p.over) {
        const n = F.legalInto(p, buf);
        let i = 0;
        if (n > 1 && p.toAct !== seat) i = F.pick(rng, n);
        else if (n > 1) {
          const code = endgameCode(p, seat, way);
          i = code < 0 ? bestIndex(p, buf, n, undefined, undefined, TUNED) : buf.indexOf(code);
          if (i < 0 || i >= n) throw new Error('the solver chose an action that is not legal');
        }
        F.play(p, buf[i]);
      }
      deals++;
      if (p.loser === seat) losses++;
      if (p.loser < 0) drawn++;
    }
  return { way, players, deals, losses, drawn, rate: `${((100 * losses) / deals).toFixed(2)}%` };
}

for (const way of ['plain', 'solved', 'swindle']) console.log(JSON.stringify(run(way)));
