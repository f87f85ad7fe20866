// Asking a bot for a seat's move (a bot seat, or a stand-in for a person who is away or out
// of time): the bot gets that seat's view only, and its answer goes back to the table as a
// `botMove` of the same turn ticket (the table drops it if the turn has moved on).

import type { GameState } from '@kaschlan/engine';
import { viewFor } from '@kaschlan/engine';
import type { Command, Effect } from '@kaschlan/table';
import { type BotRunner, Superseded } from '../bots/runner';
import { newSeed } from '../ids';

type AskBot = Extract<Effect, { type: 'askBot' }>;

export interface BotTurnEnv {
  readonly bots: BotRunner;
  /** A bot's least time per move (ms), for a `paced` question; 0 in tests. */
  readonly botDelayMs: number;
  readonly now: () => number;
  readonly log: { error(o: object, m?: string): void };
}

/** Ask for `ask.seat`'s move in `state`; `answer` gets the `botMove` command. */
export function askBot(
  env: BotTurnEnv,
  roomId: string,
  state: GameState,
  ask: AskBot,
  answer: (command: Command) => void,
  closed: () => boolean,
): void {
  const view = viewFor(state, ask.seat);
  const seed = (newSeed() ^ state.actions.length) >>> 0;
  const started = env.now();
  const move = (action: unknown): Command => ({
    type: 'botMove',
    turn: ask.turn,
    action,
    source: ask.source,
    at: env.now(),
  });
  void env.bots
    .choose(ask.level, view, seed, roomId)
    .then(async (action) => {
      const wait = (ask.paced ? env.botDelayMs : 0) - (env.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      answer(move(action));
    })
    .catch((e: Error) => {
      // A newer question of this room replaced it: its turn ticket is void already.
      if (closed() || e instanceof Superseded) return;
      // A failing bot must not stall the table: its seat's first legal action is played.
      env.log.error(
        { room: roomId, seat: ask.seat, level: ask.level, err: e.message },
        'bot failed',
      );
      answer(move(view.legal[0]));
    });
}
