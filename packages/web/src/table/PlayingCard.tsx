// A card on the table, in a hand or on a pile: the SVG face (or back) in a box that the
// animation (flip.ts) can follow by its key.

import { type Card, KASCHLAN } from '@kaschlan/engine';
import { CardBack, CardFace } from '../cards/Card';
import { longName } from '../cards/names';
import { t } from '../i18n';
import { settings } from '../state/settings';

export interface PlayingCardProps {
  /** The card, or null for a back. */
  readonly card: Card | null;
  /** Animation key: the card's notation, or a back's slot ("back-2-4"). */
  readonly flip?: string;
  /** Where the card comes from when it was not on screen before (an anchor's key). */
  readonly from?: string;
  /** Show the back even though the card is known (the discard pile lies face down). */
  readonly faceDown?: boolean;
  readonly class?: string;
  /** The parent (a button) already names the card for screen readers. */
  readonly unlabelled?: boolean;
}

export function PlayingCard(props: PlayingCardProps) {
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  const up = props.card !== null && !props.faceDown;
  const classes = [
    'card',
    up ? 'face' : 'back',
    up && props.card === KASCHLAN ? 'kaschlan' : '',
    props.class ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const picture = up ? <CardFace card={props.card!} style={style} /> : <CardBack />;
  const flip = props.flip ?? props.card ?? undefined;
  const card = up ? (props.card ?? undefined) : undefined;
  if (props.unlabelled)
    return (
      <div
        class={classes}
        data-flip={flip}
        data-from={props.from}
        data-card={card}
        aria-hidden="true"
      >
        {picture}
      </div>
    );
  return (
    <div
      class={classes}
      data-flip={flip}
      data-from={props.from}
      data-card={card}
      role="img"
      aria-label={card ? longName(card, s.face) : t('table.card.faceDown')}
    >
      {picture}
    </div>
  );
}
