// Inference by the others' play (particles.ts, deal-history.ts): each world the determinizer guesses is
// given a deal behind it that the engine replays into exactly that world, through the
// view's events; the truth is never ruled out; and against the heuristic the chain's worlds
// are closer to the truth than the determinizer's.

import { type GameState, isOver, toAct, viewFor } from '@kaschlan/engine';
import { cardName, idsOf, Position, seedRng, shuffledDeal } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { DealHistory, deckBehind, replayWeight } from '../src/deal-history';
import { Determinizer } from '../src/determinize';
import { heuristicBot } from '../src/heuristic';
import { PARTICLE_DEFAULTS, particlesFor } from '../src/particles';
import { BotRng } from '../src/rng';
import { CONFIGS, game, playRandomly, step } from './helpers';

/** Random mid-deal states of every preset and player count (the viewer is the one to act). */
function states(): GameState[] {
  const out: GameState[] = [];
  for (const [preset, players] of CONFIGS)
    for (let k = 0; k < 4; k++) {
      const rng = new BotRng(k * 31 + players);
      let steps = 0;
      const stop = 5 + rng.int(80);
      const s = playRandomly(game({ preset, players, seed: k + 70 }), rng, () => steps++ < stop);
      if (!isOver(s)) out.push(s);
    }
  return out;
}

const FIELDS = ['toAct', 'attacker', 'defender', 'phase', 'rank', 'nunb', 'unbLo', 'unbHi'];
const MORE = ['aled', 'coachUsed', 'ridx', 'nreinf', 'out', 'nout', 'discarded', 'stall'];

const popcount = (x: number): number => {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
};

describe('particles', () => {
  test('a guessed world has a deal behind it (R2.3) that replays into that very world', () => {
    let checked = 0;
    let tried = 0;
    for (const s of states()) {
      const viewer = toAct(s)!;
      const view = viewFor(s, viewer);
      const h = new DealHistory(view);
      const det = new Determinizer(view);
      const rng = seedRng(viewer + 3);
      const deck = new Int8Array(view.rules.pack);
      for (let k = 0; k < 5; k++) {
        const guess = det.sample(rng, new Position());
        expect(deckBehind(h, guess, rng, deck)).not.toBeNaN();
        expect(new Set(deck).size).toBe(view.rules.pack);
        const world = new Position();
        tried++;
        // A guess may have no history that the rules allow (a take with a beater in hand
        // under mustBeat, R4.3, because of the draws chosen): such a world weighs nothing.
        if (Number.isNaN(replayWeight(h, view, deck, world, PARTICLE_DEFAULTS))) continue;
        for (let seat = 0; seat < s.players; seat++) {
          expect(world.handLo[seat]).toBe(guess.handLo[seat]);
          expect(world.handHi[seat]).toBe(guess.handHi[seat]);
        }
        const talon = (p: Position) => Array.from(p.talon.subarray(p.tpos, p.tlen));
        expect(talon(world)).toEqual(talon(guess));
        for (const f of [...FIELDS, ...MORE])
          expect([f, world[f as keyof Position]]).toEqual([f, s.pos[f as keyof Position]]);
        checked++;
      }
    }
    // Random players take often; 200 of 255 replayed when this was written.
    expect(checked).toBeGreaterThan(0.7 * tried);
    expect(tried).toBeGreaterThan(200);
  });

  test('the true deal replays with a finite weight: the truth is never ruled out', () => {
    let checked = 0;
    for (const s of states()) {
      const viewer = toAct(s)!;
      const view = viewFor(s, viewer);
      if (!('seed' in s.source)) continue;
      const deal = shuffledDeal(view.rules.pack, s.players, s.source.seed);
      const world = new Position();
      const w = replayWeight(new DealHistory(view), view, deal.deck, world, PARTICLE_DEFAULTS);
      expect(Number.isFinite(w)).toBe(true);
      expect(world.handLo).toEqual(s.pos.handLo);
      expect(world.handHi).toEqual(s.pos.handHi);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  test('a deal set up from given hands and talon is read back as well as a seeded one', () => {
    const seeded = game({ players: 3, seed: 4 });
    const p = seeded.pos;
    const hands = [0, 1, 2].map((k) => idsOf(p.handLo[k]!, p.handHi[k]!).map(cardName));
    const talon = Array.from(p.talon.subarray(p.tpos, p.tlen), cardName);
    const given = game({ players: 3, dealer: seeded.dealer, hands, talon });
    for (const s of [seeded, given]) {
      const view = viewFor(s, toAct(s)!);
      const set = particlesFor(view, new Determinizer(view), seedRng(1));
      expect(set).not.toBeNull();
      expect(set!.worlds.length).toBe(PARTICLE_DEFAULTS.count);
    }
  });

  test('against the heuristic, the chain places more of the hidden cards right', () => {
    // Two-player deals of the heuristic against itself; at seat 0's turns while the talon
    // lasts, the share of the other hand's unknown cards a world places right.
    let plain = 0;
    let chained = 0;
    let decisions = 0;
    for (let seed = 1; seed <= 14; seed++) {
      let s = game({ preset: 'illig', players: 2, seed });
      const rng = new BotRng(seed);
      for (let turn = 0; !isOver(s) && turn < 60; turn++) {
        const seat = toAct(s)!;
        const view = viewFor(s, seat);
        if (seat === 0 && turn > 4 && turn % 3 === 0 && view.talon > 0) {
          const det = new Determinizer(view);
          const r = seedRng(seed * 100 + turn);
          const set = particlesFor(view, det, r)!;
          expect(set).not.toBeNull();
          const right = (w: Position) =>
            popcount(w.handLo[1]! & s.pos.handLo[1]!) + popcount(w.handHi[1]! & s.pos.handHi[1]!);
          let sum = 0;
          for (const w of set.worlds) sum += right(w);
          chained += sum / set.worlds.length;
          sum = 0;
          const w = new Position();
          for (let k = 0; k < 200; k++) sum += right(det.sample(r, w));
          plain += sum / 200;
          decisions++;
        }
        s = step(s, heuristicBot.choose({ view, budget: {}, rng }));
      }
    }
    expect(decisions).toBeGreaterThan(30);
    console.log({ decisions, plain: plain / decisions, chained: chained / decisions });
    expect(chained).toBeGreaterThan(plain);
  });
});
