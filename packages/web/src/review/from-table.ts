// "Review this deal" on the end screen: the deal just finished at the offline table, reviewed
// for the person at the device (in hot seat the one whose hand is showing; the review screen
// lets him choose another seat). Small, since the end screen imports it; the rest loads on use.

import { t } from '../i18n';
import { game, notice, humans as people, perspective, table } from '../state/store';

export function reviewThisDeal(): void {
  const g = game.value;
  const seats = table.value?.seats;
  if (!g || !seats) return;
  const humans = people.value;
  // Names are data in the link: against bots the one person is "You" (replays/timeline.ts
  // youIn: the word in English, shown in the page's language), as the table calls him; in hot
  // seat everyone by name. A seat without a name is left empty: the review fills in "Seat 2"
  // in the language of whoever opens the link.
  const names = seats.map((seat, s) =>
    humans.length === 1 && s === humans[0] ? 'You' : (seat.name ?? ''),
  );
  const seat = humans.includes(perspective.value) ? perspective.value : (humans[0] ?? 0);
  import('./open').then(
    (r) => r.reviewDeal(g, { names, seat, humans }),
    (e: Error) => (notice.value = t('review.openFailed')(e.message)),
  );
}
