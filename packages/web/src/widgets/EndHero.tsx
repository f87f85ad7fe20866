// The top of a deal's end, offline and online alike: the Kaschlan card (greyed when the deal
// is drawn, R6.7), who is the Kaschlan (R6.2), the teasing the name deserves, and who went out.

import { KASCHLAN } from '@kaschlan/engine';
import { CardFace } from '../cards/Card';
import { settings } from '../state/settings';

export function EndHero(props: {
  loser: number | null;
  title: string;
  tease: string;
  /** Who went out, as a sentence; null when nobody did. */
  out: string | null;
}) {
  const { loser } = props;
  const s = settings.value;
  return (
    <div class="end-hero" data-loser={loser ?? 'none'}>
      <div class={`card face kaschlan end-card${loser === null ? ' drawn' : ''}`}>
        <CardFace card={KASCHLAN} style={{ face: s.face, fourColour: s.fourColour }} />
      </div>
      <div>
        <h3 class="end-title" data-end-title>
          {props.title}
        </h3>
        <p class="end-tease">{props.tease}</p>
        {props.out !== null && <p class="end-out">{props.out}</p>}
      </div>
    </div>
  );
}
