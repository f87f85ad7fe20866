// Views (R5.3, R3.6): what one seat, or a spectator, may know. Built on the worked example
// E1 (RULES.md) and on small set-up positions.

import { describe, expect, test } from 'vitest';
import { type GameState, legalActions, summarize, type Viewer, viewFor } from '../src/index';
import {
  beat,
  E1_DECK,
  e1Bout,
  game,
  lead,
  pass,
  play,
  position,
  selfAttack,
  take,
} from './helpers';

// E1: dealer 0; seat 1 (forehand) 8D 8S 7C 9C 10C; seat 2 KD JH AH 8C AC; seat 0 8H 7H 9H
// 10H JC; trump card 7S; talon top 9D 10D JD (R2.3: forehand first, the dealer last).
const e1 = () => game({ players: 3, dealer: 0, deck: E1_DECK });
/** E1 to the end of its first bout: seat 2 took 8S. */
const e1Taken = () => play(e1(), ...e1Bout('8S', '8D'));
const VIEWERS: Viewer[] = [0, 1, 2, 'spectator'];
const json = (s: GameState, v: Viewer) => JSON.stringify(viewFor(s, v));

describe('R5.3: a seat sees its own hand and no other', () => {
  test('each seat sees exactly its own hand; the deal event shows no other hand', () => {
    const s = e1();
    const hands = summarize(s).hands;
    expect(hands[1]).toEqual(['7C', '9C', '10C', '8S', '8D']);
    for (const seat of [0, 1, 2]) {
      const view = viewFor(s, seat);
      expect(view.hand).toEqual(hands[seat]);
      const deal = view.events[0]!;
      expect(deal.type === 'deal' && deal.hands).toEqual(
        hands.map((h, i) => (i === seat ? h : null)),
      );
      for (const [other, hand] of hands.entries())
        if (other !== seat) for (const c of hand) expect(json(s, seat)).not.toContain(`"${c}"`);
    }
  });

  test('a spectator sees no hand at all', () => {
    const s = play(e1(), lead(1, '8S', '8D'));
    const view = viewFor(s, 'spectator');
    expect(view.hand).toBeNull();
    const deal = view.events[0]!;
    expect(deal.type === 'deal' && deal.hands).toEqual([null, null, null]);
    for (const c of summarize(s).hands.flat()) expect(json(s, 'spectator')).not.toContain(`"${c}"`);
  });

  test('hand sizes, talon size and the table are public', () => {
    const s0 = e1();
    for (const v of VIEWERS)
      expect(viewFor(s0, v)).toMatchObject({ handSizes: [5, 5, 5], talon: 17, table: [] });
    const s1 = play(s0, lead(1, '8S', '8D'), lead(0, '8H'));
    for (const v of VIEWERS)
      expect(viewFor(s1, v)).toMatchObject({
        handSizes: [5, 5, 5],
        talon: 14,
        boutRank: '8',
        table: [
          { card: '8S', by: 1, beatenBy: null },
          { card: '8D', by: 1, beatenBy: null },
          { card: '8H', by: 0, beatenBy: null },
        ],
      });
    const s2 = play(
      s1,
      selfAttack(2, '8C', 'AC'),
      beat(2, '8D', 'KD'),
      beat(2, '8H', 'JH'),
      take(2),
    );
    for (const v of VIEWERS)
      expect(viewFor(s2, v)).toMatchObject({ handSizes: [5, 5, 2], talon: 14, table: [] });
    expect(viewFor(s2, 'spectator').discard).toHaveLength(6); // R4.5
  });
});

describe('R5.2, R5.3: draws show their cards only to the drawer', () => {
  test('E1.1: seat 1 draws 9D 10D; the others see only the count', () => {
    const s = play(e1(), lead(1, '8S', '8D'));
    const draw = { type: 'draw', seat: 1, count: 2 };
    expect(viewFor(s, 1).events).toContainEqual({ ...draw, cards: ['9D', '10D'] });
    expect(viewFor(s, 1).hand).toEqual(['7C', '9C', '10C', '9D', '10D']);
    for (const v of [0, 2, 'spectator'] as const) {
      expect(viewFor(s, v).events).toContainEqual({ ...draw, cards: null });
      expect(json(s, v)).not.toContain('"9D"');
      expect(json(s, v)).not.toContain('"10D"');
    }
  });
});

