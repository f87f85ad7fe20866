// Issue 24 follow-up: a rated seat follows its session. A seat's token is a bearer's proof: a
// copied one (a shared screen, a log, a stolen localStorage) re-seated its player from any
// socket. In a rated room a seat is also its player's (he took it with his session), so a
// hello with its token is let in only from a session of that player: from a socket without a
// cookie it is refused NO_SESSION, with another player's cookie SEAT_NOT_YOURS, and either
// way that socket is in no room and has seen no hand. The player's own other tab gets in; in
// a casual room the token alone still opens the seat. One process, and relayed in a cluster.

import type { ServerMessage } from '@kaschlan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person } from './support/browser-like';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';
import { servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

/** A guest with a session on the server at `url`, and a socket carrying his cookie there. */
async function person(url: string, socketUrl = url) {
  const who = new Person(url);
  expect((await who.call('GET', '/api/me')).status).toBe(200);
  const cookie = `kaschlan_session=${who.session}`;
  return { cookie, socket: await TestClient.connect(socketUrl, { cookie }) };
}

/** A two-seat room at `url`, Ann and Bo seated with their sessions (the deal begins). */
async function seatedRoom(url: string, rated: boolean) {
  const room = await createRoom(url, { seats: ['human', 'human'], public: rated, rated });
  const [ann, bo] = [await person(url), await person(url)];
  const tokens: string[] = [];
  for (const [seat, p] of [ann, bo].entries()) {
    await p.socket.request({ type: 'hello', room }, 'welcome');
    const seated = await p.socket.request({ type: 'sit', seat, name: `P${seat}` }, 'seated');
    expect(seated).toMatchObject({ type: 'seated', seat });
    tokens.push((seated as Extract<ServerMessage, { type: 'seated' }>).token);
  }
  return {
    room,
    ann,
    bo,
    annToken: tokens[0]!,
    close: () => Promise.all([ann, bo].map((p) => p.socket.close())),
  };
}

/** `socket` says hello to `room` with `token`: the reply (a welcome or an error). */
const hello = (socket: TestClient, room: string, token: string) =>
  socket.request({ type: 'hello', room, token }, 'welcome');

/** No message to `socket` put it in a seat or showed it a hand; it is in no room. */
async function expectOutside(socket: TestClient): Promise<void> {
  const seatedOrHand = socket.received.filter(
    (m) =>
      (m.type === 'welcome' && m.you !== null) ||
      m.type === 'seated' ||
      JSON.stringify(m).includes('"hand"'),
  );
  expect(seatedOrHand).toEqual([]);
  expect(await socket.request({ type: 'sync' }, 'welcome')).toMatchObject({
    type: 'error',
    code: 'NOT_IN_ROOM',
  });
}

describe('a rated seat and its token, one process', () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = await testServer();
    url = server.url;
    close = () => server.close();
  }, 60_000);
  afterAll(() => close?.());

  it('is refused NO_SESSION from a socket without a cookie, which sees no hand', async () => {
    const t = await seatedRoom(url, true);
    const stranger = await TestClient.connect(url);
    expect(await hello(stranger, t.room, t.annToken)).toMatchObject({
      type: 'error',
      code: 'NO_SESSION',
      for: 'hello',
    });
    await expectOutside(stranger);
    await stranger.close();
    await t.close();
  });

  it("is refused SEAT_NOT_YOURS from another player's session, which sees no hand", async () => {
    const t = await seatedRoom(url, true);
    const other = await person(url);
    expect(await hello(other.socket, t.room, t.annToken)).toMatchObject({
      type: 'error',
      code: 'SEAT_NOT_YOURS',
      for: 'hello',
    });
    await expectOutside(other.socket);
    // Bo's own session is another player's too: his token is his seat, not Ann's.
    expect(await hello(t.bo.socket, t.room, t.annToken)).toMatchObject({ code: 'SEAT_NOT_YOURS' });
    await other.socket.close();
    await t.close();
  });

  it("lets in the player's own other tab", async () => {
    const t = await seatedRoom(url, true);
    const tab = await TestClient.connect(url, { cookie: t.ann.cookie });
    expect(await hello(tab, t.room, t.annToken)).toMatchObject({ type: 'welcome', you: 0 });
    await tab.close();
    await t.close();
  });

  it('in a casual room, opens to the token alone (as before)', async () => {
    const t = await seatedRoom(url, false);
    const stranger = await TestClient.connect(url);
    expect(await hello(stranger, t.room, t.annToken)).toMatchObject({ type: 'welcome', you: 0 });
    await stranger.close();
    await t.close();
  });
});

const missing = await servicesFor('a rated seat relayed in a cluster');

describe.skipIf(missing !== null)('a rated seat and its token, relayed in a cluster', () => {
  let cluster: TwoProcesses;
  beforeAll(async () => {
    cluster = await twoProcesses();
  }, 300_000);
  afterAll(() => cluster?.stop());

  it("is refused on the other process without a cookie and with another's, let in with his", async () => {
    const { a, b } = cluster;
    const t = await seatedRoom(a.url, true);
    const stranger = await TestClient.connect(b.url);
    expect(await hello(stranger, t.room, t.annToken)).toMatchObject({ code: 'NO_SESSION' });
    await expectOutside(stranger);
    const other = await person(a.url, b.url);
    expect(await hello(other.socket, t.room, t.annToken)).toMatchObject({
      code: 'SEAT_NOT_YOURS',
    });
    await expectOutside(other.socket);
    const tab = await TestClient.connect(b.url, { cookie: t.ann.cookie });
    expect(await hello(tab, t.room, t.annToken)).toMatchObject({ type: 'welcome', you: 0 });
    await Promise.all([stranger.close(), other.socket.close(), tab.close()]);
    await t.close();
  });
});
