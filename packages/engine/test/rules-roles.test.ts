// R6 Roles after a bout, going out, the end of the deal, and the stall draw.

import { describe, expect, test } from 'vitest';
import { type Action, type Card, type GameEvent, type GameState, viewFor } from '../src/index';
import { beat, lead, pass, play, position, refusal, show, stepWith, take } from './helpers';

const roles = (s: GameState) => ({
  attacker: show(s).attacker,
  defender: show(s).defender,
  out: show(s).out,
});

// 4 players, dealer 0, talon empty, spades trumps: seat 1 attacks seat 2; seats 3 and 0 hold
// no eight, so they are skipped as reinforcers.
const four = (a: Card[], d: Card[], seat3: Card[] = ['9D', '10D']): GameState =>
  position({ dealer: 0, hands: [['9H', '10H'], a, d, seat3], talon: [], trump: 'S' });

describe('R6.3 the defender beat everything', () => {
  test.each<[string, Card[], Card[], number, number, number[]]>([
    ['neither out: D attacks next(D)', ['8C', 'KD'], ['9C', 'KH'], 2, 3, []],
    ['attacker out, defender not: the player before A attacks D', ['8C'], ['9C', 'KH'], 0, 2, [1]],
    ['defender out, attacker not: A attacks next(D)', ['8C', 'KD'], ['9C'], 1, 3, [2]],
    ['both out: next(D) attacks next(next(D))', ['8C'], ['9C'], 3, 0, [1, 2]],
  ])('R6.3 %s', (_name, a, d, attacker, defender, out) => {
    const s = play(four(a, d), lead(1, '8C'), beat(2, '8C', '9C'));
    expect(roles(s)).toEqual({ attacker, defender, out });
    expect(show(s).toAct).toBe(attacker);
  });
});

describe('R6.4 the defender took cards', () => {
  test.each<[string, Card[], number, number[]]>([
    ['the same attacker attacks the same defender again', ['8S', 'KD'], 1, []],
    ['attacker out: the player before A attacks, D defends again', ['8S'], 0, [1]],
  ])('R6.4 %s', (_name, a, attacker, out) => {
    const s = play(four(a, ['9C', 'KH']), lead(1, '8S'), take(2));
    expect(roles(s)).toEqual({ attacker, defender: 2, out });
    expect(show(s).hands[2]).toEqual(['9C', '8S', 'KH']);
  });
});

describe('R6.5, R6.6 reinforcers, and when "out" is judged', () => {
  // Seat 3 holds only the trump 8S: he reinforces with it and is out.
  test.each<[string, Card[], Action, number, number]>([
    [
      'defender beat all: D attacks the next player still in (seat 0)',
      ['9C', '9S', 'KH'],
      beat(2, '8S', '9S'),
      2,
      0,
    ],
    ['defender took: the same attacker and defender again', ['9C', 'AD', 'KH'], take(2), 1, 2],
  ])('R6.5 a reinforcer going out changes no role; %s', (_name, d, answer, attacker, defender) => {
    let s = play(four(['8C', 'KD'], d, ['8S']), lead(1, '8C'), lead(3, '8S'));
    expect(show(s).out).toEqual([3]);
    s = play(s, beat(2, '8C', '9C'), answer);
    expect(roles(s)).toEqual({ attacker, defender, out: [3] });
  });

  test('R6.6 the attacker who led his last card is out at once; the bout goes on', () => {
    // Seat 1 leads his only card; seats 3 and 0 still reinforce, in the order fixed at the start.
    let s = position({
      dealer: 0,
      hands: [['8H', '9H'], ['8C'], ['9C', 'JH', 'AD', 'KH'], ['8D', '9D']],
      talon: [],
      trump: 'S',
    });
    s = play(s, lead(1, '8C'));
    expect(show(s).out).toEqual([1]);
    expect(show(s).toAct).toBe(3);
    s = play(s, lead(3, '8D'), lead(0, '8H'));
    expect(show(s).table.map((e) => e.by)).toEqual([1, 3, 0]);
    s = play(s, beat(2, '8C', '9C'), beat(2, '8D', 'AD'), beat(2, '8H', 'JH'));
    // R6.6: judged at the bout's end, A is out: the player before him attacks D.
    expect(roles(s)).toEqual({ attacker: 0, defender: 2, out: [1] });
  });

  test('R6.6 a player out before the bout is no reinforcer', () => {
    // Seat 1 went out in the last bout; now seat 0 attacks seat 2, and only seat 3 reinforces.
    let s = play(four(['8C'], ['9C', '9S', 'KH']), lead(1, '8C'), beat(2, '8C', '9C'));
    expect(roles(s)).toEqual({ attacker: 0, defender: 2, out: [1] });
    const start = s.events.length;
    s = play(s, lead(0, '9H'));
    expect(show(s).toAct).toBe(3);
    s = play(s, pass(3));
    expect(show(s).toAct).toBe(2);
    const turns = s.events.slice(start).filter((e) => e.type === 'pass' || e.type === 'lead');
    expect(turns.map((e) => (e as { seat: number }).seat)).toEqual([0, 0, 3]);
  });
});

