// The review itself: the expert bot goes through one seat's decisions in the bots' worker
// (progress bar, cancellable), and the page steps through the deal on the replay viewer's
// board with every hand shown. Beside it: a chart over the deal of the chance of being the
// Kaschlan after the move played and after the best one, the mistakes marked, and at each
// decision every choice with its estimate and why the best.
// Keys: ← → a move, Home End, N P the next or previous decision, M the next mistake.

import { type Seat, viewFor } from '@kaschlan/engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import { actionParts, type Part, percent } from '../hint/format';
import { Parts } from '../hint/Parts';
import { t } from '../i18n';
import { linesOf, ReplayBoard, StepLines } from '../learn/ReplayBoard';
import { StepControls, stepLabels, useStepping } from '../learn/StepControls';
import { shownNames, type Timeline, youIn } from '../replays/timeline';
import { navigate } from '../state/route';
import type { WireDecision } from '../worker/protocol';
import { Chart } from './Chart';
import { DecisionPanel } from './Decision';
import { type ReviewRun, runReview } from './run';
import { Status } from './Status';
import { decisionSteps, nextStep as nextOf, previousStep as prevOf } from './steps';

export function Review(props: {
  timeline: Timeline;
  names: readonly string[];
  seat: Seat;
  humans: readonly Seat[];
}) {
  const { timeline, names, humans } = props;
  const last = timeline.states.length - 1;
  const [seat, setSeat] = useState<Seat>(props.seat);
  const [run, setRun] = useState<ReviewRun>({ phase: 'running', done: 0, decisions: [] });
  const [attempt, setAttempt] = useState(0);
  const cancel = useRef<() => void>(() => {});
  const steps = decisionSteps(timeline.states, seat);

  // The review runs in the worker; a new seat (or "review again") starts it afresh.
  useEffect(() => {
    let live = true;
    const stop = runReview(timeline.record, seat, (next) => live && setRun(next));
    cancel.current = stop;
    return () => {
      live = false;
      stop();
    };
  }, [seat, attempt]);

  // Stepping, as the replay viewer does.
  const { step, at, go } = useStepping(last, 200);
  const words = stepLabels('review');

  const decisions = run.decisions;
  const byStep = new Map(decisions.map((d) => [d.index, d]));
  const mistakeSteps = decisions.filter((d) => d.mistake).map((d) => d.index);
  // Where P, N and M lead from a step, by key and by button alike (none: the button is off).
  const jumps = [
    {
      key: 'P',
      action: 'prev-decision',
      to: (from: number) => prevOf(steps, from),
      label: t('review.prevDecision'),
      title: t('review.prevDecisionTitle'),
    },
    {
      key: 'N',
      action: 'next-decision',
      to: (from: number) => nextOf(steps, from),
      label: t('review.nextDecision'),
      title: t('review.nextDecisionTitle'),
    },
    {
      key: 'M',
      action: 'next-mistake',
      to: (from: number) => nextOf(mistakeSteps, from) ?? mistakeSteps[0],
      label: t('review.nextMistake'),
      title: t('review.nextMistakeTitle'),
    },
  ];

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input:not([type="range"]), select, textarea, [role="dialog"]')) return;
      const slider = target?.matches('input[type="range"]') ?? false;
      const k = e.key;
      if (slider && ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(k)) return;
      if (k === 'ArrowRight') go(at.current + 1);
      else if (k === 'ArrowLeft') go(at.current - 1);
      else if (k === 'Home') go(0);
      else if (k === 'End') go(last);
      else {
        const jump = jumps.find((j) => j.key === k.toUpperCase());
        if (!jump) return;
        go(jump.to(at.current) ?? at.current);
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const state = timeline.states[step]!;
  const lines = linesOf(state, names);
  const before = step > 0 ? timeline.states[step - 1]!.events.length : 0;
  const phaseAt = (i: number) => viewFor(timeline.states[i]!, 'spectator').bout.phase;
  const partsAt =
    (i: number) =>
    (action: WireDecision['played']): Part[] =>
      actionParts(action, phaseAt(i));
  const decision = byStep.get(step);
  // The person at this device is "You" in the link (replays/timeline.ts youIn), shown in the
  // page's language; the words about him say "you".
  const shown = shownNames(names);
  const you = seat === youIn(names);
  const who = shown[seat] ?? '';
  const total = steps.length;
  const done = run.phase === 'done' ? total : run.decisions.length;
  const points = decisions.map((d) => ({
    index: d.index,
    played: d.playedLoss,
    best: d.bestLoss,
    mistake: d.mistake,
  }));
  const mistakes = decisions.filter((d) => d.mistake);

  return (
    <main
      class="learn-replay review"
      data-screen="review"
      data-step={step}
      data-steps={last}
      data-review-status={run.phase}
    >
      <div class="rp-main">
        <ReplayBoard state={state} names={names} />
        <p class="rp-caption" aria-live="polite" data-caption>
          <span class="rp-step">{words.name(step, last)}</span>
          <StepLines lines={lines} before={before} />
          {steps.includes(step) && (
            <span class="rp-decision" data-mistake={decision?.mistake ? 'yes' : undefined}>
              {decision?.mistake
                ? t('review.step.mistakeNext')
                : t('review.step.decisionNext')(who, you)}
            </span>
          )}
        </p>
        <fieldset class="rp-controls review-controls">
          <legend class="sr-only">{t('review.controls')}</legend>
          <StepControls step={step} last={last} go={go} now={() => at.current} labels={words} />
          <span class="review-jumps">
            {jumps.map((j) => (
              <button
                key={j.key}
                type="button"
                class="btn small"
                data-action={j.action}
                disabled={j.to(step) === undefined}
                onClick={() => go(j.to(at.current) ?? at.current)}
                title={j.title}
              >
                {j.key === 'M' && <span class="mistake-dot" aria-hidden="true" />}
                {j.label} <kbd>{j.key}</kbd>
              </button>
            ))}
          </span>
        </fieldset>
      </div>
      <aside class="review-panel" aria-label={t('review.panel')}>
        <div class="review-head">
          <label class="review-seat">
            <span>{t('review.seat')}</span>
            <select
              value={seat}
              data-seat-pick
              onChange={(e) => {
                setSeat(Number(e.currentTarget.value));
                setRun({ phase: 'running', done: 0, decisions: [] });
              }}
            >
              {shown.map((n, s) => (
                <option key={s} value={s}>
                  {humans.length > 0 && !humans.includes(s) ? t('review.seat.bot')(n) : n}
                </option>
              ))}
            </select>
          </label>
          <Status
            run={run}
            done={done}
            total={total}
            who={who}
            you={you}
            onCancel={() => cancel.current()}
            onAgain={() => setAttempt((a) => a + 1)}
          />
        </div>
        <Chart
          points={points}
          moves={last}
          step={step}
          who={who}
          you={you}
          describedBy="review-table"
          onPick={go}
        />
        {decision ? (
          <DecisionPanel
            key={`${seat}-${decision.index}`}
            decision={decision}
            number={steps.indexOf(decision.index) + 1}
            total={total}
            who={who}
            you={you}
            partsOf={partsAt(step)}
          />
        ) : (
          <p class="decision-none" data-decision-none>
            {steps.includes(step)
              ? t('review.none.pending')
              : total === 0
                ? t('review.none.noChoice')(who, you)
                : t('review.none.here')(who, you)}
          </p>
        )}
        <section class="mistakes" aria-labelledby="mistakes-title">
          <h3 id="mistakes-title">
            {t('review.mistakes.title')}
            {run.phase === 'done' ? ` (${mistakes.length})` : ''}
          </h3>
          {mistakes.length === 0 ? (
            <p class="hint">
              {run.phase === 'done' ? t('review.mistakes.none') : t('review.mistakes.soFar')}
            </p>
          ) : (
            <ol class="mistake-list">
              {mistakes.map((d) => (
                <li key={d.index}>
                  <button
                    type="button"
                    class={`mistake-jump${d.index === step ? ' now' : ''}`}
                    data-mistake-move={d.index}
                    onClick={() => go(d.index)}
                  >
                    <span class="mistake-move">{t('review.mistakes.move')(d.index + 1)}</span>{' '}
                    <Parts parts={partsAt(d.index)(d.played)} /> {percent(d.playedLoss)}{' '}
                    {t('review.mistakes.best')} <Parts parts={partsAt(d.index)(d.best)} />{' '}
                    {percent(d.bestLoss)}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
        <details class="review-table-box">
          <summary>{t('review.table.open')}</summary>
          <table id="review-table" class="review-table">
            <caption class="sr-only">{t('review.table.caption')(who, you)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('review.table.move')}</th>
                <th scope="col">{t('review.table.played')}</th>
                <th scope="col">{t('review.table.best')}</th>
                <th scope="col">{t('review.table.verdict')}</th>
              </tr>
            </thead>
            <tbody>
              {decisions.map((d) => (
                <tr key={d.index} class={d.mistake ? 'mistake' : ''}>
                  <th scope="row">
                    <button type="button" class="link-button" onClick={() => go(d.index)}>
                      {d.index + 1}
                    </button>
                  </th>
                  <td>
                    <Parts parts={partsAt(d.index)(d.played)} /> {percent(d.playedLoss)}
                  </td>
                  <td>
                    <Parts parts={partsAt(d.index)(d.best)} /> {percent(d.bestLoss)}
                  </td>
                  <td>
                    {d.mistake
                      ? t('review.table.mistake')
                      : d.playedLoss <= d.bestLoss
                        ? t('review.table.isBest')
                        : t('review.table.fine')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <p class="review-foot hint">
          {t('review.foot')(who, you)}{' '}
          <button type="button" class="link-button" onClick={() => navigate('/review')}>
            {t('review.another')}
          </button>
        </p>
      </aside>
    </main>
  );
}
