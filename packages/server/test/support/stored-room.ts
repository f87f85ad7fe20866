// A room as the server makes it, in a store of the test's own: its row written first (the
// room's writes name it), then the Room itself, casual (a rated room seats only people
// with a session, issue 24, and a test's sockets have none), with no bot delay.

import { roomOptions } from '@kaschlan/protocol';
import type { BotRunner } from '../../src/bots/runner';
import { Room } from '../../src/rooms/room';
import type { Store } from '../../src/store/store';

export async function storedRoom(
  store: Store,
  bots: BotRunner,
  name: string,
  seats: string[],
  onFault?: (room: Room, error: Error) => void,
): Promise<Room> {
  const options = roomOptions.parse({ seats, preset: 'illig', rated: false });
  const id = `room${Math.random().toString(36).slice(2, 10)}`;
  const now = Date.now();
  await store.createRoom({
    id,
    name,
    options: JSON.stringify(options),
    created_at: now,
    game_id: null,
    closed_at: null,
    fence: 0,
    last_activity: now,
  });
  const silent = () => undefined;
  return new Room(id, name, options, now, {
    store,
    bots,
    log: { info: silent, warn: silent, error: silent },
    botDelayMs: 0,
    graceMs: 60_000,
    now: Date.now,
    ...(onFault ? { onFault } : {}),
  });
}
