// Quick play's matcher (issue 13): by player count, compatible preset and rating, with a
// window that widens as the oldest waits; bots fill a table once its oldest has waited his
// wait, at the level nearest the group's mean rating.

import type { QuickPreset } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/bounds';
import { ANY_PRESET, match, ratingWindow, WINDOW_START } from '../src/quick/matcher';
import type { Ticket } from '../src/quick/queue';

let n = 0;
function ticket(mu: number, joinedAt = 0, more: Partial<Ticket> = {}): Ticket {
  n++;
  return {
    id: `t${n}`,
    player: `p${n}`,
    name: `P${n}`,
    address: `192.0.2.${n}`,
    players: 2,
    preset: 'any' as QuickPreset,
    mu,
    waitMs: 20_000,
    joinedAt,
    seatTokenHash: `h${n}`,
    ...more,
  };
}
/** The bots' level stands for the μ it was asked for. */
const level = (mu: number) => (mu < 30 ? 'easy' : 'expert');

describe('the matcher', () => {
  it('seats people near in rating together at once', () => {
    const [a, b] = [ticket(25), ticket(26)];
    expect(match([a, b], 1000, level)).toEqual([{ people: [a, b], bots: [], preset: ANY_PRESET }]);
  });

  it('keeps people far apart in rating apart until the window has widened enough', () => {
    const [a, b] = [ticket(20, 0, { waitMs: 60_000 }), ticket(30, 0, { waitMs: 60_000 })];
    expect(match([a, b], 0, level)).toEqual([]);
    // 10 apart: the window reaches it after (10 - WINDOW_START) / 0.5 seconds.
    const after = ((10 - WINDOW_START) / 0.5) * 1000;
    expect(ratingWindow(after)).toBe(10);
    expect(match([a, b], after, level)).toHaveLength(1);
  });

  it('takes the nearest in rating first', () => {
    const [a, far, near] = [ticket(25), ticket(27), ticket(25.5)];
    expect(match([a, far, near], 0, level)[0]?.people).toEqual([a, near]);
  });

  it('never mixes player counts or presets; any takes the other preset', () => {
    const a = ticket(25, 0, { preset: 'pack24' });
    const b = ticket(25, 1, { preset: 'illig' });
    const c = ticket(25, 2, { players: 3 });
    expect(match([a, b, c], 10, level)).toEqual([]);
    const d = ticket(25, 3, { preset: 'any' });
    expect(match([a, b, c, d], 10, level)).toEqual([
      { people: [a, d], bots: [], preset: 'pack24' },
    ]);
  });

  it('fills the empty seats with bots near the group once its oldest has waited his wait', () => {
    const a = ticket(35, 0, { players: 4, waitMs: 5000 });
    const b = ticket(36, 100, { players: 4 });
    expect(match([a, b], 4999, level)).toEqual([]);
    expect(match([a, b], 5000, level)).toEqual([
      { people: [a, b], bots: ['expert', 'expert'], preset: ANY_PRESET },
    ]);
  });

  it('never seats one player twice', () => {
    const a = ticket(25, 0, { player: 'same' });
    const b = ticket(25, 1, { player: 'same' });
    expect(match([a, b], 0, level)).toEqual([]);
  });

  // Issue 24: two guests of one person (two cookies, one machine) at one rated table feed one
  // another's ratings. A ticket's address is its client key (bounds.ts): an IPv6 client's /64.
  it('never seats two tickets of one address at one table, and goes on to the next', () => {
    const home = clientKey('2001:db8:0:1::a');
    const a = ticket(25, 0, { address: home });
    const b = ticket(25, 1, { address: clientKey('2001:db8:0:1:ffff::b') });
    expect(b.address).toBe(home);
    expect(match([a, b], 10, level)).toEqual([]);
    // A third from elsewhere sits with the oldest; the other waits on.
    const c = ticket(25, 2);
    expect(match([a, b, c], 10, level)).toEqual([{ people: [a, c], bots: [], preset: ANY_PRESET }]);
    // Once their waits are over each gets bots, never the other.
    const tables = match([a, b], 60_000, level);
    expect(tables.map((t) => t.people)).toEqual([[a], [b]]);
  });
});
