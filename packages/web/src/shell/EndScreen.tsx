// The end of a deal: who is the Kaschlan (R6.2), with the teasing the name deserves, the
// match score in Kaschlan marks (R8.4: fewest wins; a drawn deal marks nobody, R6.7), and
// the next deal, dealt by the loser (R2.4).

import { KASCHLAN, type View } from '@kaschlan/engine';
import { standings } from '@kaschlan/table';
import { HintsNote } from '../hint/HintsNote';
import { t } from '../i18n';
import { reviewThisDeal } from '../review/from-table';
import { settings } from '../state/settings';
import {
  dealNext,
  endDismissed,
  game,
  hotSeat,
  isPerson,
  isYou,
  match,
  nameOf,
  notice,
  recordNames,
} from '../state/store';
import { CardChip } from '../table/CardChip';
import { EndHero } from '../widgets/EndHero';
import { Modal } from '../widgets/Modal';
import { dialog } from './overlays';

/**
 * A joke at the loser's expense, one per deal in turn (the catalog holds them); the Kaschlan
 * card in it is named as the chosen face shows it (Schellen-Ober with German cards, R1.5).
 */
function tease(loser: number, deals: number): string {
  const you = !hotSeat.value && isPerson(loser);
  const german = settings.value.face === 'german';
  return you
    ? t('table.end.teaseYou')(deals, german)
    : t('table.end.teaseOther')(deals, nameOf(loser), german);
}

/** This deal in the replay viewer, every hand shown (the deal is also kept: Replays). */
function watchReplay(): void {
  const g = game.value;
  if (!g) return;
  const names = recordNames();
  import('../replays/keep').then(
    (k) => k.watchDeal(g, names),
    (e: Error) => (notice.value = t('table.end.replayFailed')(e.message)),
  );
}

export function EndScreen(props: { view: View }) {
  const { view } = props;
  const m = match.value;
  if (!m) return null;
  const s = settings.value;
  const loser = view.loser;
  const you = loser !== null && !hotSeat.value && isPerson(loser);
  const title = loser === null ? t('table.end.drawn') : t('table.end.title')(nameOf(loser), you);
  const order = standings(m.marks);
  const best = m.marks[order[0]!]!;
  return (
    <Modal
      title={t('table.end.dialog')}
      class="end"
      keepTop
      onClose={() => (endDismissed.value = true)}
    >
      <EndHero
        loser={loser}
        title={title}
        tease={loser === null ? t('table.end.teaseDrawn') : tease(loser, m.results.length)}
        out={
          view.out.length > 0
            ? t('table.end.out')(view.out.map((seat) => nameOf(seat)).join(', '))
            : null
        }
      />
      <table class="standings" aria-label={t('table.end.score')}>
        <caption>{t('table.end.after')(m.results.length)}</caption>
        <tbody>
          {order.map((seat) => (
            <tr
              key={seat}
              class={`${seat === loser ? 'lost' : ''}${m.marks[seat] === best ? ' leading' : ''}`}
            >
              <th>{nameOf(seat)}</th>
              <td class="mark-icons" aria-label={t('table.end.marks')(m.marks[seat]!)}>
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
          ? t('table.end.dealsAgain')(nameOf(view.dealer), isYou(view.dealer))
          : t('table.end.dealsNext')(nameOf(loser), you)}
      </p>
      <HintsNote />
      <div class="form-buttons">
        <button type="button" class="btn" onClick={() => (dialog.value = 'new')}>
          {t('table.end.newMatch')}
        </button>
        <button type="button" class="btn" onClick={() => (endDismissed.value = true)}>
          {t('table.end.seeTable')}
        </button>
        <button type="button" class="btn" data-action="watch-replay" onClick={watchReplay}>
          {t('table.end.watch')}
        </button>
        <button type="button" class="btn" data-action="review" onClick={reviewThisDeal}>
          {t('table.end.review')}
        </button>
        <button
          type="button"
          class="btn primary"
          data-action="again"
          data-autofocus
          onClick={() => dealNext()}
        >
          {t('table.end.again')}
        </button>
      </div>
    </Modal>
  );
}
