// The tutorial's coach answers a move as the engine does (the step's move, another legal
// move, an illegal one), and a lesson left half-way comes back as it was.

import { type Action, apply } from '@kaschlan/engine';
import { describe, expect, test } from 'vitest';
import { LEARNER } from '../src/tutorial/lesson';
import { LESSONS } from '../src/tutorial/lessons';
import {
  EMPTY,
  loadProgress,
  parseProgress,
  saveProgress,
  withDone,
} from '../src/tutorial/progress';
import { attempt, currentStep, resume, start, stillExpected } from '../src/tutorial/run';
import { lesson, mainPath } from './support/tutorial-paths';

describe('the coach answers a move as the engine does', () => {
  const beat = (attack: string, by: string): Action => ({
    type: 'beat',
    seat: LEARNER,
    attack,
    with: by,
  });

  test('the step’s move: the next step, after the others’ replies', () => {
    const run = start(lesson('lead'));
    const o = attempt(run, { type: 'lead', seat: LEARNER, cards: ['9H', '9S'] });
    expect(o.kind).toBe('accepted');
    if (o.kind === 'accepted') {
      expect(o.next.step).toBe(1);
      expect(o.frames.at(-1)).toBe(o.next.state);
    }
  });

  test('a legal move that is not the step’s: a hint, and nothing changes', () => {
    const run = start(lesson('beat'));
    const o = attempt(run, beat('10H', '8S'));
    expect(o).toEqual({ kind: 'other', hint: lesson('beat').steps[0]!.hint });
    expect(stillExpected(run)).toEqual([beat('10H', 'KH')]);
  });

  test('an illegal move: the engine’s code and sentence, and nothing changes', () => {
    const run = start(lesson('beat'));
    const o = attempt(run, beat('10H', '9H'));
    expect(o.kind).toBe('refused');
    if (o.kind === 'refused') {
      const direct = apply(run.state, beat('10H', '9H'));
      expect(direct.ok ? null : direct.error).toEqual(o.error);
      expect(o.error.code).toBe('DOES_NOT_BEAT');
      expect(o.error.message).toContain('R1.4');
      expect(o.counts).toBe(false);
      expect(o.next).toBe(run);
    }
  });

  test('a try step counts only for the refusal it is about', () => {
    const run = start(lesson('must-beat'));
    expect(attempt(run, beat('9S', '10S')).kind).toBe('other');
    const pass = attempt(run, { type: 'pass', seat: LEARNER });
    expect(pass.kind === 'refused' && [pass.error.code, pass.counts]).toEqual([
      'MUST_ANSWER',
      false,
    ]);
    const take = attempt(run, { type: 'take', seat: LEARNER });
    expect(take.kind === 'refused' && take.counts).toBe(true);
  });

  test('an `all` step waits for each of its moves, in any order', () => {
    const run = start(lesson('self-attack'));
    const first = attempt(run, beat('JH', 'QH'));
    expect(first.kind === 'accepted' && first.next.step).toBe(0);
    if (first.kind !== 'accepted') return;
    expect(attempt(first.next, beat('JH', 'QH')).kind).toBe('refused'); // already beaten
    const second = attempt(first.next, beat('JD', 'KD'));
    expect(second.kind === 'accepted' && second.next.step).toBe(1);
  });

  test('nothing more to do once the lesson is done', () => {
    const { run } = mainPath(lesson('kaschlan'));
    expect(currentStep(run)).toBeNull();
    expect(attempt(run, { type: 'pass', seat: LEARNER })).toEqual({ kind: 'idle' });
  });
});

describe('leaving and coming back', () => {
  test('the saved moves give back the same lesson state, at every step of every lesson', () => {
    for (const l of LESSONS) {
      const { run } = mainPath(l);
      for (let k = 0; k <= run.moves.length; k++) {
        const back = resume(l, run.moves.slice(0, k));
        expect(back, `${l.id} after ${k}`).not.toBeNull();
      }
      const back = resume(l, JSON.parse(JSON.stringify(run.moves)));
      expect(back?.step).toBe(run.step);
      expect(back?.state.actions).toEqual(run.state.actions);
    }
  });

  test('moves that no longer fit the lesson start it again', () => {
    expect(resume(lesson('beat'), [{ type: 'take', seat: 0 }])).toBeNull();
    expect(resume(lesson('beat'), ['junk'])).toBeNull();
    expect(resume(lesson('beat'), [null])).toBeNull();
  });

  test('progress is read field by field; junk gives a fresh start', () => {
    expect(parseProgress(null)).toEqual(EMPTY);
    expect(parseProgress('x')).toEqual(EMPTY);
    expect(parseProgress({ done: ['end', 'nope', 'lead'], lesson: 'nope', moves: [1] })).toEqual({
      done: ['lead', 'end'],
      lesson: null,
      moves: [],
    });
    expect(withDone({ ...EMPTY, done: ['beat'] }, 'lead').done).toEqual(['lead', 'beat']);
  });

  test('progress round-trips through a storage', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(loadProgress(storage)).toEqual(EMPTY);
    const p = { done: ['lead'], lesson: 'beat', moves: [null] };
    saveProgress(storage, p);
    expect(loadProgress(storage)).toEqual(p);
    map.set('kaschlan.tutorial.v1', '{not json');
    expect(loadProgress(storage)).toEqual(EMPTY);
  });
});
