// The one bot interface. A bot is handed a seat's view (what a human in that seat sees)
// and a budget, and returns one of the view's legal actions. The game state is not part of
// the request, so a bot cannot look at hidden cards: fairness by construction.

import type { Action, View } from '@kaschlan/engine';
import type { BotRng } from './rng';

export interface BotBudget {
  /** Stop searching after this many milliseconds (a cap, not a target). */
  readonly ms?: number;
  /** Stop after this many iterations (deterministic strength, for tests and the arena). */
  readonly iterations?: number;
}

export interface BotRequest {
  /** The seat's view: `view.legal` lists what it may do (non-empty on its turn). */
  readonly view: View;
  readonly budget: BotBudget;
  /** The bot's own seeded randomness. */
  readonly rng: BotRng;
  /** The clock, for time budgets (defaults to performance.now). */
  readonly now?: () => number;
}

export interface Bot {
  readonly name: string;
  choose(request: BotRequest): Action;
}

/** Throws if the view is not the bot's turn: a caller bug, not bad input. */
export function legalOf(view: View): readonly Action[] {
  if (view.legal.length === 0) throw new Error(`seat ${String(view.viewer)} has nothing to do`);
  return view.legal;
}
