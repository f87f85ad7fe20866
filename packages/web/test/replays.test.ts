// Replays: a record survives the trip through a link (compressed or plain), the games kept on
// this device are listed newest first, capped, and survive a full storage, and the viewer's
// timeline is the engine's replay of the record, step by step.

import {
  apply,
  type GameState,
  legalActions,
  newGame,
  replayRecord,
  summarize,
  toRecord,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { timelineOf } from '../src/replays/keep';
import { decodeRecord, encodeRecord, fragmentOf, parseFragment } from '../src/replays/link';
import {
  deleteReplay,
  listReplays,
  loadRecord,
  MAX_KEPT,
  type NewReplay,
  type ReplayStorage,
  saveReplay,
} from '../src/replays/saved';
import { namesIn, recordFile, seatNames } from '../src/replays/timeline';
import { e1Bout, e1Start, play } from './support/e1';

/** A whole deal played by always taking the middle legal action (it ends: R6.2, R6.7). */
function finishedDeal(players: number, seed: number): GameState {
  const r = newGame({ players, seed });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  while (s.pos.over === 0) {
    const legal = legalActions(s);
    const next = apply(s, legal[Math.floor(legal.length / 2)]);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
  }
  return s;
}

/** localStorage in memory, optionally with a quota in characters. */
function memoryStorage(
  quota = Number.POSITIVE_INFINITY,
): ReplayStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      const before = map.get(k);
      map.set(k, v);
      if (used() > quota) {
        if (before === undefined) map.delete(k);
        else map.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
    removeItem: (k) => void map.delete(k),
  };
}

const entry = (patch: Partial<NewReplay> = {}): NewReplay => ({
  names: ['Anna', 'Otto'],
  players: 2,
  preset: 'illig',
  over: true,
  loser: 1,
  moves: 40,
  origin: 'played',
  ...patch,
});

describe('a record in a link', () => {
  const records = [finishedDeal(2, 1), finishedDeal(4, 7), finishedDeal(5, 99)].map(toRecord);

  test.each(records.map((r, i) => [i, r] as const))('round trip, compressed (%i)', async (_, r) => {
    const data = await encodeRecord(r);
    expect(data[0]).toBe('z');
    expect(data).toMatch(/^z[A-Za-z0-9_-]+$/);
    const back = await decodeRecord(data);
    expect(back).toEqual({ ok: true, value: JSON.parse(JSON.stringify(r)) });
    // Compact: far shorter than the JSON it carries.
    expect(data.length).toBeLessThan(JSON.stringify(r).length / 2);
  });

  test.each(records.map((r, i) => [i, r] as const))('round trip, plain (%i)', async (_, r) => {
    const data = await encodeRecord(r, { compress: false });
    expect(data[0]).toBe('j');
    expect(await decodeRecord(data)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(r)) });
  });

  test('the decoded record replays to the same deal (R6.2)', async () => {
    const state = finishedDeal(3, 5);
    const back = await decodeRecord(await encodeRecord(toRecord(state)));
    if (!back.ok) throw new Error(back.message);
    const replayed = replayRecord(back.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(summarize(replayed.state)).toEqual(summarize(state));
  });

  test('a fragment carries the record and the names', async () => {
    const r = records[0]!;
    const hash = await fragmentOf(r, ['Anna', 'Otto & Co', 'Émile']);
    expect(hash).toMatch(/^#r=z[A-Za-z0-9_-]+&n=/);
    const { data, names } = parseFragment(hash);
    expect(names).toEqual(['Anna', 'Otto & Co', 'Émile']);
    expect(await decodeRecord(data!)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(r)) });
    expect(parseFragment('#r=jAAA')).toEqual({ data: 'jAAA', names: null });
    expect(parseFragment('')).toEqual({ data: null, names: null });
  });

  test('a link cut short is an error sentence', async () => {
    const data = await encodeRecord(records[1]);
    for (const cut of [data.slice(0, 40), data.slice(0, -12)]) {
      const back = await decodeRecord(cut);
      expect(back.ok).toBe(false);
    }
  });

  test.each([
    ['empty', ''],
    ['unknown kind', 'xabc'],
    ['not base64url', 'z$$$'],
    ['cut short', 'zq1YqKS1ILSpRslIqzsgvKlGyqs7MS8kvyc9RsqoGAA'],
    ['not JSON', `j${btoa('{"players":').replaceAll('=', '')}`],
    ['garbage deflate', 'zAAAAAAAAAAAAAAA'],
  ])('%s: an error sentence, never a throw', async (_, data) => {
    const back = await decodeRecord(data);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.message).toMatch(/link|record/);
  });
});

