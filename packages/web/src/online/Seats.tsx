// The room's seats: who sits where (a person with his name, or a bot), who is here, away or
// played for by a bot, the marks; "Sit here" on an open seat (with the remembered name), and
// "Leave seat" for your own while no deal is being played. A seat's state is a word (and a
// colour), never a colour alone.

import { isRated, type SeatInfo } from '@kaschlan/protocol';
import { useState } from 'preact/hooks';
import { me as player, rename } from '../account/me';
import { t } from '../i18n';
import { Marks } from '../table/Marks';
import { NAME_MAX } from './limits';
import {
  playing,
  rememberedName,
  rememberName,
  roomState,
  seatName,
  seats,
  send,
  you,
} from './room-store';
import { problemText } from './words';

function stateWord(s: SeatInfo): string {
  if (s.kind !== 'human') return t('online.state.bot');
  if (s.status === 'open') return t('online.state.open');
  if (s.botPlaying) return t('online.state.botPlaying');
  return s.status === 'here' ? t('online.state.here') : t('online.state.away');
}

export function Seats() {
  // Your player's name by default (issue 13; a rated room seats you under it anyway).
  const [typed, setName] = useState<string | null>(null);
  const name = typed ?? player.value?.name ?? rememberedName();
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const me = you.value;
  const list = seats.value;
  const canSit = me === null && list.some((s) => s.status === 'open');
  const sit = async (seat: number) => {
    const clean = name.trim();
    if (clean === '') {
      setMissing(true);
      return;
    }
    rememberName(clean);
    // A rated room seats you under your player's own name (issue 13): a new one typed here
    // becomes your name first.
    const options = roomState.value?.room?.options;
    const mine = player.value;
    if (options && isRated(options) && mine && clean !== mine.name) {
      const renamed = await rename(clean);
      if (!renamed.ok) {
        setProblem(
          renamed.code === 'NAME_TAKEN' ? t('account.error.NAME_TAKEN') : problemText(renamed),
        );
        return;
      }
    }
    send({ type: 'sit', seat, name: clean });
  };
  return (
    <div class="online-seats-box">
      {canSit && (
        <label class="field name-field">
          {t('online.seats.yourName')}
          <input
            type="text"
            data-field="name"
            maxLength={NAME_MAX}
            autocomplete="nickname"
            placeholder={t('online.seats.namePlaceholder')}
            value={name}
            aria-invalid={missing || problem ? 'true' : undefined}
            aria-describedby={missing || problem ? 'name-missing' : undefined}
            onInput={(e) => {
              setName((e.currentTarget as HTMLInputElement).value);
              setMissing(false);
              setProblem(null);
            }}
          />
          {(missing || problem) && (
            <span class="field-error" id="name-missing" role="alert">
              {problem ?? t('online.seats.nameMissing')}
            </span>
          )}
        </label>
      )}
      <ol class="online-seats">
        {list.map((s) => (
          <li
            key={s.seat}
            class={`online-seat${s.seat === me ? ' mine' : ''}`}
            data-seat-row={s.seat}
            data-status={s.status}
          >
            <span class="seat-no">{s.seat + 1}</span>
            <span class="online-seat-who">
              <span class="online-seat-name">
                {s.kind === 'human' && s.name === null ? t('online.seats.open') : seatName(s.seat)}
                {s.seat === me && <span class="you-word"> {t('online.seats.you')}</span>}
              </span>
              <span class={`online-seat-state ${s.status}`}>{stateWord(s)}</span>
            </span>
            <Marks count={s.marks} />
            {s.status === 'open' && me === null && (
              <button
                type="button"
                class="btn small primary"
                data-sit={s.seat}
                aria-label={t('online.seats.sitAt')(s.seat + 1)}
                onClick={() => void sit(s.seat)}
              >
                {t('online.seats.sit')}
              </button>
            )}
            {s.seat === me && !playing.value && (
              <button
                type="button"
                class="btn small"
                data-action="leave-seat"
                onClick={() => send({ type: 'leave' })}
              >
                {t('online.seats.leave')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Deal" for a seated player once every human seat is taken; what is missing otherwise. */
export function DealButton(props: { label: string }) {
  const me = you.value;
  const open = seats.value.filter((s) => s.status === 'open').length;
  const link = roomState.value?.link;
  if (me === null)
    return <p class="hint">{open > 0 ? t('online.seats.watch') : t('online.seats.watching')}</p>;
  return (
    <div class="deal-row">
      <button
        type="button"
        class="btn primary big"
        data-action="online-deal"
        disabled={open > 0 || link !== 'open'}
        onClick={() => send({ type: 'deal' })}
      >
        {props.label}
      </button>
      {open > 0 && <span class="hint">{t('online.seats.waiting')(open)}</span>}
    </div>
  );
}
