// The online room's connection, without a browser: a lost socket shows reconnecting and
// says hello again (the reducer), and the connection that reconnects by itself after a
// growing pause, asks for a snapshot, pings, and stops.

import { describe, expect, test } from 'vitest';
import { retryDelay } from '../src/online/connection';
import { initialState, reduce } from '../src/online/state';
import { harness, hellos } from './support/fake-socket';
import { dealt, ROOM, received, roomInfo, run, updateOf, welcome } from './support/online';

describe('reconnecting (the reducer)', () => {
  test('a lost socket shows reconnecting, keeps what was shown, and says hello again', () => {
    const g = dealt();
    const before = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(5, { you: 0, game: updateOf(g, 0, 0) })),
    ).state;
    const down = reduce(before, { type: 'closed' }).state;
    expect(down).toMatchObject({ link: 'reconnecting', socket: false, seq: -1 });
    expect(down.game).toBe(before.game);
    const back = reduce(down, { type: 'opened' });
    expect(back.send).toEqual([{ type: 'hello', room: ROOM, token: 'tok' }]);
    const fresh = reduce(back.state, received(welcome(40, { you: 0, game: updateOf(g, 0, 0) })));
    expect(fresh.state).toMatchObject({ link: 'open', seq: 40 });
  });
});

describe('the connection', () => {
  test('reconnects after a growing pause and says hello again with the token', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    h.client.dispatch({ type: 'sit', seat: 0, name: 'Anna' });
    h.last().say({ type: 'seated', seat: 0, token: 'tok' });
    expect(h.tokens).toEqual(['tok']);
    h.last().drop();
    expect(h.client.current.link).toBe('reconnecting');
    expect(h.sockets).toHaveLength(1);
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
    // The first retry fails too: the next pause is longer.
    h.last().drop();
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
    h.advance(retryDelay(1, 1));
    expect(h.sockets).toHaveLength(3);
    h.last().open();
    expect(hellos(h.last())).toEqual([{ type: 'hello', room: ROOM, token: 'tok' }]);
    h.last().say(welcome(30, { you: 0 }));
    expect(h.client.current).toMatchObject({ link: 'open', you: 0, seq: 30 });
  });

  test('a seq gap sends sync over the socket', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    h.last().say({ type: 'room', seq: 3, room: roomInfo() });
    expect(h.last().sent.at(-1)).toEqual({ type: 'sync' });
  });

  test('pings, and drops a socket that stays silent', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    expect(h.last().sent.some((m) => (m as { type: string }).type === 'ping')).toBe(true);
    h.advance(70_000); // no pong, nothing at all
    expect(h.sockets.length).toBeGreaterThan(1);
  });

  test('a refused hello: the socket is dropped and a new one tries again', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say({ type: 'error', code: 'SERVER_BUSY', message: 'busy' });
    expect(h.last().readyState).toBe(3);
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
  });

  test('no room: no retry', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say({ type: 'error', code: 'NO_ROOM', message: 'gone' });
    h.last().drop();
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  test('stopped: the socket closes and nothing reconnects', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.client.stop();
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.last().readyState).toBe(3);
  });

  test('the pause grows to at most ten seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((a) => retryDelay(a))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(retryDelay(2, 1)).toBe(2500);
  });
});
