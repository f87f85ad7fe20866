// The tutorial screen's state (signals): the lesson under way, the state on the table (a
// step behind while the others' scripted moves are shown one by one), what the coach says,
// and the saved progress. The lesson's table is the table components' source while the screen
// is up (state/table-source.ts), so the learner plays with the real hand, bout and keyboard.

import { type Action, type GameState, type View, viewFor } from '@kaschlan/engine';
import { batch, computed, signal } from '@preact/signals';
import { t } from '../i18n';
import type { TutorialText } from '../i18n/areas/tutorial.en';
import { clear } from '../state/selection';
import type { Pace } from '../state/settings';
import { settings } from '../state/settings';
import { commitTable, showTable, type TableSource } from '../state/table-source';
import { LEARNER, type Lesson } from './lesson';
import { LESSONS, lessonById } from './lessons';
import { EMPTY, loadProgress, type Progress, saveProgress, withDone } from './progress';
import { attempt, dealOf, isDone, openingFrames, type Run, resume, start } from './run';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

export interface Feedback {
  /** good: the step's move; hint: legal but not it (taken back); refused: the engine said no. */
  readonly kind: 'good' | 'hint' | 'refused';
  /** The coach's words (a catalog key, so they follow a change of language), if any. */
  readonly text: TutorialText | null;
  /** For a refusal: the engine's sentence, shown as it is. */
  readonly engine?: string;
}

export const progress = signal<Progress>(loadProgress(storage));
/** The lesson as far as it has got (the others' moves included). */
export const run = signal<Run | null>(null);
/** The state on the table. */
export const shown = signal<GameState | null>(null);
/** The others' moves are being shown: the learner waits. */
export const busy = signal(false);
export const feedback = signal<Feedback | null>(null);
/** Light up the cards and button of the step's move. */
export const showMe = signal(false);
/** The closing screen, after the last lesson. */
export const finale = signal(false);

export const lesson = computed<Lesson | null>(() => run.value?.lesson ?? null);
export const lessonDone = computed(() => (run.value ? isDone(run.value) : false));

/** The learner's view; no legal moves while he waits or once the lesson is done. */
export const tableView = computed<View | null>(() => {
  const s = shown.value;
  if (!s) return null;
  const v = viewFor(s, LEARNER);
  return busy.value || lessonDone.value ? { ...v, legal: [] } : v;
});

function setProgress(next: Progress): void {
  progress.value = next;
  saveProgress(storage, next);
}

// ---------------------------------------------------------------- showing states

let ticket = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

const PACE_MS: Record<Pace, number> = { relaxed: 1100, brisk: 700, instant: 120 };

