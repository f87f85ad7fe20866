// sameAction: one action however it is written (the server tells a resent action from a
// different one with it).

import { describe, expect, it } from 'vitest';
import { sameAction } from '../src/index';

describe('sameAction', () => {
  it('ignores key order, and card order within a lead (R3.1)', () => {
    expect(
      sameAction(
        { type: 'lead', seat: 1, cards: ['8D', '8H'] },
        { cards: ['8H', '8D'], seat: 1, type: 'lead' },
      ),
    ).toBe(true);
    expect(
      sameAction(
        { type: 'beat', seat: 2, attack: '9S', with: 'JS' },
        { with: 'JS', attack: '9S', seat: 2, type: 'beat' },
      ),
    ).toBe(true);
  });

  it('tells different actions, seats and junk apart', () => {
    expect(sameAction({ type: 'pass', seat: 0 }, { type: 'take', seat: 0 })).toBe(false);
    expect(sameAction({ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 })).toBe(false);
    expect(
      sameAction(
        { type: 'beat', seat: 2, attack: '9S', with: 'JS' },
        { type: 'beat', seat: 2, attack: '9S', with: 'QS' },
      ),
    ).toBe(false);
    expect(sameAction({ type: 'nonsense' }, { type: 'nonsense' })).toBe(false);
    expect(sameAction(null, null)).toBe(false);
  });
});
