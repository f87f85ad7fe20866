// The search bots: every move legal in every preset and player count, the same seed and
// iteration budget giving the same moves, and no dependence on what the view hides.

import {
  type Action,
  type GameState,
  isOver,
  legalActions,
  toAct,
  type View,
  viewFor,
} from '@kaschlan/engine';
import { actionOf } from '@kaschlan/engine/fast';
import { LEVEL_NAMES } from '@kaschlan/table';
import { describe, expect, test } from 'vitest';
import type { Bot } from '../src/bot';
import { heuristicBot } from '../src/heuristic';
import { type IsmctsOptions, ismctsBot, ismctsSearch } from '../src/ismcts';
import { EXPERT_MS, expertBot, HARD_MS, hardBot, seatingFor } from '../src/levels';
import '../src/nets';
import { BotRng } from '../src/rng';
import { playDeal, type Seating } from '../src/runner';
import { HAND_MADE, TUNED, weightsOf } from '../src/weights';
import { CONFIGS, game, step } from './helpers';

// The particle experiment (particles.ts) too: it reads the view's events, so it must be as
// fair and as legal as the levels.
const PARTICLES_BOT: Bot = seatingFor('hard-particles')!.bot;
// And the endgame one draw earlier (pimc.ts), which only some deals reach.
const PIMC_BOT: Bot = seatingFor('hard-pimc')!.bot;
// And the value net at the leaves (value-net.ts): it reads the sampled worlds, never the view.
const NET_BOT: Bot = seatingFor('hard-net')!.bot;
// And the 3-5 player deals' endgame leaves solved exactly (`leafSolveNodes`).
const LEAF_BOT: Bot = seatingFor('hard-leafsolve')!.bot;
const SEARCH_BOTS: Bot[] = [
  ismctsBot,
  hardBot,
  expertBot,
  PARTICLES_BOT,
  PIMC_BOT,
  NET_BOT,
  LEAF_BOT,
];

describe('search bots play legally', () => {
  test.each(CONFIGS)('%s, %i players, with small budgets', (preset, players) => {
    for (let d = 0; d < 3; d++) {
      const seats: Seating[] = Array.from({ length: players }, (_, s) =>
        s % 2 === d % 2
          ? { bot: SEARCH_BOTS[(s + d) % SEARCH_BOTS.length]!, budget: { iterations: 25 } }
          : { bot: heuristicBot, budget: {} },
      );
      // playDeal throws on an illegal action.
      const mustBeat = d !== 2;
      const out = playDeal({ preset, players, seed: 100 + d, rules: { mustBeat } }, seats, d);
      expect(isOver(out.state)).toBe(true);
    }
  });

  test("every level of the table's list, and every other bot name, plays a whole deal", () => {
    for (const name of [...LEVEL_NAMES, 'random', 'heuristic', 'ismcts']) {
      const s = seatingFor(name);
      expect(s, name).not.toBeNull();
      const seats = [0, 1, 2].map(() => ({ bot: s!.bot, budget: { iterations: 20 } }));
      expect(isOver(playDeal({ players: 3, seed: 5 }, seats, 5).state)).toBe(true);
    }
  });

  test('the levels keep within their time caps', () => {
    expect(seatingFor('hard')!.budget.ms).toBe(HARD_MS);
    expect(HARD_MS).toBeLessThanOrEqual(300);
    expect(seatingFor('expert')!.budget.ms).toBe(EXPERT_MS);
    expect(EXPERT_MS).toBeLessThanOrEqual(1000);
    expect(seatingFor('expert')!.budget.iterations!).toBeGreaterThan(
      seatingFor('hard')!.budget.iterations!,
    );
  });

  test('a time budget is honoured', () => {
    const s = game({ players: 4, seed: 3 });
    const view = viewFor(s, toAct(s)!);
    let t = 0;
    let calls = 0;
    // A fake clock: each reading advances 1 ms, so 40 ms means a bounded number of checks.
    const now = () => {
      calls++;
      t += 1;
      return t;
    };
    const a = ismctsBot.choose({ view, budget: { ms: 40 }, rng: new BotRng(1), now });
    expect(legalActions(s)).toContainEqual(a);
    expect(calls).toBeLessThan(100);
  });
});

