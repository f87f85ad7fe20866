// The end of an online deal: who is the Kaschlan (R6.2), every hand as it was dealt (the
// record comes with the last update, so spectators see them too), the match in Kaschlan
// marks (R8.4, fewest wins), and the next deal, dealt by the loser (R2.4).

import type { GameUpdate } from '@kaschlan/protocol';
import { useMemo } from 'preact/hooks';
import { CardFace } from '../cards/Card';
import { KASCHLAN } from '../cards/names';
import { settings } from '../state/store';
import { CardChip } from '../table/CardChip';
import { Modal } from '../ui/Modal';
import { handsAtDeal } from './reveal';
import { endClosed, ready, seatName, seats, send, you } from './room-store';
import { Seats } from './Seats';

export function DealOver(props: { update: GameUpdate }) {
  const { update } = props;
  const view = update.view;
  const me = you.value;
  const list = seats.value;
  const s = settings.value;
  const style = { face: s.face, fourColour: s.fourColour };
  const hands = useMemo(() => (update.record ? handsAtDeal(update.record) : null), [update.record]);
  const loser = view.loser;
  const name = (seat: number) => (seat === me ? 'You' : seatName(seat));
  const title =
    loser === null
      ? 'A drawn deal'
      : loser === me
        ? 'You are the Kaschlan!'
        : `${seatName(loser)} is the Kaschlan!`;
  const order = list.map((x) => x.seat).sort((a, b) => list[a]!.marks - list[b]!.marks || a - b);
  const best = list[order[0] ?? 0]?.marks ?? 0;
  const nextDealer = loser ?? view.dealer;
  const close = () => (endClosed.value = update.game);
  return (
    <Modal title="Deal over" class="end online-end" onClose={close} wide>
      <div class="end-hero" data-loser={loser ?? 'none'}>
        <div class={`card face kaschlan end-card${loser === null ? ' drawn' : ''}`}>
          <CardFace card={KASCHLAN} style={style} />
        </div>
        <div>
          <h3 class="end-title" data-end-title>
            {title}
          </h3>
          <p class="end-tease">
            {loser === null
              ? 'Round and round it went until the table gave up: nobody gets a mark.'
              : loser === me
                ? 'Left holding the cards. The Queen of Diamonds sends her regards.'
                : `Everyone got rid of their cards except ${seatName(loser)}.`}
          </p>
          {view.out.length > 0 && (
            <p class="end-out">Out, in order: {view.out.map(name).join(', ')}.</p>
          )}
        </div>
      </div>
      <h4 class="deal-hands-title">The hands as dealt</h4>
      {hands ? (
        <ul class="deal-hands" data-deal-hands>
          {hands.map((hand, seat) => (
            <li
              key={seat}
              data-deal-hand={seat}
              data-cards={hand.join(' ')}
              class={seat === loser ? 'lost' : ''}
            >
              <span class="deal-hand-name">{name(seat)}</span>
              <span class="deal-hand-cards">
                {hand.map((card) => (
                  <CardChip key={card} card={card} style={style} />
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">The hands could not be read from this deal's record.</p>
      )}
      <table class="standings" aria-label="Match score">
        <caption>Kaschlan marks in this room, fewest wins</caption>
        <tbody>
          {order.map((seat) => (
            <tr
              key={seat}
              class={`${seat === loser ? 'lost' : ''}${list[seat]!.marks === best ? ' leading' : ''}`}
            >
              <th>{name(seat)}</th>
              <td class="mark-icons" aria-label={`${list[seat]!.marks} marks`}>
                {Array.from({ length: Math.min(list[seat]!.marks, 8) }, (_, i) => (
                  <CardChip key={i} card={KASCHLAN} style={style} />
                ))}
              </td>
              <td class="mark-count" data-marks={list[seat]!.marks}>
                {list[seat]!.marks}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">
        {name(nextDealer)} deal{nextDealer === me ? '' : 's'} the next one.
        {!ready.value && ' A seat is open: it needs a player before the next deal.'}
      </p>
      {(me === null || !ready.value) && <Seats />}
      <div class="form-buttons">
        <button type="button" class="btn" data-action="see-table" onClick={close}>
          See the table
        </button>
        {me !== null && ready.value && (
          <button
            type="button"
            class="btn"
            data-action="leave-seat"
            onClick={() => send({ type: 'leave' })}
          >
            Leave seat
          </button>
        )}
        {me !== null && (
          <button
            type="button"
            class="btn primary"
            data-action="online-next"
            data-autofocus
            disabled={!ready.value}
            onClick={() => send({ type: 'deal' })}
          >
            Next deal
          </button>
        )}
      </div>
    </Modal>
  );
}
