// The replay viewer: /view with the record in the link's #fragment (replays/link.ts), or
// /replay/<id> with the record fetched from the server. Every hand is shown; step back and
// forward, jump to the first or last move, play at a pace, or drag the slider; keys ← → step,
// Space plays or pauses, Home and End jump. "Share link" copies a /view link carrying the record.

import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { download } from '../replays/download';
import { decodeRecord, fragmentOf, parseFragment } from '../replays/link';
import { namesIn, recordFile, seatNames, type Timeline } from '../replays/timeline';
import { navigate } from '../state/route';
import { LearnHeader } from './LearnHeader';
import { LoadMessage, type Pending, useHash, useLoaded } from './loading';
import { Line, linesOf, ReplayBoard, StepLines } from './ReplayBoard';
import { RuleText } from './rule-link';
import { Icon, PAUSE, PLAY, StepControls, stepLabels, useStepping } from './StepControls';

type Loaded =
  | Pending
  | { readonly phase: 'ready'; readonly timeline: Timeline; readonly names: readonly string[] };

/** A record (parsed JSON, unchecked) and names ready for the viewer, or why not. */
async function ready(json: unknown, names: readonly string[] | null): Promise<Loaded> {
  // The record reader is loaded on first use (replays/keep.ts says why).
  const { timelineOf } = await import('../replays/keep');
  const result = timelineOf(json);
  if (!result.ok)
    return { phase: 'error', message: t('learn.replay.notRecord')(result.error.message) };
  const players = result.timeline.states[0]!.players;
  return { phase: 'ready', timeline: result.timeline, names: seatNames(players, names) };
}

/** The record a /view link carries. */
async function fromFragment(hash: string): Promise<Loaded> {
  const { data, names } = parseFragment(hash);
  if (!data) return { phase: 'error', message: t('learn.replay.noRecord') };
  const decoded = await decodeRecord(data);
  if (!decoded.ok)
    return { phase: 'error', message: t('learn.replay.unreadable')(decoded.message) };
  return ready(decoded.value, names);
}