describe('determinism', () => {
  test('the same seed and iteration budget give the same deal', () => {
    for (const [preset, players] of [
      ['illig', 2],
      ['wikipedia-de', 4],
      ['pack52', 3],
    ] as const) {
      const seats = Array.from({ length: players }, () => ({
        bot: ismctsBot,
        budget: { iterations: 40 },
      }));
      const a = playDeal({ preset, players, seed: 11 }, seats, 99);
      const b = playDeal({ preset, players, seed: 11 }, seats, 99);
      expect(b.state.actions).toEqual(a.state.actions);
    }
  });
});

/** The seats' hands as card lists, and the talon (top first). */
function dealOf(s: GameState): { hands: string[][]; talon: string[] } {
  const v = (seat: number) => viewFor(s, seat).hand as string[];
  const hands = Array.from({ length: s.players }, (_, i) => [...v(i)]);
  const p = s.pos;
  const talon: string[] = [];
  for (let i = p.tpos; i < p.tlen; i++) talon.push(cardNameOf(p.talon[i]!));
  return { hands, talon };
}

import { cardName as cardNameOf } from '@kaschlan/engine/fast';

/**
 * Two deals that differ only in cards the viewer cannot see: `swap` exchanges an opponent's
 * card with another opponent's or with a talon card (never the face-up trump card).
 */
function twinDeals(seed: number, players: number, viewer: number): [GameState, GameState] {
  const s = game({ players, seed });
  const { hands, talon } = dealOf(s);
  const rng = new BotRng(seed);
  const others = [...Array(players).keys()].filter((x) => x !== viewer);
  const a = others[rng.int(others.length)]!;
  const hands2 = hands.map((h) => [...h]);
  const talon2 = [...talon];
  const i = rng.int(5);
  const b = others.filter((x) => x !== a);
  if (b.length > 0 && rng.int(2) === 0) {
    const bSeat = b[rng.int(b.length)]!;
    const j = rng.int(5);
    [hands2[a]![i], hands2[bSeat]![j]] = [hands2[bSeat]![j]!, hands2[a]![i]!];
  } else {
    const j = rng.int(talon.length - 1); // not the trump card, last
    [hands2[a]![i], talon2[j]] = [talon2[j]!, hands2[a]![i]!];
  }
  const t1 = game({ players, dealer: s.dealer, hands, talon });
  const t2 = game({ players, dealer: s.dealer, hands: hands2, talon: talon2 });
  return [t1, t2];
}

