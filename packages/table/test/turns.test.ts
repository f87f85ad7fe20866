// Turns: who answers for the seat to act (its bot, a stand-in, or the person under his turn
// clock), and the turn ticket that drops answers meant for a turn that is gone.

import { legalActions, loserOf, toAct } from '@kaschlan/engine';
import { describe, expect, it } from 'vitest';
import { newTable, type TableState } from '../src';
import { dealt, run, types } from './support';

const botsOnly = (): TableState =>
  newTable({ preset: 'illig', seats: ['hard', 'easy', 'expert'] }, ['H', 'E', 'X']);

const personAndBot = (turnSeconds = 0): TableState =>
  newTable({ preset: 'illig', seats: ['human', 'normal'], turnSeconds }, ['Ann', 'N']);

describe('who answers for the seat to act', () => {
  it('a bot seat: its own level is asked, at the bots’ pace, with the new ticket', () => {
    const t = dealt(botsOnly(), 2);
    const r = run(botsOnly(), { type: 'deal', by: 'host', id: 'd1', seed: 2, at: 0 });
    const seat = toAct(t.deal!.state)!;
    expect(r.effects).toContainEqual({
      type: 'askBot',
      turn: r.state.turn,
      seat,
      level: (['hard', 'easy', 'expert'] as const)[seat],
      source: 'bot',
      paced: true,
    });
  });

  it('a person: no bot is asked; his turn clock runs when the table has one', () => {
    // Every turn of a deal: the person's turns start his clock, the bot's are asked.
    let t = run(personAndBot(30), { type: 'deal', by: 'host', id: 'd1', seed: 1, at: 0 });
    const seen = new Set<string>();
    while (toAct(t.state.deal!.state) !== null) {
      const seat = toAct(t.state.deal!.state)!;
      const turn = t.state.turn;
      expect(t.effects).toContainEqual({ type: 'turn', turn, seat, clock: seat === 0 ? 30 : 0 });
      expect(types(t.effects).includes('askBot')).toBe(seat === 1);
      seen.add(`${seat}`);
      t = step(t.state);
    }
    expect(seen).toEqual(new Set(['0', '1']));
  });

  it('his clock runs out: a stand-in moves at once (unpaced) for that ticket only', () => {
    let t = dealt(personAndBot(30), 1);
    while (toAct(t.deal!.state) !== 0) t = answer(t);
    const r = run(t, { type: 'deadline', turn: t.turn });
    expect(r.effects).toEqual([
      { type: 'askBot', turn: t.turn, seat: 0, level: 'normal', source: 'stand-in', paced: false },
    ]);
    expect(run(t, { type: 'deadline', turn: t.turn - 1 }).effects).toEqual([]);
  });
});

describe('the turn ticket', () => {
  it('an answer for an old ticket is dropped: nothing changes, nothing to do', () => {
    const t = dealt(botsOnly(), 2);
    const action = legalActions(t.deal!.state)[0];
    const r = run(t, { type: 'botMove', turn: t.turn - 1, action, source: 'bot', at: 0 });
    expect(r.state).toBe(t);
    expect(r.effects).toEqual([]);
  });

  it('each accepted move takes a new ticket', () => {
    const t = dealt(botsOnly(), 2);
    expect(answer(t).turn).toBe(t.turn + 1);
  });

  it('a bot’s refused answer is replaced by its first legal action, and said so', () => {
    const t = dealt(botsOnly(), 2);
    const seat = toAct(t.deal!.state)!;
    const junk = { type: 'take', seat: (seat + 1) % 3 };
    const r = run(t, { type: 'botMove', turn: t.turn, action: junk, source: 'bot', at: 0 });
    expect(r.state.deal!.state.actions[0]).toEqual(legalActions(t.deal!.state)[0]);
    expect(r.effects).toContainEqual(
      expect.objectContaining({ type: 'botRefused', seat, code: 'NOT_YOUR_TURN' }),
    );
    expect(types(r.effects)[0]).toBe('store');
  });

  it('the last move of a deal: stored with its loser, no one asked, the match counts it', () => {
    let t = dealt(botsOnly(), 2);
    let last = run(t, { type: 'deadline', turn: 0 }); // (a stale clock: no effect)
    while (toAct(t.deal!.state) !== null) {
      const action = legalActions(t.deal!.state)[0];
      last = run(t, { type: 'botMove', turn: t.turn, action, source: 'bot', at: 0 });
      t = last.state;
    }
    const loser = loserOf(t.deal!.state);
    expect(loser).not.toBeNull();
    expect(last.effects[0]).toMatchObject({ type: 'store', write: { over: { loser } } });
    expect(types(last.effects)).not.toContain('askBot');
    expect(types(last.effects)).toEqual(
      expect.arrayContaining(['turn', 'gameChanged', 'dealOver', 'roomChanged']),
    );
    expect(t.match.results).toHaveLength(1);
  });
});

/** The seat to act answers (its bot, or the person) with the first legal action. */
const answer = (t: TableState): TableState => step(t).state;

function step(t: TableState): ReturnType<typeof run> {
  const s = t.deal!.state;
  const action = legalActions(s)[0];
  const seat = toAct(s)!;
  if (t.seats[seat]!.kind !== 'human')
    return run(t, { type: 'botMove', turn: t.turn, action, source: 'bot', at: 0 });
  return run(t, {
    type: 'act',
    by: seat,
    game: t.deal!.id,
    move: s.actions.length,
    action,
    at: 0,
  });
}
