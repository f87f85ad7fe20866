// Stepping through a deal, shared by the replay viewer and the review: first, back,
// (whatever the screen adds, e.g. play), forward, last, and a slider over the steps. The
// signs are drawn on a 16×16 grid (fonts do not all have ⏮ and ⏭).

import type { ComponentChildren } from 'preact';

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
