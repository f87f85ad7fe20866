// The end screen's fair-play note: how many hints each person took in this deal (state.ts).

import { t } from '../i18n';
import { game, hotSeat, match, nameOf } from '../state/store';
import { hintsUsed } from './state';

export function HintsNote() {
  const m = match.value;
  const used = hintsUsed(game.value);
  if (!m) return null;
  const people = m.seats.flatMap((k, s) => (k === 'human' ? [s] : []));
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
