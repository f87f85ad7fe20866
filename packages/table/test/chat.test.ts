// Chat at the table: cleaned, refused when empty, numbered, the last CHAT_KEPT kept.

import { describe, expect, it, test } from 'vitest';
import { CHAT_KEPT, type TableState } from '../src';
import { refused, run, twoPeople } from './support';

const say = (t: TableState, by: 0 | 1 | null, text: string) =>
  run(t, { type: 'chat', by, text, at: 7 });

describe('chat', () => {
  test.each([
    { text: 'hello', said: 'hello' },
    { text: '  good luck  ', said: 'good luck' },
    { text: 'one\ntwo\u0007', said: 'one two' },
  ])('"$text" is said as "$said"', ({ text, said }) => {
    expect(say(twoPeople(), 0, text).state.chat.at(-1)!.text).toBe(said);
  });

  test.each(['', '   ', '\n\t\u0000'])('%j is refused (BAD_MESSAGE)', (text) => {
    refused(twoPeople(), { type: 'chat', by: 0, text, at: 0 }, 'BAD_MESSAGE');
  });

  it('a line is stored, then told; it carries the speaker’s seat and name', () => {
    const r = say(twoPeople(), 1, 'hi');
    const line = { n: 1, seat: 1, name: 'Bo', text: 'hi', at: 7 };
    expect(r.effects).toEqual([
      { type: 'store', write: { kind: 'chat', line } },
      { type: 'chatLine', line },
    ]);
    expect(say(twoPeople(), null, 'hi').state.chat[0]!.name).toBe('Spectator');
  });

  it(`keeps the last ${CHAT_KEPT} lines, numbered on`, () => {
    let t = twoPeople();
    for (let i = 1; i <= CHAT_KEPT + 3; i++) t = say(t, 0, `line ${i}`).state;
    expect(t.chat).toHaveLength(CHAT_KEPT);
    expect(t.chat[0]!.n).toBe(4);
    expect(t.chatN).toBe(CHAT_KEPT + 3);
  });
});
