// The end of a deal: who is the Kaschlan (R6.2), with the teasing the name deserves, the
// match score in Kaschlan marks (R8.4: fewest wins; a drawn deal marks nobody, R6.7), and
// the next deal, dealt by the loser (R2.4).

import type { View } from '@kaschlan/engine';
import { CardFace } from '../cards/Card';
import { KASCHLAN } from '../cards/names';
import { HintsNote } from '../hint/HintsNote';
import { reviewThisDeal } from '../review/from-table';
import { standings } from '../state/match';
import {
  dealNext,
  endDismissed,
  game,
  hotSeat,
  match,
  nameOf,
  notice,
  settings,
} from '../state/store';
import { CardChip } from '../table/CardChip';
import { Modal } from './Modal';
import { dialog } from './overlays';

/** Jokes at the loser's expense, one per deal in turn. */
const TEASES_YOU = [
  'Left holding the cards like the Queen of Diamonds herself: nobody could beat you, at losing.',
  'The table bows to the Kaschlan. Do not let it go to your head; it is not a crown.',
  'Every card found a home but yours. The Queen of Diamonds sends her regards.',
];
const TEASES_OTHER = [
  '%s is left holding the cards, and the table will call %s nothing else until the next deal.',
  'All hail %s, the Kaschlan! The Queen of Diamonds has found a worthy namesake.',
  'Everyone got rid of their cards except %s. Be kind; it could have been you.',
];

function tease(loser: number, deals: number): string {
  const you = !hotSeat.value && match.value?.seats[loser] === 'human';
  const list = you ? TEASES_YOU : TEASES_OTHER;
  const name = nameOf(loser);
  return list[deals % list.length]!.replaceAll('%s', name);
}

/** This deal in the replay viewer, every hand shown (the deal is also kept: Replays). */
function watchReplay(): void {
  const g = game.value;
  const m = match.value;
  if (!g || !m) return;
  const names = m.seats.map((_, s) => m.names[s] ?? `Seat ${s + 1}`);
  import('../replays/keep').then(
    (k) => k.watchDeal(g, names),
    (e: Error) => (notice.value = `The replay could not be opened: ${e.message}`),
  );
}

export function EndScreen(props: { view: View }) {
  const { view } = props;
  const m = match.value;
  if (!m) return null;
  const s = settings.value;
  const loser = view.loser;
  const you = loser !== null && !hotSeat.value && m.seats[loser] === 'human';
  const title =
    loser === null
      ? 'A drawn deal'
      : you
        ? 'You are the Kaschlan!'
        : `${nameOf(loser)} is the Kaschlan!`;
  const order = standings(m);
  const best = m.marks[order[0]!]!;
  return (
    <Modal title="Deal over" class="end" onClose={() => (endDismissed.value = true)}>
      <div class="end-hero" data-loser={loser ?? 'none'}>
        <div class={`card face kaschlan end-card${loser === null ? ' drawn' : ''}`}>
          <CardFace card={KASCHLAN} style={{ face: s.face, fourColour: s.fourColour }} />
        </div>
        <div>
          <h3 class="end-title" data-end-title>
            {title}
          </h3>
          <p class="end-tease">
            {loser === null
              ? 'Round and round it went until the table gave up: nobody is the Kaschlan this time, and nobody gets a mark.'
              : tease(loser, m.results.length)}
          </p>
          {view.out.length > 0 && (
            <p class="end-out">Out, in order: {view.out.map((seat) => nameOf(seat)).join(', ')}.</p>
          )}
        </div>
      </div>
      <table class="standings" aria-label="Match score">
        <caption>
          After {m.results.length} deal{m.results.length === 1 ? '' : 's'}: Kaschlan marks, fewest
          wins
        </caption>
        <tbody>
          {order.map((seat) => (
            <tr
              key={seat}
              class={`${seat === loser ? 'lost' : ''}${m.marks[seat] === best ? ' leading' : ''}`}
            >
              <th>{nameOf(seat)}</th>
              <td class="mark-icons" aria-label={`${m.marks[seat]} marks`}>
                {Array.from({ length: Math.min(m.marks[seat]!, 8) }, (_, i) => (
                  <CardChip
                    key={i}
                    card={KASCHLAN}
                    style={{ face: s.face, fourColour: s.fourColour }}
                  />
                ))}
              </td>
              <td class="mark-count" data-marks={m.marks[seat]}>
                {m.marks[seat]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">
        {loser === null
          ? `${nameOf(view.dealer)} deals again.`
          : `${nameOf(loser)} deal${you ? '' : 's'} the next one.`}
      </p>
      <HintsNote />
      <div class="form-buttons">
        <button type="button" class="btn" onClick={() => (dialog.value = 'new')}>
          New match…
        </button>
        <button type="button" class="btn" onClick={() => (endDismissed.value = true)}>
          See the table
        </button>
        <button type="button" class="btn" data-action="watch-replay" onClick={watchReplay}>
          Watch replay
        </button>
        <button type="button" class="btn" data-action="review" onClick={reviewThisDeal}>
          Review this deal
        </button>
        <button
          type="button"
          class="btn primary"
          data-action="again"
          data-autofocus
          onClick={() => dealNext()}
        >
          Play again
        </button>
      </div>
    </Modal>
  );
}
