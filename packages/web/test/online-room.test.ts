// The online room's client state, without a browser: entering a room (hello, the snapshot,
// a bad token, a room that is gone), what happens when the snapshot does not come, and
// seat tokens kept and forgotten.

import type { ChatLine } from '@kaschlan/protocol';
import { describe, expect, test } from 'vitest';
import { initialState, reduce } from '../src/online/state';
import { connected, ROOM, received, roomInfo, run, seat, welcome } from './support/online';

describe('entering a room', () => {
  test('an opened socket says hello, with the seat token when there is one', () => {
    expect(reduce(initialState(ROOM, null), { type: 'opened' }).send).toEqual([
      { type: 'hello', room: ROOM },
    ]);
    expect(reduce(initialState(ROOM, 'tok'), { type: 'opened' }).send).toEqual([
      { type: 'hello', room: ROOM, token: 'tok' },
    ]);
  });

  test('the snapshot makes the room open and sets seq, seat, deal and chat', () => {
    const line: ChatLine = { n: 3, seat: 0, name: 'Anna', text: 'hi', at: 1 };
    const s = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(9, { you: 0, chat: [line] })),
    ).state;
    expect(s).toMatchObject({ link: 'open', seq: 9, you: 0, chat: [line], socket: true });
  });

  test('room and game messages before the snapshot are left for it', () => {
    const s = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'room', seq: 1, room: roomInfo({ deals: 4 }) }),
    );
    expect(s.state.room).toBeNull();
    expect(s.sent).toEqual([{ type: 'hello', room: ROOM }]);
  });

  test('BAD_TOKEN forgets the token and enters again as a spectator', () => {
    const r = run(
      initialState(ROOM, 'old'),
      { type: 'opened' },
      received({ type: 'error', code: 'BAD_TOKEN', message: 'no seat' }),
    );
    expect(r.last.token).toBeNull();
    expect(r.state.token).toBeNull();
    expect(r.sent).toEqual([
      { type: 'hello', room: ROOM, token: 'old' },
      { type: 'hello', room: ROOM },
    ]);
  });

  test("a rated seat refused to this session: watches, and keeps the token for the player's return", () => {
    const r = run(
      initialState(ROOM, 'his'),
      { type: 'opened' },
      received({ type: 'error', code: 'SEAT_NOT_YOURS', message: 'not yours', for: 'hello' }),
    );
    expect(r.last.token).toBeUndefined();
    expect(r.state.token).toBeNull();
    expect(r.state.problem?.code).toBe('SEAT_NOT_YOURS');
    expect(r.sent).toEqual([
      { type: 'hello', room: ROOM, token: 'his' },
      { type: 'hello', room: ROOM },
    ]);
  });

  test('NO_ROOM: the room is gone', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'NO_ROOM', message: 'there is no such room' }),
    );
    expect(r.state.link).toBe('gone');
    expect(r.state.problem?.message).toBe('there is no such room');
  });
});

describe('when the snapshot does not come', () => {
  test('an error instead of it drops the socket, to try again later', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'SERVER_BUSY', message: 'busy' }),
    );
    expect(r.last.retry).toBe(true);
    expect(r.state.problem?.code).toBe('SERVER_BUSY');
  });

  test('so does an error while catching up (a sync refused)', () => {
    const gap = reduce(connected(), received({ type: 'room', seq: 9, room: roomInfo() })).state;
    const r = reduce(gap, received({ type: 'error', code: 'INTERNAL', message: 'oops' }));
    expect(r.retry).toBe(true);
  });

  test('the snapshot that finally comes clears the trouble', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'SERVER_BUSY', message: 'busy' }),
      { type: 'closed' },
      { type: 'opened' },
      received(welcome(3)),
    );
    expect(r.state.problem).toBeNull();
  });
});

describe('seats', () => {
  test('sitting sends the name; the seat token is kept', () => {
    const r = run(
      connected(),
      { type: 'sit', seat: 1, name: 'Otto' },
      received({ type: 'seated', seat: 1, token: 'secret' }),
    );
    expect(r.sent).toEqual([{ type: 'sit', seat: 1, name: 'Otto' }]);
    expect(r.last.token).toBe('secret');
    expect(r.state).toMatchObject({ you: 1, token: 'secret' });
  });

  test('a snapshot without a seat forgets the token (the seat was given up)', () => {
    const r = run(connected('secret', 1), { type: 'leave' }, received(welcome(6, { you: null })));
    expect(r.sent).toEqual([{ type: 'leave' }]);
    expect(r.last.token).toBeNull();
    expect(r.state.token).toBeNull();
  });

  test('a seat given up in another tab: this one watches, and forgets the token', () => {
    const r = reduce(
      connected('secret', 0),
      received({ type: 'room', seq: 6, room: roomInfo({ seats: [seat(0), seat(1)] }) }),
    );
    expect(r.token).toBeNull();
    expect(r.state).toMatchObject({ you: null, token: null, seq: 6 });
  });

  test('a refusal of a room request is shown with the seats', () => {
    const r = run(
      connected(),
      { type: 'sit', seat: 0, name: 'Eve' },
      received({ type: 'error', code: 'SEAT_TAKEN', message: 'someone sits there' }),
    );
    expect(r.state.problem).toEqual({
      area: 'room',
      code: 'SEAT_TAKEN',
      message: 'someone sits there',
    });
  });
});
