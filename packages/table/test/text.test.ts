// Text shown to others (names, room names, chat) is cleaned one way: nothing may reverse or
// hide what others read, and text with nothing visible is refused.

import { describe, expect, test } from 'vitest';
import { cleanText, isReservedName } from '../src';
import { refused, twoPeople } from './support';

describe('cleanText', () => {
  test.each([
    { text: 'Anna', shown: 'Anna' },
    { text: '  two   spaces  ', shown: 'two spaces' },
    { text: 'line\nbreak\u2028here', shown: 'line break here' },
    { text: 'nul\u0000byte', shown: 'nul byte' },
    { text: 'evil\u202Egnp.exe', shown: 'evilgnp.exe' },
    { text: '\u2067isolate\u2069', shown: 'isolate' },
    { text: 'zero\u200Bwidth\uFEFF', shown: 'zerowidth' },
    { text: 'Käthe Ó Ł', shown: 'Käthe Ó Ł' },
    { text: '\u200B\u200C\u200D\u2060', shown: '' },
  ])('$text is shown as "$shown"', ({ text, shown }) => {
    expect(cleanText(text)).toBe(shown);
  });

  test.each(['\u200B\u200D', '\u202E', '\n\t '])(
    'chat of only invisible text %j is refused',
    (text) => {
      refused(twoPeople(), { type: 'chat', by: 0, text, at: 0 }, 'BAD_MESSAGE');
    },
  );
});

describe('names the table gives itself', () => {
  test.each([
    ['Spectator', true],
    ['spectator', true],
    ['Seat 3', true],
    ['Normal bot', true],
    ['Expert\u200B bot', true],
    ['\uFF25\uFF58\uFF50\uFF45\uFF52\uFF54 bot', true],
    ['Seat \uFF13', true],
    ['DELETED PLAYER', true],
    ['Anna', false],
    ['Spectators', false],
    ['Seat', false],
  ] as const)('%j reserved: %s', (name, reserved) => {
    expect(isReservedName(name)).toBe(reserved);
  });
});
