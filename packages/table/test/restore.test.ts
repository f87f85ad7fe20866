// A table rebuilt from its store: the match recounted from finished deals (R8.4, R2.4), the
// current deal replayed through the engine, every seated person away with his grace running.

import { legalActions, toAct } from '@kaschlan/engine';
import { describe, expect, it } from 'vitest';
import { restore, type StoredTable, type TableState } from '../src';
import { run, types } from './support';

const options = { preset: 'illig', seats: ['human', 'human', 'easy'] } as const;

describe('restore', () => {
  it('gives the same table as the commands that built it', () => {
    const dealing = run(restored(base()).state, { type: 'deal', by: 0, id: 'g3', seed: 9, at: 0 });
    const write = dealing.effects.find((e) => e.type === 'store');
    if (write?.type !== 'store' || write.write.kind !== 'startDeal') throw new Error('no deal');
    let t: TableState = dealing.state;
    for (let i = 0; i < 5; i++) {
      const s = t.deal!.state;
      const seat = toAct(s)!;
      const action = legalActions(s)[0];
      t =
        t.seats[seat]!.kind === 'human'
          ? run(t, { type: 'act', by: seat, game: 'g3', move: i, action, at: 0 }).state
          : run(t, { type: 'botMove', turn: t.turn, action, source: 'bot', at: 0 }).state;
    }
    const again = restored({
      ...base(),
      current: { id: 'g3', number: 3, setup: write.write.setup, actions: t.deal!.state.actions },
    });
    expect(again.state.deal!.state.actions).toEqual(t.deal!.state.actions);
    expect(again.state.deal!.state.events).toEqual(t.deal!.state.events);
    expect(again.state.match).toEqual(t.match);
    expect(again.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', 'E']);
  });

  it('R2.4, R8.4: the match is recounted from the finished deals', () => {
    const m = restored(base()).state.match;
    expect(m.results).toEqual([1, null]);
    expect(m.marks).toEqual([0, 1, 0]);
    expect(m.nextDealer).toBe(1); // the draw after seat 1's loss: seat 1 deals again
  });

  it('nobody is here yet: every seated person is away, his grace clock starts', () => {
    const r = restored(base());
    expect(r.state.seats.map((s) => s.present)).toEqual([false, false, false]);
    expect(r.effects.filter((e) => e.type === 'graceClock')).toEqual([
      { type: 'graceClock', seat: 0 },
      { type: 'graceClock', seat: 1 },
    ]);
    expect(types(r.effects)).toContain('turn');
  });

  it('a stored log the engine refuses is reported, not thrown', () => {
    const r = restore({
      ...base(),
      current: {
        id: 'g3',
        number: 3,
        setup: { preset: 'illig', players: 3, seed: 1 },
        actions: [{ type: 'take', seat: 2 }],
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^deal g3: action 0: /);
  });
});

function base(): StoredTable {
  return {
    options,
    names: [null, null, 'E'],
    seats: [
      { seat: 0, name: 'Ann', token: 'h-a' },
      { seat: 1, name: 'Bo', token: 'h-b' },
    ],
    finished: [
      { dealer: 0, loser: 1 },
      { dealer: 1, loser: null },
    ],
    current: null,
    chat: [{ n: 4, seat: 0, name: 'Ann', text: 'gg', at: 1 }],
  };
}

function restored(s: StoredTable) {
  const r = restore(s);
  if (!r.ok) throw new Error(r.message);
  return r;
}
