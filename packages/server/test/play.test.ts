// Online play end to end over real sockets: a room with two people and a bot, seats taken,
// a deal played to the end by the clients (each from its own view), the match counted, the
// replay published.

import type { ServerMessage } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { createRoom } from './support/server';
import { sharedServer } from './support/shared-server';

const { server } = sharedServer();

/** Play every turn of `clients` with its first legal action until the deal is over. */
export async function playOut(clients: TestClient[]): Promise<void> {
  for (let guard = 0; guard < 5000; guard++) {
    const any = clients.find((c) => c.view);
    if (any?.view?.over) return;
    const mover = clients.find((c) => c.view && c.view.legal.length > 0 && !c.view.over);
    if (!mover) {
      // A bot is thinking (a search bot in a worker thread): wait for its move; the cap only
      // guards against a hang.
      await Promise.race(clients.map((c) => c.next((m) => m.type === 'game', 60_000)));
      continue;
    }
    const action = mover.view!.legal[0];
    const reply = mover.next((m) => m.type === 'game' || m.type === 'error');
    mover.send({ type: 'act', game: mover.game!.game, move: mover.game!.move, action });
    const m = (await reply) as ServerMessage;
    if (m.type === 'error') throw new Error(`${m.code}: ${m.message}`);
  }
  throw new Error('the deal did not end');
}

describe('a room played over WebSockets', () => {
  it('seats two people and a bot, deals, plays to the end and publishes the replay', async () => {
    const id = await createRoom(server.url, {
      seats: ['human', 'human', 'normal'],
      preset: 'illig',
    });
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const watcher = await TestClient.connect(server.url);
    for (const c of [a, b, watcher]) await c.request({ type: 'hello', room: id }, 'welcome');
    expect(watcher.room?.phase).toBe('waiting');
    const seatedA = await a.request({ type: 'sit', seat: 0, name: 'Anna' }, 'seated');
    expect(seatedA.type).toBe('seated');
    await b.request({ type: 'sit', seat: 1, name: 'Otto' }, 'seated');
    // The token is 256 random bits, base64url.
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A seat is taken once.
    const taken = await watcher.request({ type: 'sit', seat: 0, name: 'Eve' }, 'seated');
    expect(taken).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });

    const dealt = a.next((m) => m.type === 'game');
    a.send({ type: 'deal' });
    await dealt;
    expect(a.view?.hand?.length).toBeGreaterThan(0);
    expect(watcher.view?.hand).toBeNull();

    await playOut([a, b]);
    if (watcher.room?.phase !== 'between')
      await watcher.next((m) => m.type === 'room' && m.room.phase === 'between');
    expect(watcher.view?.over).toBe(true);
    expect(watcher.game?.record).not.toBeNull();
    expect(watcher.room?.deals).toBe(1);
    expect(a.gaps + b.gaps + watcher.gaps).toBe(0);

    const gameId = watcher.game!.game;
    const res = await fetch(`${server.url}/api/replays/${gameId}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as { actions: unknown[]; players: number };
    expect(record.players).toBe(3);
    expect(record.actions.length).toBe(watcher.game!.move);
    for (const c of [a, b, watcher]) await c.close();
  });

  it('plays a deal against a search bot, which thinks in a worker thread', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'hard'], preset: 'pack24' });
    const a = await TestClient.connect(server.url);
    await a.request({ type: 'hello', room: id }, 'welcome');
    await a.request({ type: 'sit', seat: 0, name: 'Anna' }, 'seated');
    const dealt = a.next((m) => m.type === 'game');
    a.send({ type: 'deal' });
    await dealt;
    await playOut([a]);
    expect(a.view?.over).toBe(true);
    // The bot's moves are in the record, as the bot's.
    const record = (await (
      await fetch(`${server.url}/api/replays/${a.game!.game}/record`)
    ).json()) as {
      actions: { seat: number }[];
    };
    expect(record.actions.some((x) => x.seat === 1)).toBe(true);
    // Anna gives the seat up and Bert takes it: the deal's replay still names who played it.
    const game = a.game!.game;
    await a.request({ type: 'leave' }, 'room');
    const b = await TestClient.connect(server.url);
    await b.request({ type: 'hello', room: id }, 'welcome');
    await b.request({ type: 'sit', seat: 0, name: 'Bert' }, 'seated');
    const replay = (await (await fetch(`${server.url}/api/replays/${game}`)).json()) as {
      names: string[];
    };
    expect(replay.names).toEqual(['Anna', 'hard bot']);
    await a.close();
    await b.close();
  }, 120_000);
});
