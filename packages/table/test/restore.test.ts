// A table rebuilt from its store: the match recounted from finished deals (R8.4, R2.4), the
// current deal replayed through the engine, every seated person away with his grace running.

import { legalActions, toAct } from '@kaschlan/engine';
import { pick, seedRng } from '@kaschlan/engine/fast';
import { describe, expect, it } from 'vitest';
import { restore, type StoredTable, shownToAct, type TableState } from '../src';
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

  it('R8.5: a forced pass held when the process stopped is held again, not shown at once', () => {
    const { t, stored } = firstHoldStored();
    const seat = shownToAct(t)!;
    const again = restored(stored);
    expect(again.state.deal!.hold).toEqual(t.deal!.hold);
    expect(shownToAct(again.state)).toBe(seat);
    // The same turn a chosen pass would get: shown to act, then a wait at his pace.
    expect(again.effects.filter((e) => e.type === 'turn' || e.type === 'forcedPass')).toEqual([
      { type: 'turn', turn: again.state.turn, seat, clock: 0 },
      { type: 'forcedPass', turn: again.state.turn, seat, pace: 'person' },
    ]);
    // Shown after the wait, as it would have been before the restart.
    const shown = run(again.state, { type: 'passShown', turn: again.state.turn }).state;
    expect(shown.deal!.hold ?? null).toEqual(
      t.deal!.hold!.passes.length > 1
        ? { ...t.deal!.hold, passes: t.deal!.hold!.passes.slice(1) }
        : null,
    );
  });

  it('R8.5: a table that shows forced passes at once (a local one) holds none on load', () => {
    const { stored } = firstHoldStored();
    const local = restored({ ...stored, options: { ...stored.options, forcedPassTurns: false } });
    expect(local.state.deal!.hold ?? null).toBeNull();
    expect(local.effects.some((e) => e.type === 'forcedPass')).toBe(false);
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

/**
 * Three people at an online table (forced passes held, R8.5) play random legal moves until a
 * forced pass is held: that table, and what a store would have kept of it.
 */
function firstHoldStored(): { t: TableState; stored: StoredTable } {
  const online = {
    preset: 'illig',
    seats: ['human', 'human', 'human'],
    forcedPassTurns: true,
  } as const;
  const seats = ['Ann', 'Bo', 'Cy'].map((name, seat) => ({ seat, name, token: `h-${seat}` }));
  const start = restored({ options: online, seats, finished: [], current: null, chat: [] }).state;
  for (let seed = 1; seed < 200; seed++) {
    const rng = seedRng(seed);
    const dealt = run(start, { type: 'deal', by: 0, id: 'g1', seed, at: 0 });
    const write = dealt.effects.find((e) => e.type === 'store');
    if (write?.type !== 'store' || write.write.kind !== 'startDeal') throw new Error('no deal');
    let t = dealt.state;
    while (toAct(t.deal!.state) !== null) {
      const s = t.deal!.state;
      const legal = legalActions(s);
      const action = legal[pick(rng, legal.length)];
      t = run(t, {
        type: 'act',
        by: toAct(s)!,
        game: 'g1',
        move: s.actions.length,
        action,
        at: 0,
      }).state;
      if (t.deal!.hold) {
        const { actions } = t.deal!.state;
        const current = { id: 'g1', number: 1, setup: write.write.setup, actions };
        return { t, stored: { options: online, seats, finished: [], current, chat: [] } };
      }
    }
  }
  throw new Error('no forced pass in 200 deals');
}
