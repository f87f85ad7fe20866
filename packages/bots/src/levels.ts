// What players pick: levels mapped to bots and budgets, each within a per-move time cap a
// browser or a 2-core server can afford. Also the names the arena and the CLI accept.

import { type BotLevel, LEVEL_NAMES } from '@kaschlan/table';
import type { Bot, BotBudget } from './bot';
import { heuristicBot } from './heuristic';
import { type IsmctsOptions, ismctsBot, makeIsmctsBot } from './ismcts';
import { PARTICLE_DEFAULTS } from './particles';
import { randomBot } from './random';
import type { Seating } from './runner';
import { VALUE_NET as SMALL_VALUE_NET } from './value-weights-small';

/** The levels players pick, weakest first: the table's list, which every front end shares. */
export const LEVELS = LEVEL_NAMES;
export type Level = BotLevel;

/** `easy`: the heuristic, but a third of its moves are random (a forgiving opponent). */
export const easyBot: Bot = {
  name: 'easy',
  choose(request) {
    return request.rng.float() < 1 / 3 ? randomBot.choose(request) : heuristicBot.choose(request);
  },
};

const SEATINGS: Record<string, Seating> = {
  random: { bot: randomBot, budget: {} },
  heuristic: { bot: heuristicBot, budget: {} },
  easy: { bot: easyBot, budget: {} },
  normal: { bot: heuristicBot, budget: {} },
};

/** The per-move time caps of the search levels (ms): within a browser's patience. */
export const HARD_MS = 300;
export const EXPERT_MS = 1000;

/**
 * The search as `hard` played it until 2026-12-05: every sampled world's playout runs the
 * heuristic to the deal's end (`hard-playouts`; the experiments below build on it, so their
 * figures in docs/BOTS.md stay reproducible).
 */
export const PLAYOUT_OPTIONS: IsmctsOptions = { endgameNodes: 100_000 };
/**
 * The search as `hard` played it from 2026-12-05 to 2026-12-07 (`hard-net-small`, and the
 * base of nets.ts's experiments, so their commands in docs/BOTS.md give the same deals): the
 * playouts cut short by the value net of half size (32-16, value-weights-small.ts) where it
 * applies (two players, the talon at most the trump card: R2.2), issue 23. Measured in
 * docs/BOTS.md: 222 of 2,000 deals lost to the heuristic where the playouts lose 274, at
 * the playouts' cost a search.
 */
export const NET_OPTIONS: IsmctsOptions = { ...PLAYOUT_OPTIONS, valueNet: SMALL_VALUE_NET };
/**
 * The search options of `hard` and `expert` (advice.ts and review.ts search the same way):
 * NET_OPTIONS with the tree ended at the first draw from the talon below the root
 * (`treeToDraw`: below a draw one node would pool every hand the player might draw). Measured
 * in docs/BOTS.md: among three tuned heuristic players it lost 272 of 3,200 deals where
 * NET_OPTIONS lost 324 (fewer at each of 8 seeds); at 2 players 212 of 2,000 against 222.
 */
export const HARD_OPTIONS: IsmctsOptions = { ...NET_OPTIONS, treeToDraw: true };
export const EXPERT_OPTIONS: IsmctsOptions = { ...HARD_OPTIONS, endgameNodes: 500_000 };

/**
 * `hard`: ISMCTS (ismcts.ts), 12,000 iterations within 300 ms, its tree ended at the next
 * draw, the value net at its endgame leaves, and the exact endgame (endgame.ts) when it
 * applies at the root. The iteration cap
 * is what the arena measures (it drops the time cap to make results reproducible); on a
 * desktop CPU it takes about 150 ms.
 */
export const hardBot: Bot = makeIsmctsBot('hard', HARD_OPTIONS);
/** `expert`: the same search with more time and iterations and a larger endgame cap. */
export const expertBot: Bot = makeIsmctsBot('expert', EXPERT_OPTIONS);

/** Register a named seating (the search bots add theirs). */
export function registerSeating(name: string, seating: Seating): void {
  SEATINGS[name] = seating;
}

/** The bot and budget of a name (a level or a bot), or null if unknown. */
export function seatingFor(name: string): Seating | null {
  return SEATINGS[name] ?? null;
}

registerSeating('ismcts', { bot: ismctsBot, budget: { iterations: 2000 } });
registerSeating('hard', { bot: hardBot, budget: { ms: HARD_MS, iterations: 12_000 } });
// `hard` before the value net (issue 23), for the arena, the ladder and the benchmarks.
registerSeating('hard-playouts', {
  bot: makeIsmctsBot('hard-playouts', PLAYOUT_OPTIONS),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// An experiment (issue 14), not a level: `hard` with its worlds weighed by the others' play
// (particles.ts). Measured no stronger (docs/BOTS.md); here so the arena can rerun it.
registerSeating('hard-particles', {
  bot: makeIsmctsBot('hard-particles', { ...PLAYOUT_OPTIONS, particles: PARTICLE_DEFAULTS }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// An experiment (issue 14): `hard` with the endgame one draw earlier (pimc.ts).
registerSeating('hard-pimc', {
  bot: makeIsmctsBot('hard-pimc', { ...PLAYOUT_OPTIONS, pimcNodes: 100_000 }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
registerSeating('hard-pimc-sure', {
  bot: makeIsmctsBot('hard-pimc-sure', {
    ...PLAYOUT_OPTIONS,
    pimcNodes: 100_000,
    pimcSureOnly: true,
  }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
// An experiment (issue 23), not a level: `hard` with the 3-5 player deals' endgame leaves
// solved exactly (`leafSolveNodes`; at 2 players the net judges them, so it plays as `hard`).
registerSeating('hard-leafsolve', {
  bot: makeIsmctsBot('hard-leafsolve', { ...NET_OPTIONS, leafSolveNodes: 300 }),
  budget: { ms: HARD_MS, iterations: 12_000 },
});
registerSeating('expert', { bot: expertBot, budget: { ms: EXPERT_MS, iterations: 60_000 } });

export const seatingNames = (): string[] => Object.keys(SEATINGS);

export type { BotBudget };
