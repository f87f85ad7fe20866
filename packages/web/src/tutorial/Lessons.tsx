// The list of lessons (with the ones done ticked off), and the closing screen after the last.

import { t } from '../i18n';
import { navigate } from '../state/route';
import { LESSONS } from './lessons';
import { RuleLink } from './Rich';
import { openLesson, progress, resetProgress, toList } from './session';

export function LessonList() {
  const done = progress.value.done;
  const next = LESSONS.find((l) => !done.includes(l.id));
  return (
    <main class="tut-page" data-lessons>
      <h2>{t('tutorial.list.title')}</h2>
      <p class="tut-lead">{t('tutorial.list.lead')(LESSONS.length)}</p>
      <div class="tut-buttons">
        {next && (
          <button
            type="button"
            class="btn primary big"
            data-action="start"
            onClick={() => openLesson(next.id)}
          >
            {done.length === 0
              ? t('tutorial.list.start')
              : t('tutorial.list.continue')(t(next.title))}
          </button>
        )}
      </div>
      <ol class="lesson-list">
        {LESSONS.map((l, i) => {
          const finished = done.includes(l.id);
          return (
            <li key={l.id} class={finished ? 'done' : ''} data-lesson={l.id}>
              <button type="button" class="lesson-open" onClick={() => openLesson(l.id)}>
                <span class="lesson-no" aria-hidden="true">
                  {finished ? '✓' : i + 1}
                </span>
                <span class="lesson-text">
                  <b>{t(l.title)}</b>
                  <span>{t(l.blurb)}</span>
                </span>
                {finished && <span class="sr-only">{t('tutorial.list.done')}</span>}
              </button>
              <span class="lesson-rules">
                <span class="sr-only">{t('tutorial.list.rules')}: </span>
                {l.rules.map((id) => (
                  <RuleLink key={id} id={id} />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <div class="tut-buttons">
        {done.length > 0 && (
          <button type="button" class="btn" data-action="reset" onClick={resetProgress}>
            {t('tutorial.list.reset')}
          </button>
        )}
      </div>
    </main>
  );
}

export function Finale() {
  return (
    <main class="tut-page tut-finale" data-finale>
      <p class="tut-crown" aria-hidden="true">
        ♦
      </p>
      <h2>{t('tutorial.finale.title')}</h2>
      <p class="tut-lead">{t('tutorial.finale.lead')}</p>
      <div class="tut-buttons">
        <button
          type="button"
          class="btn primary big"
          data-action="play"
          data-autofocus
          onClick={() => navigate('/')}
        >
          {t('tutorial.finale.play')}
        </button>
        <button type="button" class="btn" onClick={() => navigate('/rules')}>
          {t('tutorial.finale.rules')}
        </button>
        <button type="button" class="btn" data-action="lessons" onClick={toList}>
          {t('tutorial.finale.lessons')}
        </button>
      </div>
    </main>
  );
}
