// The post-game review (/review#r=...&s=SEAT, review/link.ts): the expert bot goes through one
// seat's decisions in the bots' worker (progress bar, cancellable), and the page steps through
// the deal on the replay viewer's board with every hand shown. Beside it: a chart over the deal
// of the chance of being the Kaschlan after the move played and after the best one, the
// mistakes marked, and at each decision every choice with its estimate and why the best.
// Keys: ← → a move, Home End, N P the next or previous decision, M the next mistake.
// Without a record in the address it lists the deals kept on this device to choose from.

import { type Seat, viewFor } from '@kaschlan/engine';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { actionParts, type Part, percent } from '../hint/format';
import { Parts } from '../hint/Parts';
import { lang, t } from '../i18n';
import { LearnHeader } from '../learn/LearnHeader';
import { Line, linesOf, ReplayBoard } from '../learn/ReplayBoard';
import { RuleText } from '../learn/rule-link';
import { decodeRecord } from '../replays/link';
import { listReplays, loadRecord, type SavedReplay } from '../replays/saved';
import { seatNames, shownNames, type Timeline, youIn } from '../replays/timeline';
import { navigate, route } from '../state/route';
import { capture, play } from '../table/flip';
import type { WireDecision } from '../worker/protocol';
import { Chart } from './Chart';
import { DecisionPanel } from './Decision';
import { parseReviewFragment } from './link';
import { reviewKept } from './open';
import { type ReviewRun, runReview } from './run';
import { decisionSteps, nextStep as nextOf, previousStep as prevOf } from './steps';
import '../styles/review.css';
import { StepControls } from '../learn/StepControls';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

type Loaded =
  | { readonly phase: 'loading' }
  | { readonly phase: 'pick' }
  | { readonly phase: 'error'; readonly message: string }
  | {
      readonly phase: 'ready';
      readonly timeline: Timeline;
      readonly names: readonly string[];
      readonly seat: Seat;
      readonly humans: readonly Seat[];
    };

async function load(hash: string): Promise<Loaded> {
  const link = parseReviewFragment(hash);
  if (!link.data) return { phase: 'pick' };
  const decoded = await decodeRecord(link.data);
  if (!decoded.ok) return { phase: 'error', message: t('review.unreadable')(decoded.message) };
  // The record reader is loaded on first use (replays/keep.ts says why).
  const { timelineOf } = await import('../replays/keep');
  const result = timelineOf(decoded.value);
  if (!result.ok) return { phase: 'error', message: t('review.notRecord')(result.error.message) };
  const players = result.timeline.states[0]!.players;
  const names = seatNames(players, link.names);
  const humans = (link.humans ?? []).filter((s) => s < players);
  const seat =
    link.seat !== null && link.seat < players ? link.seat : (humans[0] ?? youIn(names) ?? 0);
  return { phase: 'ready', timeline: result.timeline, names, seat, humans };
}

