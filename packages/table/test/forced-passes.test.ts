// R8.5 (R3.6 online): with `forcedPassTurns` a forced pass is shown as a turn of its own,
// paced like a chosen one: everyone sees the skipped player to act (the deal as it stood
// before his pass), the move gate refuses every move meanwhile as for any move out of turn,
// the runner is asked for a wait (`forcedPass`) and `passShown` shows the pass, one forced
// pass after the other. The engine's state, and so the record, is the same either way; a
// local table (the option off) never holds a pass.

import {
  type GameEvent,
  legalActions,
  type Seat,
  toAct,
  toRecord,
  type View,
  type Viewer,
  viewFor,
} from '@kaschlan/engine';
import { pick, seedRng } from '@kaschlan/engine/fast';
import { describe, expect, it } from 'vitest';
import {
  dealView,
  type Effect,
  newTable,
  reduce,
  shownToAct,
  type TableOptions,
  type TableState,
} from '../src';
import { nextTurn } from '../src/turn';
import { refused, run, types } from './support';

const people = (n: number, options: Partial<TableOptions> = {}): TableState =>
  newTable(
    { preset: 'illig', seats: Array.from({ length: n }, () => 'human'), ...options },
    ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, n),
  );

const viewers = (t: TableState): Viewer[] => [...t.seats.map((_, s) => s), 'spectator'];

const heldAt = (t: TableState): number | undefined => t.deal?.hold?.passes[0];

/** The forced pass being shown: the seat and the event's index in the deal's log. */
function held(t: TableState): { seat: Seat; at: number } | null {
  const at = heldAt(t);
  if (at === undefined) return null;
  const e = t.deal!.state.events[at] as Extract<GameEvent, { type: 'pass' }>;
  return { seat: e.seat, at };
}

/** Everything a view shows of the cards: they always add up to the pack (R1). */
function cardsShown(v: View): number {
  const onTable = v.table.reduce((n, e) => n + (e.beatenBy ? 2 : 1), 0);
  return v.handSizes.reduce((a, b) => a + b, 0) + onTable + v.discard.length + v.talon;
}

/** The roles of the bout that `events` leave on: the last 'bout' event's, or the first bout's. */
function rolesAfter(events: readonly GameEvent[], start: View): [Seat, Seat] {
  const bout = events.findLast((e) => e.type === 'bout');
  return bout?.type === 'bout' ? [bout.attacker, bout.defender] : [start.attacker, start.defender];
}

interface Step {
  readonly state: TableState;
  readonly effects: readonly Effect[];
}

/**
 * Play a deal with random legal actions (the engine's PRNG, `seed`), answering every held
 * forced pass with `passShown`; `each` sees every step. The actions played, in order.
 */
function playHeld(start: TableState, seed: number, each: (before: TableState, s: Step) => void) {
  const rng = seedRng(seed);
  let t = run(start, { type: 'deal', by: 'host', id: 'd1', seed, at: 0 }).state;
  for (let guard = 0; guard < 10_000; guard++) {
    const deal = t.deal!;
    let step: Step;
    if (held(t)) step = run(t, { type: 'passShown', turn: t.turn });
    else {
      const seat = toAct(deal.state);
      if (seat === null) return t;
      const legal = legalActions(deal.state);
      const action = legal[pick(rng, legal.length)];
      const move = deal.state.actions.length;
      step = run(t, { type: 'act', by: seat, game: deal.id, move, action, at: 0 });
    }
    each(t, step);
    t = step.state;
  }
  throw new Error('the deal did not end');
}

