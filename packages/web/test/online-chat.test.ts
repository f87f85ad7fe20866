// The online room's client state, without a browser: chat lines trimmed and sent, refused
// when too long or too many, and added once, in order.

import type { ChatLine } from '@kaschlan/protocol';
import { describe, expect, test } from 'vitest';
import { CHAT_MAX } from '../src/online/limits';
import { reduce } from '../src/online/state';
import { connected, received, run } from './support/online';

describe('chat', () => {
  test('a line is trimmed and sent; an empty one is not', () => {
    expect(reduce(connected(), { type: 'chat', text: '  hello  ' }).send).toEqual([
      { type: 'chat', text: 'hello' },
    ]);
    expect(reduce(connected(), { type: 'chat', text: '   ' }).send).toEqual([]);
  });

  test(`a line over ${CHAT_MAX} characters is refused here`, () => {
    const r = reduce(connected(), { type: 'chat', text: 'x'.repeat(CHAT_MAX + 1) });
    expect(r.send).toEqual([]);
    expect(r.state.problem?.area).toBe('chat');
  });

  test('the server’s RATE_LIMITED is shown with the chat', () => {
    const r = run(
      connected(),
      { type: 'chat', text: 'hi' },
      received({ type: 'error', code: 'RATE_LIMITED', message: 'too many chat lines' }),
    );
    expect(r.state.problem).toMatchObject({ area: 'chat', code: 'RATE_LIMITED' });
  });

  test('lines are added once, in order', () => {
    const line = (n: number): ChatLine => ({
      n,
      seat: null,
      name: 'Spectator',
      text: `${n}`,
      at: n,
    });
    const r = run(
      connected(),
      received({ type: 'chat', line: line(2) }),
      received({ type: 'chat', line: line(1) }),
      received({ type: 'chat', line: line(2) }),
    );
    expect(r.state.chat.map((l) => l.n)).toEqual([1, 2]);
  });
});
