// A card named inline (log, prompts): its index and suit sign in the chosen face.

import { type Card, KASCHLAN } from '@kaschlan/engine';
import type { FaceStyle } from '../cards/Card';
import { indexOf, longName, split } from '../cards/names';
import { frenchInk, germanInk, suitId } from '../cards/suits';

export function CardChip(props: { card: Card; style: FaceStyle }) {
  const { card, style } = props;
  const { rank, suit } = split(card);
  const ink = style.face === 'german' ? germanInk(suit) : frenchInk(suit, style.fourColour);
  return (
    <span class={`chip${card === KASCHLAN ? ' kaschlan' : ''}`} title={longName(card, style.face)}>
      <span class="chip-rank" style={{ color: ink }}>
        {indexOf(rank, style.face)}
      </span>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <use href={`#${suitId(style.face, suit)}`} fill={ink} />
      </svg>
      <span class="sr-only">{longName(card, style.face)}</span>
    </span>
  );
}
