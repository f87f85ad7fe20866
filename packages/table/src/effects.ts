// What a runner must do after a command: effects as data. A runner carries out `store`
// effects first and keeps the new state only once they are written (nothing is told before
// it is kept); then the rest, in order.

import type { Action, GameSetup, Seat } from '@kaschlan/engine';
import type { MoveSource } from './commands';
import type { BotLevel, ChatLine, SeatKind } from './table';

/** Who sat in a seat when a deal began: its kind, the name shown, the person if known. */
export interface DealSeat {
  readonly kind: SeatKind;
  readonly name: string | null;
  readonly player: string | null;
}

export type StoreWrite =
  | {
      readonly kind: 'sit';
      readonly seat: Seat;
      readonly name: string;
      readonly token: string | null;
      readonly at: number;
      /** The person's player id, if known. */
      readonly player?: string | null;
    }
  | { readonly kind: 'unsit'; readonly seat: Seat }
  | {
      readonly kind: 'startDeal';
      readonly id: string;
      readonly number: number;
      readonly setup: GameSetup;
      readonly dealer: Seat;
      readonly at: number;
      /** Who sat where as the deal began, seat 0 first. */
      readonly seats: readonly DealSeat[];
      /** A rated deal (the table's `rated`): its end rates the people seated. */
      readonly rated: boolean;
    }
  | {
      readonly kind: 'action';
      readonly game: string;
      readonly n: number;
      readonly action: Action;
      readonly source: MoveSource;
      readonly at: number;
      /** The deal ended with this action: its loser (null: drawn, R6.7). */
      readonly over: { readonly loser: Seat | null } | null;
    }
  | { readonly kind: 'chat'; readonly line: ChatLine };

export type Effect =
  | { readonly type: 'store'; readonly write: StoreWrite }
  /** The seats, the match or the phase changed: tell everyone the room's picture. */
  | { readonly type: 'roomChanged' }
  /** The deal changed: send each viewer his view. */
  | { readonly type: 'gameChanged' }
  | { readonly type: 'chatLine'; readonly line: ChatLine }
  /**
   * A new turn ticket: every clock and bot question of an older ticket is void. `clock` is
   * the person's turn clock in seconds (0: none).
   */
  | {
      readonly type: 'turn';
      readonly turn: number;
      readonly seat: Seat | null;
      readonly clock: number;
    }
  /**
   * Ask a bot for `seat`'s move (with that seat's view only) and send the answer back as a
   * `botMove` of this ticket. `paced`: keep to the runner's bot pace so people can follow.
   */
  | {
      readonly type: 'askBot';
      readonly turn: number;
      readonly seat: Seat;
      readonly level: BotLevel;
      readonly source: MoveSource;
      readonly paced: boolean;
    }
  /**
   * R8.5: `seat`'s forced pass (R3.6) is shown as his turn of ticket `turn`. Wait as long as a
   * chosen pass of his takes (`pace`: a person's think time, or a bot level's pace), then send
   * `passShown` of this ticket.
   */
  | {
      readonly type: 'forcedPass';
      readonly turn: number;
      readonly seat: Seat;
      readonly pace: 'person' | BotLevel;
    }
  /** Start `seat`'s grace clock (graceOver when it runs out), or stop it. */
  | { readonly type: 'graceClock'; readonly seat: Seat }
  | { readonly type: 'graceCancel'; readonly seat: Seat }
  /** A bot's answer was refused; its first legal action was played instead. */
  | {
      readonly type: 'botRefused';
      readonly seat: Seat;
      readonly code: string;
      readonly message: string;
    }
  /** The deal is over (the match has counted it). */
  | { readonly type: 'dealOver'; readonly id: string; readonly loser: Seat | null };
