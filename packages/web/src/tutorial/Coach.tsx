// The coach beside the table: which lesson and step, what to do now (with the rule it is
// about), and what came of the last move: well done, a hint (the move taken back), or the
// engine's reason for refusing it (the engine's own sentence, which cites its rule). What
// comes of a move is also said in a live region, for those who do not see the table.

import { t } from '../i18n';
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

const MARK = { good: '✓', hint: '↺', refused: '✗' } as const;
const WORD = {
  good: 'tutorial.coach.good',
  hint: 'tutorial.coach.hint',
  refused: 'tutorial.coach.refused',
} as const;

/** What came of the last move: a sign and a word (never its colour alone), and the words. */
function Said(props: { feedback: Feedback }) {
  const { kind, text, engine } = props.feedback;
  return (
    <div class={`coach-feedback ${kind}`} data-feedback={kind}>
      <span class="coach-mark" aria-hidden="true">
        {MARK[kind]}
      </span>
      <div>
        <p class="sr-only">{t(WORD[kind])}</p>
        {engine && (
          <p class="coach-engine">
            {kind === 'good' ? t('tutorial.coach.asExpected') : t('tutorial.coach.notAllowed')}{' '}
            <q data-engine-message lang="en">
              <Rich text={engine} />
            </q>
          </p>
        )}
        {kind === 'hint' && <p class="coach-aside">{t('tutorial.coach.takenBack')}</p>}
        {text && (
          <p>
            <Rich text={t(text)} />
          </p>
        )}
      </div>
    </div>
  );
}

/** The same, and then what to do next, as one announcement for a screen reader. */
function Announce(props: { feedback: Feedback | null; next: string | null }) {
  const f = props.feedback;
  return (
    <div class="sr-only" role="status" data-announce>
      {f && (
        <p>
          {t(WORD[f.kind])}. {f.engine && <span lang="en">{f.engine}.</span>}
          {f.kind === 'hint' && <> {t('tutorial.coach.takenBack')}</>}
          {f.text && (
            <>
              {' '}
              <Rich text={t(f.text)} />
            </>
          )}
        </p>
      )}
      {f && props.next && (
        <p>
          <Rich text={props.next} />
        </p>
      )}
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
  // After the step's move the coach goes on: the next step, or the lesson's end.
  const next =
    said?.kind === 'good' && !busy.value ? (done ? t(l.outro) : step ? t(step.say) : null) : null;
  return (
    <section
      class="coach"
      aria-label={t('tutorial.coach.label')}
      data-step={done ? 'done' : r.step}
    >
      <p class="coach-kicker">
        {t('tutorial.coach.lesson')(index + 1, LESSONS.length)}
        {step && !done && (
          <>
            {' · '}
            {t('tutorial.coach.step')(r.step + 1, l.steps.length)} · <RuleLink id={step.rule} />
          </>
        )}
      </p>
      <header class="coach-head">
        <h2 class="coach-title">{t(l.title)}</h2>
        <div class="coach-tools">
          <button type="button" class="btn small" data-action="lessons" onClick={toList}>
            {t('tutorial.coach.lessons')}
          </button>
          <button
            type="button"
            class="btn small"
            data-action="restart"
            title={t('tutorial.coach.restartLesson')}
            aria-label={t('tutorial.coach.restartLesson')}
            onClick={restartLesson}
          >
            <span class="narrow-only">{t('tutorial.coach.restart')}</span>
            <span class="wide-only">{t('tutorial.coach.restartLesson')}</span>
          </button>
        </div>
      </header>
      <Announce feedback={said} next={next} />
      {said?.kind === 'good' && <Said feedback={said} />}
      {step && !done && (
        <p class="coach-say" data-say>
          <Rich text={t(step.say)} />{' '}
          {!busy.value && (
            <button
              type="button"
              class="coach-show"
              data-action="show-me"
              aria-pressed={showMe.value}
              onClick={() => (showMe.value = !showMe.value)}
            >
              {showMe.value ? t('tutorial.coach.hideHint') : t('tutorial.coach.showMe')}
            </button>
          )}
        </p>
      )}
      {said && said.kind !== 'good' && <Said feedback={said} />}
      {done && (
        <div class="coach-done" data-lesson-done={l.id}>
          <p class="coach-say">
            <Rich text={t(l.outro)} />
          </p>
          <button
            type="button"
            class="btn primary"
            data-action="next-lesson"
            data-autofocus
            disabled={busy.value}
            onClick={nextLesson}
          >
            {last ? t('tutorial.coach.finish') : t('tutorial.coach.next')}
          </button>
        </div>
      )}
    </section>
  );
}
