// A room with a deal in a store, written directly (no Room): for the store's own tests.

import type { Store } from '../../src/store/store';

/** A room with a deal, on `store`. */
export async function dealIn(store: Store, tag: string): Promise<{ room: string; game: string }> {
  const now = Date.now();
  const room = `${tag}${now.toString(36)}`.slice(0, 12);
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
  const game = `g${tag}${now.toString(36)}`.slice(0, 12);
  await store.startGame(
    { room, fence: null, at: now },
    {
      id: game,
      room_id: room,
      number: 1,
      setup: '{"players":2,"seed":1}',
      dealer: 1,
      started_at: now,
      finished_at: null,
      loser: null,
    },
  );
  return { room, game };
}
