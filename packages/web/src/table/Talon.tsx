// The talon: a stack of backs with its count, the face-up trump card lying across under it
// (R2.2) until it is drawn, and the trump suit named for when it is gone.

import type { View } from '@kaschlan/engine';
import { suitName } from '../cards/names';
import { Pip } from '../cards/suits';
import { settings } from '../state/store';
import { PlayingCard } from './PlayingCard';

export function Talon(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const hidden = view.talon - (view.trumpCard ? 1 : 0);
  const layers = Math.min(3, Math.ceil(hidden / 6));
  return (
    <div class="talon" data-anchor="talon">
      <div class="talon-cards">
        {view.trumpCard && <PlayingCard card={view.trumpCard} class="trump-card" />}
        {Array.from({ length: layers }, (_, i) => (
          <PlayingCard
            key={`talon-${i}`}
            card={null}
            flip={`talon-${i}`}
            class={`talon-back layer-${i}`}
          />
        ))}
        {view.talon === 0 && <div class="pile-empty">empty</div>}
      </div>
      <div class="pile-label">
        <span class="talon-count" data-talon={view.talon}>
          {view.talon}
        </span>{' '}
        in talon
      </div>
      <div class="trump-label" title={`Trumps: ${suitName(view.trump, face)}`}>
        <svg viewBox="0 0 20 20" aria-hidden="true" class="trump-sign">
          <Pip
            face={face}
            suit={view.trump}
            ink={view.trump === 'H' || view.trump === 'D' ? '#c8102e' : 'currentColor'}
            x={10}
            y={10}
            size={18}
          />
        </svg>
        <span>Trumps: {suitName(view.trump, face)}</span>
      </div>
    </div>
  );
}