describe('R8.5, R3.6: a forced pass is shown as a turn (online tables)', () => {
  it.each([
    [3, 1],
    [3, 7],
    [4, 2],
    [4, 11],
    [5, 5],
  ])(
    '%i people, seed %i: every forced pass is a turn of its own, shown one at a time',
    (n, seed) => {
      let holds = 0;
      let boutsHeld = 0;
      let shownPasses = 0;
      const end = playHeld(
        people(n, { forcedPassTurns: true }),
        seed,
        (before, { state, effects }) => {
          const h = held(state);
          if (h) {
            holds++;
            // The turn is his, as any turn: a ticket, his clock, and a wait instead of a question.
            expect(effects).toContainEqual({
              type: 'turn',
              turn: state.turn,
              seat: h.seat,
              clock: 0,
            });
            expect(effects).toContainEqual({
              type: 'forcedPass',
              turn: state.turn,
              seat: h.seat,
              pace: 'person',
            });
            expect(types(effects)).not.toContain('askBot');
            expect(types(effects)).toContain('gameChanged');
            expect(shownToAct(state)).toBe(h.seat);
            for (const viewer of viewers(state)) {
              const shown = dealView(state.deal!, viewer);
              const truth = viewFor(state.deal!.state, viewer);
              // Skips that ended the bout: the bout is still on the table until they are shown.
              if (viewer === 'spectator' && shown.table.length > 0 && truth.table.length === 0)
                boutsHeld++;
              expect(shown.toAct).toBe(h.seat);
              expect(shown.legal).toEqual([]);
              expect(shown.events).toEqual(truth.events.slice(0, h.at));
              // Built from a cursor, only the events past it (what a client still lacks).
              for (const from of [1, h.at - 1, h.at, h.at + 1])
                expect(dealView(state.deal!, viewer, from).events).toEqual(
                  shown.events.slice(from),
                );
              expect(cardsShown(shown)).toBe(cardsShown(truth));
              expect([shown.attacker, shown.defender]).toEqual(rolesAfter(shown.events, truth));
              const { phase, reinforcers, reinforcerIndex } = shown.bout;
              if (h.seat === shown.attacker) expect(phase).toBe('attack');
              else if (h.seat === shown.defender) expect(phase).toBe('defend');
              else expect([phase, reinforcers[reinforcerIndex]]).toEqual(['reinforce', h.seat]);
            }
          }
          // Once shown, everyone gets the pass as a chosen one looks to others: no 'forced'.
          const was = held(before);
          if (was && before.turn !== state.turn) {
            shownPasses++;
            for (const viewer of viewers(state)) {
              const next = dealView(state.deal!, viewer).events[was.at];
              expect(next).toEqual(
                viewer === was.seat
                  ? { type: 'pass', seat: was.seat, forced: true }
                  : { type: 'pass', seat: was.seat },
              );
            }
          }
        },
      );
      expect(holds).toBeGreaterThan(0);
      expect(boutsHeld).toBeGreaterThan(0);
      // Every forced pass of the deal was held once and shown once, in order.
      const forced = end.deal!.state.events.filter((e) => e.type === 'pass' && e.forced).length;
      expect([holds, shownPasses]).toEqual([forced, forced]);
      expect(end.deal!.hold ?? null).toBeNull();
    },
  );

  it.each([3, 4])(
    '%i people: the engine state and the record are those of the same moves without the option',
    (n) => {
      const moves: unknown[] = [];
      const on = playHeld(people(n, { forcedPassTurns: true }), 3, (_b, { state }) => {
        moves.length = state.deal!.state.actions.length;
        state.deal!.state.actions.forEach((a, i) => {
          moves[i] = a;
        });
      });
      let off = run(people(n), { type: 'deal', by: 'host', id: 'd1', seed: 3, at: 0 }).state;
      for (const action of moves) {
        const deal = off.deal!;
        const r = run(off, {
          type: 'act',
          by: toAct(deal.state)!,
          game: deal.id,
          move: deal.state.actions.length,
          action,
          at: 0,
        });
        // The option off: a local table never holds a pass, nor asks for a wait.
        expect(types(r.effects)).not.toContain('forcedPass');
        expect(r.state.deal!.hold ?? null).toBeNull();
        for (const v of viewers(r.state))
          expect(dealView(r.state.deal!, v)).toEqual(viewFor(r.state.deal!.state, v));
        off = r.state;
      }
      expect(toRecord(on.deal!.state)).toEqual(toRecord(off.deal!.state));
      expect(on.deal!.state.events).toEqual(off.deal!.state.events);
      expect(on.match).toEqual(off.match);
    },
  );
});

