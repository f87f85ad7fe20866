// The end screen's fair-play note: how many hints each person took in this deal (state.ts).

import { t } from '../i18n';
import { game, hotSeat, humans, nameOf, table } from '../state/store';
import { hintsUsed } from './used';

export function HintsNote() {
  const used = hintsUsed(game.value);
  if (!table.value) return null;
  const people = humans.value;
  const total = people.reduce((sum, s) => sum + (used[s] ?? 0), 0);
  let text: string;
  if (total === 0) text = t('review.hints.none');
  else if (!hotSeat.value) text = t('review.hints.you')(total);
  else text = t('review.hints.each')(people.map((s) => `${nameOf(s)} ${used[s] ?? 0}`).join(', '));
  return (
    <p class="hint hints-note" data-hints-used={total}>
      {text}
    </p>
  );
}
