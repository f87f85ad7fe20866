// Determinization (determinize.ts): sampled worlds agree with the view and with
// worldFromView, deal the unknown cards evenly, and honour (only) what takes reveal.

import {
  type GameState,
  hiddenInfo,
  isOver,
  toAct,
  viewFor,
  worldFromView,
} from '@kaschlan/engine';
import { cardName, copyPosition, idsOf, Position, seedRng } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { Determinizer, determinize } from '../src/determinize';
import { heuristicBot } from '../src/heuristic';
import { BotRng } from '../src/rng';
import { CONFIGS, game, playRandomly, step } from './helpers';

/** Random mid-deal states of every preset and player count, with the viewer to act. */
function states(): GameState[] {
  const out: GameState[] = [];
  for (const [preset, players] of CONFIGS)
    for (let k = 0; k < 6; k++) {
      const rng = new BotRng(k * 17 + players);
      let steps = 0;
      const stop = 5 + rng.int(60);
      const s = playRandomly(game({ preset, players, seed: k + 40 }), rng, () => steps++ < stop);
      if (!isOver(s)) out.push(s);
    }
  return out;
}

const FIELDS = ['attacker', 'defender', 'phase', 'toAct', 'rank', 'nunb', 'unbLo', 'unbHi'];
const MORE = ['aled', 'coachUsed', 'ridx', 'nreinf', 'stall', 'out', 'nout', 'tpos', 'tlen'];

describe('determinize', () => {
  test('samples are worlds of the view (as worldFromView builds them)', () => {
    for (const s of states()) {
      const viewer = toAct(s)!;
      const view = viewFor(s, viewer);
      const info = hiddenInfo(view);
      const det = new Determinizer(view);
      const rng = seedRng(viewer + 1);
      for (let k = 0; k < 10; k++) {
        const w = det.sample(rng, new Position());
        const hands: string[][] = [];
        const seen: string[] = [];
        for (let seat = 0; seat < s.players; seat++) {
          const cards = idsOf(w.handLo[seat]!, w.handHi[seat]!).map(cardName);
          expect(cards.length).toBe(view.handSizes[seat]);
          if (seat === viewer) expect(cards).toEqual(view.hand);
          for (const c of view.known[seat]!) expect(cards).toContain(c);
          hands.push(seat === viewer ? [] : cards.filter((c) => !view.known[seat]!.includes(c)));
          seen.push(...hands[seat]!);
        }
        const talon = Array.from(w.talon.subarray(0, info.talonSlots), cardName);
        seen.push(...talon);
        expect([...seen].sort()).toEqual([...info.unknown].sort());
        const ref = worldFromView(view, { hands, talon });
        for (const f of [...FIELDS, ...MORE])
          expect((w as unknown as Record<string, number>)[f], f).toBe(
            (ref as unknown as Record<string, number>)[f],
          );
        expect(Array.from(w.handLo)).toEqual(Array.from(ref.handLo));
        expect(Array.from(w.handHi)).toEqual(Array.from(ref.handHi));
        expect(Array.from(w.talon.subarray(0, w.tlen))).toEqual(
          Array.from(ref.talon.subarray(0, ref.tlen)),
        );
      }
      // The one-shot form too.
      expect(determinize(view, new BotRng(1)).cnt[viewer]).toBe(view.handSizes[viewer]);
    }
  });

  test('with nothing revealed, an unknown card is equally likely in every slot', () => {
    const s = game({ players: 3, seed: 8 });
    const view = viewFor(s, toAct(s)!);
    const info = hiddenInfo(view);
    const det = new Determinizer(view);
    const card = info.unknown[0]!;
    const counts = new Map<string, number>();
    const rng = seedRng(5);
    const w = new Position();
    const N = 20000;
    for (let k = 0; k < N; k++) {
      det.sample(rng, w);
      let where = 'talon';
      for (let seat = 0; seat < 3; seat++)
        if (idsOf(w.handLo[seat]!, w.handHi[seat]!).map(cardName).includes(card)) where = `${seat}`;
      counts.set(where, (counts.get(where) ?? 0) + 1);
    }
    const total = info.unknown.length;
    for (let seat = 0; seat < 3; seat++) {
      const expected = (N * info.handSlots[seat]!) / total;
      expect(Math.abs((counts.get(`${seat}`) ?? 0) - expected)).toBeLessThan((0.1 * N) / 3 + 1);
    }
  });

  test('what takes reveal never excludes the truth, and samples honour it', () => {
    let constrained = 0;
    for (const [preset, players] of CONFIGS)
      for (let seed = 1; seed <= 40; seed++) {
        const rng = new BotRng(seed);
        let steps = 0;
        const stop = 10 + rng.int(120);
        const s = playRandomly(game({ preset, players, seed }), rng, () => steps++ < stop);
        if (isOver(s)) continue;
        // Random play is no sensible player: only the rules' inference holds.
        const det = new Determinizer(viewFor(s, toAct(s)!), { behaviour: false });
        expect(det.admits(s.pos)).toBe(true);
        if (!det.constrained) continue;
        constrained++;
        const r = seedRng(seed);
        for (let k = 0; k < 5; k++) expect(det.admits(det.sample(r, new Position()))).toBe(true);
      }
    expect(constrained).toBeGreaterThan(30);
  });

  test('against players who play like the heuristic, the behaviour rules hold too', () => {
    let constrained = 0;
    let honoured = 0;
    for (const [preset, players] of CONFIGS)
      for (let seed = 1; seed <= 3; seed++) {
        let s = game({ preset, players, seed, rules: { mustBeat: seed !== 3 } });
        const rng = new BotRng(seed);
        while (!isOver(s)) {
          const view = viewFor(s, toAct(s)!);
          const det = new Determinizer(view);
          expect(det.admits(s.pos)).toBe(true);
          if (det.constrained) {
            constrained++;
            if (det.admits(det.sample(seedRng(seed), new Position()))) honoured++;
          }
          s = step(s, heuristicBot.choose({ view, budget: {}, rng }));
        }
      }
    expect(constrained).toBeGreaterThan(200);
    expect(honoured).toBeGreaterThan(constrained * 0.95);
  });
});

describe("the engine's copyPosition, as the search uses it", () => {
  test('copies every field of a position (a new Position field must be added to it)', () => {
    for (const s of states()) {
      const copy = copyPosition(new Position(), s.pos);
      const src = s.pos as unknown as Record<string, unknown>;
      const dst = copy as unknown as Record<string, unknown>;
      expect(Object.keys(dst).sort()).toEqual(Object.keys(src).sort());
      for (const k of Object.keys(src)) {
        const a = src[k];
        const b = dst[k];
        if (k === 'talon') {
          const p = s.pos;
          expect(Array.from(copy.talon.subarray(p.tpos, p.tlen))).toEqual(
            Array.from(p.talon.subarray(p.tpos, p.tlen)),
          );
        } else if (ArrayBuffer.isView(a))
          expect(b === a && k !== 'beatsLo' && k !== 'beatsHi').toBe(false);
        if (k !== 'talon') expect(b, k).toEqual(a);
      }
    }
  });
});
