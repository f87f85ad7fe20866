// Quick play (/play-now, issue 13): choose the table (2 to 5 players, a preset or any) and the
// wait before bots, press "Play now", wait in the queue (the time waited, Cancel), and once
// matched go to the room holding the seat's token where the room keeps seat tokens
// (online/room-store.ts). The server deals the first deal once they come. The table asked
// for is remembered on this device (choice.ts).

import { PRESET_NAMES } from '@kaschlan/engine';
import {
  QUICK_WAIT_DEFAULT,
  QUICK_WAIT_MAX,
  QUICK_WAIT_MIN,
  type QuickPreset,
} from '@kaschlan/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import type { Refusal } from '../online/api';
import { OnlineTop } from '../online/OnlineTop';
import { keepSeatToken } from '../online/room-store';
import { presetShort, problemText } from '../online/words';
import { navigate } from '../state/route';
import { Segmented } from '../widgets/Segmented';
import { joinQueue, leaveQueue, pollTicket } from './api';
import { keepChoice, readChoice } from './choice';
import '../styles/online.css';
import '../styles/quick.css';

const PLAYER_COUNTS = [2, 3, 4, 5] as const;
const PRESETS: readonly QuickPreset[] = ['any', ...PRESET_NAMES];
const WAITS = [QUICK_WAIT_MIN, 10, QUICK_WAIT_DEFAULT, 30, 60, QUICK_WAIT_MAX] as const;
/** Between polls of the ticket (ms): a match is seen about this soon; polling keeps it alive. */
const POLL_MS = 1000;

type Phase =
  | { readonly state: 'choose'; readonly problem: string | null }
  | { readonly state: 'joining' }
  | { readonly state: 'waiting'; readonly ticket: string; readonly since: number }
  | { readonly state: 'matched' };

const QUICK_CODES = new Set(['QUEUE_FULL', 'TOO_MANY_TICKETS', 'RATE_LIMITED']);

function quickProblem(r: Refusal): string {
  return QUICK_CODES.has(r.code)
    ? t(`quick.error.${r.code as 'QUEUE_FULL'}`)
    : t('quick.failed')(problemText(r));
}

/** 0:07, 1:15 */
const clock = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function QuickPlay() {
  const [chosen] = useState(readChoice);
  const [players, setPlayers] = useState<number>(chosen.players);
  const [preset, setPreset] = useState<QuickPreset>(chosen.preset);
  const [wait, setWait] = useState<number>(chosen.wait);
  const [phase, setPhase] = useState<Phase>({ state: 'choose', problem: null });
  const [now, setNow] = useState(Date.now());
  // The ticket to give back if the page is left while it waits.
  const held = useRef<string | null>(null);

  useEffect(() => () => held.current !== null && leaveQueue(held.current), []);

  useEffect(() => {
    if (phase.state !== 'waiting') return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const poll = async () => {
      const answer = await pollTicket(phase.ticket);
      if (!alive) return;
      setNow(Date.now());
      if (answer.ok && answer.value.state === 'matched') {
        const { room, token } = answer.value;
        held.current = null;
        keepSeatToken(room, token);
        setPhase({ state: 'matched' });
        navigate(`/room/${room}`);
        return;
      }
      if (!answer.ok && answer.code === 'NO_TICKET') {
        held.current = null;
        setPhase({ state: 'choose', problem: t('quick.lost') });
        return;
      }
      // Waiting, or a passing failure (the network): ask again.
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      alive = false;
      if (timer !== null) clearTimeout(timer);
    };
  }, [phase]);

  const play = async (e: Event) => {
    e.preventDefault();
    setPhase({ state: 'joining' });
    keepChoice({ players, preset, wait });
    const answer = await joinQueue({ players, preset, waitSeconds: wait });
    if (!answer.ok) {
      setPhase({ state: 'choose', problem: quickProblem(answer) });
      return;
    }
    held.current = answer.value.ticket;
    setNow(Date.now());
    setPhase({ state: 'waiting', ticket: answer.value.ticket, since: Date.now() });
  };

  const cancel = () => {
    if (phase.state === 'waiting') leaveQueue(phase.ticket);
    held.current = null;
    setPhase({ state: 'choose', problem: null });
  };

  return (
    <>
      <OnlineTop title={t('quick.title')} />
      <main class="online-page quick-page" data-screen="QuickPlay">
        <section class="panel" aria-labelledby="quick-title">
          <h1 id="quick-title">{t('quick.title')}</h1>
          <p class="hint">{t('quick.intro')}</p>
          {phase.state === 'waiting' || phase.state === 'matched' ? (
            <div class="quick-waiting" data-quick="waiting">
              <p role="status" aria-live="polite">
                <strong>
                  {phase.state === 'matched' ? t('quick.matched') : t('quick.waiting')}
                </strong>
              </p>
              {phase.state === 'waiting' && (
                <>
                  <p class="quick-clock" data-waited>
                    {t('quick.waited')(clock(now - phase.since))}
                  </p>
                  <p class="hint">{t('quick.botsAfter')(wait)}</p>
                  <div class="form-buttons">
                    <button type="button" class="btn" data-action="quick-cancel" onClick={cancel}>
                      {t('quick.cancel')}
                    </button>
                  </div>
                </>
              )}
            </div>
          ) : (
            <form class="quick-form" onSubmit={play} aria-label={t('quick.title')}>
              <div class="field">
                {t('quick.players')}
                <Segmented
                  name="quick-players"
                  legend={t('quick.players')}
                  value={players}
                  options={PLAYER_COUNTS}
                  label={(n) => String(n)}
                  onChange={setPlayers}
                />
              </div>
              <label class="field">
                {t('quick.preset')}
                <select
                  data-field="quick-preset"
                  value={preset}
                  onChange={(e) =>
                    setPreset((e.currentTarget as HTMLSelectElement).value as QuickPreset)
                  }
                >
                  {PRESETS.map((p) => (
                    <option key={p} value={p}>
                      {p === 'any' ? t('quick.anyPreset') : presetShort(p)}
                    </option>
                  ))}
                </select>
              </label>
              <label class="field">
                {t('quick.wait')}
                <select
                  data-field="quick-wait"
                  value={String(wait)}
                  onChange={(e) => setWait(Number((e.currentTarget as HTMLSelectElement).value))}
                >
                  {WAITS.map((s) => (
                    <option key={s} value={String(s)}>
                      {t('quick.seconds')(s)}
                    </option>
                  ))}
                </select>
              </label>
              <p class="hint">{t('quick.waitNote')}</p>
              <p class="hint">{t('quick.rated')}</p>
              {phase.state === 'choose' && phase.problem && (
                <p class="form-error" role="alert">
                  {phase.problem}
                </p>
              )}
              <div class="form-buttons">
                <button
                  type="submit"
                  class="btn primary"
                  data-action="quick-play"
                  disabled={phase.state === 'joining'}
                >
                  {phase.state === 'joining' ? t('quick.joining') : t('quick.play')}
                </button>
              </div>
            </form>
          )}
        </section>
      </main>
    </>
  );
}
