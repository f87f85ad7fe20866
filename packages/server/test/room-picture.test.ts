// A room's picture (seats, spectators: the `room` message) goes out at most once per
// ROOM_PICTURE_MS (rooms/pace.ts, issue 24): a crowd coming in at once is told to the room a
// few times, not once per person, the last time as the room is; a change to the deal takes
// the picture with it at once; and the sequence numbers have no gaps.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BotRunner } from '../src/bots/runner';
import { dispatch } from '../src/rooms/dispatch';
import { Store } from '../src/store/store';
import { until } from './support/chaos';
import { Inbox } from './support/inbox';
import { storedRoom } from './support/stored-room';

let store: Store;
let bots: BotRunner;

beforeEach(async () => {
  store = await Store.open({ kind: 'sqlite', file: ':memory:' });
  bots = new BotRunner({ threads: 1 });
});
afterEach(async () => {
  await bots.close();
  await store.close();
});

const twoSeats = () => storedRoom(store, bots, 'Picture', ['human', 'human']);

/** The `seq` of every `room` and `game` message `m` got after its welcome, in order. */
const numbers = (m: Inbox) =>
  m.received.flatMap((x) =>
    x.type === 'welcome' || x.type === 'room' || x.type === 'game' ? [x.seq] : [],
  );

describe('the room’s picture', () => {
  it('reaches the room a few times when 40 come in at once, the last time as the room is', async () => {
    const room = await twoSeats();
    const first = new Inbox();
    await room.join(first, undefined);
    const crowd = Array.from({ length: 40 }, () => new Inbox());
    await Promise.all(crowd.map((m) => room.join(m, undefined)));
    await until(() => first.of('room').at(-1)?.room.spectators === 41, 'the last picture');
    expect(first.of('room').length).toBeLessThanOrEqual(2);
    expect(first.of('room').at(-1)?.room).toEqual(room.info());
    // Each newcomer had the room in his welcome, and is numbered on from it.
    for (const m of [first, ...crowd]) {
      const seqs = numbers(m);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    }
  });

  it('goes out with a change to the deal at once: dealing is a game and a room message', async () => {
    const room = await twoSeats();
    const [a, b, watcher] = [new Inbox(), new Inbox(), new Inbox()];
    for (const m of [a, b, watcher]) await room.join(m, undefined);
    await dispatch(room, a, { type: 'sit', seat: 0, name: 'Anna' });
    await dispatch(room, b, { type: 'sit', seat: 1, name: 'Bert' });
    const from = watcher.received.length;
    await dispatch(room, a, { type: 'deal' });
    // No wait: both are sent before the deal's change is over.
    const told = watcher.received.slice(from);
    expect(told.map((m) => m.type)).toEqual(['game', 'room']);
    expect(watcher.of('room').at(-1)?.room).toEqual(room.info());
    expect(room.info().phase).toBe('playing');
  });
});
