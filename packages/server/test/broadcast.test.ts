// A room's broadcasts: each distinct message serialised once for everyone who gets it (one
// `room` text for all, one `game` text per viewer and cursor), the text sent as is to members
// that take text; a room picture the same as the last one everyone had is not sent again.

import { roomOptions } from '@kaschlan/protocol';
import { newTable, reduce, type TableState } from '@kaschlan/table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Audience, roomInfo } from '../src/rooms/broadcast';
import { Members } from '../src/rooms/members';
import { Inbox, TextInbox } from './support/inbox';

const options = { preset: 'illig', seats: ['human', 'human'] } as const;

function dealtTable(): TableState {
  const t = newTable(options, ['Ann', 'Bo']);
  const r = reduce(t, { type: 'deal', by: 'host', id: 'd1', seed: 3, at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const room = { id: 'room1', name: 'Room', options: roomOptions.parse(options) };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a broadcast', () => {
  it('serialises each distinct message once, whoever and however many get it', () => {
    const people = new Members(2);
    const audience = new Audience(people);
    // Two tabs of seat 0, one of seat 1, three spectators, and one member that takes no text.
    const members = [0, 0, 1, null, null, null].map((seat) => {
      const m = new TextInbox();
      people.add(m, seat);
      return m;
    });
    const plain = new Inbox();
    people.add(plain, null);
    const table = dealtTable();
    const stringify = vi.spyOn(JSON, 'stringify');

    audience.game(table.deal!, null);
    // One text per viewer: seat 0, seat 1, the spectators (every cursor starts at 0).
    expect(stringify).toHaveBeenCalledTimes(3);
    const texts = members.map((m) => m.texts.at(-1));
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[3]).toBe(texts[5]);
    // The member without text gets the same message.
    expect(plain.received.at(-1)).toEqual(JSON.parse(texts[3]!));

    stringify.mockClear();
    audience.room(roomInfo(room, table, 4));
    expect(stringify).toHaveBeenCalledTimes(1); // the picture, inside the one text
    const sent = members.map((m) => m.texts.at(-1));
    expect(new Set(sent).size).toBe(1);
    expect(JSON.parse(sent[0]!)).toEqual({ type: 'room', seq: 2, room: roomInfo(room, table, 4) });
  });

  it('does not send a room picture the same as the last one everyone was sent', () => {
    const people = new Members(2);
    const audience = new Audience(people);
    const a = new TextInbox();
    people.add(a, null);
    const table = dealtTable();
    audience.room(roomInfo(room, table, 1));
    audience.room(roomInfo(room, table, 1)); // somebody left and came back: no change
    audience.room(roomInfo(room, table, 2));
    expect(
      a.received.map((m) => (m.type === 'room' ? [m.seq, m.room.spectators] : m.type)),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
