// The log tells the deal in words, from the viewer's filtered events.

import { viewFor } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { type LogLine, logLines } from '../src/state/log';
import { e1MustTake, play } from './support/e1';

const names = ['You', 'Otto', 'Frieda'];
const text = (lines: LogLine[]) =>
  lines.map((l) => l.segments.map((s) => (typeof s === 'string' ? s : `[${s.card}]`)).join(''));

describe('the log', () => {
  test('E1 told from seat 0: own draws shown, others’ counted', () => {
    const state = play(e1MustTake(), { type: 'take', seat: 2 });
    const lines = text(logLines(viewFor(state, 0).events, { name: (s) => names[s]!, me: 0 }));
    expect(lines).toEqual([
      'You deal. Trumps: [7S] lies under the talon.',
      'Otto attacks Frieda.',
      'Otto leads [8S] [8D]',
      'Otto draws 2 cards',
      // His turn ended by itself, but the others cannot tell a forced pass (R3.6).
      'Otto stops.',
      'You reinforce with [8H]',
      'You draw [JD]',
      'You have nothing to add.',
      'Frieda self-attacks with [8C] and beats it with [AC]',
      'Frieda beats [8D] with [KD]',
      'Frieda beats [8H] with [JH]',
      'Frieda takes [8S]',
      '6 cards go to the discard pile.',
      'Otto attacks Frieda.',
    ]);
  });
});
