// Seats and their occupants: taking a seat, giving it up, coming and going, and the grace
// period after which a stand-in bot plays for a person who stays away (all as effects).

import { legalActions, toAct } from '@kaschlan/engine';
import { describe, expect, it, test } from 'vitest';
import { newTable, statusOf, type TableState } from '../src';
import { dealt, playOut, refused, run, types } from './support';

/** An online table: a person's seat (0) open, a bot in seat 1. */
const room = (): TableState =>
  newTable({ preset: 'illig', seats: ['human', 'normal'] }, [null, 'Normal bot'], false);

const sitAnn = (t: TableState) =>
  run(t, { type: 'sit', by: null, seat: 0, name: 'Ann', token: 'hash-a', at: 5 });

describe('taking a seat', () => {
  test.each([
    { by: 1, seat: 0, code: 'ALREADY_SEATED', why: 'one seat a person' },
    { by: null, seat: 4, code: 'NO_SUCH_SEAT', why: 'the room has seats 0 and 1' },
    { by: null, seat: 1, code: 'SEAT_TAKEN', why: 'a bot plays seat 1' },
  ])('seat $seat sent by $by: $code ($why)', ({ by, seat, code }) => {
    refused(room(), { type: 'sit', by, seat, name: 'X', token: 't', at: 0 }, code);
  });

  it('a free seat is taken: stored with its token, the room told, the sitter here', () => {
    const r = sitAnn(room());
    expect(r.state.seats[0]).toMatchObject({ name: 'Ann', token: 'hash-a', present: true });
    expect(statusOf(r.state.seats[0]!)).toBe('here');
    expect(r.effects).toEqual([
      { type: 'store', write: { kind: 'sit', seat: 0, name: 'Ann', token: 'hash-a', at: 5 } },
      { type: 'roomChanged' },
    ]);
  });

  it('a taken seat cannot be taken again (SEAT_TAKEN)', () => {
    const t = sitAnn(room()).state;
    refused(t, { type: 'sit', by: null, seat: 0, name: 'Bo', token: 't', at: 0 }, 'SEAT_TAKEN');
  });
});

describe('giving a seat up', () => {
  it('between deals: the seat is open again and stored so', () => {
    const t = sitAnn(room()).state;
    const r = run(t, { type: 'leave', by: 0 });
    expect(statusOf(r.state.seats[0]!)).toBe('open');
    expect(types(r.effects)).toEqual(['store', 'graceCancel', 'roomChanged']);
  });

  it('refused for a spectator (NOT_SEATED) and during a deal (IN_PLAY)', () => {
    const t = sitAnn(room()).state;
    refused(t, { type: 'leave', by: null }, 'NOT_SEATED');
    const playing = dealt(t);
    refused(playing, { type: 'leave', by: 0 }, 'IN_PLAY');
    expect(run(playOut(playing), { type: 'leave', by: 0 }).state.seats[0]!.name).toBeNull();
  });
});

describe('away, grace, stand-in', () => {
  it('the last connection leaving starts the grace clock; coming back stops it', () => {
    const t = sitAnn(room()).state;
    const gone = run(t, { type: 'away', seat: 0 });
    expect(statusOf(gone.state.seats[0]!)).toBe('away');
    expect(gone.effects).toEqual([{ type: 'graceClock', seat: 0 }, { type: 'roomChanged' }]);
    const back = run(gone.state, { type: 'arrive', seat: 0 });
    expect(statusOf(back.state.seats[0]!)).toBe('here');
    expect(types(back.effects)).toEqual(['graceCancel', 'roomChanged']);
  });

  it('grace over while still away: a stand-in plays for him, asked at once on his turn', () => {
    let t = dealt(sitAnn(room()).state, 1);
    while (toAct(t.deal!.state) !== 0) t = botAnswers(t);
    const gone = run(t, { type: 'away', seat: 0 }).state;
    const over = run(gone, { type: 'graceOver', seat: 0 });
    expect(over.state.seats[0]!.standIn).toBe(true);
    expect(over.effects).toContainEqual({
      type: 'askBot',
      turn: over.state.turn,
      seat: 0,
      level: 'normal',
      source: 'stand-in',
      paced: true,
    });
  });

  it('grace over after he came back changes nothing', () => {
    const t = sitAnn(room()).state;
    const back = run(run(t, { type: 'away', seat: 0 }).state, { type: 'arrive', seat: 0 }).state;
    const r = run(back, { type: 'graceOver', seat: 0 });
    expect(r.state).toBe(back);
    expect(r.effects).toEqual([]);
  });

  it('back during the stand-in: his turn is his again (a new ticket voids the bot)', () => {
    let t = dealt(sitAnn(room()).state, 1);
    while (toAct(t.deal!.state) !== 0) t = botAnswers(t);
    t = run(run(t, { type: 'away', seat: 0 }).state, { type: 'graceOver', seat: 0 }).state;
    const ticket = t.turn;
    const back = run(t, { type: 'arrive', seat: 0 });
    expect(back.state.turn).toBe(ticket + 1);
    expect(back.state.seats[0]!.standIn).toBe(false);
    expect(back.effects).toContainEqual({ type: 'turn', turn: ticket + 1, seat: 0, clock: 0 });
    expect(types(back.effects)).not.toContain('askBot');
  });
});

/** The bot to act answers its `askBot` with the first legal action. */
function botAnswers(t: TableState): TableState {
  const action = legalActions(t.deal!.state)[0];
  return run(t, { type: 'botMove', turn: t.turn, action, source: 'bot', at: 0 }).state;
}
