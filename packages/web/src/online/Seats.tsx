// The room's seats: who sits where (a person with his name, or a bot), who is here, away or
// played for by a bot, the marks; "Sit here" on an open seat (with the remembered name), and
// "Leave seat" for your own while no deal is being played.

import type { SeatInfo } from '@kaschlan/protocol';
import { useState } from 'preact/hooks';
import { Marks } from '../table/Marks';
import { NAME_MAX } from './limits';
import { playing, rememberedName, rememberName, roomState, seats, send, you } from './room-store';

function stateWord(s: SeatInfo): string {
  if (s.kind !== 'human') return `${s.kind} bot`;
  if (s.status === 'open') return 'open';
  if (s.botPlaying) return 'away: a bot plays';
  return s.status === 'here' ? 'here' : 'away';
}

export function Seats() {
  const [name, setName] = useState(rememberedName);
  const [missing, setMissing] = useState(false);
  const me = you.value;
  const list = seats.value;
  const canSit = me === null && list.some((s) => s.status === 'open');
  const sit = (seat: number) => {
    const clean = name.trim();
    if (clean === '') {
      setMissing(true);
      return;
    }
    rememberName(clean);
    send({ type: 'sit', seat, name: clean });
  };
  return (
    <div class="online-seats-box">
      {canSit && (
        <label class="field name-field">
          Your name
          <input
            type="text"
            data-field="name"
            maxLength={NAME_MAX}
            autocomplete="nickname"
            placeholder="The name others see"
            value={name}
            aria-invalid={missing ? 'true' : undefined}
            onInput={(e) => {
              setName((e.currentTarget as HTMLInputElement).value);
              setMissing(false);
            }}
          />
          {missing && <span class="field-error">Type a name first.</span>}
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
                {s.kind === 'human' ? (s.name ?? 'Open seat') : s.name}
                {s.seat === me && <span class="you-word"> (you)</span>}
              </span>
              <span class={`online-seat-state ${s.status}`}>{stateWord(s)}</span>
            </span>
            <Marks count={s.marks} />
            {s.status === 'open' && me === null && (
              <button
                type="button"
                class="btn small primary"
                data-sit={s.seat}
                onClick={() => sit(s.seat)}
              >
                Sit here
              </button>
            )}
            {s.seat === me && !playing.value && (
              <button
                type="button"
                class="btn small"
                data-action="leave-seat"
                onClick={() => send({ type: 'leave' })}
              >
                Leave seat
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
    return (
      <p class="hint">
        {open > 0 ? 'Take a seat to play, or stay and watch.' : 'You are watching this room.'}
      </p>
    );
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
      {open > 0 && (
        <span class="hint">
          Waiting for {open} more player{open === 1 ? '' : 's'} to sit down.
        </span>
      )}
    </div>
  );
}
