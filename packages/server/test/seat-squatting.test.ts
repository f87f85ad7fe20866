// Seat squatting, over real sockets: two people who sit down in a public room and leave
// before its first deal no longer block it for good; after the grace period their seats are
// open again (in the room, the lobby and the store), and their old tokens open nothing.

import type { LobbyRoom } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { until } from './support/players';
import { ask, codeOf } from './support/requests';
import { createRoom, testServer } from './support/server';
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
  it('frees a seat kept across a restart, once its grace period after the restart runs out', async () => {
    const first = await testServer({ GRACE_SECONDS: '600' });
    let id: string;
    try {
      id = await createRoom(first.url, { seats: ['human', 'human'], preset: 'illig' });
      const squatter = await TestClient.connect(first.url);
      await squatter.request({ type: 'hello', room: id }, 'welcome');
      await squatter.request({ type: 'sit', seat: 0, name: 'Ann' }, 'seated');
      await squatter.close();
    } finally {
      await first.close();
    }
    // Started again over the same store: nobody is connected, every grace period starts now.
    const again = await testServer({ GRACE_SECONDS: '0.2', DATA_DIR: first.dataDir });
    try {
      const watcher = await TestClient.connect(again.url);
      const welcome = await watcher.request({ type: 'hello', room: id }, 'welcome');
      expect(welcome.type).toBe('welcome');
      await until(watcher, () => watcher.room?.seats[0]?.status === 'open', 30_000, 'seat open');
      await watcher.close();
    } finally {
      await again.close();
    }
  });
});
