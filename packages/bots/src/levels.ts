// What players pick: levels mapped to bots and budgets, each within a per-move time cap a
// browser or a 2-core server can afford. Also the names the arena and the CLI accept.

import type { Bot, BotBudget } from './bot';
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import type { Seating } from './runner';

export const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

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

/** Register a named seating (the search bots add theirs). */
export function registerSeating(name: string, seating: Seating): void {
  SEATINGS[name] = seating;
}

/** The bot and budget of a name (a level or a bot), or null if unknown. */
export function seatingFor(name: string): Seating | null {
  return SEATINGS[name] ?? null;
}

export const seatingNames = (): string[] => Object.keys(SEATINGS);

export type { BotBudget };
