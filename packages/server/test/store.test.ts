// The one storage layer on both databases: the same calls, the same answers, on SQLite (a
// temporary file) and on PostgreSQL (a fresh schema; skipped with the reason when the
// machine has none, never in CI).

import { describe, expect, it } from 'vitest';
import { AlreadyStored, Fenced } from '../src/store/store';
import { databases } from './support/services';

const kinds = await databases('store tests on PostgreSQL');

describe.each(kinds)('the store on $name', ({ open }) => {
  it('keeps rooms, seats, deals, action logs and chat, and refuses a second action n', async () => {
    const store = await open();
    const now = Date.now();
    const room = `room${now.toString(36)}`.slice(0, 12);
    await store.createRoom({
      id: room,
      name: 'Table',
      options: '{"seats":["human","normal"]}',
      created_at: now,
      game_id: null,
      closed_at: null,
      fence: 0,
      last_activity: now,
    });
    const w = { room, fence: null, at: now };
    await store.sit(w, {
      room_id: room,
      seat: 0,
      name: 'Anna',
      token_hash: 'ab'.repeat(32),
      sat_at: now,
    });
    await expect(
      store.sit(w, {
        room_id: room,
        seat: 0,
        name: 'Eve',
        token_hash: 'cd'.repeat(32),
        sat_at: now,
      }),
    ).rejects.toThrow();
    const game = `game${now.toString(36)}`.slice(0, 12);
    await store.startGame(w, {
      id: game,
      room_id: room,
      number: 1,
      setup: '{"players":2,"seed":1}',
      dealer: 1,
      started_at: now,
      finished_at: null,
      loser: null,
    });
    // Appends sent together are committed together (group commit), each in its place.
    await Promise.all(
      [0, 1, 2].map((n) =>
        store.appendAction(w, game, {
          n,
          action: { type: 'pass', seat: n % 2 },
          source: 'seat',
          at: now + n,
        }),
      ),
    );
    await expect(
      store.appendAction(w, game, {
        n: 1,
        action: { type: 'take', seat: 1 },
        source: 'seat',
        at: now,
      }),
    ).rejects.toBeInstanceOf(AlreadyStored);
    await store.appendAction(
      w,
      game,
      { n: 3, action: { type: 'take', seat: 1 }, source: 'bot', at: now + 3 },
      { at: now + 4, loser: 1 },
    );
    await store.addChat(w, {
      room_id: room,
      n: 1,
      seat: 0,
      name: 'Anna',
      text: 'Guten Abend',
      at: now,
    });

    expect((await store.openRooms()).map((r) => r.id)).toContain(room);
    expect((await store.room(room))?.game_id).toBe(game);
    expect((await store.seatsOf(room)).map((s) => [s.seat, s.name])).toEqual([[0, 'Anna']]);
    expect((await store.actionsOf(game)).map((a) => [a.n, a.action, a.source])).toEqual([
      [0, { type: 'pass', seat: 0 }, 'seat'],
      [1, { type: 'pass', seat: 1 }, 'seat'],
      [2, { type: 'pass', seat: 0 }, 'seat'],
      [3, { type: 'take', seat: 1 }, 'bot'],
    ]);
    const g = await store.game(game);
    expect([g?.finished_at, g?.loser, typeof g?.started_at]).toEqual([now + 4, 1, 'number']);
    expect((await store.recentChat(room, 10)).map((c) => c.text)).toEqual(['Guten Abend']);
    await store.unsit(w, 0);
    expect(await store.seatsOf(room)).toEqual([]);
    await store.closeRoom({ ...w, at: now + 5 });
    expect((await store.openRooms()).map((r) => r.id)).not.toContain(room);
    await store.close();
  });

  it("fencing: once a new owner claims the room, the old owner's writes are all refused", async () => {
    const store = await open();
    const now = Date.now();
    const room = `fence${now.toString(36)}`.slice(0, 12);
    await store.createRoom({
      id: room,
      name: 'Table',
      options: '{"seats":["human","human"]}',
      created_at: now,
      game_id: null,
      closed_at: null,
      fence: 0,
      last_activity: now,
    });
    expect(await store.claim(room, 1)).toBe(true);
    const old = { room, fence: 1, at: now + 1 };
    const game = (id: string) => ({
      id,
      room_id: room,
      number: 1,
      setup: '{"players":2,"seed":1}',
      dealer: 0,
      started_at: now,
      finished_at: null,
      loser: null,
    });
    const g1 = `g1${now.toString(36)}`.slice(0, 12);
    await store.startGame(old, game(g1));
    await store.appendAction(old, g1, { n: 0, action: { type: 'pass' }, source: 'seat', at: now });
    // The next owner takes the room: a lower or equal number cannot be claimed again.
    expect(await store.claim(room, 2)).toBe(true);
    expect(await store.claim(room, 2)).toBe(false);
    expect(await store.claim(room, 1)).toBe(false);
    const seat = { room_id: room, seat: 0, name: 'Anna', token_hash: 'ab'.repeat(32), sat_at: now };
    const line = { room_id: room, n: 1, seat: 0, name: 'Anna', text: 'hallo', at: now };
    const action = { n: 1, action: { type: 'take' }, source: 'seat', at: now };
    const stale = [
      store.startGame(old, { ...game(`g2${now.toString(36)}`.slice(0, 12)), number: 2 }),
      store.appendAction(old, g1, action),
      store.sit(old, seat),
      store.unsit(old, 0),
      store.addChat(old, line),
      store.closeRoom(old),
    ];
    const outcomes = await Promise.allSettled(stale);
    for (const o of outcomes) expect(o.status === 'rejected' && o.reason).toBeInstanceOf(Fenced);
    expect((await store.actionsOf(g1)).length).toBe(1);
    expect((await store.gamesOf(room)).length).toBe(1);
    // The new owner writes; a second deal 1 is refused by the unique game numbers.
    const now2 = { room, fence: 2, at: now + 9 };
    await store.appendAction(now2, g1, action);
    await expect(
      store.startGame(now2, game(`g3${now.toString(36)}`.slice(0, 12))),
    ).rejects.toThrow();
    const row = await store.room(room);
    expect([row?.fence, row?.last_activity, row?.closed_at]).toEqual([2, now + 9, null]);
    await store.close();
  });
});