describe('R2.2, R5.3: the trump card', () => {
  // 2 players, dealer 0: seat 1 attacks; talon 9D then the trump card 7S.
  const start = () =>
    position({ dealer: 0, hands: ['7C 8C 9H QD AS', '10C 10H JC KS AD'], talon: ['9D', '7S'] });

  test('is shown to everyone while it lies in the talon', () => {
    for (const v of [0, 1, 'spectator'] as const)
      expect(viewFor(start(), v)).toMatchObject({ trumpCard: '7S', trump: 'S', talon: 2 });
  });

  test('is null once drawn, and everyone knows who holds it', () => {
    const s = play(start(), lead(1, '10C', '10H'));
    for (const v of [0, 1, 'spectator'] as const) {
      const view = viewFor(s, v);
      expect(view).toMatchObject({ trumpCard: null, trump: 'S', talon: 0, handSizes: [5, 5] });
      expect(view.known[1]).toEqual(['7S']);
      expect(view.known[0]).toEqual([]);
      const draw = view.events.find((e) => e.type === 'draw');
      expect(draw).toEqual({
        type: 'draw',
        seat: 1,
        count: 2,
        cards: v === 1 ? ['9D', '7S'] : null,
        trumpCard: '7S',
      });
      if (v !== 1) expect(json(s, v)).not.toContain('"9D"');
    }
  });

  test('leaves the known cards once played', () => {
    const s = play(start(), lead(1, '10C', '10H'), beat(0, '10C', 'QD'), beat(0, '10H', 'AS'));
    // Seat 0 beat both; he now attacks seat 1, who may beat with the trump card 7S.
    const t = play(s, lead(0, '9H'));
    expect(legalActions(t)).toContainEqual(beat(1, '9H', '7S'));
    const u = play(t, beat(1, '9H', '7S'));
    for (const v of [0, 1, 'spectator'] as const) expect(viewFor(u, v).known[1]).toEqual([]);
  });
});

describe('R4.3, R5.3: picked-up cards are known to all', () => {
  test('E1.4: seat 2 takes 8S; every view knows he holds it, until he plays it', () => {
    const s = e1Taken();
    expect(summarize(s).hands[2]).toEqual(['8S', 'AH']);
    for (const v of VIEWERS) {
      const view = viewFor(s, v);
      expect(view.known).toEqual([[], [], ['8S']]);
      expect(view.events).toContainEqual({ type: 'take', seat: 2, cards: ['8S'] });
      expect(json(s, v).includes('"AH"'), 'his other card stays hidden').toBe(v === 2);
    }
    // R6.4: seat 1 attacks seat 2 again; seat 0 may reinforce with 7H; seat 2 beats 7C with 8S.
    const t = play(s, lead(1, '7C'), pass(0), beat(2, '7C', '8S'));
    for (const v of VIEWERS) expect(viewFor(t, v).known).toEqual([[], [], []]);
  });
});

describe("R3.6: nobody sees whether another player's pass was chosen or forced", () => {
  test("E1.1: seat 1's forced pass; seat 0's chosen pass; both look alike to others", () => {
    const s = play(e1(), lead(1, '8S', '8D'), pass(0));
    const passes = (v: Viewer) => viewFor(s, v).events.filter((e) => e.type === 'pass');
    expect(s.events.filter((e) => e.type === 'pass')).toEqual([
      { type: 'pass', seat: 1, forced: true },
      { type: 'pass', seat: 0, forced: false },
    ]);
    expect(passes(1)).toEqual([
      { type: 'pass', seat: 1, forced: true },
      { type: 'pass', seat: 0 },
    ]);
    expect(passes(0)).toEqual([
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 0, forced: false },
    ]);
    for (const v of [2, 'spectator'] as const) {
      expect(passes(v)).toEqual([
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
      ]);
      expect(json(s, v)).not.toContain('forced');
    }
  });
});

describe('legal actions only for the seat to act', () => {
  test.each([
    ['the first lead (R3.1)', () => e1()],
    ['a reinforcer (R3.3)', () => play(e1(), lead(1, '8S', '8D'))],
    ['the defender (R4)', () => play(e1(), lead(1, '8S', '8D'), lead(0, '8H'))],
    ['after a take (R6.4)', e1Taken],
  ])('%s', (_, make) => {
    const s = make();
    const toAct = s.pos.toAct;
    expect(legalActions(s).length).toBeGreaterThan(0);
    for (const v of VIEWERS) {
      const view = viewFor(s, v);
      expect(view.toAct).toBe(toAct);
      expect(view.legal).toEqual(v === toAct ? legalActions(s) : []);
    }
  });

  test('R6.2: nobody once the deal is over', () => {
    const s = play(
      position({ dealer: 0, hands: [['7C'], ['8C']], talon: [], trump: 'S' }),
      lead(1, '8C'),
    );
    expect(summarize(s)).toMatchObject({ over: true, loser: 0, toAct: null });
    for (const v of [0, 1, 'spectator'] as const)
      expect(viewFor(s, v)).toMatchObject({
        over: true,
        loser: 0,
        drawn: false,
        toAct: null,
        legal: [],
      });
  });
});

describe('a view from a cursor: only the events a client still lacks', () => {
  test('viewFor(state, viewer, from) is the whole view with its events from `from` on', () => {
    const s = e1Taken();
    for (const viewer of VIEWERS) {
      const whole = viewFor(s, viewer);
      for (let from = 0; from <= whole.events.length + 1; from++)
        expect(viewFor(s, viewer, from)).toEqual({ ...whole, events: whole.events.slice(from) });
    }
  });
});
