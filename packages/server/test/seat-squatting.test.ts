// Seat squatting, over real sockets: two people who sit down in a public room and leave
// before its first deal no longer block it for good; after the grace period their seats are
// open again (in the room, the lobby and the store), and their old tokens open nothing.

import type { LobbyRoom } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { until } from './support/players';
import { ask, codeOf } from './support/requests';
import { createRoom } from './support/server';
import { sharedServer } from './support/shared-server';

const { server, client, enter } = sharedServer({ GRACE_SECONDS: '0.2' });

describe('seat squatting', () => {
  it('frees the seats of people who left before the first deal, after the grace period', async () => {
    const id = await createRoom(server.url, {
      seats: ['human', 'human'],
      preset: 'illig',
      public: true,
    });
    const watcher = await enter(id);
    const squatters = [await enter(id, 0), await enter(id, 1)];
    const tokens = squatters.map((c) => c.token!);
    const status = () => watcher.room?.seats.map((s) => s.status).join(',');
    await until(watcher, () => status() === 'here,here', 30_000, 'both seats taken');
    for (const c of squatters) await c.close();
    await until(watcher, () => status() === 'open,open', 30_000, 'both seats open again');

    const lobby = (await (await fetch(`${server.url}/api/rooms`)).json()) as { rooms: LobbyRoom[] };
    expect(lobby.rooms.find((r) => r.id === id)?.open).toBe(2);
    expect((await server.store.seatsOf(id)).filter((s) => s.name !== null)).toEqual([]);
    // The old tokens open nothing now; somebody else may sit and deal.
    const back = await client();
    expect(codeOf(await ask(back, { type: 'hello', room: id, token: tokens[0] }, 'welcome'))).toBe(
      'BAD_TOKEN',
    );
    const a = await enter(id, 0);
    const b = await enter(id, 1);
    expect(codeOf(await ask(a, { type: 'deal' }, 'game'))).toBe('game');
    await b.close();
  });
});
