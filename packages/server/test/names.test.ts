// The protocol reads names and room names with the table's text rule: cleaned, something
// visible, not a name the table gives itself (no server needed: the schemas decide).

import { clientMessage, roomOptions } from '@kaschlan/protocol';
import { describe, expect, test } from 'vitest';

const sit = (name: string) => clientMessage.safeParse({ type: 'sit', seat: 0, name });

describe('names', () => {
  test.each([
    ['Anna', 'Anna'],
    ['  An\u202Ena ', 'Anna'],
    ['Bo\u0000b', 'Bo b'],
  ])('%j sits as %j', (name, shown) => {
    const r = sit(name);
    expect(r.success && r.data.type === 'sit' ? r.data.name : null).toBe(shown);
  });

  test.each(['', '\u200B\u200D', 'Spectator', 'seat 2', 'Hard bot'])('%j is refused', (name) => {
    expect(sit(name).success).toBe(false);
  });

  // Issue 24: what shows nothing but would make a second "Anna" (a mark, a filler, a
  // variation selector), and the table's names in another width.
  test.each([
    'Anna\u034F',
    'Anna\uFE0F',
    'Anna\u{E0100}',
    'Anna\u3164',
    'Anna\uFFA0',
    'Anna\u115F',
    'Anna\u2800',
    'An\u180Bna',
    '\u3164',
    '\uFF25\uFF41\uFF53\uFF59 bot',
    'SEAT \uFF12',
  ])('%j is refused', (name) => {
    expect(sit(name).success).toBe(false);
  });

  test.each([
    ['Friday\u0000 night', 'Friday night'],
    ['\u2066\u202E', undefined],
    ['A\nB', 'A B'],
  ])('room name %j is kept as %j', (name, kept) => {
    expect(roomOptions.parse({ seats: ['human', 'human'], name }).name).toBe(kept);
  });
});