/** The first hold (3 people, option on, a turn clock of 30 s): the table and the held seat. */
function firstHold(): { t: TableState; seat: Seat } {
  const start = people(3, { turnSeconds: 30, forcedPassTurns: true });
  for (let seed = 1; ; seed++) {
    const rng = seedRng(seed);
    let t = run(start, { type: 'deal', by: 'host', id: 'd1', seed, at: 0 }).state;
    while (toAct(t.deal!.state) !== null) {
      const deal = t.deal!;
      const legal = legalActions(deal.state);
      const action = legal[pick(rng, legal.length)];
      const move = deal.state.actions.length;
      const by = toAct(deal.state)!;
      t = run(t, { type: 'act', by, game: deal.id, move, action, at: 0 }).state;
      const h = held(t);
      if (h) return { t, seat: h.seat };
    }
  }
}

describe('R8.5: the held turn, seat by seat', () => {
  it.each([
    ['a person', 'human', false, 30, 'person'],
    ['a bot seat', 'hard', false, 0, 'hard'],
    ['a person away, his stand-in playing', 'human', true, 0, 'normal'],
  ] as const)(
    '%s: the turn effect of his real turns, and a wait at his pace',
    (_what, kind, standIn, clock, pace) => {
      const { t, seat } = firstHold();
      const seats = t.seats.map((s, i) =>
        i === seat ? { ...s, kind, standIn, present: !standIn } : s,
      );
      const turn = nextTurn({ ...t, seats });
      expect(turn.effects).toEqual([
        { type: 'turn', turn: t.turn + 1, seat, clock },
        { type: 'forcedPass', turn: t.turn + 1, seat, pace },
      ]);
    },
  );

  it('someone else coming back does not restart it; a late wait is dropped', () => {
    const { t, seat } = firstHold();
    const other = (seat + 1) % 3;
    const away = {
      ...t,
      seats: t.seats.map((s, i) => (i === other ? { ...s, present: false, standIn: true } : s)),
    };
    expect(run(away, { type: 'arrive', seat: other }).state.turn).toBe(t.turn);
    expect(run(t, { type: 'passShown', turn: t.turn - 1 }).state).toBe(t);
  });

  it('the gate refuses every move meanwhile, as any move out of turn, naming the seat shown', () => {
    const { t, seat } = firstHold();
    const deal = t.deal!;
    const real = toAct(deal.state)!;
    const move = deal.state.actions.length;
    const action = legalActions(deal.state)[0]!;
    // The real next player's legal move: refused as out of turn, the held seat named.
    const r = reduce(t, { type: 'act', by: real, game: deal.id, move, action, at: 0 });
    const message = real === seat ? 'your pass' : `it is seat ${seat}'s turn, not seat ${real}'s`;
    expect(r.ok ? null : r.error).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(r.ok ? '' : r.error.message).toContain(message);
    const other = [0, 1, 2].find((s) => s !== seat && s !== real)!;
    const mine = { type: 'pass', seat: other };
    const o = reduce(t, { type: 'act', by: other, game: deal.id, move, action: mine, at: 0 });
    expect(o.ok ? null : o.error).toEqual({
      code: 'NOT_YOUR_TURN',
      message: `it is seat ${seat}'s turn, not seat ${other}'s (R3, R4)`,
    });
    refused(
      t,
      { type: 'act', by: seat, game: deal.id, move, action: { type: 'pass', seat }, at: 0 },
      'NOT_YOUR_TURN',
    );
    const junk = { type: 'lead', seat: other, cards: ['XX'] };
    refused(
      t,
      { type: 'act', by: other, game: deal.id, move, action: junk, at: 0 },
      'UNKNOWN_CARD',
    );
    // No bot answers meanwhile, even one carrying the ticket.
    const b = run(t, { type: 'botMove', turn: t.turn, action, source: 'bot', at: 0 });
    expect(b.state).toBe(t);
  });

  it('his clock running out shows the pass, as a stand-in would pass', () => {
    const { t } = firstHold();
    const byClock = run(t, { type: 'deadline', turn: t.turn });
    const byWait = run(t, { type: 'passShown', turn: t.turn });
    expect(byClock).toEqual(byWait);
    expect(run(t, { type: 'deadline', turn: t.turn - 1 }).state).toBe(t);
  });
});
