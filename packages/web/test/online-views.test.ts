// The online room's client state, without a browser: views arriving as deltas, a gap in
// `seq` or in the events asks for a snapshot (and nothing half-known is shown meanwhile),
// a new deal comes whole; after the deal, the record shows every hand.

import { viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { handsAtDeal } from '../src/online/reveal';
import { initialState, mergeUpdate, reduce } from '../src/online/state';
import {
  connected,
  dealt,
  ROOM,
  received,
  roomInfo,
  run,
  step1,
  updateOf,
  welcome,
} from './support/online';

describe('views arrive as deltas', () => {
  test('a delta appends its events to those held', () => {
    const s0 = dealt();
    const s1 = step1(s0);
    const full = updateOf(s0, 0, 0);
    const delta = updateOf(s1, 0, full.view.events.length);
    const merged = mergeUpdate(full, delta)!;
    expect(merged.view.events).toEqual(viewFor(s1, 0).events);
    expect(merged.move).toBe(1);
  });

  test('a delta that does not continue what is held is refused', () => {
    const s1 = step1(dealt());
    const s2 = step1(s1);
    const full = updateOf(dealt(), 0, 0);
    const skipped = updateOf(s2, 0, viewFor(s1, 0).events.length);
    expect(mergeUpdate(full, skipped)).toBeNull();
    expect(mergeUpdate(null, skipped)).toBeNull();
    expect(mergeUpdate(full, { ...skipped, game: 'another00001', eventsFrom: 1 })).toBeNull();
  });

  test('game messages in order keep the whole event list, seq by seq', () => {
    let g = dealt();
    let state = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g, 'spectator', 0) })),
    ).state;
    let held = viewFor(g, 'spectator').events.length;
    for (let seq = 6; seq < 16; seq++) {
      g = step1(g);
      const r = reduce(
        state,
        received({ type: 'game', seq, update: updateOf(g, 'spectator', held) }),
      );
      expect(r.send).toEqual([]);
      state = r.state;
      held = viewFor(g, 'spectator').events.length;
    }
    expect(state.game?.view.events).toEqual(viewFor(g, 'spectator').events);
    expect(state.seq).toBe(15);
  });

  test('a seq gap asks for a snapshot and ignores what comes until it', () => {
    const g0 = dealt();
    const g1 = step1(g0);
    const g2 = step1(g1);
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g0, 1, 0) })),
    ).state;
    const n0 = viewFor(g0, 1).events.length;
    const n1 = viewFor(g1, 1).events.length;
    // seq 6 is lost; 7 comes.
    const gap = reduce(start, received({ type: 'game', seq: 7, update: updateOf(g2, 1, n1) }));
    expect(gap.send).toEqual([{ type: 'sync' }]);
    expect(gap.state.syncing).toBe(true);
    expect(gap.state.game?.move).toBe(0); // nothing half-known is shown
    // More deltas before the snapshot are dropped, not sent for again.
    const more = reduce(gap.state, received({ type: 'game', seq: 8, update: updateOf(g2, 1, n0) }));
    expect(more.send).toEqual([]);
    expect(more.state.game?.move).toBe(0);
    const fresh = reduce(more.state, received(welcome(8, { game: updateOf(g2, 1, 0), you: 1 })));
    expect(fresh.state).toMatchObject({ syncing: false, seq: 8 });
    expect(fresh.state.game?.view.events).toEqual(viewFor(g2, 1).events);
  });

  test('an events gap asks for a snapshot too', () => {
    const g0 = dealt();
    const g2 = step1(step1(g0));
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g0, 0, 0) })),
    ).state;
    const r = reduce(start, received({ type: 'game', seq: 6, update: updateOf(g2, 0, 99) }));
    expect(r.send).toEqual([{ type: 'sync' }]);
  });

  test('a room message with a gap asks for a snapshot', () => {
    const r = reduce(connected(), received({ type: 'room', seq: 9, room: roomInfo() }));
    expect(r.send).toEqual([{ type: 'sync' }]);
  });

  test('a new deal comes whole (eventsFrom 0) and replaces the last', () => {
    const g = dealt();
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(step1(g), 0, 0) })),
    ).state;
    const next = { ...updateOf(g, 0, 0), game: 'game00000002' };
    const r = reduce(start, received({ type: 'game', seq: 6, update: next }));
    expect(r.state.game?.game).toBe('game00000002');
    expect(r.state.game?.view.events).toEqual(viewFor(g, 0).events);
  });
});

describe('after the deal', () => {
  test('the record shows every hand as dealt', () => {
    const g = dealt();
    const hands = handsAtDeal({
      preset: 'illig',
      players: 3,
      dealer: g.dealer,
      seed: 7,
      actions: [],
    });
    expect(hands).toEqual([0, 1, 2].map((s) => viewFor(g, s).hand));
  });
});
