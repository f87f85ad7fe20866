// Stepping through a deal, shared by the replay viewer and the review: the step shown, the
// controls (first, back, whatever the screen adds, e.g. play, forward, last, and a slider over
// the steps) and their words. The signs are drawn on a 16×16 grid (fonts do not all have ⏮
// and ⏭).

import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { capture, play } from '../table/flip';

export const PLAY = 'M4 2.5v11L13 8z';
export const PAUSE = 'M4 3h3v10H4zM9 3h3v10H9z';
const FIRST = 'M3 3h2v10H3zM13 3v10L6 8z';
const BACK = 'M12 3v10L5 8z';
const FORWARD = 'M4 3v10l7-5z';
const LAST = 'M11 3h2v10h-2zM3 3v10l7-5z';

export const Icon = (props: { path: string }) => (
  <svg class="rp-icon" viewBox="0 0 16 16" aria-hidden="true">
    <path d={props.path} fill="currentColor" />
  </svg>
);

/** The controls' words, from the screen's own catalog keys. */
export interface StepLabels {
  /** A step's name in the caption: the deal, or move `step` of `last`. */
  readonly name: (step: number, last: number) => string;
  readonly first: string;
  readonly firstTitle: string;
  readonly back: string;
  readonly backTitle: string;
  readonly forward: string;
  readonly forwardTitle: string;
  readonly last: string;
  readonly lastTitle: string;
  readonly slider: string;
  /** The slider's spoken value at `step` of `last`. */
  readonly sliderText: (step: number, last: number) => string;
}

/** The words of `area` (the replay viewer's or the review's; each says them its own way). */
export const stepLabels = (area: 'learn.view' | 'review'): StepLabels => ({
  name: (n, of) => (n === 0 ? t(`${area}.deal`) : t(`${area}.move`)(n, of)),
  first: t(`${area}.first`),
  firstTitle: t(`${area}.firstTitle`),
  back: t(`${area}.back`),
  backTitle: t(`${area}.backTitle`),
  forward: t(`${area}.forward`),
  forwardTitle: t(`${area}.forwardTitle`),
  last: t(`${area}.last`),
  lastTitle: t(`${area}.lastTitle`),
  slider: t(`${area}.slider`),
  sliderText: (n, of) => (n === 0 ? t(`${area}.sliderDeal`) : t(`${area}.sliderMove`)(n, of)),
});

/**
 * The step shown (0 the deal, up to `last`) and `go` to another. `at` holds the step as last
 * asked for, so keys pressed faster than the page redraws all count. The cards glide for
 * `glideMs` to where the new step puts them (table/flip.ts; not when motion is reduced).
 */
export function useStepping(last: number, glideMs: number) {
  const [step, setStep] = useState(0);
  const at = useRef(0);
  const go = (to: number) => {
    const next = Math.max(0, Math.min(last, to));
    if (next === at.current) return;
    capture();
    at.current = next;
    setStep(next);
  };
  useLayoutEffect(() => play(glideMs), [step]);
  return { step, at, go };
}

export function StepControls(props: {
  step: number;
  last: number;
  /** Go to a step; `relative` steps from where the screen stands now. */
  go: (step: number) => void;
  /** The step now (a ref's value, so repeated clicks between renders count). */
  now: () => number;
  labels: StepLabels;
  /** Between back and forward (the replay's play button). */
  children?: ComponentChildren;
}) {
  const { step, last, go, now, labels: l } = props;
  const button = (
    action: string,
    label: string,
    title: string,
    path: string,
    off: boolean,
    to: () => number,
  ) => (
    <button
      type="button"
      class="btn small icon"
      data-action={action}
      aria-label={label}
      title={title}
      disabled={off}
      onClick={() => go(to())}
    >
      <Icon path={path} />
    </button>
  );
  return (
    <>
      {button('first', l.first, l.firstTitle, FIRST, step === 0, () => 0)}
      {button('back', l.back, l.backTitle, BACK, step === 0, () => now() - 1)}
      {props.children}
      {button('forward', l.forward, l.forwardTitle, FORWARD, step === last, () => now() + 1)}
      {button('last', l.last, l.lastTitle, LAST, step === last, () => last)}
      <input
        type="range"
        class="rp-slider"
        min={0}
        max={last}
        value={step}
        aria-label={l.slider}
        aria-valuetext={l.sliderText(step, last)}
        onInput={(e) => go(Number(e.currentTarget.value))}
      />
    </>
  );
}
