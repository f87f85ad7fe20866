// Messages between the page and the bots' worker. A request carries one seat's view and
// nothing else of the game: the worker never sees the state, so a bot cannot peek (the
// bots package's fairness, kept across the thread boundary).

import type { Action, View } from '@kaschlan/engine';

export interface BotAsk {
  readonly id: number;
  /** A level of the bots package (levels.ts). */
  readonly level: string;
  /** The bot seat's own view; its `legal` list is what the bot may choose from. */
  readonly view: View;
  /** Seeds the bot's randomness for this decision. */
  readonly seed: number;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly action: Action; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string };
