// Quick play (issue 13) in a single process: people asking for the same table are matched by
// rating into a rated, unlisted room where each is already seated with his own token, and the
// deal starts by itself once they are all there; one alone gets bots near his rating after
// his wait; player counts and presets never mix; a player holds one ticket; he may cancel;
// joining is rate-limited. Two tickets of one client address never share a table (issue 24):
// each test person comes from an address of his own (TRUST_PROXY=1, X-Forwarded-For).

import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from '../src/app';
import { nearestLevel } from '../src/ratings/bot-ratings';
import { until } from './support/players';
import { Queuer } from './support/quick';
import { testServer } from './support/server';

let server: Server;
const servers: Server[] = [];
/** A server of its own for each test: one test's tickets never meet another's. */
async function start(env: Record<string, string> = {}): Promise<Server> {
  server = await testServer({ QUICK_MIN_WAIT_SECONDS: '0', TRUST_PROXY: '1', ...env });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

let addresses = 0;
/** A person from `address`, by default one of his own. */
const person = (address = `198.51.100.${++addresses % 250}`) =>
  new Queuer(server.url, undefined, address);

describe('quick play matches people', () => {
  it('two asking for 2 players sit in one rated, unlisted room, each with his own token, and the deal starts (R2.1)', async () => {
    await start();
    const [ann, bob] = [person(), person()];
    expect((await ann.join({ players: 2, preset: 'any', waitSeconds: 60 })).status).toBe(201);
    expect((await bob.join({ players: 2, preset: 'illig', waitSeconds: 60 })).status).toBe(201);
    const [a, b] = await Promise.all([ann.matched(), bob.matched()]);
    expect(a.room).toBe(b.room);
    expect([a.seat, b.seat].sort()).toEqual([0, 1]);
    expect(a.token).not.toBe(b.token);
    // Only the token's hash is stored.
    const rows = await server.store.seatsOf(a.room);
    expect(rows.map((r) => r.token_hash)).not.toContain(a.token);
    const names = [
      (await ann.call('GET', '/api/me')).body['name'],
      (await bob.call('GET', '/api/me')).body['name'],
    ];
    const seatedAs = Object.fromEntries(rows.map((r) => [r.seat, r.name]));
    expect(seatedAs[a.seat]).toBe(names[0]);
    expect(seatedAs[b.seat]).toBe(names[1]);

    const info = await server.rooms.info(a.room);
    expect(info?.options).toMatchObject({ preset: 'illig', rated: true, public: false });
    expect((await server.rooms.lobby()).map((r) => r.id)).not.toContain(a.room);

    // Nobody presses Deal: the deal starts as soon as the first of them is in (his welcome
    // shows it), Bob away until he comes; Bob comes into the same deal.
    const annSocket = await ann.enter(a);
    expect(annSocket.you).toBe(a.seat);
    expect(annSocket.game).not.toBeNull();
    expect(annSocket.room?.seats[b.seat]?.status).toBe('away');
    const bobSocket = await bob.enter(b);
    expect(bobSocket.you).toBe(b.seat);
    await until(annSocket, () => annSocket.room?.seats[b.seat]?.status === 'here', 30_000, 'Bob');
    expect(annSocket.game?.game).toBe(bobSocket.game?.game);
    await Promise.all([annSocket.close(), bobSocket.close()]);
  });

  it('one alone gets bots near his rating after his wait, and his deal starts', async () => {
    await start();
    const cid = person();
    await cid.join({ players: 3, preset: 'any', waitSeconds: 0.5 });
    const m = await cid.matched();
    expect(m.seat).toBe(0);
    const info = await server.rooms.info(m.room);
    // A newcomer's μ is 25: the bots are the level nearest that at 3 players.
    const level = nearestLevel(25, 3);
    expect(info?.options.seats).toEqual(['human', level, level]);
    const socket = await cid.enter(m);
    await until(socket, () => socket.game !== null, 30_000, 'the deal');
    await socket.close();
  });

  it('does not mix player counts or presets', async () => {
    await start();
    const [p24, pIllig, p3, anyone] = [person(), person(), person(), person()];
    await p24.join({ players: 2, preset: 'pack24', waitSeconds: 60 });
    await pIllig.join({ players: 2, preset: 'illig', waitSeconds: 60 });
    await p3.join({ players: 3, preset: 'pack24', waitSeconds: 60 });
    // 'any' at 2 players goes with the oldest compatible ticket: the pack24 one.
    await anyone.join({ players: 2, preset: 'any', waitSeconds: 60 });
    const [a, b] = await Promise.all([p24.matched(), anyone.matched()]);
    expect(a.room).toBe(b.room);
    expect((await server.rooms.info(a.room))?.options.preset).toBe('pack24');
    // The illig ticket and the 3-player one were there all along, and still wait.
    expect((await pIllig.poll()).body['state']).toBe('waiting');
    expect((await p3.poll()).body['state']).toBe('waiting');
  });
});

describe('a ticket', () => {
  it('is one per player: asking again replaces it, and he is seated once', async () => {
    await start();
    const [dan, eve] = [person(), person()];
    await dan.join({ players: 2, preset: 'any', waitSeconds: 60 });
    const first = dan.ticket;
    await dan.join({ players: 2, preset: 'any', waitSeconds: 60 });
    expect(dan.ticket).not.toBe(first);
    expect((await dan.poll(first)).status).toBe(404);
    await eve.join({ players: 2, preset: 'any', waitSeconds: 60 });
    const [d, e] = await Promise.all([dan.matched(), eve.matched()]);
    expect(d.room).toBe(e.room);
    const seats = await server.store.seatsOf(d.room);
    expect(seats).toHaveLength(2);
    expect(new Set(seats.map((s) => s.player_id)).size).toBe(2);
  });

  it('answers its owner only', async () => {
    await start();
    const [owner, other] = [person(), person()];
    await owner.join({ players: 4, preset: 'any', waitSeconds: 60 });
    await other.call('GET', '/api/me');
    expect((await other.poll(owner.ticket)).status).toBe(404);
    expect((await other.cancel(owner.ticket)).status).toBe(404);
    expect((await owner.poll()).body).toMatchObject({
      state: 'waiting',
      players: 4,
      preset: 'any',
      waitSeconds: 60,
    });
  });

  it('can be cancelled: it leaves the queue and nobody is matched with it', async () => {
    await start();
    const [fay, gus] = [person(), person()];
    await fay.join({ players: 2, preset: 'any', waitSeconds: 60 });
    expect((await fay.cancel()).status).toBe(204);
    expect((await fay.poll()).status).toBe(404);
    expect((await fay.cancel()).status).toBe(404);
    // Gus, alone now, gets bots after his wait rather than Fay.
    await gus.join({ players: 2, preset: 'any', waitSeconds: 0.3 });
    const m = await gus.matched();
    expect((await server.rooms.info(m.room))?.options.seats[1]).not.toBe('human');
  });

  it('leaves the queue when nobody polls it (an abandoned tab)', async () => {
    await start({ QUICK_TICKET_IDLE_SECONDS: '1' });
    const [gone, here] = [person(), person()];
    await gone.join({ players: 2, preset: 'any', waitSeconds: 60 });
    // `here` polls his own ticket until bots come, longer than the idle time; `gone` never
    // polls his, and by then it has expired.
    await here.join({ players: 3, preset: 'any', waitSeconds: 1.5 });
    await here.matched();
    expect((await gone.poll()).status).toBe(404);
  });
});

/** One client address several test people share (a household, or one person's cookies). */
const HOME = '203.0.113.9';

describe('one address at a rated table (issue 24)', () => {
  it('two guests from one address are never matched together: each gets bots after his wait', async () => {
    await start();
    const [ann, bob] = [person(HOME), person(HOME)];
    await ann.join({ players: 2, preset: 'any', waitSeconds: 1 });
    await bob.join({ players: 2, preset: 'any', waitSeconds: 1 });
    const [a, b] = await Promise.all([ann.matched(), bob.matched()]);
    expect(a.room).not.toBe(b.room);
    for (const m of [a, b])
      expect((await server.rooms.info(m.room))?.options.seats[1]).not.toBe('human');
  });

  it('nor two of one IPv6 /64; someone from elsewhere sits with the first', async () => {
    await start();
    const [first, second] = [person('2001:db8:7:1::a'), person('2001:db8:7:1:ffff::b')];
    await first.join({ players: 2, preset: 'any', waitSeconds: 60 });
    await second.join({ players: 2, preset: 'any', waitSeconds: 60 });
    const other = person('2001:db8:7:2::c');
    await other.join({ players: 2, preset: 'any', waitSeconds: 60 });
    const [f, o] = await Promise.all([first.matched(), other.matched()]);
    expect(f.room).toBe(o.room);
    expect((await second.poll()).body['state']).toBe('waiting');
  });
});

describe('the queue is bounded', () => {
  it('refuses too many joins from one address (RATE_LIMITED)', async () => {
    await start({ QUICK_JOINS_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await person(HOME).join({ players: 2, waitSeconds: 60 })).status);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await person(HOME).join({ players: 2 });
    expect(refused.body['code']).toBe('RATE_LIMITED');
  });

  it('refuses more tickets from one address than it may hold (TOO_MANY_TICKETS)', async () => {
    await start({ QUICK_TICKETS_PER_ADDRESS: '2' });
    // Different player counts: nobody is matched meanwhile.
    expect((await person(HOME).join({ players: 2, waitSeconds: 60 })).status).toBe(201);
    expect((await person(HOME).join({ players: 3, waitSeconds: 60 })).status).toBe(201);
    const third = await person(HOME).join({ players: 4, waitSeconds: 60 });
    expect(third.status).toBe(429);
    expect(third.body['code']).toBe('TOO_MANY_TICKETS');
  });

  it('takes nobody into the queue while the server holds all the rooms it may (SERVER_FULL)', async () => {
    await start({ MAX_ROOMS: '1' });
    const first = person();
    await first.join({ players: 2, waitSeconds: 0 });
    await first.matched();
    const refused = await person().join({ players: 2 });
    expect(refused.status).toBe(503);
    expect(refused.body['code']).toBe('SERVER_FULL');
  });

  it('refuses what is not a request, and a table the preset cannot seat (R2.1)', async () => {
    await start();
    const p = person();
    for (const bad of [
      { players: 6 },
      { players: 2, preset: 'poker' },
      { players: 2, waitSeconds: 999 },
      { players: 2, extra: 1 },
    ]) {
      const answer = await p.join(bad as never);
      expect(answer.status).toBe(400);
      expect(answer.body['code']).toBe('BAD_MESSAGE');
    }
    const five = await p.join({ players: 5, preset: 'pack24' });
    expect(five.body['code']).toBe('INVALID_PLAYERS');
  });
});
