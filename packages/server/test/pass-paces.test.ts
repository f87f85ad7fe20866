// Issue 26: a held forced pass (R8.5) waits as long as the room's chosen passes took, drawn
// from the times Clocks keeps (`moved`: a pass's time since its turn began). A time that is
// not a person's thought must not be kept: while he was away (his connections gone, a room
// just taken over or restarted, whose people all reconnect, a deal begun before his
// connection came) his turn ran on without him, and every later forced pass drawn from that
// time held the table as long, with nothing logged and the watchdog (due: the wait + 5 s)
// silent. And what is kept is bounded: no forced pass is held past PASS_KEPT_MAX_MS.

import type { Seat } from '@kaschlan/engine';
import type { Command, TableSeat } from '@kaschlan/table';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Clocks, PASS_KEPT_MAX_MS, PassPaces } from '../src/rooms/clocks';

const PERSON: TableSeat = {
  kind: 'human',
  name: 'P',
  token: null,
  present: true,
  standIn: false,
};
/** The wait when the room has no chosen passes to draw from (R8.5's default). */
const DEFAULT_MS = 1000;

let t = 0;
let fired: Command[] = [];
let turn = 0;
beforeEach(() => {
  vi.useFakeTimers();
  t = 1_000_000;
  fired = [];
  turn = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Clocks as a room has them; a draw takes the first time kept (the one each case is about). */
function clocks(): Clocks {
  const paces = new PassPaces(
    700,
    () => DEFAULT_MS,
    () => 0,
  );
  return new Clocks(
    30_000,
    () => t,
    (c) => void fired.push(c),
    paces,
  );
}

/** `seat` passes by choice `ms` after his turn began. */
function chosenPass(c: Clocks, seat: Seat, ms: number): void {
  c.turn(++turn, 0);
  t += ms;
  c.moved({ type: 'pass', seat }, 'seat', t, PERSON);
}

/** How long `seat`'s forced pass is held (ms), by the clock's timer. */
function heldFor(c: Clocks, seat: Seat): number {
  c.turn(++turn, 0);
  c.forcedPass(turn, seat, 'person');
  for (let ms = 0; ms <= 120_000; ms += 100) {
    if (fired.some((f) => f.type === 'passShown' && f.turn === turn)) return ms;
    vi.advanceTimersByTime(100);
  }
  return Number.POSITIVE_INFINITY;
}

it('draws a forced pass from the chosen passes kept (R8.5)', () => {
  const c = clocks();
  for (const ms of [3000, 500, 800]) chosenPass(c, 1, ms);
  expect(heldFor(c, 1)).toBe(3000);
});

it('does not keep a pass made by a person back from being away as his think time', () => {
  const c = clocks();
  // His turn: he is away (his last connection closed: his grace period runs), and back
  // 40 s later, when he passes at once.
  c.turn(++turn, 0);
  c.startGrace(1);
  t += 40_000;
  c.stopGrace(1);
  c.moved({ type: 'pass', seat: 1 }, 'seat', t, PERSON);
  for (const ms of [500, 800]) chosenPass(c, 1, ms);
  // Two chosen passes are not enough to draw from: the default wait.
  expect(heldFor(c, 1)).toBe(DEFAULT_MS);
});

it('does not keep a pass in a turn begun while he was away (a room loaded, a takeover)', () => {
  const c = clocks();
  // Room.load: every seated person is away (grace clocks), then the turn is asked again.
  for (const seat of [0, 1, 2, 3]) c.startGrace(seat);
  c.turn(++turn, 0);
  // The clients reconnect to the new owner; seat 1 comes 25 s later and passes.
  for (const seat of [0, 2, 3]) c.stopGrace(seat);
  t += 25_000;
  c.stopGrace(1);
  c.moved({ type: 'pass', seat: 1 }, 'seat', t, PERSON);
  for (const seat of [0, 2]) chosenPass(c, seat, 600);
  expect(heldFor(c, 3)).toBe(DEFAULT_MS);
  // His next turns, here all along: kept.
  for (let i = 0; i < 3; i++) chosenPass(c, 1, 1200);
  expect(heldFor(c, 1)).toBe(1200);
});

it('keeps a very long chosen pass as at most PASS_KEPT_MAX_MS: no forced pass holds the table longer', () => {
  const c = clocks();
  for (const ms of [90_000, 500, 800]) chosenPass(c, 1, ms);
  expect(heldFor(c, 1)).toBe(PASS_KEPT_MAX_MS);
});
