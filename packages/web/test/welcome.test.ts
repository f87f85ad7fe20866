// Who is welcomed (state/welcome.ts): a first visit only, never a returning player, and once.

import { describe, expect, it } from 'vitest';
import { isFirstVisit, rememberWelcome } from '../src/state/welcome';

/** A storage of its own for each case. */
function store(items: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map(Object.entries(items));
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('the welcome', () => {
  it('greets a first visit, once', () => {
    const s = store();
    expect(isFirstVisit(s)).toBe(true);
    rememberWelcome(s);
    expect(isFirstVisit(s)).toBe(false);
  });

  it('spares a player who has played before it existed (his settings are stored)', () => {
    expect(isFirstVisit(store({ 'kaschlan.settings.v1': '{}' }))).toBe(false);
  });

  it('stays away when storage cannot be read, rather than come on every visit', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(isFirstVisit(broken)).toBe(false);
    expect(isFirstVisit(null)).toBe(false);
  });
});
