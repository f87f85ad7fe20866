// What a runner may ask of a table. Every command is plain data; anything that needs a
// clock, randomness or a secret (the time, a seed, a deal id, a token's hash) comes in it, so
// the reducer stays pure and a command log replays to the same table.

import type { Seat } from '@kaschlan/engine';
import type { SeatPlayer } from './table';

/**
 * Who sends a command: a seat (its occupant), a spectator (null), or the host of a local
 * table (the web app's offline game, the terminal, the arena), who may deal for everyone.
 */
export type Sender = Seat | null | 'host';

export type Command =
  /**
   * Take an open human seat under `name`; `token` is kept as the proof of the claim. `player`:
   * the person asking, when the runner knows him (a rated table seats him under his name).
   */
  | {
      readonly type: 'sit';
      readonly by: Sender;
      readonly seat: number;
      readonly name: string;
      readonly token: string | null;
      readonly at: number;
      readonly player?: SeatPlayer | null;
    }
  /** Give the seat up (never while a deal is played). */
  | { readonly type: 'leave'; readonly by: Sender }
  /** A connection of the seat's occupant is here (again). */
  | { readonly type: 'arrive'; readonly seat: Seat }
  /** The occupant's last connection left: his grace period starts. */
  | { readonly type: 'away'; readonly seat: Seat }
  /** The grace period of `seat` ran out. */
  | { readonly type: 'graceOver'; readonly seat: Seat }
  /** Deal the first deal, or the next one once a deal is over (R2.4 says who deals). */
  | {
      readonly type: 'deal';
      readonly by: Sender;
      readonly id: string;
      readonly seed: number;
      readonly at: number;
    }
  /** Play `action` as move number `move` of deal `game` (the move gate, then the engine). */
  | {
      readonly type: 'act';
      readonly by: Sender;
      readonly game: string;
      readonly move: number;
      readonly action: unknown;
      readonly at: number;
    }
  /** A bot's (or stand-in's) answer to the `askBot` effect of turn `turn`. */
  | {
      readonly type: 'botMove';
      readonly turn: number;
      readonly action: unknown;
      readonly source: MoveSource;
      readonly at: number;
    }
  /** The turn clock of turn `turn` ran out: a stand-in moves for the person. */
  | { readonly type: 'deadline'; readonly turn: number }
  /** R8.5: the wait of the `forcedPass` effect of turn `turn` is over: show the pass. */
  | { readonly type: 'passShown'; readonly turn: number }
  | { readonly type: 'chat'; readonly by: Sender; readonly text: string; readonly at: number };

/** Who made a move: the seat's occupant, the seat's bot, or a stand-in for a person. */
export type MoveSource = 'seat' | 'bot' | 'stand-in';