describe('fairness', () => {
  test('the same view and seed give the same action, whatever is hidden', () => {
    let compared = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const players = 2 + (seed % 4);
      let [s1, s2] = twinDeals(seed, players, seed % players);
      const viewer = seed % players;
      // Play on with the heuristic while the viewer's views stay the same.
      while (!isOver(s1)) {
        const v1 = JSON.stringify(viewFor(s1, viewer));
        if (v1 !== JSON.stringify(viewFor(s2, viewer))) break;
        if (toAct(s1) === viewer) {
          for (const bot of SEARCH_BOTS) {
            const budget = { iterations: 60 };
            const a1 = bot.choose({ view: JSON.parse(v1), budget, rng: new BotRng(seed) });
            const a2 = bot.choose({
              view: viewFor(s2, viewer),
              budget,
              rng: new BotRng(seed),
            });
            expect(a2).toEqual(a1);
          }
          compared++;
        }
        const a: Action = heuristicBot.choose({
          view: viewFor(s1, toAct(s1)!),
          budget: {},
          rng: new BotRng(0),
        });
        const r2 = legalActions(s2).some((x) => JSON.stringify(x) === JSON.stringify(a));
        if (!r2) break;
        s1 = step(s1, a);
        s2 = step(s2, a);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  test('views hold no card hidden from their seat', () => {
    for (const [preset, players] of CONFIGS) {
      let s = game({ preset, players, seed: players * 7 });
      const rng = new BotRng(players);
      while (!isOver(s)) {
        const p = s.pos;
        const talonHidden = new Set<string>();
        for (let i = p.tpos; i < p.tlen - 1; i++) talonHidden.add(cardNameOf(p.talon[i]!));
        for (let seat = 0; seat < players; seat++) {
          const view = viewFor(s, seat);
          const text = JSON.stringify(view);
          const shown = new Set(text.match(/"(10|[2-9JQKA])[CSHD]"/g)?.map((x) => x.slice(1, -1)));
          for (const c of talonHidden) expect(shown.has(c), `${c} of the talon`).toBe(false);
          for (let o = 0; o < players; o++) {
            if (o === seat) continue;
            const known = new Set(s.known[o]);
            for (const c of viewFor(s, o).hand!)
              if (!known.has(c)) expect(shown.has(c), `${c} of seat ${o}`).toBe(false);
          }
        }
        const legal = legalActions(s);
        s = step(s, legal[rng.int(legal.length)]!);
      }
    }
  });
});

test('the search plays out with the weights it is given (the tuned ones by default)', () => {
  const s = game({ preset: 'illig', players: 3, seed: 2 });
  const view = viewFor(s, toAct(s)!);
  const search = (options: IsmctsOptions) =>
    ismctsSearch(view, { iterations: 400 }, new BotRng(5), () => 0, options).stats;
  const tuned = search({});
  expect(search({ weights: TUNED })).toEqual(tuned);
  expect(search({ weights: weightsOf(HAND_MADE) })).not.toEqual(tuned);
});

/**
 * Up to `max` positions along a deal of heuristic players (illig) where `at` holds and the
 * player to act has a choice, as his views.
 */
function choicesAlong(players: number, seed: number, at: (v: View) => boolean, max: number) {
  let s = game({ preset: 'illig', players, seed });
  const views: View[] = [];
  const rng = new BotRng(seed);
  while (!isOver(s) && views.length < max) {
    const view = viewFor(s, toAct(s)!);
    if (at(view) && legalActions(s).length > 1) views.push(view);
    s = step(s, heuristicBot.choose({ view, budget: {}, rng }));
  }
  return views;
}

describe('progressive bias (priorBias)', () => {
  const positions = (players: number, seed: number): View[] =>
    choicesAlong(players, seed, () => true, 12);

  test('a bias far above the rewards makes the search play what the heuristic plays', () => {
    for (const [players, seed] of [
      [2, 3],
      [4, 5],
    ] as const)
      for (const view of positions(players, seed)) {
        const biased = ismctsSearch(view, { iterations: 300 }, new BotRng(1), () => 0, {
          priorBias: 1e9,
        });
        const heuristic = heuristicBot.choose({ view, budget: {}, rng: new BotRng(1) });
        expect(actionOf(biased.code)).toEqual(heuristic);
      }
  });

  test('off by default, and a bias within the rewards changes how the visits spread', () => {
    const view = positions(2, 3)[0]!;
    const search = (options: IsmctsOptions) =>
      ismctsSearch(view, { iterations: 600 }, new BotRng(5), () => 0, options).stats;
    expect(search({ priorBias: 0 })).toEqual(search({}));
    expect(search({ priorBias: 0.5 })).not.toEqual(search({}));
  });
});

describe('the tree up to the next draw (treeToDraw)', () => {
  const first = (players: number, seed: number, at: (v: View) => boolean): View =>
    choicesAlong(players, seed, at, 1)[0]!;
  const search = (view: View, treeToDraw: boolean) =>
    ismctsSearch(view, { iterations: 2000 }, new BotRng(7), () => 0, { treeToDraw });

  test('with cards to draw, the tree stops growing at the first draw (R5.1)', () => {
    const view = first(2, 4, (v) => v.talon > 6);
    expect(search(view, true).nodes).toBeLessThan(search(view, false).nodes / 2);
  });

  test('with the talon empty there is no draw to stop at: the search is the same', () => {
    const view = first(4, 6, (v) => v.talon === 0 && v.out.length === 0);
    expect(search(view, true)).toEqual(search(view, false));
  });
});

describe('a tree of bounded depth (treeDepth)', () => {
  const view = choicesAlong(4, 2, (v) => v.legal.length > 2, 1)[0]!;
  const search = (treeDepth?: number) =>
    ismctsSearch(view, { iterations: 1500 }, new BotRng(7), () => 0, {
      ...(treeDepth === undefined ? {} : { treeDepth }),
    });

  test('one edge deep: the tree is the root and its actions (flat Monte Carlo)', () => {
    const flat = search(1);
    expect(flat.nodes).toBe(1 + view.legal.length);
    expect(flat.stats.reduce((n, s) => n + s.visits, 0)).toBe(1500);
    expect(search().nodes).toBeGreaterThan(flat.nodes);
  });

  test('unbounded by default: a depth no iteration reaches changes nothing', () => {
    expect(search(10_000)).toEqual(search());
  });
});
