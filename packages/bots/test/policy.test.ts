// The fast-path heuristic (policy.ts) is the heuristic (heuristic.ts): the same score for
// every legal action, so a greedy playout plays exactly what heuristicBot would.

import { legalActions, parseCard, viewFor } from '@kaschlan/engine';
import { legalInto, MAX_LEGAL } from '@kaschlan/engine/fast';
import { expect, test } from 'vitest';
import { heuristicBot, heuristicScore, unseenCards } from '../src/heuristic';
import { bestIndex, codeScore } from '../src/policy';
import { BotRng } from '../src/rng';
import { CONFIGS, game, step } from './helpers';

test("codeScore equals heuristicScore, and bestIndex picks heuristicBot's action", () => {
  const buf = new Int32Array(MAX_LEGAL);
  let decisions = 0;
  let differ = 0;
  for (const [preset, players] of CONFIGS)
    for (let seed = 1; seed <= 4; seed++) {
      let s = game({ preset, players, seed, rules: { mustBeat: seed !== 4 } });
      const rng = new BotRng(seed);
      while (!s.pos.over) {
        const view = viewFor(s, s.pos.toAct);
        const n = legalInto(s.pos, buf);
        expect(n).toBe(view.legal.length);
        const unseen = view.talon === 0 ? unseenCards(view) : [];
        for (let i = 0; i < n; i++)
          expect(codeScore(s.pos, buf[i]!)).toBeCloseTo(
            heuristicScore(view, view.legal[i]!, unseen),
            9,
          );
        const mine = view.legal[bestIndex(s.pos, buf, n)]!;
        const theirs = heuristicBot.choose({ view, budget: {}, rng });
        decisions++;
        // A Position keeps no table order: the beat assignment is searched with the
        // unbeaten cards in canonical order, so only then must the first beat agree.
        const open = view.table.filter((e) => e.beatenBy === null).map((e) => parseCard(e.card));
        const canonical = open.every((c, i) => i === 0 || open[i - 1]! < c);
        if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
          expect(mine.type).toBe('beat');
          expect(canonical).toBe(false);
          differ++;
        }
        const legal = legalActions(s);
        s = step(s, legal[rng.int(legal.length)]!);
      }
    }
  expect(differ).toBeLessThan(decisions * 0.05);
});
