// Issue 24 follow-up: ending sessions reaches their open sockets. "Sign out everywhere else"
// and a password change end a player's other sessions; a socket of one of them that holds
// his seat is closed at once (4401 SESSION_ENDED) instead of playing on, and coming back with
// the seat's token it is refused (a rated seat follows its session: NO_SESSION). The socket
// of the session that asked stays. One process, and in a cluster over its bus (the other process's sockets).

import type { ServerMessage } from '@kaschlan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { Person } from './support/browser-like';
import { TestClient } from './support/client';
import { createRoom, testServer } from './support/server';
import { servicesFor } from './support/services';
import { type TwoProcesses, twoProcesses } from './support/two-processes';

let server: Server;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server?.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'home horse';

/** An account with a password (its first session), and a second session signed in. */
async function twoSessions() {
  const home = new Person(server.url);
  const name = `Ann ${tag()}`;
  expect((await home.call('PATCH', '/api/me', { name })).status).toBe(200);
  expect((await home.call('POST', '/api/account/password', { password: PASSWORD })).status).toBe(
    200,
  );
  const away = new Person(server.url);
  expect(
    (await away.call('POST', '/api/signin/password', { name, password: PASSWORD })).status,
  ).toBe(200);
  return { home, away };
}

const socketOf = (p: Person) =>
  TestClient.connect(server.url, { cookie: `kaschlan_session=${p.session}` });

/** `away`'s socket seated in a new rated room, `home`'s watching it: both, and the token. */
async function seatedAway(home: Person, away: Person) {
  const room = await createRoom(server.url, {
    seats: ['human', 'human'],
    public: true,
    rated: true,
  });
  const [here, there] = [await socketOf(home), await socketOf(away)];
  for (const c of [here, there]) await c.request({ type: 'hello', room }, 'welcome');
  const seated = await there.request({ type: 'sit', seat: 0, name: 'Ann' }, 'seated');
  const token = (seated as Extract<ServerMessage, { type: 'seated' }>).token;
  const closed = new Promise<number>((resolve) => there.ws.once('close', resolve));
  return { room, here, there, token, closed };
}

describe.each([
  ['sign out everywhere else', (home: Person) => home.call('POST', '/api/signout/others')],
  [
    'a password change',
    (home: Person) => home.call('PUT', '/api/account/password', { password: 'a new horse' }),
  ],
])('%s', (_, endOthers) => {
  it('closes the other session’s seated socket (4401); back with its token it is refused', async () => {
    const { home, away } = await twoSessions();
    const t = await seatedAway(home, away);
    expect((await endOthers(home)).status).toBe(200);
    expect(await t.closed).toBe(4401);
    // The asking session's socket is still in the room.
    expect(await t.here.request({ type: 'sync' }, 'welcome')).toMatchObject({ type: 'welcome' });
    const back = await socketOf(away);
    expect(
      await back.request({ type: 'hello', room: t.room, token: t.token }, 'welcome'),
    ).toMatchObject({
      type: 'error',
      code: 'NO_SESSION',
    });
    await Promise.all([t.here.close(), back.close()]);
  });
});

const missing = await servicesFor('sessions ended across a cluster');

describe.skipIf(missing !== null)('sign out everywhere else in a cluster', () => {
  let cluster: TwoProcesses;
  beforeAll(async () => {
    cluster = await twoProcesses();
  }, 300_000);
  afterAll(() => cluster?.stop());

  it('closes the seated socket of the other session on the other process (4401)', async () => {
    const { a, b } = cluster;
    const home = new Person(a.url);
    const name = `Ann ${tag()}`;
    expect((await home.call('PATCH', '/api/me', { name })).status).toBe(200);
    await home.call('POST', '/api/account/password', { password: PASSWORD });
    const away = new Person(b.url);
    await away.call('POST', '/api/signin/password', { name, password: PASSWORD });
    const room = await createRoom(a.url, { seats: ['human', 'human'], public: true, rated: true });
    const there = await TestClient.connect(b.url, { cookie: `kaschlan_session=${away.session}` });
    await there.request({ type: 'hello', room }, 'welcome');
    expect(await there.request({ type: 'sit', seat: 0, name: 'Ann' }, 'seated')).toMatchObject({
      seat: 0,
    });
    const closed = new Promise<number>((resolve) => there.ws.once('close', resolve));
    expect((await home.call('POST', '/api/signout/others')).status).toBe(200);
    expect(await closed).toBe(4401);
  });
});
