// Ways through a tutorial lesson, played by its runner (tutorial.test.ts and
// tutorial-coach.test.ts walk the lessons with them).

import type { Action } from '@kaschlan/engine';
import type { Lesson } from '../../src/tutorial/lesson';
import { lessonById } from '../../src/tutorial/lessons';
import { attempt, type Outcome, type Run, start } from '../../src/tutorial/run';

export const lesson = (id: string): Lesson => {
  const l = lessonById(id);
  if (!l) throw new Error(`no lesson ${id}`);
  return l;
};

/** Every order of a list (a step's moves that may come in any order). */
export function orders<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) =>
    orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((o) => [x, ...o]),
  );
}

/** Play a step's moves (one choice of them) through the runner. */
export function stepThrough(run: Run, moves: readonly Action[]): Run {
  for (const m of moves) {
    const o = attempt(run, m);
    if (o.kind !== 'accepted') throw new Error(`${run.lesson.id}: ${JSON.stringify(m)} ${o.kind}`);
    run = o.next;
  }
  return run;
}

/** Every way through a lesson: each alternative of each step, each order of an `all` step. */
export function everyPath(l: Lesson): Run[] {
  let runs: Run[] = [start(l)];
  for (let i = 0; i < l.steps.length; i++) {
    const step = l.steps[i]!;
    runs = runs.flatMap((run) => {
      if (step.kind === 'try') {
        const o = attempt(run, step.attempt);
        if (o.kind !== 'refused' || !o.counts) throw new Error(`${l.id} step ${i + 1}: ${o.kind}`);
        return [o.next];
      }
      const choices = step.all ? orders(step.expect) : step.expect.map((a) => [a]);
      return choices.map((moves) => stepThrough(run, moves));
    });
  }
  return runs;
}

/** The one expected way through (first alternative, listed order), and the events seen. */
export function mainPath(l: Lesson): { run: Run; refusals: { step: number; outcome: Outcome }[] } {
  let run = start(l);
  const refusals: { step: number; outcome: Outcome }[] = [];
  for (const step of l.steps) {
    if (step.kind === 'try') {
      const o = attempt(run, step.attempt);
      refusals.push({ step: run.step, outcome: o });
      if (o.kind !== 'refused') throw new Error('a try step must be refused');
      run = o.next;
    } else run = stepThrough(run, step.all ? step.expect : step.expect.slice(0, 1));
  }
  return { run, refusals };
}
