// An online room (/room/<id>): before the first deal its seats, invite link and chat; while a
// deal is played the same table as offline, drawn from the server's view for your seat (or
// the spectator's), with the chat under the log; after it, every hand and the marks. The
// connection (room-store.ts) reconnects by itself; a reload finds the seat again through the
// token kept for this room.

import type { RoomInfo } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { ensureMe } from '../account/me';
import { t } from '../i18n';
import { logOpen } from '../shell/overlays';
import { navigate } from '../state/route';
import { clear, cursor } from '../state/selection';
import { tableKey } from '../table/keyboard';
import { Table } from '../table/Table';
import { Chat } from './Chat';
import { DealOver } from './DealOver';
import { Invite } from './Invite';
import { OnlineTop } from './OnlineTop';
import {
  endClosed,
  enterRoom,
  leaveRoom,
  onlineView,
  roomState,
  seatName,
  you,
} from './room-store';
import { DealButton, Seats } from './Seats';
import { Status } from './Status';
import { presetShort, problemText } from './words';
import '../styles/online.css';

function onKey(e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, [role="dialog"]')) return;
  const view = onlineView.value;
  if (!view) return;
  if (e.key === 'l' || e.key === 'L') logOpen.value = !logOpen.value;
  else if (view.over) return;
  // A focused button keeps Enter and Space for itself, unless the table cursor is in use.
  else if ((e.key === 'Enter' || e.key === ' ') && target?.closest('button') && !cursor.value)
    return;
  else if (!tableKey(e.key)) return;
  e.preventDefault();
}

function RoomFacts(props: { room: RoomInfo }) {
  const o = props.room.options;
  const r = o.rules;
  const facts = [
    t('online.players')(o.seats.length),
    t('online.facts.preset')(presetShort(o.preset)),
    ...(r.pack ? [t('online.cards')(r.pack)] : []),
    ...(r.coachman === undefined
      ? []
      : [r.coachman ? t('online.facts.coachman') : t('online.facts.noCoachman')]),
    ...(r.afterTake === undefined
      ? []
      : [r.afterTake === 'pass-on' ? t('online.facts.passOn') : t('online.facts.sameAttacker')]),
    ...(r.mustBeat === false ? [t('online.facts.takeAnyTime')] : []),
    o.turnSeconds > 0 ? t('online.facts.turn')(o.turnSeconds) : t('online.facts.noTimer'),
    o.public ? t('online.facts.listed') : t('online.facts.private'),
    // Rated or casual (issue 13), as the protocol's isRated says.
    (o.rated ?? o.public) ? t('players.rated') : t('players.casual'),
    ...(props.room.deals > 0 ? [t('online.facts.deals')(props.room.deals)] : []),
  ];
  return (
    <p class="room-facts" data-room-facts>
      <span class="sr-only">{t('online.room.facts')}: </span>
      {facts.join(' · ')}
    </p>
  );
}

function Score(props: { room: RoomInfo; deal: number }) {
  const me = you.value;
  return (
    <div class="score">
      <span class="deal-no">{t('online.score.deal')(props.deal)}</span>
      {props.room.seats.map((s) => (
        <span key={s.seat} class={`score-seat${s.marks > 0 ? ' marked' : ''}`}>
          {s.seat === me ? t('online.you') : seatName(s.seat)} <b aria-hidden="true">{s.marks}</b>
          <span class="sr-only">: {t('online.score.marks')(s.marks)}</span>
        </span>
      ))}
    </div>
  );
}

/** The log-and-chat drawer's button (small screens), with a dot for unread chat. */
function LogToggle() {
  const last = roomState.value?.chat.at(-1)?.n ?? 0;
  const [seen, setSeen] = useState(last);
  const open = logOpen.value;
  useEffect(() => {
    if (open) setSeen(last);
  }, [open, last]);
  return (
    <button
      type="button"
      class="btn small log-toggle"
      aria-expanded={open}
      aria-controls="log"
      onClick={() => (logOpen.value = !open)}
      title={t('online.log.title')}
    >
      {t('online.log.log')}
      <span class="wide-only"> {t('online.log.andChat')}</span>
      {last > seen && <span class="unread" role="img" aria-label={t('online.log.unread')} />}
    </button>
  );
}

export function Room(props: { id: string }) {
  const { id } = props;
  useEffect(() => {
    clear();
    let gone = false;
    // Who you are first (a first visit becomes a guest): the socket's upgrade then carries
    // the session cookie, and a seat you take is your player's (issue 13).
    void ensureMe().finally(() => {
      if (!gone) enterRoom(id);
    });
    return () => {
      gone = true;
      leaveRoom();
      clear();
    };
  }, [id]);
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const s = roomState.value;
  const room = s?.room ?? null;
  const status = s ? <Status link={s.link} socket={s.socket} /> : null;

  if (!s || !room)
    return (
      <>
        <OnlineTop title={t('online.room.title')} status={status} />
        <main class="online-page room-wait">
          <section class="panel room-missing">
            {s?.link === 'gone' ? (
              <>
                <h2>{t('online.room.missing')}</h2>
                <p>{s.problem ? problemText(s.problem) : t('online.error.NO_ROOM')}</p>
                <button type="button" class="btn primary" onClick={() => navigate('/online')}>
                  {t('online.room.toLobby')}
                </button>
              </>
            ) : (
              <p class="hint" aria-busy="true">
                {t('online.room.connecting')}
              </p>
            )}
          </section>
        </main>
      </>
    );

  const game = s.game;
  const me = s.you;
  const watching = me === null && <span class="watching">{t('online.room.watching')}</span>;

  if (!game) {
    const problem = s.problem?.area === 'room' ? s.problem : null;
    return (
      <>
        <OnlineTop title={room.name} status={status} />
        <main class="online-page room-wait">
          <div class="room-side">
            <section class="panel room-seats" aria-labelledby="room-seats">
              <h2 id="room-seats">
                {t('online.room.seats')} {watching}
              </h2>
              {problem && (
                <p class="form-error" role="alert" data-problem={problem.code}>
                  {problemText(problem)}
                </p>
              )}
              <Seats />
              <DealButton label={t('online.room.deal')} />
            </section>
            <section class="panel room-invite" aria-labelledby="room-invite">
              <h2 id="room-invite">{t('online.room.invite')}</h2>
              <Invite id={room.id} listed={room.options.public} />
              <RoomFacts room={room} />
            </section>
          </div>
          <section class="panel room-chat">
            <Chat />
          </section>
        </main>
      </>
    );
  }

  const deal = room.deals + (game.view.over ? 0 : 1);
  return (
    <>
      <OnlineTop
        title={room.name}
        status={
          <>
            {status}
            {watching}
          </>
        }
        score={<Score room={room} deal={deal} />}
        buttons={<LogToggle />}
      />
      <Table view={game.view} me={me ?? 0} logOpen={logOpen.value} aside={<Chat />} />
      {game.view.over && endClosed.value !== game.game && <DealOver update={game} />}
    </>
  );
}
