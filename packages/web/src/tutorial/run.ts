// Playing a lesson: the learner's move is handed to the engine, and what the engine says
// decides what happens. Refused: its reason is shown. Accepted but not the step's move: a
// hint, and the move is taken back. The step's move: the scripted moves of the others follow
// and the next step begins. Nothing here knows a rule; moves are compared as the engine
// recorded them.

import { type Action, apply, type GameError, type GameState, newGame } from '@kaschlan/engine';
import type { TutorialText } from '../i18n/areas/tutorial.en';
import { LEARNER, type Lesson, type Step } from './lesson';

/** A learner's move that counted: an accepted action, or null for a try step's refusal. */
export type Move = Action | null;

export interface Run {
  readonly lesson: Lesson;
  readonly state: GameState;
  /** The current step; `lesson.steps.length` once the lesson is done. */
  readonly step: number;
  /** In an `all` step: which of the expected actions have been played. */
  readonly got: readonly number[];
  /** Every move that counted so far, to save and to resume from. */
  readonly moves: readonly Move[];
}

export type Outcome =
  /** The engine refused the move (`counts`: that was the try step's point). */
  | {
      readonly kind: 'refused';
      readonly error: GameError;
      readonly counts: boolean;
      readonly frames: readonly GameState[];
      readonly next: Run;
    }
  /** Legal, but not what this step asks: taken back. */
  | { readonly kind: 'other'; readonly hint: TutorialText }
  /** The step's move: each state to show (after it, after each scripted move), then `next`. */
  | { readonly kind: 'accepted'; readonly frames: readonly GameState[]; readonly next: Run }
  /** Not the learner's turn, or the lesson is over. */
  | { readonly kind: 'idle' };

/** A scripted move the engine refuses is a broken lesson (the unit test catches it first). */
export class ScriptError extends Error {}

function applyOrThrow(state: GameState, action: Action, where: string): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new ScriptError(`${where}: ${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

/** Play scripted moves; every state after each. */
function playScript(state: GameState, script: readonly Action[], where: string): GameState[] {
  const frames: GameState[] = [];
  for (const a of script) {
    state = applyOrThrow(state, a, where);
    frames.push(state);
  }
  return frames;
}

/** The lesson's deal, before the opening moves. */
export function dealOf(lesson: Lesson): GameState {
  const r = newGame(lesson.setup);
  if (!r.ok) throw new ScriptError(`${lesson.id}: ${r.error.message}`);
  return r.value;
}

/** The opening moves' states (to show them one by one). */
export function openingFrames(lesson: Lesson): GameState[] {
  return playScript(dealOf(lesson), lesson.opening ?? [], `${lesson.id} opening`);
}

/** A lesson at its first step. */
export function start(lesson: Lesson): Run {
  const frames = openingFrames(lesson);
  return { lesson, state: frames.at(-1) ?? dealOf(lesson), step: 0, got: [], moves: [] };
}

export const currentStep = (run: Run): Step | null => run.lesson.steps[run.step] ?? null;

export const isDone = (run: Run): boolean => run.step >= run.lesson.steps.length;

/** The action as the engine records it (its canonical form), or null if it is refused. */
function recorded(state: GameState, action: unknown): Action | null {
  const r = apply(state, action);
  return r.ok ? (r.state.actions.at(-1) ?? null) : null;
}

const same = (a: Action | null, b: Action | null): boolean =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/** The expected actions still to play in the current step (for "show me"). */
export function stillExpected(run: Run): readonly Action[] {
  const step = currentStep(run);
  if (!step) return [];
  if (step.kind === 'try') return [step.attempt];
  return step.expect.filter((_, i) => !run.got.includes(i));
}

/** The step is done: the others' moves, then the next step. */
function finishStep(run: Run, state: GameState, step: Step, moves: readonly Move[]) {
  const frames = playScript(state, step.replies ?? [], `${run.lesson.id} step ${run.step + 1}`);
  const next: Run = {
    lesson: run.lesson,
    state: frames.at(-1) ?? state,
    step: run.step + 1,
    got: [],
    moves,
  };
  return { frames, next };
}

/** The learner tries `action`. */
export function attempt(run: Run, action: Action): Outcome {
  const step = currentStep(run);
  if (!step) return { kind: 'idle' };
  const r = apply(run.state, action);
  if (!r.ok) {
    const counts =
      step.kind === 'try' &&
      r.error.code === step.code &&
      action.type === step.attempt.type &&
      action.seat === LEARNER;
    if (!counts) return { kind: 'refused', error: r.error, counts, frames: [], next: run };
    const done = finishStep(run, run.state, step, [...run.moves, null]);
    return { kind: 'refused', error: r.error, counts, ...done };
  }
  const played = r.state.actions.at(-1) ?? null;
  if (step.kind === 'try') return { kind: 'other', hint: step.hint };
  const index = step.expect.findIndex(
    (e, i) => !run.got.includes(i) && same(played, recorded(run.state, e)),
  );
  if (index < 0) return { kind: 'other', hint: step.hint };
  const moves = [...run.moves, played];
  const got = [...run.got, index];
  if (step.all && got.length < step.expect.length)
    return { kind: 'accepted', frames: [r.state], next: { ...run, state: r.state, got, moves } };
  const done = finishStep(run, r.state, step, moves);
  return { kind: 'accepted', frames: [r.state, ...done.frames], next: done.next };
}

/**
 * The lesson as it stood after `moves` (saved earlier); null when they no longer fit it
 * (a lesson changed since, or a stored value was edited).
 */
export function resume(lesson: Lesson, moves: readonly unknown[]): Run | null {
  let run = start(lesson);
  for (const m of moves) {
    const step = currentStep(run);
    if (!step) return null;
    const tried = m === null ? (step.kind === 'try' ? step.attempt : null) : (m as Action);
    if (!tried) return null;
    let outcome: Outcome;
    try {
      outcome = attempt(run, tried);
    } catch {
      return null;
    }
    if (outcome.kind === 'accepted' || (outcome.kind === 'refused' && outcome.counts))
      run = outcome.next;
    else return null;
  }
  return run;
}
