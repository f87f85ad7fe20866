// The discard pile: the last beaten pairs lie face down, a little askew (R4.5), with the
// count. The cards keep their keys so they are seen flying here from the table.

import type { Card, View } from '@kaschlan/engine';
import { t } from '../i18n';
import { PlayingCard } from './PlayingCard';

const SHOWN = 10;

/** A fixed small tilt per card, so the pile looks tossed but does not jitter. */
function tilt(card: Card): number {
  let h = 0;
  for (const ch of card) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return (h % 21) - 10;
}

export function Discard(props: { view: View }) {
  const pile = props.view.discard;
  const top = pile.slice(-SHOWN);
  return (
    <div class="discard" data-anchor="discard">
      <div class="discard-cards">
        {top.map((card) => (
          <div key={card} class="discard-slot" style={{ transform: `rotate(${tilt(card)}deg)` }}>
            <PlayingCard card={card} faceDown />
          </div>
        ))}
        {pile.length === 0 && <div class="pile-empty">{t('table.discard.empty')}</div>}
      </div>
      <div class="pile-label">
        <span data-discard={pile.length}>{pile.length}</span>{' '}
        {t('table.discard.count')(pile.length)}
      </div>
    </div>
  );
}
