// Puzzles from the exact endgame (issue 25): one right move class, every other move lost,
// by the solver and by plain minimax; cards of equal worth; the themes; a puzzle checked
// from its JSON alone.

import { type Action, type GameState, legalActions } from '@kaschlan/engine';
import { actionOf, legalInto, MAX_LEGAL, parseCard } from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import {
  findPuzzle,
  moveClass,
  type Puzzle,
  puzzleOfDeal,
  type Solution,
  verifyPuzzle,
  worthClasses,
} from '../src/puzzles/index';
import { game, step } from './helpers';
import { afterCode, brute, dealtEndgame } from './minimax';

const cardsOf = (s: GameState, cards: string[]) =>
  cards.map((c) => worthClasses(s.pos)[parseCard(c)]);

// Seat 1 attacks (forehand of dealer 0) with five diamonds, trumps; seat 0 holds KS only.
const diamonds = () =>
  game({
    preset: 'illig',
    players: 2,
    dealer: 0,
    hands: [['KS'], ['7D', '10D', 'JD', 'KD', 'AD']],
    talon: [],
    trump: 'D',
  });

describe('cards of equal worth', () => {
  test('neighbours of one suit in one hand, alone in their rank: one class', () => {
    const s = diamonds();
    const [seven, ten, jack, king, ace] = cardsOf(s, ['7D', '10D', 'JD', 'KD', 'AD']);
    expect([ten, jack]).toEqual([seven, seven]);
    // KS shares KD's rank (R3.1: one rank a bout), so KD is a class of its own, and so AD
    // beyond it.
    expect(king).toBe(parseCard('KD'));
    expect(ace).toBe(parseCard('AD'));
  });

  test('a card of the suit in the other hand between them splits the run', () => {
    const s = game({
      preset: 'illig',
      players: 2,
      dealer: 0,
      hands: [['9D'], ['8D', '10D', 'JD']],
      talon: [],
      trump: 'C',
    });
    const [eight, ten, jack] = cardsOf(s, ['8D', '10D', 'JD']);
    expect(ten).not.toBe(eight);
    expect(jack).toBe(ten);
  });

  test('the solver splits a card class whose moves differ in value', () => {
    // 7D, 10D and JD are neighbours, but JD led and taken would beat his 10D later: leading
    // JD loses, 7D and 10D win. The puzzle's one right class is {7D, 10D}.
    const s = diamonds();
    const found = findPuzzle(s.pos) as Solution;
    expect(found).not.toBeNull();
    expect(found.value).toBe(2);
    expect(actionOf(found.steps[0]!.code)).toEqual({ type: 'lead', seat: 1, cards: ['7D'] });
    expect(found.steps[0]!.also.map(actionOf)).toEqual([{ type: 'lead', seat: 1, cards: ['10D'] }]);
    expect(found.steps).toHaveLength(1); // another move of the class may be played: it ends here
  });
});

describe('a puzzle is the one move class that keeps the result', () => {
  test('agrees with plain minimax on small endgames: right class wins, all else loses', () => {
    const buf = new Int32Array(MAX_LEGAL);
    let puzzles = 0;
    let none = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const s = dealtEndgame(seed);
      const p = s.pos;
      if (p.over) continue;
      const found = findPuzzle(p);
      const n = legalInto(p, buf);
      const values = Array.from(buf.subarray(0, n), (c) => brute(afterCode(p, c), p.toAct));
      const best = Math.max(...values);
      if (found === null || found === 'capped') {
        expect(found).toBeNull();
        none++;
        continue;
      }
      puzzles++;
      expect(best).toBe(found.value);
      const rep = worthClasses(p);
      const right = moveClass(rep, found.steps[0]!.code);
      for (let i = 0; i < n; i++) {
        // Of the right card class and winning, or losing: no second way through.
        if (values[i] === best) expect(moveClass(rep, buf[i]!)).toBe(right);
        else expect(values[i]).toBe(0);
      }
    }
    expect(puzzles).toBeGreaterThan(20);
    expect(none).toBeGreaterThan(20);
  });

  test('no puzzle where two different moves both win', () => {
    // Seat 1 attacks holding two aces and a trump against one small heart: more than one lead wins.
    const s = game({
      preset: 'illig',
      players: 2,
      dealer: 0,
      hands: [['7H'], ['AC', 'AS', '8D']],
      talon: [],
      trump: 'D',
    });
    const buf = new Int32Array(MAX_LEGAL);
    const n = legalInto(s.pos, buf);
    const rep = worthClasses(s.pos);
    const winning = new Set<string>();
    for (const c of buf.subarray(0, n))
      if (brute(afterCode(s.pos, c), 1) === 2) winning.add(moveClass(rep, c));
    expect(winning.size).toBeGreaterThan(1);
    expect(findPuzzle(s.pos)).toBeNull();
  });
});

describe('generated puzzles', () => {
  const options = { seed: 7, preset: 'illig', players: [2, 3, 4] } as const;
  const found: Puzzle[] = [];
  for (let d = 0; found.length < 4; d++) {
    const r = puzzleOfDeal(options, d);
    if (r.puzzle) found.push(r.puzzle);
  }

  test('the same seed and deal give the same puzzle', () => {
    const d = Number(found[0]!.id.split('-')[1]);
    expect(puzzleOfDeal(options, d).puzzle).toEqual(found[0]);
  });

  test('each holds: the record replays to it, the line replays and re-solves', () => {
    for (const p of found) expect(verifyPuzzle(p)).toBeNull();
  });

  test('a wrong first move, a cut record or a wrong result is caught', () => {
    const p = found[0]!;
    const legal = legalActionsAt(p);
    const wrong = legal.find((a) => JSON.stringify(a) !== JSON.stringify(p.line[0]))!;
    expect(verifyPuzzle({ ...p, line: [wrong, ...p.line.slice(1)] })).not.toBeNull();
    const actions: readonly Action[] = p.record.actions;
    const cut: Puzzle['record'] = { ...p.record, actions: actions.slice(0, -1) };
    expect(verifyPuzzle({ ...p, record: cut })).not.toBeNull();
    expect(verifyPuzzle({ ...p, result: p.result === 'win' ? 'draw' : 'win' })).not.toBeNull();
    expect(verifyPuzzle({ ...p, moves: p.moves + 1 })).not.toBeNull();
  });
});

/** The legal actions at a puzzle's start. */
function legalActionsAt(p: Puzzle): Action[] {
  let s = game({
    preset: p.record.preset,
    players: p.record.players,
    seed: p.record.seed!,
    dealer: p.record.dealer,
  });
  for (const a of p.record.actions) s = step(s, a);
  return legalActions(s);
}
