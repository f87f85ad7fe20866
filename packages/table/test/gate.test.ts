// The move gate: a move counts only for the deal and move number it was meant for, from the
// seat it names; then the engine decides (its refusal codes pass through unchanged).

import { legalActions, toAct } from '@kaschlan/engine';
import { describe, expect, it, test } from 'vitest';
import type { Command, TableState } from '../src';
import { dealt, playOut, refused, run, twoPeople } from './support';

/** A deal with two moves played, and the command for the next one. */
function twoMovesIn(): { t: TableState; next: Extract<Command, { type: 'act' }> } {
  let t = dealt(twoPeople(), 5);
  for (let i = 0; i < 2; i++) {
    const s = t.deal!.state;
    t = run(t, {
      type: 'act',
      by: toAct(s)!,
      game: 'd1',
      move: i,
      action: legalActions(s)[0],
      at: 0,
    }).state;
  }
  const s = t.deal!.state;
  const next = {
    type: 'act',
    by: toAct(s)!,
    game: 'd1',
    move: 2,
    action: legalActions(s)[0],
    at: 0,
  } as const;
  return { t, next };
}

describe('the move gate', () => {
  test.each([
    {
      why: 'a spectator cannot play',
      change: (c: Command & { type: 'act' }) => ({ ...c, by: null }),
      code: 'NOT_SEATED',
    },
    {
      why: 'a move for another deal is stale',
      change: (c: Command & { type: 'act' }) => ({ ...c, game: 'd0' }),
      code: 'STALE_MOVE',
    },
    {
      why: 'a move played again is a duplicate',
      change: (c: Command & { type: 'act' }, t: TableState) => ({
        ...c,
        move: 1,
        action: t.deal!.state.actions[1],
      }),
      code: 'DUPLICATE_ACTION',
    },
    {
      why: 'an old move number with another action is stale (the game moved on)',
      change: (c: Command & { type: 'act' }) => ({ ...c, move: 0 }),
      code: 'STALE_MOVE',
    },
    {
      why: 'a move number from the future is refused',
      change: (c: Command & { type: 'act' }) => ({ ...c, move: 3 }),
      code: 'BAD_MOVE_NUMBER',
    },
    {
      why: 'an action must name the sender’s own seat',
      change: (c: Command & { type: 'act' }) => ({ ...c, by: 1 - (c.by as number) }),
      code: 'NOT_YOUR_SEAT',
    },
    {
      why: 'the engine decides legality: another seat’s turn (R3.1)',
      change: (c: Command & { type: 'act' }) => {
        const other = 1 - (c.by as number);
        return { ...c, by: other, action: { ...(c.action as object), seat: other } };
      },
      code: 'NOT_YOUR_TURN',
    },
    {
      why: 'junk from a client is refused by the engine, never thrown',
      change: (c: Command & { type: 'act' }) => ({ ...c, action: { seat: c.by, type: 'fly' } }),
      code: 'MALFORMED_ACTION',
    },
  ])('$why: $code', ({ change, code }) => {
    const { t, next } = twoMovesIn();
    refused(t, change(next, t) as Command, code);
  });

  it('accepts the right move: stored, then told, numbered for the next', () => {
    const { t, next } = twoMovesIn();
    const r = run(t, next);
    expect(r.state.deal!.state.actions).toHaveLength(3);
    expect(r.effects[0]).toMatchObject({
      type: 'store',
      write: { kind: 'action', game: 'd1', n: 2, source: 'seat', over: null },
    });
    expect(r.effects.map((e) => e.type)).toContain('gameChanged');
  });

  it('refuses any move before the first deal (NO_GAME) and after the last (GAME_OVER)', () => {
    refused(twoPeople(), { type: 'act', by: 0, game: 'd1', move: 0, action: {}, at: 0 }, 'NO_GAME');
    const over = playOut(dealt(twoPeople(), 5));
    const move = over.deal!.state.actions.length;
    const action = { type: 'pass', seat: 0 };
    refused(over, { type: 'act', by: 0, game: 'd1', move, action, at: 0 }, 'GAME_OVER');
  });

  it('a refused command changes nothing: the table is the same object afterwards', () => {
    const { t, next } = twoMovesIn();
    const before = structuredClone(t.deal!.state.actions);
    refused(t, { ...next, move: 9 }, 'BAD_MOVE_NUMBER');
    expect(t.deal!.state.actions).toEqual(before);
  });
});
