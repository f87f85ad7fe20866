// Issue 24, item 3: a server's log holds nothing that opens anything. The attack: quick play's
// ticket secret was a URL path (GET /api/quick/<secret>), Fastify logs every URL, and the
// seat token derives from the secret, so one log line seated a cookieless hello as that
// player. Here a server process logs everything (LOG_LEVEL=trace) while one person goes
// through a whole session: a guest, a quick play ticket, a match, his seat entered with its
// token, a seat taken in a room of his own, a password, signing out and in again, and an
// old client asking for a ticket by its URL. Every cookie, secret, token and password the
// session saw is then looked for in the log: none may be there.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage } from '@kaschlan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../src/logging';
import { TestClient } from './support/client';
import { type ServerProcess, spawnServer } from './support/process';
import { Queuer } from './support/quick';
import { createRoom } from './support/server';

let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kaschlan-log-')),
    LOG_LEVEL: 'trace',
    QUICK_MIN_WAIT_SECONDS: '0',
    ACCOUNT_ATTEMPTS_PER_MINUTE: '1000',
  });
}, 200_000);

afterAll(() => server?.kill());

describe('the log of a whole session', () => {
  it('holds none of the cookies, secrets, tokens and passwords it saw', async () => {
    const seen = new Set<string>();
    const keep = (value: string | null | undefined) => {
      expect(value, 'a secret the session should have had').toBeTruthy();
      seen.add(value!);
    };
    const anna = new Queuer(server.url);
    const cookie = () => ({ cookie: `kaschlan_session=${anna.session}` });

    // A guest: his session cookie.
    expect((await anna.call('GET', '/api/me')).status).toBe(200);
    keep(anna.session);

    // Quick play: the ticket's secret, then the seat token of the match.
    expect((await anna.join({ players: 2, waitSeconds: 0 })).status).toBe(201);
    keep(anna.ticket);
    const match = await anna.matched();
    keep(match.token);
    const table = await TestClient.connect(server.url, cookie());
    const welcome = await table.request(
      { type: 'hello', room: match.room, token: match.token },
      'welcome',
    );
    expect(welcome).toMatchObject({ type: 'welcome', you: match.seat });
    await table.close();

    // An old client still asking for a ticket by its URL: refused or not, the URL is logged.
    expect((await anna.join({ players: 3, waitSeconds: 120 })).status).toBe(201);
    keep(anna.ticket);
    await anna.call('GET', `/api/quick/${anna.ticket}`);
    await anna.call('GET', `/api/quick?ticket=${anna.ticket}`);
    expect((await anna.cancel()).status).toBe(204);

    // A seat taken in a room of his own: its token.
    const room = await createRoom(server.url, { preset: 'illig', seats: ['human', 'easy'] });
    const own = await TestClient.connect(server.url, cookie());
    await own.request({ type: 'hello', room }, 'welcome');
    const seated = (await own.request({ type: 'sit', seat: 0, name: 'Anna' }, 'seated')) as Extract<
      ServerMessage,
      { type: 'seated' }
    >;
    keep(seated.token);
    await own.close();

    // A password: the account's new session, then out, in again by password, and out.
    const password = 'correct horse battery staple';
    keep(password);
    expect((await anna.call('POST', '/api/account/password', { password })).status).toBe(200);
    keep(anna.session);
    const name = String((await anna.call('GET', '/api/me')).body['name']);
    expect((await anna.call('POST', '/api/signout')).status).toBe(200);
    expect((await anna.call('POST', '/api/signin/password', { name, password })).status).toBe(200);
    keep(anna.session);
    expect((await anna.call('POST', '/api/signout')).status).toBe(200);

    // The process writes its log in order, each request's line before its answer: once the
    // line of one last request (a name no secret has) has come through, all the rest has.
    await anna.call('GET', '/api/rooms/endofsession');
    const log = await logUntil(server, '/api/rooms/endofsession');
    expect(log, 'the old URL logged, its ticket masked').toContain(`"url":"/api/quick/${MASK}"`);
    const found = [...seen].filter((secret) => log.includes(secret));
    expect(found, `${seen.size} secrets looked for`).toEqual([]);
  }, 120_000);
});

/** The process's output once it holds `text` (waited for: a pipe delivers when it does). */
async function logUntil(process: ServerProcess, text: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = process.output.join('');
    if (log.includes(text)) return log;
    if (Date.now() > deadline) throw new Error(`the log never showed ${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