describe('games kept on this device', () => {
  test('saved, listed newest first, loaded and deleted', () => {
    const storage = memoryStorage();
    const a = saveReplay(storage, { players: 2, n: 'a' }, entry({ savedAt: 1000 }))!;
    const b = saveReplay(storage, { players: 2, n: 'b' }, entry({ savedAt: 3000 }))!;
    const c = saveReplay(storage, { players: 2, n: 'c' }, entry({ savedAt: 2000 }))!;
    expect(listReplays(storage).map((r) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(loadRecord(storage, c.id)).toEqual({ players: 2, n: 'c' });
    deleteReplay(storage, c.id);
    expect(listReplays(storage).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(loadRecord(storage, c.id)).toBeNull();
    expect([...storage.map.keys()].some((k) => k.endsWith(c.id))).toBe(false);
  });

  test(`at most ${MAX_KEPT} are kept; the oldest go, records and all`, () => {
    const storage = memoryStorage();
    const ids = Array.from(
      { length: MAX_KEPT + 5 },
      (_, i) => saveReplay(storage, { i }, entry({ savedAt: 1000 + i }))!.id,
    );
    const kept = listReplays(storage);
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]!.id).toBe(ids.at(-1));
    expect(kept.at(-1)!.id).toBe(ids[5]);
    for (const gone of ids.slice(0, 5)) expect(loadRecord(storage, gone)).toBeNull();
    // One index and one record per game: nothing else is left behind.
    expect(storage.map.size).toBe(MAX_KEPT + 1);
  });

  test('a full storage drops the oldest games until the new one fits', () => {
    const storage = memoryStorage(6000);
    const big = { pad: 'x'.repeat(1500) };
    const first = saveReplay(storage, big, entry({ savedAt: 1 }))!;
    saveReplay(storage, big, entry({ savedAt: 2 }));
    saveReplay(storage, big, entry({ savedAt: 3 }));
    const last = saveReplay(storage, big, entry({ savedAt: 4 }));
    expect(last).not.toBeNull();
    const ids = listReplays(storage).map((r) => r.id);
    expect(ids[0]).toBe(last!.id);
    expect(ids).not.toContain(first.id);
    expect(loadRecord(storage, first.id)).toBeNull();
  });

  test('a game too large for the storage is not kept, and nothing breaks', () => {
    const storage = memoryStorage(500);
    expect(saveReplay(storage, { pad: 'x'.repeat(2000) }, entry())).toBeNull();
    expect(listReplays(storage)).toEqual([]);
    expect(saveReplay(null, {}, entry())).toBeNull();
    expect(listReplays(null)).toEqual([]);
  });

  test('a damaged index is read as far as it makes sense', () => {
    const storage = memoryStorage();
    const good = saveReplay(storage, {}, entry())!;
    const index = JSON.parse(storage.getItem('kaschlan.replays.v1')!);
    storage.setItem('kaschlan.replays.v1', JSON.stringify([...index, { id: 3 }, null, 'x']));
    expect(listReplays(storage).map((r) => r.id)).toEqual([good.id]);
    storage.setItem('kaschlan.replays.v1', '{not json');
    expect(listReplays(storage)).toEqual([]);
    storage.setItem(`kaschlan.replay.${good.id}`, '{not json');
    expect(loadRecord(storage, good.id)).toBeNull();
  });
});

describe('the viewer’s timeline', () => {
  test('one state per action, the last the engine’s replay of the record', () => {
    const state = finishedDeal(4, 11);
    const result = timelineOf(JSON.parse(JSON.stringify(toRecord(state))));
    if (!result.ok) throw new Error(result.error.message);
    const { states, broken, record } = result.timeline;
    expect(broken).toBeNull();
    expect(states).toHaveLength(state.actions.length + 1);
    expect(states[0]!.actions).toHaveLength(0);
    expect(summarize(states.at(-1)!)).toEqual(summarize(state));
    expect(record).toEqual(toRecord(state));
    // Every hand is there at every step (nothing hidden in a replay).
    for (const s of states)
      expect(summarize(s).hands.flat().length + s.table.length * 2).toBeGreaterThan(0);
  });

  test('E1 step by step (RULES.md worked example)', () => {
    const e1 = play(e1Start(), ...e1Bout('8D', '8S'));
    const result = timelineOf(toRecord(e1));
    if (!result.ok) throw new Error(result.error.message);
    const { states } = result.timeline;
    expect(states).toHaveLength(7);
    // After step 5 only 8S lies unbeaten and seat 2 holds AH (R4.3: now he must take).
    expect(states[5]!.table.filter((t) => t.beatenBy === null).map((t) => t.card)).toEqual(['8S']);
    expect(summarize(states[5]!).hands[2]).toEqual(['AH']);
    // E1 step 4: he holds 8S AH after the take.
    expect(summarize(states[6]!).hands[2]).toEqual(['8S', 'AH']);
  });

  test('a malformed record gives the engine’s error', () => {
    for (const bad of [null, 'x', { players: 3 }, { players: 3, seed: 1, actions: 'no' }]) {
      const result = timelineOf(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('MALFORMED_RECORD');
    }
    const refused = timelineOf({ players: 9, seed: 1, actions: [] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('R2.1');
  });

  test('a record that turns illegal is shown up to that point, with the reason', () => {
    const record = toRecord(finishedDeal(2, 3));
    const actions = [...record.actions.slice(0, 4), { type: 'take', seat: 7 }];
    const result = timelineOf({ ...record, actions });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.timeline.states).toHaveLength(5);
    expect(result.timeline.broken).toMatchObject({ index: 4 });
    expect(result.timeline.broken!.message.length).toBeGreaterThan(0);
  });

  test('an exported file is the record with the names beside it, and reads back', () => {
    const state = finishedDeal(2, 8);
    const file = JSON.parse(recordFile(toRecord(state), ['Anna', 'Otto']));
    expect(file).toEqual({
      ...JSON.parse(JSON.stringify(toRecord(state))),
      names: ['Anna', 'Otto'],
    });
    expect(namesIn(file)).toEqual(['Anna', 'Otto']);
    const replayed = replayRecord(file);
    expect(replayed.ok).toBe(true);
  });

  test('seat names: given ones where they fit, Seat n otherwise', () => {
    expect(seatNames(3, ['Anna', '', 7])).toEqual(['Anna', 'Seat 2', 'Seat 3']);
    expect(seatNames(2, null)).toEqual(['Seat 1', 'Seat 2']);
    expect(namesIn({ names: ['a', 'b'], actions: [] })).toEqual(['a', 'b']);
    expect(namesIn({ names: [1] })).toBeNull();
    expect(namesIn(null)).toBeNull();
  });
});
