// "Review this deal" on the end screen: the deal just finished at the offline table, reviewed
// for the person at the device (in hot seat the one whose hand is showing; the review screen
// lets him choose another seat). Small, since the end screen imports it; the rest loads on use.

import { humansOf } from '../state/match';
import { game, match, nameOf, notice, perspective } from '../state/store';

export function reviewThisDeal(): void {
  const g = game.value;
  const m = match.value;
  if (!g || !m) return;
  const humans = humansOf(m.seats);
  const names = m.seats.map((_, s) => nameOf(s));
  const seat = humans.includes(perspective.value) ? perspective.value : (humans[0] ?? 0);
  import('./open').then(
    (r) => r.reviewDeal(g, { names, seat, humans }),
    (e: Error) => (notice.value = `The review could not be opened: ${e.message}`),
  );
}
