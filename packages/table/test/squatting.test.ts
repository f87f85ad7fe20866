// Seat squatting: an away person's seat in a room whose first deal has not started is freed
// when his grace period runs out (two sockets that sit down and leave would otherwise keep a
// public room from ever being dealt). Once the match has begun, the seat stays his and a
// stand-in plays for him.

import { describe, expect, test } from 'vitest';
import { newTable, statusOf, type TableState } from '../src';
import { dealt, playOut, run, types } from './support';

/** An online table of two people's seats, nobody in them yet. */
const room = (): TableState =>
  newTable({ preset: 'illig', seats: ['human', 'human'] }, [null, null], false);

const sat = (): TableState => {
  let t = room();
  for (const [seat, name] of ['Ann', 'Bo'].entries())
    t = run(t, { type: 'sit', by: null, seat, name, token: `hash-${name}`, at: 0 }).state;
  return t;
};

/** Seat 0 away in each phase of the match, then his grace period runs out. */
const graceOverIn = (t: TableState) => {
  const gone = run(t, { type: 'away', seat: 0 }).state;
  return run(gone, { type: 'graceOver', seat: 0 });
};

describe('an away seat before the first deal is freed after the grace period', () => {
  test.each([
    { phase: 'before the first deal', table: sat, freed: true },
    { phase: 'during the first deal', table: () => dealt(sat()), freed: false },
    { phase: 'between deals', table: () => playOut(dealt(sat())), freed: false },
  ])('$phase: freed $freed', ({ table, freed }) => {
    const r = graceOverIn(table());
    const seat = r.state.seats[0]!;
    if (freed) {
      expect(seat).toMatchObject({ name: null, token: null, present: false, standIn: false });
      expect(statusOf(seat)).toBe('open');
      // Stored as given up (a restart finds it open), everyone told.
      expect(r.effects).toEqual([
        { type: 'store', write: { kind: 'unsit', seat: 0 } },
        { type: 'graceCancel', seat: 0 },
        { type: 'roomChanged' },
      ]);
    } else {
      expect(seat).toMatchObject({ name: 'Ann', standIn: true });
      expect(types(r.effects)).not.toContain('store');
    }
    // The other seat is never touched.
    expect(r.state.seats[1]).toEqual(table().seats[1]);
  });

  test('a freed seat can be taken by someone else, and the first deal dealt', () => {
    let t = graceOverIn(sat()).state;
    t = run(t, { type: 'sit', by: null, seat: 0, name: 'Cy', token: 'hash-Cy', at: 1 }).state;
    expect(t.seats[0]).toMatchObject({ name: 'Cy', present: true });
    expect(dealt(t).deal).not.toBeNull();
  });

  test('back before the grace period ran out: the seat stays his', () => {
    const gone = run(sat(), { type: 'away', seat: 0 }).state;
    const back = run(gone, { type: 'arrive', seat: 0 }).state;
    const r = run(back, { type: 'graceOver', seat: 0 });
    expect(r.state).toBe(back);
    expect(r.effects).toEqual([]);
  });
});