describe('R6.1 out at once', () => {
  test('R6.1 with the talon empty, the player who leads his last card is out', () => {
    const { state, events } = stepWith(four(['8C'], ['9C', 'KH']), lead(1, '8C'));
    expect(events).toContainEqual({ type: 'out', seat: 1 });
    expect(show(state).out).toEqual([1]);
    expect(show(state).hands[1]).toEqual([]);
  });

  test('R6.1 while the talon lasts, playing one’s last card is no going out: one refills', () => {
    const s = play(
      position({
        dealer: 1,
        hands: [['8C', '8H', 'KD'], ['9C']],
        talon: ['AC', 'KC', 'QC', 'JC', '10C', '9D', '7S'],
      }),
      lead(0, '8C'),
      beat(1, '8C', '9C'),
    );
    expect(show(s).out).toEqual([]);
    expect(show(s).hands[1]).toHaveLength(4);
  });

  test('R6.1 a hand dealt empty with the talon empty is out from the start', () => {
    const s = position({
      dealer: 0,
      hands: [['7C', '8C'], ['9H', '10H'], []],
      talon: [],
      trump: 'S',
    });
    expect(show(s).out).toEqual([2]);
    expect(roles(s)).toEqual({ attacker: 1, defender: 0, out: [2] });
    expect(show(s).legal.length).toBeGreaterThan(0);
  });
});

describe('R6.2 the end of the deal, and the loser', () => {
  test('R6.2 the second-to-last player leads his last card: the deal ends mid-bout', () => {
    const s0 = position({ dealer: 1, hands: [['8C'], ['9C', 'KH']], talon: [], trump: 'S' });
    const { state, events } = stepWith(s0, lead(0, '8C'));
    expect(show(state).over).toBe(true);
    expect(show(state).loser).toBe(1);
    expect(show(state).toAct).toBeNull();
    expect(show(state).legal).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'end', loser: 1, drawn: false });
    expect(refusal(state, beat(1, '8C', '9C'))).toBe('GAME_OVER');
  });

  test('R6.2 the defender beats with his last card: the attacker is the Kaschlan', () => {
    const s = play(
      position({ dealer: 1, hands: [['8C', 'KD'], ['9C']], talon: [], trump: 'S' }),
      lead(0, '8C'),
      beat(1, '8C', '9C'),
    );
    expect([show(s).over, show(s).loser, show(s).out]).toEqual([true, 0, [1]]);
    expect(viewFor(s, 0)).toMatchObject({ over: true, loser: 0, drawn: false });
  });

  test('R6.2 with three players the deal goes on until only one holds cards', () => {
    let s = play(four(['8C'], ['9C'], ['10D']), lead(1, '8C'), beat(2, '8C', '9C'));
    expect(show(s).over).toBe(false);
    // Both out: seat 3 attacks seat 0 and leads his last card; seat 0 is the Kaschlan.
    expect(roles(s)).toEqual({ attacker: 3, defender: 0, out: [1, 2] });
    s = play(s, lead(3, '10D'));
    expect([show(s).over, show(s).loser, show(s).out]).toEqual([true, 0, [1, 2, 3]]);
  });
});

describe('R6.7 the stall draw (pass-on)', () => {
  // 3 players, dealer 2, talon empty, spades trumps; no trump in play. Seat 0 attacks seat 1.
  // Each attacker leads an ace, which nobody can beat: the defender must take it, and the
  // attack passes on (R7.2). No card ever reaches the discard pile.
  const stall = (pack: 24 | 32 | 52): GameState =>
    position({
      dealer: 2,
      hands: [['AC', 'KC'], ['KH'], ['AH', 'AD']],
      talon: [],
      trump: 'S',
      rules: { pack, afterTake: 'pass-on' },
    });

  /** One bout: the attacker leads an ace; the defender, unable to beat it, takes. */
  function bout(s: GameState): { state: GameState; events: readonly GameEvent[] } {
    const { attacker, defender, legal } = show(s);
    const ace = legal.find((a) => a.type === 'lead' && a.cards[0]!.startsWith('A'));
    if (!ace) throw new Error(`seat ${attacker} holds no ace`);
    s = play(s, ace);
    expect(show(s).legal).toEqual([take(defender)]);
    return stepWith(s, take(defender));
  }

  test.each<[24 | 32 | 52, number]>([
    [32, 64],
    [24, 48],
    [52, 104],
  ])('R6.7 %i-card pack: %i bouts in a row with no discard draw the deal', (pack, limit) => {
    let s = stall(pack);
    for (let k = 1; k < limit; k++) {
      s = bout(s).state;
      expect(show(s).over).toBe(false);
    }
    expect(show(s).discard).toBe(0);
    const last = bout(s);
    expect(show(last.state).over).toBe(true);
    expect(show(last.state).loser).toBeNull();
    expect(last.events.at(-1)).toEqual({ type: 'end', loser: null, drawn: true });
    expect(viewFor(last.state, 'spectator')).toMatchObject({
      over: true,
      loser: null,
      drawn: true,
    });
    expect(show(last.state).out).toEqual([]);
  });

  test('R6.7 the bouts rotate: 0 attacks 1, then 2 attacks 0, then 1 attacks 2', () => {
    let s = stall(32);
    const seen: [number, number][] = [];
    for (let k = 0; k < 4; k++) {
      seen.push([show(s).attacker, show(s).defender]);
      s = bout(s).state;
    }
    expect(seen).toEqual([
      [0, 1],
      [2, 0],
      [1, 2],
      [0, 1],
    ]);
  });

  test('R6.7 under the default same-attacker rule the same cards end with a loser', () => {
    let s = position({
      dealer: 2,
      hands: [['AC', 'KC'], ['KH'], ['AH', 'AD']],
      talon: [],
      trump: 'S',
    });
    for (let k = 0; k < 200 && !show(s).over; k++) s = play(s, show(s).legal[0]!);
    expect(show(s).over).toBe(true);
    expect(show(s).loser).not.toBeNull();
  });
});
