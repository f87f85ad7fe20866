// The interactive tutorial (/tutorial): a list of lessons, each a stacked deal played on the
// real table parts, with a coach that says what to do and answers every move; progress is
// kept on this device, so leaving and coming back resumes.

import { t } from '../i18n';
import { handCardsOf } from '../state/intent';
import { cursor } from '../state/selection';
import { tableKey } from '../table/keyboard';
import '../styles/tutorial.css';
import { useEffect, useLayoutEffect } from 'preact/hooks';
import { Menu } from '../shell/Menu';
import { Log } from '../table/Log';
import { Coach } from '../tutorial/Coach';
import { Finale, LessonList } from '../tutorial/Lessons';
import { LEARNER } from '../tutorial/lesson';
import { type Run, stillExpected } from '../tutorial/run';
import {
  busy,
  enter,
  finale,
  lend,
  lessonDone,
  run,
  showMe,
  tableView,
  tryMove,
} from '../tutorial/session';
import { TutorialTable } from '../tutorial/TutorialTable';
import { Brand } from '../widgets/Brand';
import { RuleSheet } from '../widgets/RuleSheet';

/** The step's move lit up ("Show me"): its hand cards, the card it beats, or its button. */
function highlight(r: Run): string {
  const parts: string[] = [];
  for (const a of stillExpected(r)) {
    for (const c of handCardsOf(a)) parts.push(`.tut [data-hand-card="${c}"] .card`);
    if (a.type === 'beat') parts.push(`.tut [data-attack="${a.attack}"] .card`);
    if (a.type === 'take' || a.type === 'pass') parts.push(`.tut [data-action="${a.type}"]`);
    if (a.type === 'lead' || a.type === 'selfAttack') parts.push('.tut [data-action="play"]');
  }
  return parts.length > 0
    ? `${parts.join(',\n')} { animation: tut-glow 0.9s ease-in-out infinite alternate; outline: 3px solid var(--tut-glow); outline-offset: 2px; }`
    : '';
}

/** Keys on the lesson's table: the table's own (table/keyboard.ts), and T and P tried as such. */
function onKey(e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, details, [role="dialog"]')) return;
  const view = tableView.value;
  if (!view || busy.value || lessonDone.value) return;
  const mine = view.toAct === LEARNER;
  if ((e.key === 't' || e.key === 'T') && mine) tryMove({ type: 'take', seat: LEARNER });
  else if ((e.key === 'p' || e.key === 'P') && mine) tryMove({ type: 'pass', seat: LEARNER });
  // A focused button keeps Enter and Space for itself, unless the table cursor is in use.
  else if ((e.key === 'Enter' || e.key === ' ') && target?.closest('button, a') && !cursor.value)
    return;
  else if (!tableKey(e.key)) return;
  e.preventDefault();
}

export function Tutorial(_props: Record<string, unknown>) {
  useLayoutEffect(() => {
    enter();
    return lend();
  }, []);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const done = lessonDone.value;
  // When a lesson is done, the way on gets the focus (Enter goes to the next lesson).
  useEffect(() => {
    if (done || finale.value)
      document
        .querySelector<HTMLElement>('.tut [data-autofocus], [data-finale] [data-autofocus]')
        ?.focus();
  }, [done, finale.value]);
  const r = run.value;
  const view = tableView.value;
  return (
    <>
      <header class="top tut-top">
        <Brand />
        <span class="tut-where">{t('tutorial.where')}</span>
        <nav class="top-buttons">
          <Menu />
        </nav>
      </header>
      {finale.value ? (
        <Finale />
      ) : r ? (
        <main class="tut" data-lesson={r.lesson.id} data-busy={busy.value ? 'yes' : undefined}>
          <Coach />
          {view ? <TutorialTable view={view} /> : <div class="felt tut-felt" />}
          {view && (
            <aside class="tut-log" aria-label={t('tutorial.log')}>
              <h2>{t('tutorial.logTitle')}</h2>
              <Log view={view} />
            </aside>
          )}
          {showMe.value && !done && <RuleSheet css={highlight(r)} />}
        </main>
      ) : (
        <LessonList />
      )}
    </>
  );
}
