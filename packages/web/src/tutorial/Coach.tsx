// The coach beside the table: which lesson and step, what to do now (with the rule it is
// about), and what came of the last move: well done, a hint (the move taken back), or the
// engine's reason for refusing it.

import { LESSONS } from './lessons';
import { Rich, RuleLink } from './Rich';
import { currentStep } from './run';
import {
  busy,
  type Feedback,
  feedback,
  lessonDone,
  nextLesson,
  restartLesson,
  run,
  showMe,
  toList,
} from './session';

function Said(props: { feedback: Feedback }) {
  const { kind, text, engine } = props.feedback;
  return (
    <div class={`coach-feedback ${kind}`} role="status" data-feedback={kind}>
      <span class="coach-mark" aria-hidden="true">
        {kind === 'good' ? '✓' : kind === 'hint' ? '↺' : '✗'}
      </span>
      <div>
        {engine && (
          <p class="coach-engine">
            {kind === 'good' ? 'Refused, as expected: ' : 'Not allowed: '}
            <q data-engine-message>
              <Rich text={engine} />
            </q>
          </p>
        )}
        {kind === 'hint' && <p class="coach-aside">Legal, but not this step’s move: taken back.</p>}
        {text && (
          <p>
            <Rich text={text} />
          </p>
        )}
      </div>
    </div>
  );
}

export function Coach() {
  const r = run.value;
  if (!r) return null;
  const l = r.lesson;
  const index = LESSONS.indexOf(l);
  const step = currentStep(r);
  const done = lessonDone.value;
  const said = feedback.value;
  const last = index === LESSONS.length - 1;
  return (
    <section class="coach" aria-label="Lesson" data-step={done ? 'done' : r.step}>
      <p class="coach-kicker">
        Lesson {index + 1} of {LESSONS.length}
        {step && !done && (
          <>
            {' · '}step {r.step + 1} of {l.steps.length} · <RuleLink id={step.rule} />
          </>
        )}
      </p>
      <header class="coach-head">
        <h2 class="coach-title">{l.title}</h2>
        <div class="coach-tools">
          <button type="button" class="btn small" data-action="lessons" onClick={toList}>
            Lessons
          </button>
          <button
            type="button"
            class="btn small"
            data-action="restart"
            title="Restart lesson"
            aria-label="Restart lesson"
            onClick={restartLesson}
          >
            Restart<span class="wide-only"> lesson</span>
          </button>
        </div>
      </header>
      {said?.kind === 'good' && <Said feedback={said} />}
      {step && !done && (
        <p class="coach-say" data-say>
          <Rich text={step.say} />{' '}
          {!busy.value && (
            <button
              type="button"
              class="coach-show"
              data-action="show-me"
              aria-pressed={showMe.value}
              onClick={() => (showMe.value = !showMe.value)}
            >
              {showMe.value ? 'Hide the hint' : 'Show me'}
            </button>
          )}
        </p>
      )}
      {said && said.kind !== 'good' && <Said feedback={said} />}
      {done && (
        <div class="coach-done" data-lesson-done={l.id}>
          <p class="coach-say">
            <Rich text={l.outro} />
          </p>
          <button
            type="button"
            class="btn primary"
            data-action="next-lesson"
            data-autofocus
            disabled={busy.value}
            onClick={nextLesson}
          >
            {last ? 'Finish the tutorial' : 'Next lesson'}
          </button>
        </div>
      )}
    </section>
  );
}