function stopPlayback(): void {
  ticket++;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Put `state` on the table (the cards fly from where they were, the picks are cleared). */
function show(state: GameState): void {
  commitTable(() => {
    shown.value = state;
  });
}

/** Show `frames` one after another, then settle on `next`. The first comes at once. */
function playFrames(frames: readonly GameState[], next: Run): void {
  stopPlayback();
  const mine = ++ticket;
  const [first, ...rest] = frames;
  if (first) show(first);
  if (rest.length === 0) {
    batch(() => {
      busy.value = false;
      run.value = next;
      shown.value = next.state;
    });
    return;
  }
  busy.value = true;
  const step = (i: number) => {
    timer = setTimeout(() => {
      if (mine !== ticket) return;
      const frame = rest[i];
      if (frame) {
        show(frame);
        step(i + 1);
        return;
      }
      batch(() => {
        busy.value = false;
        run.value = next;
      });
    }, PACE_MS[settings.value.pace]);
  };
  step(0);
}

// ---------------------------------------------------------------- lessons

/** Take the saved progress up again (on entering the screen, or after a reload). */
export function enter(): void {
  stopPlayback();
  const p = progress.value;
  const l = p.lesson ? lessonById(p.lesson) : undefined;
  const r = l ? resume(l, p.moves) : null;
  batch(() => {
    busy.value = false;
    feedback.value = null;
    showMe.value = false;
    finale.value = false;
    run.value = r;
    shown.value = r?.state ?? null;
  });
  // A lesson that no longer fits what was saved starts again.
  if (l && !r) openLesson(l.id);
}

/** Start lesson `id` from its deal: the others' opening moves are shown one by one. */
export function openLesson(id: string): void {
  const l = lessonById(id);
  if (!l) return;
  stopPlayback();
  const first = start(l);
  setProgress({ ...progress.value, lesson: id, moves: [] });
  batch(() => {
    feedback.value = null;
    showMe.value = false;
    finale.value = false;
    // The first step is said while the opening moves are shown.
    run.value = first;
    shown.value = null;
  });
  playFrames([dealOf(l), ...openingFrames(l)], first);
}

export function restartLesson(): void {
  const id = run.value?.lesson.id;
  if (id) openLesson(id);
}

/** Back to the list of lessons (the current one is dropped; the done ones stay done). */
export function toList(): void {
  stopPlayback();
  setProgress({ ...progress.value, lesson: null, moves: [] });
  batch(() => {
    busy.value = false;
    run.value = null;
    shown.value = null;
    feedback.value = null;
    finale.value = false;
  });
}

/** After a lesson: the next one, or the closing screen after the last. */
export function nextLesson(): void {
  const id = run.value?.lesson.id;
  const i = LESSONS.findIndex((l) => l.id === id);
  const next = LESSONS[i + 1];
  if (next) {
    openLesson(next.id);
    return;
  }
  toList();
  finale.value = true;
}

/** Forget every lesson done. */
export function resetProgress(): void {
  stopPlayback();
  setProgress(EMPTY);
  batch(() => {
    run.value = null;
    shown.value = null;
    feedback.value = null;
    finale.value = false;
  });
}

// ---------------------------------------------------------------- the learner's moves

/** The learner tries `action` (from the hand, the bout, the buttons or the keys). */
export function tryMove(action: Action): boolean {
  const r = run.value;
  if (!r || busy.value || isDone(r)) return false;
  const outcome = attempt(r, action);
  switch (outcome.kind) {
    case 'idle':
      return false;
    case 'other':
      batch(() => {
        feedback.value = { kind: 'hint', text: outcome.hint };
        showMe.value = true;
        clear();
      });
      return false;
    case 'refused': {
      const step = r.lesson.steps[r.step];
      if (!outcome.counts) {
        batch(() => {
          feedback.value = { kind: 'refused', text: null, engine: outcome.error.message };
          clear();
        });
        return false;
      }
      record(outcome.next);
      feedback.value = {
        kind: 'good',
        text: step?.praise ?? null,
        engine: outcome.error.message,
      };
      playFrames(outcome.frames, outcome.next);
      return true;
    }
    case 'accepted': {
      const step = r.lesson.steps[r.step];
      record(outcome.next);
      batch(() => {
        // Within an `all` step nothing is said until its last move.
        feedback.value =
          outcome.next.step > r.step ? { kind: 'good', text: step?.praise ?? null } : null;
        showMe.value = false;
      });
      playFrames(outcome.frames, outcome.next);
      return true;
    }
  }
}

/** Save the moves made (and the lesson as done once it is). */
function record(next: Run): void {
  const p = { ...progress.value, lesson: next.lesson.id, moves: next.moves };
  setProgress(isDone(next) ? withDone(p, next.lesson.id) : p);
}

// ---------------------------------------------------------------- the table's source

/** The lesson's seats by name: the learner is "you", the table's word for it (isYou). */
function nameAt(seat: number): string {
  if (seat === LEARNER) return t('table.you');
  const names = run.value?.lesson.names ?? lessonById(progress.value.lesson ?? '')?.names ?? [];
  return names[seat] ?? t('table.seat')(seat + 1);
}

/** A lesson: its scripted seats are no bots, nobody is marked, and no next deal. */
const lessonTable: TableSource = {
  get view() {
    return tableView.value;
  },
  name: nameAt,
  isBot: () => false,
  level: () => null,
  marks: () => 0,
  tags: () => [],
  notice: null,
  act: tryMove,
  nextDeal: null,
  showResults: null,
};

/** Put the lesson's table on show while the screen is up; returns the undo. */
export function lend(): () => void {
  const hide = showTable(lessonTable);
  return () => {
    hide();
    stopPlayback();
    busy.value = false;
  };
}