/** A finished online game's record from the server. */
async function fromServer(id: string): Promise<Loaded> {
  let response: Response;
  try {
    // The deal with its players' names ({record, names, ...}; the record alone is at /record).
    response = await fetch(`/api/replays/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    return { phase: 'error', message: t('learn.replay.unreachable') };
  }
  if (response.status === 404) return { phase: 'error', message: t('learn.replay.noGame')(id) };
  if (!response.ok)
    return {
      phase: 'error',
      message: t('learn.replay.serverFailed')(
        id,
        `${response.status} ${response.statusText}`.trim(),
      ),
    };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { phase: 'error', message: t('learn.replay.badAnswer') };
  }
  // The record itself, or the record beside the players' names.
  const inner =
    typeof json === 'object' && json !== null && 'record' in json
      ? (json as { record: unknown }).record
      : json;
  return ready(inner, namesIn(json));
}

const SPEEDS = [
  { ms: 1600, label: 'learn.view.slow' },
  { ms: 800, label: 'learn.view.normal' },
  { ms: 300, label: 'learn.view.fast' },
] as const;

/** Write `text` to the clipboard; false where the browser does not let us. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function Viewer(props: { timeline: Timeline; names: readonly string[] }) {
  const { timeline, names } = props;
  const last = timeline.states.length - 1;
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [share, setShare] = useState<{ link: string; copied: boolean } | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const pace = SPEEDS[speed]!.ms;
  const { step, at, go } = useStepping(last, Math.min(320, pace * 0.6));
  const words = stepLabels('learn.view');

  // Playing: one step per beat, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => go(at.current + 1), pace);
    return () => clearTimeout(t);
  }, [playing, step, pace]);

  /** A step asked for by hand pauses the playing. */
  const stepTo = (to: number) => {
    setPlaying(false);
    go(to);
  };

  const toggle = () => {
    if (playing) setPlaying(false);
    else {
      if (at.current >= last) go(0);
      setPlaying(true);
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input:not([type="range"]), select, textarea, [role="dialog"], summary'))
        return;
      const slider = target?.matches('input[type="range"]') ?? false;
      if (e.key === ' ') toggle();
      else if (slider)
        return; // the slider steps by itself with the arrows, Home and End
      else if (e.key === 'ArrowRight') stepTo(at.current + 1);
      else if (e.key === 'ArrowLeft') stepTo(at.current - 1);
      else if (e.key === 'Home') stepTo(0);
      else if (e.key === 'End') stepTo(last);
      else return;
      e.preventDefault();
    };
    // A focused button would also answer Space (on key up) with a click.
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ' && (e.target as HTMLElement | null)?.closest('.rp-controls button'))
        e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKeyUp);
    };
  });

  const state = timeline.states[step]!;
  const lines = linesOf(state, names);
  const before = step > 0 ? timeline.states[step - 1]!.events.length : 0;
  // Keep the step's lines in sight inside the log (never scrolling the page itself).
  useEffect(() => {
    const ol = logRef.current;
    const el = ol?.querySelector<HTMLElement>('.now');
    if (!ol || !el) return;
    const top = el.offsetTop;
    if (top < ol.scrollTop || top + el.offsetHeight > ol.scrollTop + ol.clientHeight)
      ol.scrollTop = top - ol.clientHeight / 3;
  }, [step]);

  const onShare = async () => {
    const link = `${location.origin}/view${await fragmentOf(timeline.record, names)}`;
    setShare({ link, copied: await copy(link) });
  };
  const onExport = () =>
    download(
      `kaschlan-replay-${new Date().toISOString().slice(0, 10)}.json`,
      recordFile(timeline.record, names),
    );

  return (
    <main class="learn-replay" data-screen="view" data-step={step} data-steps={last}>
      <div class="rp-main">
        <ReplayBoard state={state} names={names} />
        {/* Said at each step: "Move 12 of 40: Otto beats 10♥ with K♥". */}
        <p class="rp-caption" aria-live="polite" aria-atomic="true" data-caption>
          <span class="rp-step">{words.name(step, last)}</span>
          <span class="sr-only">: </span>
          <StepLines lines={lines} before={before} />
        </p>
        {timeline.broken && step === last && (
          <p class="rp-broken" role="alert">
            <RuleText
              text={t('learn.view.stops')(
                (timeline.broken.index ?? 0) + 1,
                timeline.broken.message,
              )}
            />
          </p>
        )}
        <fieldset class="rp-controls">
          <legend class="sr-only">{t('learn.view.controls')}</legend>
          <StepControls step={step} last={last} go={stepTo} now={() => at.current} labels={words}>
            <button
              type="button"
              class="btn small primary rp-play"
              data-action="play"
              aria-pressed={playing}
              title={t('learn.view.playTitle')}
              onClick={toggle}
            >
              <Icon path={playing ? PAUSE : PLAY} />
              {playing ? t('learn.view.pause') : t('learn.view.play')}
            </button>
          </StepControls>
          <label class="rp-speed">
            <span class="sr-only">{t('learn.view.pace')}</span>
            <select
              value={speed}
              aria-label={t('learn.view.pace')}
              onChange={(e) => setSpeed(Number(e.currentTarget.value))}
            >
              {SPEEDS.map((s, i) => (
                <option key={s.label} value={i}>
                  {t(s.label)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div class="rp-share">
          <button type="button" class="btn small" data-action="share" onClick={onShare}>
            {t('learn.view.share')}
          </button>
          <button type="button" class="btn small" data-action="export" onClick={onExport}>
            {t('learn.view.export')}
          </button>
          <button type="button" class="btn small ghost" onClick={() => navigate('/replays')}>
            {t('learn.view.all')}
          </button>
          {share && (
            <div class="rp-link">
              <input
                type="text"
                readOnly
                value={share.link}
                aria-label={t('learn.view.linkLabel')}
                data-share-link
                onFocus={(e) => e.currentTarget.select()}
              />
              <span role="status">
                {share.copied ? t('learn.view.copied') : t('learn.view.copyYourself')}
              </span>
            </div>
          )}
        </div>
      </div>
      <aside class="rp-log" aria-label={t('learn.view.log')}>
        <h2>{t('learn.view.logTitle')}</h2>
        {/* It scrolls on its own, so the keyboard can reach it to scroll it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
        <ol class="log-lines" ref={logRef} tabIndex={0} aria-label={t('learn.view.log')}>
          {lines.map((line) => (
            <li key={line.key} class={`log-${line.kind}${line.key >= before ? ' now' : ''}`}>
              <Line line={line} />
            </li>
          ))}
        </ol>
      </aside>
    </main>
  );
}

export function ReplayScreen(props: { id?: string }) {
  const hash = useHash();
  const loaded = useLoaded<Loaded>(
    () => (props.id ? fromServer(props.id) : fromFragment(hash)),
    [props.id, hash],
  );
  return (
    <>
      <LearnHeader title={t('learn.replay.title')} />
      {loaded.phase === 'ready' ? (
        <Viewer key={`${props.id ?? hash}`} timeline={loaded.timeline} names={loaded.names} />
      ) : (
        <LoadMessage pending={loaded} screen="view" />
      )}
    </>
  );
}
