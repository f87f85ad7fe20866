// The endgame one draw earlier (pimc.ts): two players in, one unseen card above the face-up
// trump card (R2.2). Each action's value in a world against plain minimax, the worlds
// against the true position with the talon card exchanged, and fairness.

import { type GameState, toAct, viewFor } from '@kaschlan/engine';
import {
  cardName,
  clonePosition,
  codeOf,
  isParseProblem,
  legalInto,
  MAX_LEGAL,
  type Position,
  parseAction,
} from '@kaschlan/engine/fast';
import { describe, expect, test } from 'vitest';
import { solveValues } from '../src/endgame';
import { pimcApplies, solvePimc } from '../src/pimc';
import { randomEndgame } from './helpers';
import { afterCode, brute, dealtEndgame } from './minimax';

const codesOf = (p: Position): number[] => {
  const buf = new Int32Array(MAX_LEGAL);
  return Array.from(buf.subarray(0, legalInto(p, buf)));
};

/** A small node cap per world (some solves give up: those must agree as well). */
const CAP = { maxNodes: 20_000 };

/** The other player still in (the viewer is one of two). */
const otherOf = (p: Position, viewer: number): number =>
  [...Array(p.n).keys()].find((s) => s !== viewer && !((p.out >> s) & 1))!;

/** `p` with the talon's unseen card and card `id` of seat `s`'s hand exchanged. */
function exchanged(p: Position, s: number, id: number): Position {
  const q = clonePosition(p);
  const top = q.talon[q.tpos]!;
  const flip = (card: number) => {
    if (card < 32) q.handLo[s]! ^= 1 << card;
    else q.handHi[s]! ^= 1 << (card - 32);
  };
  flip(id);
  flip(top);
  q.talon[q.tpos] = id;
  return q;
}

/** The cards of seat `s`'s hand, as ids. */
function handIds(p: Position, s: number): number[] {
  const ids: number[] = [];
  for (let id = 0; id < 64; id++)
    if (((id < 32 ? p.handLo[s]! >>> id : p.handHi[s]! >>> (id - 32)) & 1) === 1) ids.push(id);
  return ids;
}

/** The other hand's cards that `viewer` has not seen (the ones a world may exchange). */
function unseen(s: GameState, viewer: number): number[] {
  const other = otherOf(s.pos, viewer);
  const known = new Set(viewFor(s, viewer).known[other] ?? []);
  return handIds(s.pos, other).filter((id) => !known.has(cardName(id)));
}

/** Two-player endgames of real deals with two cards left in the talon. */
function endgames(count: number, maxLive: number): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const s = randomEndgame(seed, maxLive, 2);
    if (s !== null && viewFor(s, s.pos.toAct).legal.length > 1) out.push(s);
  }
  return out;
}

describe('the endgame one draw earlier (one unseen talon card, R2.2, R5)', () => {
  test("each action's exact value matches brute force in dealt positions", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const p = dealtEndgame(seed, 2).pos;
      const codes = codesOf(p);
      const values = solveValues(p, p.toAct, codes);
      expect(values).not.toBeNull();
      expect(values).toEqual(codes.map((c) => brute(afterCode(p, c), p.toAct)));
    }
  });

  test('one world per card the viewer cannot place; the value is the best mean over them', () => {
    for (const s of endgames(10, 10)) {
      const p = s.pos;
      const viewer = p.toAct;
      const view = viewFor(s, viewer);
      expect(pimcApplies(view)).toBe(true);
      const r = solvePimc(view);
      expect(r).not.toBeNull();
      // The worlds: the true one, and the talon card exchanged with each card of the other
      // hand that the viewer has not seen taken (R5.3).
      const worlds = [p, ...unseen(s, viewer).map((id) => exchanged(p, otherOf(p, viewer), id))];
      expect(r!.worlds).toBe(worlds.length);
      const codes = codesOf(p);
      // Each world solved on its own (solveValues is checked against brute force above).
      const sums = codes.map(() => 0);
      for (const w of worlds)
        solveValues(w, viewer, codes)!.forEach((v, i) => {
          sums[i]! += v;
        });
      const best = Math.max(...sums);
      expect(r!.value * 2 * worlds.length).toBeCloseTo(best, 9);
      const parsed = parseAction(r!.action);
      if (isParseProblem(parsed)) throw new Error('bad action');
      expect(sums[codes.indexOf(codeOf(parsed))]).toBe(best);
    }
  });

  test('reads only the view: the talon card exchanged with a card of the other hand, the same action', () => {
    let compared = 0;
    for (const s of endgames(30, 10)) {
      const viewer = s.pos.toAct;
      const id = unseen(s, viewer)[0];
      if (id === undefined) continue;
      const twin: GameState = { ...s, pos: exchanged(s.pos, otherOf(s.pos, viewer), id) };
      const v1 = viewFor(s, viewer);
      const v2 = viewFor(twin, viewer);
      expect(JSON.stringify(v2)).toBe(JSON.stringify(v1));
      // With a node cap, so that a capped solve (null) must agree too.
      expect(solvePimc(v2, CAP)).toEqual(solvePimc(v1, CAP));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  test('does not apply with more than one unseen talon card, or more than two players in', () => {
    let checked = 0;
    for (let seed = 1; checked < 10; seed++) {
      const s = randomEndgame(seed, 40, 3);
      if (s === null) continue;
      expect(pimcApplies(viewFor(s, toAct(s)!))).toBe(false);
      expect(solvePimc(viewFor(s, toAct(s)!))).toBeNull();
      checked++;
    }
  });
});
