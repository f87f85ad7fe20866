// The end of an online deal: who is the Kaschlan (R6.2), every hand as it was dealt (the
// record comes with the last update, so spectators see them too), the match in Kaschlan
// marks (R8.4, fewest wins), and the next deal, dealt by the loser (R2.4).

import { KASCHLAN } from '@kaschlan/engine';
import type { GameUpdate } from '@kaschlan/protocol';
import { standings } from '@kaschlan/table';
import { useMemo } from 'preact/hooks';
import { me as myself } from '../account/me';
import { t } from '../i18n';
import { profilePath } from '../players/api';
import { AppLink } from '../players/Link';
import { navigate } from '../state/route';
import { settings } from '../state/settings';
import { CardChip } from '../table/CardChip';
import { EndHero } from '../widgets/EndHero';
import { Modal } from '../widgets/Modal';
import { handsAtDeal } from './reveal';
import { endClosed, ready, roomState, seatName, seats, send, you } from './room-store';
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
  const name = (seat: number) => (seat === me ? t('online.you') : seatName(seat));
  const title =
    loser === null
      ? t('online.end.drawn')
      : loser === me
        ? t('online.end.youLost')
        : t('online.end.lost')(seatName(loser));
  const order = standings(list.map((x) => x.marks));
  const best = list[order[0] ?? 0]?.marks ?? 0;
  // Who deals next is the server's table's to say (R2.4), never worked out here.
  const nextDealer = roomState.value?.room?.nextDealer ?? null;
  const close = () => (endClosed.value = update.game);
  // A rated room's seated person sees his new rating on his profile (issue 13; the server
  // rates the deal as it ends). Rated as the protocol's isRated says.
  const options = roomState.value?.room?.options;
  const rated = me !== null && options !== undefined && (options.rated ?? options.public);
  return (
    <Modal title={t('online.end.title')} class="end online-end" onClose={close} wide>
      <EndHero
        loser={loser}
        title={title}
        tease={
          loser === null
            ? t('online.end.drawnTease')
            : loser === me
              ? t('online.end.youTease')(s.face === 'german')
              : t('online.end.tease')(seatName(loser))
        }
        out={view.out.length > 0 ? t('online.end.out')(view.out.map(name).join(', ')) : null}
      />
      <h4 class="deal-hands-title">{t('online.end.hands')}</h4>
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
        <p class="hint">{t('online.end.noHands')}</p>
      )}
      <table class="standings" aria-label={t('online.score.label')}>
        <caption>{t('online.end.caption')}</caption>
        <tbody>
          {order.map((seat) => (
            <tr
              key={seat}
              class={`${seat === loser ? 'lost' : ''}${list[seat]!.marks === best ? ' leading' : ''}`}
            >
              <th>{name(seat)}</th>
              <td class="mark-icons" aria-label={t('online.score.marks')(list[seat]!.marks)}>
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
        {nextDealer === null
          ? null
          : nextDealer === me
            ? t('online.end.youDeal')
            : t('online.end.deals')(seatName(nextDealer))}
        {!ready.value && ` ${t('online.end.seatOpen')}`}
      </p>
      {(me === null || !ready.value) && <Seats />}
      <div class="form-buttons">
        <button type="button" class="btn" data-action="see-table" onClick={close}>
          {t('online.end.seeTable')}
        </button>
        <a
          class="btn"
          href={`/replay/${update.game}`}
          data-action="watch-replay"
          onClick={(e) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey) return; // a new tab, as links do
            e.preventDefault();
            navigate(`/replay/${update.game}`);
          }}
        >
          {t('online.end.replay')}
        </a>
        {rated && myself.value && (
          <AppLink class="btn" href={profilePath(myself.value.name)} action="my-rating">
            {t('players.end.yourRating')}
          </AppLink>
        )}
        {me !== null && ready.value && (
          <button
            type="button"
            class="btn"
            data-action="leave-seat"
            onClick={() => send({ type: 'leave' })}
          >
            {t('online.seats.leave')}
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
            {t('online.end.next')}
          </button>
        )}
      </div>
    </Modal>
  );
}
