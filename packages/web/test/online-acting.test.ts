// The online room's client state, without a browser: actions sent with the game id and the
// last move number, once; refusals shown; nothing sent for another seat or while offline.

import { type Action, apply, type GameState, viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { initialState, type RoomState, reduce } from '../src/online/state';
import { dealt, GAME, ROOM, received, run, updateOf, welcome } from './support/online';

describe('acting', () => {
  function seatedAt(seatNo: number): { state: RoomState; game: GameState } {
    const g = dealt();
    const state = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(5, { you: seatNo, game: updateOf(g, seatNo, 0) })),
    ).state;
    return { state, game: g };
  }

  test('an action goes with the game id and the last move number, once', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]!;
    const r = run(state, { type: 'act', action }, { type: 'act', action });
    expect(r.sent).toEqual([{ type: 'act', game: GAME, move: 0, action }]);
    expect(r.state.pending).toBe(true);
  });

  test('the next update frees the player to act again', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]! as Action;
    const sent = reduce(state, { type: 'act', action }).state;
    const g1 = apply(g, action);
    if (!g1.ok) throw new Error('illegal');
    const from = viewFor(g, toAct).events.length;
    const r = reduce(
      sent,
      received({ type: 'game', seq: 6, update: updateOf(g1.state, toAct, from) }),
    );
    expect(r.state.pending).toBe(false);
    expect(r.state.game?.move).toBe(1);
  });

  test('a refused action is shown in the prompt area, as the server words it', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]!;
    const r = run(
      state,
      { type: 'act', action },
      received({ type: 'error', code: 'MUST_BEAT', message: 'R4.3: you can beat, so you must' }),
    );
    expect(r.state.problem).toMatchObject({ area: 'game', code: 'MUST_BEAT' });
    expect(r.state.pending).toBe(false);
  });

  test('another seat’s action, or a spectator’s, is not sent', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const other = (toAct + 1) % 3;
    const { state } = seatedAt(other);
    const action = viewFor(g, toAct).legal[0]!;
    expect(reduce(state, { type: 'act', action }).send).toEqual([]);
    const spectator = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g, 'spectator', 0) })),
    ).state;
    expect(reduce(spectator, { type: 'act', action }).send).toEqual([]);
  });

  test('nothing is sent while disconnected; the player is told', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const down = reduce(state, { type: 'closed' }).state;
    const r = reduce(down, { type: 'act', action: viewFor(g, toAct).legal[0]! });
    expect(r.send).toEqual([]);
    expect(r.state.problem?.code).toBe('OFFLINE');
  });
});
