// The list of lessons (with the ones done ticked off), and the closing screen after the last.

import { navigate } from '../state/route';
import { LESSONS } from './lessons';
import { RuleLink } from './Rich';
import { openLesson, progress, resetProgress, toList } from './session';

export function LessonList() {
  const done = progress.value.done;
  const next = LESSONS.find((l) => !done.includes(l.id));
  return (
    <main class="tut-page" data-lessons>
      <h2>Learn Kaschlan by playing</h2>
      <p class="tut-lead">
        Nine short lessons, each a deal set up so that one part of the game comes up. You play your
        cards on the real table; the others’ moves are fixed, so every lesson goes the same way. Try
        anything: if the rules forbid it, you are told why. Your progress stays on this device.
      </p>
      <div class="tut-buttons">
        {next && (
          <button
            type="button"
            class="btn primary big"
            data-action="start"
            onClick={() => openLesson(next.id)}
          >
            {done.length === 0 ? 'Start the tutorial' : `Continue: ${next.title}`}
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
                  <b>{l.title}</b>
                  <span>{l.blurb}</span>
                </span>
                {finished && <span class="sr-only">(done)</span>}
              </button>
              <span class="lesson-rules">
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
            Start again from scratch
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
      <h2>That is the whole game</h2>
      <p class="tut-lead">
        You have led, reinforced, beaten, self-attacked, taken, refilled and gone out, and you know
        the Queen of Diamonds that nobody wants to be left with. Now play a real deal against the
        bots, or read the rules in full.
      </p>
      <div class="tut-buttons">
        <button
          type="button"
          class="btn primary big"
          data-action="play"
          data-autofocus
          onClick={() => navigate('/')}
        >
          Play against bots
        </button>
        <button type="button" class="btn" onClick={() => navigate('/rules')}>
          Read the rules
        </button>
        <button type="button" class="btn" data-action="lessons" onClick={toList}>
          Back to the lessons
        </button>
      </div>
    </main>
  );
}
