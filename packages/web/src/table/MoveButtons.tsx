// The buttons for a player's own move, under the table and under the tutorial's bout: play
// the picked cards, clear the pick, pass (stop, pass or end the bout) and take. The bar says
// which are offered, what each is called and what a click does (the table acts, the tutorial
// tries the move so the engine can say why not).

import type { ComponentChildren } from 'preact';
import { clear, refusePlay } from '../state/selection';

interface Offer {
  readonly label: string;
  readonly onClick: () => void;
}

export function MoveButtons(props: {
  /** The play button's words, or null for no play button; without `onPlay` it offers nothing. */
  play: ComponentChildren | null;
  onPlay: (() => void) | null;
  /** The clear button's words while cards are picked, else null. */
  clear: string | null;
  /** The keys for play and clear, as their titles say them. */
  keys: { readonly enter: string; readonly esc: string };
  pass: Offer | null;
  take: Offer | null;
  /** After the buttons (the hint button). */
  children?: ComponentChildren;
}) {
  const { pass, take, onPlay } = props;
  return (
    <div class="actions">
      {props.play !== null && (
        <button
          type="button"
          class="btn primary"
          data-action="play"
          // Not `disabled`: a press while it offers nothing is answered (why), not lost.
          aria-disabled={!onPlay}
          onClick={() => (onPlay ? onPlay() : refusePlay())}
          title={props.keys.enter}
        >
          {props.play}
        </button>
      )}
      {props.clear !== null && (
        <button
          type="button"
          class="btn ghost"
          data-action="clear"
          onClick={clear}
          title={props.keys.esc}
        >
          {props.clear}
        </button>
      )}
      {pass && (
        <button type="button" class="btn" data-action="pass" onClick={pass.onClick} title="P">
          {pass.label} <kbd>P</kbd>
        </button>
      )}
      {take && (
        <button type="button" class="btn warn" data-action="take" onClick={take.onClick} title="T">
          {take.label} <kbd>T</kbd>
        </button>
      )}
      {props.children}
    </div>
  );
}
