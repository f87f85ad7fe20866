// An online room (/room/<id>): before the first deal its seats, invite link and chat; while a
// deal is played the same table as offline, drawn from the server's view for your seat (or
// the spectator's), with the chat under the log; after it, every hand and the marks. The
// connection (room-store.ts) reconnects by itself; a reload finds the seat again through the
// token kept for this room.

import type { RoomInfo } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../state/route';
import { clear, cursor } from '../state/selection';
import { lent } from '../state/store';
import { tableKey } from '../table/keyboard';
import { Table } from '../table/Table';
import { logOpen } from '../ui/overlays';
import { Chat } from './Chat';
import { DealOver } from './DealOver';
import { Invite } from './Invite';
import { OnlineTop } from './OnlineTop';
import { endClosed, enterRoom, leaveRoom, roomState, seatName, you } from './room-store';
import { DealButton, Seats } from './Seats';
import { Status } from './Status';
import '../styles/online.css';

function onKey(e: KeyboardEvent): void {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, select, textarea, [role="dialog"]')) return;
  const table = lent.value;
  if (!table) return;
  if (e.key === 'l' || e.key === 'L') logOpen.value = !logOpen.value;
  else if (table.view.over) return;
  // A focused button keeps Enter and Space for itself, unless the table cursor is in use.
  else if ((e.key === 'Enter' || e.key === ' ') && target?.closest('button') && !cursor.value)
    return;
  else if (!tableKey(e.key)) return;
  e.preventDefault();
}

function RoomFacts(props: { room: RoomInfo }) {
  const o = props.room.options;
  const facts = [
    `${o.seats.length} players`,
    `preset ${o.preset}`,
    ...(o.rules.pack ? [`${o.rules.pack} cards`] : []),
    ...(o.rules.coachman === undefined ? [] : [o.rules.coachman ? 'coachman' : 'no coachman']),
    ...(o.rules.afterTake ? [o.rules.afterTake] : []),
    ...(o.rules.mustBeat === false ? ['taking allowed any time'] : []),
    o.turnSeconds > 0 ? `${o.turnSeconds} s a turn` : 'no turn timer',
    o.public ? 'listed in the lobby' : 'private',
  ];
  return <p class="room-facts">{facts.join(' · ')}</p>;
}

function Score(props: { room: RoomInfo; deal: number }) {
  const me = you.value;
  return (
    <div class="score">
      <span class="deal-no">Deal {props.deal}</span>
      {props.room.seats.map((s) => (
        <span key={s.seat} class={`score-seat${s.marks > 0 ? ' marked' : ''}`}>
          {s.seat === me ? 'You' : seatName(s.seat)} <b>{s.marks}</b>
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
      title="Log and chat (L)"
    >
      Log<span class="wide-only"> &amp; chat</span>
      {last > seen && <span class="unread" role="img" aria-label="new chat lines" />}
    </button>
  );
}

export function Room(props: { id: string }) {
  const { id } = props;
  useEffect(() => {
    clear();
    enterRoom(id);
    return () => {
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
        <OnlineTop title="Online room" status={status} />
        <main class="online-page room-wait">
          <section class="panel room-missing">
            {s?.link === 'gone' ? (
              <>
                <h2>No such room</h2>
                <p>{s.problem?.message ?? 'This room does not exist, or it was closed.'}</p>
                <button type="button" class="btn primary" onClick={() => navigate('/online')}>
                  To the lobby
                </button>
              </>
            ) : (
              <p class="hint" aria-busy="true">
                Connecting to the room…
              </p>
            )}
          </section>
        </main>
      </>
    );

  const game = s.game;
  const table = lent.value;
  const me = s.you;
  const watching = me === null && <span class="watching">Watching</span>;

  if (!game || !table) {
    const problem = s.problem?.area === 'room' ? s.problem : null;
    return (
      <>
        <OnlineTop title={room.name} status={status} />
        <main class="online-page room-wait">
          <div class="room-side">
            <section class="panel room-seats" aria-labelledby="room-seats">
              <h2 id="room-seats">Seats {watching}</h2>
              {problem && (
                <p class="form-error" role="alert" data-problem={problem.code}>
                  {problem.message}
                </p>
              )}
              <Seats />
              <DealButton label="Deal" />
            </section>
            <section class="panel room-invite" aria-labelledby="room-invite">
              <h2 id="room-invite">Invite</h2>
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
      <Table view={table.view} me={me ?? 0} logOpen={logOpen.value} aside={<Chat />} />
      {game.view.over && endClosed.value !== game.game && <DealOver update={game} />}
    </>
  );
}
