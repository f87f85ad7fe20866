// The end screen's fair-play note: how many hints each person took in this deal (state.ts).

import { game, hotSeat, match, nameOf } from '../state/store';
import { hintsUsed } from './state';

export function HintsNote() {
  const m = match.value;
  const used = hintsUsed(game.value);
  if (!m) return null;
  const people = m.seats.flatMap((k, s) => (k === 'human' ? [s] : []));
  const total = people.reduce((sum, s) => sum + (used[s] ?? 0), 0);
  const times = (n: number) => `${n} hint${n === 1 ? '' : 's'}`;
  let text: string;
  if (total === 0) text = 'Played without hints.';
  else if (!hotSeat.value) text = `You took ${times(total)} in this deal.`;
  else
    text = `Hints in this deal: ${people.map((s) => `${nameOf(s)} ${used[s] ?? 0}`).join(', ')}.`;
  return (
    <p class="hint hints-note" data-hints-used={total}>
      {text}
    </p>
  );
}
