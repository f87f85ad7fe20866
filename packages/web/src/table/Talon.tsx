// The talon: a stack of backs with its count, the face-up trump card lying across under it
// (R2.2) until it is drawn, and the trump suit named for when it is gone.

import type { View } from '@kaschlan/engine';
import { suitName } from '../cards/names';
import { Pip } from '../cards/suits';
import { t } from '../i18n';
import { settings } from '../state/settings';
import { PlayingCard } from './PlayingCard';

export function Talon(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const hidden = view.talon - (view.trumpCard ? 1 : 0);
  const layers = Math.min(3, Math.ceil(hidden / 6));
  const trumps = t('table.talon.trumps')(suitName(view.trump, face));
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
        {view.talon === 0 && <div class="pile-empty">{t('table.talon.empty')}</div>}
      </div>
      <div class="pile-label">
        <span class="talon-count" data-talon={view.talon}>
          {view.talon}
        </span>{' '}
        {t('table.talon.count')(view.talon)}
      </div>
      <div class="trump-label" title={trumps}>
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
        {/* In words on every screen (a phone's too): the sign alone is easily missed. */}
        <span class="trump-words" data-trumps={view.trump}>
          {trumps}
        </span>
      </div>
    </div>
  );
}
