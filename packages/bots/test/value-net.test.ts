// The value net (value-net.ts): its inputs say what the position holds from the side of the
// player to act, its forward pass is the plain arithmetic of a two-layer network, its
// weights survive their text form, and the net the repo ships judges endgames it never saw
// mostly as the exact solver does; the search reads it only below the root, and only in the
// deals it was trained for.

import { isOver, PRESETS, toAct, type View, viewFor } from '@kaschlan/engine';
import {
  clonePosition,
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
import { describe, expect, test } from 'vitest';
import { solvePosition } from '../src/endgame';
import { heuristicBot } from '../src/heuristic';
import { type IsmctsOptions, ismctsSearch } from '../src/ismcts';
import { HARD_OPTIONS } from '../src/levels';
import { TALON_NET } from '../src/nets';
import { bestIndex } from '../src/policy';
import { BotRng } from '../src/rng';
import {
  ATTACKS,
  decodeWeights,
  encodeWeights,
  HAND_ME,
  HAND_OTHER,
  NET_INPUTS,
  NET_INPUTS_TALON,
  netApplies,
  netFeatures,
  netFits,
  netFromFlat,
  netLogit,
  netSize,
  netValue,
  TALON_CARDS,
  TALON_LEFT,
  TRUMP_SUIT,
  TRUMP_TO_DRAW,
} from '../src/value-net';
import { VALUE_NET } from '../src/value-weights';
import { game, step } from './helpers';

const ILLIG = PRESETS.illig;

/**
 * Positions in the net's domain, one a deal at most, from 2-player deals of seeds
 * `from..to-1` played as the search's playouts play (the heuristic, a tenth of the moves
 * random), as the net's training positions were, on other decks.
 */
function domainPositions(from: number, to: number, talon = 1): Position[] {
  const out: Position[] = [];
  const buf = new Int32Array(MAX_LEGAL);
  const p = new Position();
  const r = seedRng(0);
  for (let seed = from; seed < to; seed++) {
    seedRng(0x5eed0000 + seed, r);
    const deck = Int8Array.from(packIds(32));
    shuffleInPlace(deck, r);
    dealPosition(ILLIG, 2, pick(r, 2), deck, p);
    let taken = false;
    while (!p.over) {
      if (
        !taken &&
        netApplies(p, talon) &&
        (talon === 1 || p.tlen - p.tpos > 1) &&
        pick(r, 4) === 0
      ) {
        out.push(clonePosition(p));
        taken = true;
      }
      const n = legalInto(p, buf);
      play(p, buf[pick(r, 10) === 0 ? pick(r, n) : bestIndex(p, buf, n)]!);
    }
  }
  return out;
}

const featuresOf = (p: Position): number[] => {
  const a = new Int32Array(NET_INPUTS);
  return [...a.subarray(0, netFeatures(p, a))];
};

describe('the value net', () => {
  test('applies with two players in and the talon at most the trump card (R2.2)', () => {
    const p = new Position();
    const deck = Int8Array.from(packIds(32));
    dealPosition(ILLIG, 2, 0, deck, p);
    expect(netApplies(p)).toBe(false); // the talon is full
    const positions = domainPositions(1, 20);
    expect(positions.length).toBeGreaterThan(5);
    for (const q of positions) {
      expect(q.n - q.nout).toBe(2);
      expect(q.tlen - q.tpos).toBeLessThanOrEqual(1);
    }
  });

  test("its inputs are the player to act's hand, then the other's, trumps first", () => {
    for (const p of domainPositions(20, 40)) {
      const f = featuresOf(p);
      const mine = f.filter((i) => i >= HAND_ME && i < HAND_OTHER).length;
      const theirs = f.filter((i) => i >= HAND_OTHER && i < HAND_OTHER + 52).length;
      const other = p.toAct === 0 ? 1 : 0;
      expect(mine).toBe(p.cnt[p.toAct]);
      expect(theirs).toBe(p.cnt[other]);
      expect(f).toContain(TRUMP_SUIT + p.trump);
      expect(f.includes(ATTACKS)).toBe(p.attacker === p.toAct);
      // A trump in the hand sits in the first 13 inputs (the trump suit renumbered first).
      const trumpsHeld = f.filter((i) => i < 13).length;
      let count = 0;
      for (let id = p.trump * 16; id < p.trump * 16 + 13; id++) {
        const word = id < 32 ? p.handLo[p.toAct]! : p.handHi[p.toAct]!;
        if ((word >>> (id & 31)) & 1) count++;
      }
      expect(trumpsHeld).toBe(count);
    }
  });

  test('reaching longer talons, it also reads the cards still to draw and how many (R2.3)', () => {
    const positions = domainPositions(1, 60, 4);
    expect(positions.length).toBeGreaterThan(10);
    for (const p of positions) {
      const left = p.tlen - p.tpos;
      expect(left).toBeGreaterThan(1);
      expect(left).toBeLessThanOrEqual(4);
      expect(netApplies(p)).toBe(false); // not the endgame's ground
      const a = new Int32Array(NET_INPUTS_TALON);
      const f = [...a.subarray(0, netFeatures(p, a, 4))];
      expect(f.filter((i) => i >= TALON_CARDS && i < TALON_LEFT)).toHaveLength(left);
      expect(f.filter((i) => i >= TALON_LEFT)).toEqual([TALON_LEFT + left]);
      expect(f).toContain(TRUMP_TO_DRAW);
      // The trump card, drawn last (R2.2), among them under the trump suit's slot.
      const trumpCard = p.talon[p.tlen - 1]!;
      expect(f).toContain(TALON_CARDS + (trumpCard & 15));
      // An endgame net's inputs stop where they always did.
      expect(featuresOf(p).every((i) => i < NET_INPUTS)).toBe(true);
    }
  });

  test('its forward pass is the two-layer network written out densely', () => {
    const [a, b] = [5, 3];
    const r = seedRng(7);
    const flat = new Float32Array(netSize(a, b));
    for (let i = 0; i < flat.length; i++) flat[i] = pick(r, 2001) / 1000 - 1;
    const net = netFromFlat(a, b, flat, ILLIG, [2]);
    for (const p of domainPositions(40, 50)) {
      const x = new Float64Array(NET_INPUTS);
      for (const i of featuresOf(p)) x[i] = 1;
      const h1 = Array.from({ length: a }, (_, j) => {
        let s = net.b1[j]!;
        for (let i = 0; i < NET_INPUTS; i++) s += x[i]! * net.w1[i * a + j]!;
        return Math.max(0, s);
      });
      const h2 = Array.from({ length: b }, (_, m) => {
        let s = net.b2[m]!;
        for (let j = 0; j < a; j++) s += h1[j]! * net.w2[j * b + m]!;
        return Math.max(0, s);
      });
      const z = h2.reduce((s, v, m) => s + v * net.w3[m]!, net.b3);
      const active = Int32Array.from(featuresOf(p));
      expect(netLogit(net, active, active.length)).toBeCloseTo(z, 4);
      expect(netValue(net, p)).toBeCloseTo(1 / (1 + Math.exp(-z)), 5);
    }
  });

  test('its weights come back exactly from their text form', () => {
    const w = Float32Array.of(0, -1.5, 3.25e-7, 1e30, Math.PI);
    expect([...decodeWeights(encodeWeights(w))]).toEqual([...w]);
    expect(() => netFromFlat(4, 2, new Float32Array(10), ILLIG, [2])).toThrow();
  });

  test('the shipped net is used only for the deals it was trained on (R7.4)', () => {
    expect(netFits(VALUE_NET, ILLIG, 2)).toBe(true);
    expect(netFits(VALUE_NET, PRESETS.pack52, 2)).toBe(false);
    expect(netFits(VALUE_NET, PRESETS['wikipedia-de'], 2)).toBe(false);
  });

  test('the shipped net is on the right side of 1/2 in most decided endgames it never saw', () => {
    let decided = 0;
    let right = 0;
    for (const p of domainPositions(1000, 1400)) {
      const solved = solvePosition(p, p.toAct, { maxNodes: 200_000 });
      if (solved === null || solved.value === 1) continue; // capped, or a drawn deal
      decided++;
      if (netValue(VALUE_NET, p) > 0.5 === (solved.value === 2)) right++;
    }
    expect(decided).toBeGreaterThan(200);
    // docs/BOTS.md gives the measured share (about nine in ten, "The value net").
    expect(right / decided).toBeGreaterThan(0.85);
  });
});

describe('the search with the value net', () => {
  /** The first view of the player to act, in a heuristic deal, for which `want` holds. */
  function viewWhere(players: number, want: (v: View) => boolean): View {
    for (let seed = 1; seed < 200; seed++) {
      let s = game({ players, seed });
      while (!isOver(s)) {
        const v = viewFor(s, toAct(s)!);
        if (v.legal.length > 1 && want(v)) return v;
        s = step(s, heuristicBot.choose({ view: v, budget: {}, rng: new BotRng(0) }));
      }
    }
    throw new Error('no such view');
  }
  const search = (v: View, net: boolean) =>
    ismctsSearch(v, { iterations: 400 }, new BotRng(3), () => 0, {
      ...HARD_OPTIONS,
      valueNet: net ? VALUE_NET : null,
    }).stats;
  const twoIn = (v: View) => v.players - v.out.length === 2;

  test('scores the leaves that reach its domain below the root', () => {
    const v = viewWhere(2, (x) => x.talon >= 2 && x.talon <= 4);
    expect(search(v, true)).not.toEqual(search(v, false));
  });

  test('leaves a root already in its domain to the solver and the search as before', () => {
    const v = viewWhere(2, (x) => twoIn(x) && x.talon <= 1);
    expect(search(v, true)).toEqual(search(v, false));
  });

  test('is not used at player counts it was not trained for', () => {
    const v = viewWhere(4, (x) => x.talon >= 2);
    expect(search(v, true)).toEqual(search(v, false));
  });

  /** The search with `options` over hard's (the endgame net). */
  const searchWith = (v: View, options: IsmctsOptions) =>
    ismctsSearch(v, { iterations: 400 }, new BotRng(3), () => 0, { ...HARD_OPTIONS, ...options })
      .stats;

  test('a talon net beside the endgame net judges the longer talons only', () => {
    const early = viewWhere(2, (x) => x.talon >= 3 && x.talon <= 5);
    // It reaches further back than the endgame net alone...
    expect(searchWith(early, { talonNet: TALON_NET })).not.toEqual(searchWith(early, {}));
    // ...and one net on both grounds is that net alone.
    expect(searchWith(early, { valueNet: TALON_NET, talonNet: TALON_NET })).toEqual(
      searchWith(early, { valueNet: TALON_NET }),
    );
    // Below a root of 2 talon cards only the endgame is left: the endgame net's.
    const two = viewWhere(2, (x) => twoIn(x) && x.talon === 2);
    expect(searchWith(two, { talonNet: TALON_NET })).toEqual(searchWith(two, {}));
    // Not at player counts it was not trained for.
    const four = viewWhere(4, (x) => x.talon >= 2);
    expect(searchWith(four, { talonNet: TALON_NET })).toEqual(searchWith(four, {}));
  });
});
