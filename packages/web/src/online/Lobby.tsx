// The lobby (/online): the public rooms, refreshed every few seconds, each to join or to
// watch, and the form to create a room. Private rooms are not listed: they are reached by
// their invite link only.

import type { LobbyRoom } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { navigate } from '../state/route';
import { listRooms, type Refusal } from './api';
import { CreateRoom } from './CreateRoom';
import { OnlineTop } from './OnlineTop';
import { presetShort, problemText } from './words';
import '../styles/online.css';
import '../styles/players.css';

const REFRESH_MS = 4000;

type Listing =
  | { readonly state: 'loading' }
  | { readonly state: 'ok'; readonly rooms: readonly LobbyRoom[] }
  | { readonly state: 'error'; readonly refusal: Refusal };

function useRooms(): Listing {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const load = async () => {
      timer = null;
      if (document.visibilityState === 'visible') {
        const answer = await listRooms();
        if (!alive) return;
        setListing(
          answer.ok
            ? { state: 'ok', rooms: answer.value.rooms }
            : { state: 'error', refusal: answer },
        );
      }
      if (alive) timer = setTimeout(load, REFRESH_MS);
    };
    void load();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || timer === null) return;
      clearTimeout(timer);
      void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return listing;
}

function RoomRow(props: { room: LobbyRoom }) {
  const { room } = props;
  const open = room.open > 0;
  const facts = [
    t('online.players')(room.players),
    presetShort(room.preset),
    t(`online.phase.${room.phase}`),
    ...(room.spectators > 0 ? [t('online.lobby.spectators')(room.spectators)] : []),
  ];
  return (
    <li class="lobby-room" data-room={room.id}>
      <div class="lobby-room-text">
        <strong class="lobby-room-name">
          {room.name}{' '}
          <span class={`room-mark ${room.rated ? 'rated' : 'casual'}`} data-rated={room.rated}>
            {room.rated ? t('players.rated') : t('players.casual')}
          </span>
        </strong>
        <span class="lobby-room-facts">{facts.join(' · ')}</span>
      </div>
      <span class={`lobby-open${open ? ' has-seats' : ''}`}>
        {open ? t('online.lobby.openSeats')(room.open) : t('online.lobby.full')}
      </span>
      <a
        class={`btn small${open ? ' primary' : ''}`}
        href={`/room/${room.id}`}
        data-action={open ? 'join' : 'watch'}
        aria-label={
          open ? t('online.lobby.joinRoom')(room.name) : t('online.lobby.watchRoom')(room.name)
        }
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          navigate(`/room/${room.id}`);
        }}
      >
        {open ? t('online.lobby.join') : t('online.lobby.watch')}
      </a>
    </li>
  );
}

export function Lobby() {
  const listing = useRooms();
  return (
    <>
      <OnlineTop title={t('online.title')} />
      <main class="online-page lobby">
        <section class="panel lobby-quick" aria-labelledby="lobby-quick">
          <h2 id="lobby-quick">{t('quick.lobby.title')}</h2>
          <p class="hint">{t('quick.lobby.text')}</p>
          <a
            class="btn primary"
            href="/play-now"
            data-action="lobby-quick"
            onClick={(e) => {
              if (e.ctrlKey || e.metaKey || e.shiftKey) return;
              e.preventDefault();
              navigate('/play-now');
            }}
          >
            {t('quick.play')}
          </a>
        </section>
        <section class="panel lobby-list" aria-labelledby="lobby-rooms">
          <h2 id="lobby-rooms">{t('online.lobby.rooms')}</h2>
          {listing.state === 'loading' && <p class="hint">{t('online.lobby.loading')}</p>}
          {listing.state === 'error' && (
            <p class="form-error" role="alert">
              {t('online.lobby.failed')(problemText(listing.refusal))}
            </p>
          )}
          {listing.state === 'ok' && listing.rooms.length === 0 && (
            <p class="hint" data-empty-lobby>
              {t('online.lobby.empty')}
            </p>
          )}
          {listing.state === 'ok' && listing.rooms.length > 0 && (
            <ul class="lobby-rooms">
              {listing.rooms.map((room) => (
                <RoomRow key={room.id} room={room} />
              ))}
            </ul>
          )}
          <p class="hint">{t('online.lobby.note')}</p>
        </section>
        <section class="panel lobby-create" aria-labelledby="lobby-create">
          <h2 id="lobby-create">{t('online.create.title')}</h2>
          <CreateRoom />
        </section>
      </main>
    </>
  );
}
