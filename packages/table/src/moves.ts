// The move gate and moving: a person's action passes the gate (the right deal, the right
// move number, his own seat), then the engine decides; a bot's answer counts only for the
// turn it was asked for. An accepted move is stored, then told, then the next turn starts.

import { apply, isOver, legalActions, type Seat, sameAction, toAct } from '@kaschlan/engine';
import type { MoveSource, Sender } from './commands';
import type { Effect } from './effects';
import { endOf } from './match';
import { done, refuse, type TableResult } from './result';
import { heldSeat, holdFor } from './shown';
import type { TableDeal, TableState } from './table';
import { nextTurn } from './turn';

/** The gate for move number `move` of deal `game`, sent by `by`. */
export function act(
  table: TableState,
  by: Sender,
  game: string,
  move: number,
  action: unknown,
  at: number,
): TableResult {
  if (by === null || by === 'host') return refuse('NOT_SEATED', 'spectators cannot play');
  const deal = table.deal;
  if (!deal) return refuse('NO_GAME', 'no deal has been dealt here yet');
  if (deal.id !== game) return refuse('STALE_MOVE', 'that deal is no longer being played');
  const played = deal.state.actions.length;
  if (move < played) {
    return sameAction(deal.state.actions[move], action)
      ? refuse('DUPLICATE_ACTION', 'that action was already played')
      : refuse('STALE_MOVE', 'the game has moved on since: look again');
  }
  if (move > played) return refuse('BAD_MOVE_NUMBER', `the next move is number ${played}`);
  if (isOver(deal.state)) return refuse('GAME_OVER', 'the deal is over');
  const claimed = (action as { seat?: unknown } | null)?.seat;
  if (claimed !== by)
    return refuse('NOT_YOUR_SEAT', `you play seat ${by}: an action names its seat`);
  const held = heldSeat(deal);
  if (held !== null) return whileHeld(deal, held, by, action);
  return commit(table, deal, action, 'seat', at, []);
}

/**
 * R8.5: while `held`'s forced pass is shown as his turn, every move is refused as any move
 * out of turn is, naming the seat everyone sees to act; the engine's own refusal (which
 * would name the real next player) is never told. Junk is refused as junk, as always.
 */
function whileHeld(deal: TableDeal, held: Seat, by: Seat, action: unknown): TableResult {
  const tried = apply(deal.state, action);
  const junk = !tried.ok && ['MALFORMED_ACTION', 'UNKNOWN_CARD'].includes(tried.error.code);
  if (!tried.ok && junk) return refuse(tried.error.code, tried.error.message);
  if (by === held)
    return refuse('NOT_YOUR_TURN', 'your pass is being shown to the table (R3.6, R8.5)');
  return refuse('NOT_YOUR_TURN', `it is seat ${held}'s turn, not seat ${by}'s (R3, R4)`);
}

/**
 * A bot's answer for turn `turn`: dropped if the turn has moved on; if the engine refuses it
 * (a bot's bug), the seat's first legal action is played instead, so the table never stalls.
 */
export function botMove(
  table: TableState,
  turn: number,
  action: unknown,
  source: MoveSource,
  at: number,
): TableResult {
  const deal = table.deal;
  if (turn !== table.turn || !deal || isOver(deal.state)) return done(table);
  if (heldSeat(deal) !== null) return done(table); // R8.5: no bot is asked while a pass is held
  const tried = commit(table, deal, action, source, at, []);
  if (tried.ok) return tried;
  const seat = toAct(deal.state)!;
  // The first legal action in the canonical order, as the seat's view lists it.
  return commit(table, deal, legalActions(deal.state)[0], source, at, [
    { type: 'botRefused', seat, code: tried.error.code, message: tried.error.message },
  ]);
}

/** Apply, then: store the action, start the next turn, tell everyone; count a finished deal. */
function commit(
  table: TableState,
  deal: TableDeal,
  action: unknown,
  source: MoveSource,
  at: number,
  after: readonly Effect[],
): TableResult {
  const result = apply(deal.state, action);
  if (!result.ok) return refuse(result.error.code, result.error.message);
  const next = result.state;
  const n = deal.state.actions.length;
  const over = isOver(next);
  const end = over ? endOf(table, deal.id, next) : null;
  // R8.5: the players this action's settling skipped are shown passing one turn at a time.
  const hold = table.options.forcedPassTurns ? holdFor(deal.state, next) : null;
  const moved: TableState = {
    ...table,
    deal: { ...deal, state: next, hold },
    match: end ? end.match : table.match,
  };
  const turn = nextTurn(moved);
  return done(turn.state, [
    {
      type: 'store',
      write: {
        kind: 'action',
        game: deal.id,
        n,
        action: next.actions[n]!,
        source,
        at,
        over: end ? { loser: end.match.results.at(-1) ?? null } : null,
      },
    },
    ...after,
    ...turn.effects,
    { type: 'gameChanged' },
    ...(end ? end.effects : []),
  ]);
}
