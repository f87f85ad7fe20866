// The heuristic exists once: the scorer on packed actions (policy.ts). The heuristic bot
// scores its view through it, so on the real position (hidden cards where they really are)
// the scorer picks exactly what the bot picks from the view: what the view hides changes
// nothing, and there is no second copy of a rule of thumb to drift apart.

import { isOver, legalActions, toAct, viewFor } from '@kaschlan/engine';
import { legalInto, MAX_LEGAL } from '@kaschlan/engine/fast';
import { expect, test } from 'vitest';
import { heuristicBot, heuristicScores } from '../src/heuristic';
import { bestIndex, codeScore } from '../src/policy';
import { BotRng } from '../src/rng';
import { CONFIGS, game, step } from './helpers';

test('the heuristic bot and the scorer on the real position agree on every decision', () => {
  const buf = new Int32Array(MAX_LEGAL);
  let decisions = 0;
  let differ = 0;
  for (const [preset, players] of CONFIGS)
    for (let seed = 1; seed <= 4; seed++) {
      let s = game({ preset, players, seed, rules: { mustBeat: seed !== 4 } });
      const rng = new BotRng(seed);
      while (!isOver(s)) {
        const view = viewFor(s, toAct(s)!);
        // The scorer on the real position: the state's own Position (tests only).
        const n = legalInto(s.pos, buf);
        expect(n).toBe(view.legal.length);
        const scores = heuristicScores(view);
        for (let i = 0; i < n; i++) expect(scores[i]).toBe(codeScore(s.pos, buf[i]!));
        const mine = view.legal[bestIndex(s.pos, buf, n)]!;
        const theirs = heuristicBot.choose({ view, budget: {}, rng });
        decisions++;
        if (JSON.stringify(mine) !== JSON.stringify(theirs)) differ++;
        const legal = legalActions(s);
        s = step(s, legal[rng.int(legal.length)]!);
      }
    }
  expect(decisions).toBeGreaterThan(1000);
  expect(differ).toBe(0);
});
