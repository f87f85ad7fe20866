// The shipped puzzle set (packages/bots/src/puzzles/set.json, docs/PUZZLES.md): every
// puzzle's record replays in the engine to its position, its line replays there, and each
// turn of the line, re-solved, holds (verifyPuzzle). All of them, not a sample: about 10 ms
// a puzzle.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  apply,
  beats,
  type GameState,
  legalActions,
  parseCard,
  replayRecord,
  SUITS,
  viewFor,
} from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { type Puzzle, type PuzzleSet, THEMES, verifyPuzzle } from '../src/puzzles/index';

const root = resolve(__dirname, '../../..');
const set = JSON.parse(
  readFileSync(resolve(root, 'packages/bots/src/puzzles/set.json'), 'utf8'),
) as PuzzleSet;
const SLICES = 10;
const per = Math.ceil(set.puzzles.length / SLICES);

describe('the shipped puzzle set', () => {
  test('at least 1,000 puzzles, made by the command in docs/PUZZLES.md', () => {
    expect(set.puzzles.length).toBeGreaterThanOrEqual(1000);
    expect(set.command).toBe(
      'kaschlan puzzles --count 1000 --seed 1 --out packages/bots/src/puzzles/set.json',
    );
    expect(readFileSync(resolve(root, 'docs/PUZZLES.md'), 'utf8')).toContain(`npx ${set.command}`);
    expect(new Set(set.puzzles.map((p) => p.id)).size).toBe(set.puzzles.length);
  });

  test("each is worth a person's time and tagged only with known themes", () => {
    for (const p of set.puzzles) {
      expect(!p.normalRight || p.moves >= 2).toBe(true);
      for (const t of p.themes) expect(THEMES).toContain(t);
    }
    // Every theme the generator knows, but the draw, is in the set.
    const seen = new Set(set.puzzles.flatMap((p) => p.themes));
    for (const t of THEMES.filter((t) => t !== 'draw')) expect(seen).toContain(t);
  });

  test('the themes say what the line shows (R4.2 self-attack, R4.3 take, R1.3 the Queen of Diamonds)', () => {
    for (const p of set.puzzles) {
      const his = p.line.filter((a, i) => a.seat === p.seat && !p.forced.includes(i));
      const cardsOf = (a: (typeof his)[number]): string[] =>
        a.type === 'lead'
          ? [...a.cards]
          : a.type === 'beat'
            ? [a.with]
            : a.type === 'selfAttack'
              ? [a.card, a.with]
              : a.type === 'coachman'
                ? [a.card]
                : [];
      const has = (t: string) => p.themes.includes(t as never);
      expect(has('self-attack')).toBe(his.some((a) => a.type === 'selfAttack'));
      if (has('take')) expect(his.some((a) => a.type === 'take')).toBe(true);
      const playsQueen = his.some((a) => cardsOf(a).includes('QD'));
      if (has('queen-spent')) expect(playsQueen).toBe(true);
      // Kept at one move (it may be played at a later one).
      if (has('queen-kept')) expect(his.some((a) => !cardsOf(a).includes('QD'))).toBe(true);
      if (has('unbeatable-lead')) expect(his.some((a) => a.type === 'lead')).toBe(true);
    }
  });

  test('counting: exactly where he puts down what the defender cannot beat, and a card that beats it was played (R4.3, R5.3)', () => {
    const tagged = set.puzzles.filter((p) => p.themes.includes('counting'));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(set.puzzles.length);
    for (const p of set.puzzles)
      expect({ id: p.id, counting: p.themes.includes('counting') }).toEqual({
        id: p.id,
        counting: countsInLine(p),
      });
  });

  test.each(Array.from({ length: SLICES }, (_, k) => k))(
    'puzzles %i: replayed from the record, the line replayed, every turn re-solved',
    (k) => {
      for (const p of set.puzzles.slice(k * per, (k + 1) * per))
        expect({ id: p.id, problem: verifyPuzzle(p) }).toEqual({ id: p.id, problem: null });
    },
    120_000,
  );
});

/**
 * The `counting` theme read again on the public engine (not the fast path themes.ts uses):
 * after one of his unforced leads (or a coachman, R7.1) the defender is to act with no beat
 * among his legal actions (R4.3), and a card that would beat an unbeaten card (R1.3, R1.4)
 * is on the discard pile or beaten on the table (R4.5): public, known by counting (R5.3).
 */
function countsInLine(p: Puzzle): boolean {
  const replayed = replayRecord(p.record);
  if (!replayed.ok) throw new Error(`${p.id}: its record does not replay`);
  let state: GameState = replayed.state;
  for (const [i, action] of p.line.entries()) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${p.id}: line move ${i} is illegal`);
    state = next.state;
    const his = action.seat === p.seat && !p.forced.includes(i);
    if (!his || (action.type !== 'lead' && action.type !== 'coachman')) continue;
    const v = viewFor(state, 'spectator');
    if (v.over || v.toAct !== v.defender || v.defender === p.seat) continue;
    if (legalActions(state).some((a) => a.type === 'beat')) continue;
    const trump = SUITS.indexOf(v.trump);
    const gone = [
      ...v.discard,
      ...v.table.flatMap((e) => (e.beatenBy ? [e.card, e.beatenBy] : [])),
    ];
    const unbeaten = v.table.filter((e) => e.beatenBy === null).map((e) => parseCard(e.card));
    if (unbeaten.some((c) => gone.some((g) => beats(trump, c, parseCard(g))))) return true;
  }
  return false;
}
