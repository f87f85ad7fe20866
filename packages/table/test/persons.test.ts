// Seats know their person (issue 13): a runner that knows who asks (the server's session)
// hands the table his player; a rated table seats him under his own name and in one seat
// only; a deal records who sat where as it began, and whether it is rated.

import { describe, expect, it } from 'vitest';
import { mayReturn, newTable, type TableState } from '../src';
import { refused, run } from './support';

const table = (rated: boolean): TableState =>
  newTable({ preset: 'illig', seats: ['human', 'human', 'hard'], rated }, [], false);

const ann = { id: 'p-ann', name: 'Ann' };
const sit = (t: TableState, seat: number, name: string, player = ann) =>
  run(t, { type: 'sit', by: null, seat, name, token: `t${seat}`, at: 1, player });

describe('a seat taken by a known person', () => {
  it('keeps his player id, and stores it with the seat', () => {
    const r = sit(table(false), 0, 'Annie');
    expect(r.state.seats[0]).toMatchObject({ name: 'Annie', player: 'p-ann' });
    expect(r.effects[0]).toMatchObject({ type: 'store', write: { kind: 'sit', player: 'p-ann' } });
  });

  it('at a rated table shows his own name, whatever name he asked for', () => {
    const r = sit(table(true), 0, 'Somebody else');
    expect(r.state.seats[0]!.name).toBe('Ann');
  });

  it('at a rated table is his only seat (ALREADY_SEATED): his result is his rating', () => {
    const t = sit(table(true), 0, 'Ann').state;
    refused(
      t,
      { type: 'sit', by: null, seat: 1, name: 'Ann 2', token: 't1', at: 1, player: ann },
      'ALREADY_SEATED',
    );
  });

  it('at a rated table is never someone unknown (NO_SESSION): a throwaway seat feeds the others', () => {
    refused(
      table(true),
      { type: 'sit', by: null, seat: 0, name: 'Throwaway', token: 't0', at: 1 },
      'NO_SESSION',
    );
    // A casual table seats him as before.
    const casual = run(table(false), {
      type: 'sit',
      by: null,
      seat: 0,
      name: 'Bo',
      token: 't0',
      at: 1,
    });
    expect(casual.state.seats[0]).toMatchObject({ name: 'Bo' });
    expect(casual.state.seats[0]!.player ?? null).toBeNull();
  });

  it('at a casual table may hold two seats (friends at one device)', () => {
    const t = sit(table(false), 0, 'Ann').state;
    expect(sit(t, 1, 'Bo').state.seats[1]).toMatchObject({ name: 'Bo', player: 'p-ann' });
  });

  it('is forgotten when the seat is given up', () => {
    const t = sit(table(false), 0, 'Ann').state;
    expect(run(t, { type: 'leave', by: 0 }).state.seats[0]!.player).toBeNull();
  });
});

describe("a deal's start", () => {
  it('records who sat where (person, name; bot) and whether it is rated', () => {
    const bo = { id: 'p-bo', name: 'Bo' };
    let t = sit(table(true), 0, 'Ann').state;
    t = sit(t, 1, 'Guest', bo).state;
    const r = run(t, { type: 'deal', by: 0, id: 'd1', seed: 3, at: 2 });
    const start = r.effects.find((e) => e.type === 'store' && e.write.kind === 'startDeal');
    expect(start).toMatchObject({
      write: {
        rated: true,
        seats: [
          { kind: 'human', name: 'Ann', player: 'p-ann' },
          { kind: 'human', name: 'Bo', player: 'p-bo' },
          { kind: 'hard', name: null, player: null },
        ],
      },
    });
  });
});

describe('a seat taken back with its token (mayReturn)', () => {
  const bo = { id: 'p-bo', name: 'Bo' };
  const seatedAnn = (rated: boolean) => sit(table(rated), 0, 'Ann').state;

  it("at a rated table opens only to its player's session", () => {
    expect(mayReturn(seatedAnn(true), 0, ann)).toBeNull();
    expect(mayReturn(seatedAnn(true), 0, null)?.code).toBe('NO_SESSION');
    expect(mayReturn(seatedAnn(true), 0, bo)?.code).toBe('SEAT_NOT_YOURS');
  });

  it('at a casual table opens to the token alone', () => {
    expect(mayReturn(seatedAnn(false), 0, null)).toBeNull();
    expect(mayReturn(seatedAnn(false), 0, bo)).toBeNull();
  });
});