export function ReviewScreen(_props: Record<string, unknown>) {
  const r = route.value;
  const [hash, setHash] = useState(() => location.hash);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  useEffect(() => {
    const onHash = () => setHash(location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => setHash(location.hash), [r]);
  useEffect(() => {
    let live = true;
    setLoaded({ phase: 'loading' });
    load(hash).then(
      (l) => live && setLoaded(l),
      (e: Error) => live && setLoaded({ phase: 'error', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [hash]);
  return (
    <>
      <LearnHeader title={t('review.title')} />
      {loaded.phase === 'ready' ? (
        <Review key={hash} {...loaded} />
      ) : loaded.phase === 'pick' ? (
        <Pick />
      ) : (
        <main class="learn replay-message" data-screen="review">
          {loaded.phase === 'loading' ? (
            <p aria-busy="true">{t('review.loading')}</p>
          ) : (
            <div class="replays-status error" role="alert" data-review-error>
              <p>
                <RuleText text={loaded.message} />
              </p>
              <button type="button" class="btn" onClick={() => navigate('/review')}>
                {t('review.chooseAnother')}
              </button>
            </div>
          )}
        </main>
      )}
    </>
  );
}

// ---------------------------------------------------------------- choosing a kept deal

function Pick() {
  const list = listReplays(storage).filter((r) => r.moves > 0);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (r: SavedReplay) => {
    const record = loadRecord(storage, r.id);
    if (record === null) {
      setProblem(t('review.pick.missing'));
      return;
    }
    await reviewKept(record, r);
  };
  return (
    <main class="learn replays" data-screen="review">
      <h1>{t('review.pick.title')}</h1>
      <p class="hint">{t('review.pick.intro')}</p>
      {problem && (
        <p class="replays-status error" role="alert">
          {problem}
        </p>
      )}
      {list.length === 0 ? (
        <div class="replays-empty">
          <p>{t('review.pick.empty')}</p>
          <button type="button" class="btn primary" onClick={() => navigate('/')}>
            {t('review.pick.play')}
          </button>
        </div>
      ) : (
        <ol class="replay-list" aria-label={t('review.pick.list')}>
          {list.map((r) => (
            <li key={r.id} class="replay-entry" data-replay={r.id}>
              <div class="replay-info">
                <time dateTime={new Date(r.savedAt).toISOString()}>
                  {new Date(r.savedAt).toLocaleString(lang.value, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
                <span class="replay-players">
                  {shownNames(seatNames(r.players, r.names)).join(', ')}
                </span>
                <span class="replay-meta">
                  {r.preset} · {t('review.pick.moves')(r.moves)}
                </span>
              </div>
              <div class="replay-buttons">
                <button
                  type="button"
                  class="btn small primary"
                  data-action="review"
                  onClick={() => void open(r)}
                >
                  {t('review.pick.review')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- the review

function Review(props: {
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
  const [step, setStep] = useState(0);
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

  // Stepping, as the replay viewer does: cards glide to where the new step puts them.
  const at = useRef(0);
  const go = (to: number) => {
    const next = Math.max(0, Math.min(last, to));
    if (next === at.current) return;
    capture();
    at.current = next;
    setStep(next);
  };
  useLayoutEffect(() => play(200), [step]);

  const decisions = run.decisions;
  const byStep = new Map(decisions.map((d) => [d.index, d]));
  const mistakeSteps = decisions.filter((d) => d.mistake).map((d) => d.index);

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
      else if (k === 'n' || k === 'N') go(nextOf(steps, at.current) ?? at.current);
      else if (k === 'p' || k === 'P') go(prevOf(steps, at.current) ?? at.current);
      else if (k === 'm' || k === 'M')
        go(nextOf(mistakeSteps, at.current) ?? mistakeSteps[0] ?? at.current);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const state = timeline.states[step]!;
  const lines = linesOf(state, names);
  const before = step > 0 ? timeline.states[step - 1]!.events.length : 0;
  const caption = lines[before];
  const ending = lines.slice(before).find((l) => l.kind === 'end');
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
          <span class="rp-step">
            {step === 0 ? t('review.step.deal') : t('review.step.move')(step, last)}
          </span>
          {caption && (
            <span class="rp-what">
              <Line line={caption} />
            </span>
          )}
          {ending && ending !== caption && (
            <span class="rp-what rp-end">
              <Line line={ending} />
            </span>
          )}
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
          <StepControls
            step={step}
            last={last}
            go={go}
            now={() => at.current}
            labels={{
              first: t('review.first'),
              firstTitle: t('review.first'),
              back: t('review.back'),
              backTitle: t('review.backTitle'),
              forward: t('review.forward'),
              forwardTitle: t('review.forwardTitle'),
              last: t('review.last'),
              lastTitle: t('review.lastTitle'),
              slider: t('review.slider'),
              sliderText: (n, of) =>
                n === 0 ? t('review.sliderDeal') : t('review.sliderMove')(n, of),
            }}
          />
          <span class="review-jumps">
            <button
              type="button"
              class="btn small"
              data-action="prev-decision"
              disabled={prevOf(steps, step) === undefined}
              onClick={() => go(prevOf(steps, at.current) ?? at.current)}
              title={t('review.prevDecisionTitle')}
            >
              {t('review.prevDecision')} <kbd>P</kbd>
            </button>
            <button
              type="button"
              class="btn small"
              data-action="next-decision"
              disabled={nextOf(steps, step) === undefined}
              onClick={() => go(nextOf(steps, at.current) ?? at.current)}
              title={t('review.nextDecisionTitle')}
            >
              {t('review.nextDecision')} <kbd>N</kbd>
            </button>
            <button
              type="button"
              class="btn small"
              data-action="next-mistake"
              disabled={mistakeSteps.length === 0}
              onClick={() => go(nextOf(mistakeSteps, at.current) ?? mistakeSteps[0] ?? at.current)}
              title={t('review.nextMistakeTitle')}
            >
              <span class="mistake-dot" aria-hidden="true" />
              {t('review.nextMistake')} <kbd>M</kbd>
            </button>
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

function Status(props: {
  run: ReviewRun;
  done: number;
  total: number;
  who: string;
  you: boolean;
  onCancel: () => void;
  onAgain: () => void;
}) {
  const { run, done, total } = props;
  if (run.phase === 'running')
    return (
      <div class="review-status" role="status" data-status="running">
        <progress max={Math.max(1, total)} value={done} aria-label={t('review.status.progress')} />
        <span>{t('review.status.running')(Math.min(done + 1, Math.max(total, 1)), total)}</span>
        <button
          type="button"
          class="btn small"
          data-action="cancel-review"
          onClick={props.onCancel}
        >
          {t('review.status.cancel')}
        </button>
      </div>
    );
  if (run.phase === 'stopped')
    return (
      <div class="review-status" role="status" data-status="stopped">
        <span>{t('review.status.stopped')(run.done, total)}</span>
        <button type="button" class="btn small" data-action="review-again" onClick={props.onAgain}>
          {t('review.status.again')}
        </button>
      </div>
    );
  if (run.phase === 'failed')
    return (
      <div class="review-status error" role="alert" data-status="failed">
        <span>{t('review.status.failed')(run.message)}</span>
        <button type="button" class="btn small" data-action="review-again" onClick={props.onAgain}>
          {t('review.status.retry')}
        </button>
      </div>
    );
  const { review } = run;
  const outcome =
    review.loser === null
      ? t('review.outcome.drawn')
      : review.loser === review.seat
        ? t('review.outcome.lost')(props.who, props.you)
        : t('review.outcome.notLost')(props.who, props.you);
  return (
    <div class="review-status" role="status" data-status="done">
      <span data-review-summary>
        {t('review.status.reviewed')(total)} ·{' '}
        <strong>{t('review.status.mistakes')(review.mistakes)}</strong> · {outcome}
      </span>
    </div>
  );
}
