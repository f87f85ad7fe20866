// Offline play on the table reducer: a hot-seat match of two people, played through the
// store's own entry points (act, uncover, dealNext), as the page plays it. No bot is asked,
// so no worker is needed.

import { loserOf } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { DEFAULTS, type Settings } from '../src/state/settings';
import {
  act,
  covered,
  dealNext,
  game,
  match,
  notice,
  offlineTable,
  perspective,
  startMatch,
  uncover,
  view,
} from '../src/state/store';
import { showTable, tableSource } from '../src/state/table-source';

const HOT_SEAT: Settings = {
  ...DEFAULTS,
  players: 2,
  seats: ['human', 'human', 'normal', 'normal', 'normal'],
  names: ['Anna', 'Bruno', 'Frieda', 'Gustav', 'Minna'],
};

/** Play the deal to its end: whoever is asked to take the device does, then plays his first legal action. */
function playOut(): void {
  for (let moves = 0; moves < 2000; moves++) {
    if (covered.value !== null) uncover();
    const v = view.value!;
    if (v.over) return;
    expect(act(v.legal[0]!)).toBe(true);
  }
  throw new Error('the deal did not end');
}

describe('offline play on the table reducer', () => {
  test('the offline game is on the table until a screen puts up its own, and after', () => {
    expect(tableSource.value).toBe(offlineTable);
    const lesson = { ...offlineTable, view: null };
    const hide = showTable(lesson);
    expect(tableSource.value).toBe(lesson);
    hide();
    expect(tableSource.value).toBe(offlineTable);
  });

  test('hot seat: the table is covered for the first person to act, and his hand shown when he uncovers', () => {
    expect(startMatch(HOT_SEAT, 7)).toBeNull();
    const first = covered.value;
    expect(first).not.toBeNull();
    expect(view.value!.viewer).toBe('spectator');
    uncover();
    expect(perspective.value).toBe(first);
    expect(view.value!.viewer).toBe(first);
    expect(view.value!.legal.length).toBeGreaterThan(0);
  });

  test('a move the engine refuses changes nothing and says why', () => {
    expect(startMatch(HOT_SEAT, 7)).toBeNull();
    if (covered.value !== null) uncover();
    const before = game.value;
    const seat = perspective.value;
    expect(act({ type: 'take', seat })).toBe(false);
    expect(game.value).toBe(before);
    expect(notice.value).toMatch(/R\d/);
  });

  test('a finished deal counts in the match (R8.4) and its loser deals the next (R2.4)', () => {
    expect(startMatch(HOT_SEAT, 11)).toBeNull();
    let dealt = 0;
    // A drawn deal marks nobody and the same dealer deals again; play until one is lost.
    for (let deal = 0; deal < 6; deal++) {
      const dealer = game.value!.dealer;
      playOut();
      dealt++;
      const loser = loserOf(game.value!);
      const m = match.value!;
      expect(m.results).toHaveLength(dealt);
      expect(m.results.at(-1)).toBe(loser);
      expect(covered.value).toBeNull();
      dealNext();
      expect(game.value!.dealer).toBe(loser ?? dealer);
      if (loser !== null) {
        expect(m.marks[loser]).toBeGreaterThan(0);
        return;
      }
    }
  });
});
