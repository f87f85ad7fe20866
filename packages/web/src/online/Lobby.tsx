// The lobby (/online): the public rooms, refreshed every few seconds, each to join or to
// watch, and the form to create a room. Private rooms are not listed: they are reached by
// their invite link only.

import type { LobbyRoom } from '@kaschlan/protocol';
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../state/route';
import { listRooms } from './api';
import { CreateRoom } from './CreateRoom';
import { OnlineTop } from './OnlineTop';
import '../styles/online.css';

const REFRESH_MS = 4000;

const PHASE_WORDS: Record<LobbyRoom['phase'], string> = {
  waiting: 'waiting to deal',
  playing: 'playing',
  between: 'between deals',
};

type Listing =
  | { readonly state: 'loading' }
  | { readonly state: 'ok'; readonly rooms: readonly LobbyRoom[] }
  | { readonly state: 'error'; readonly message: string };

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
            : { state: 'error', message: answer.message },
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
  return (
    <li class="lobby-room" data-room={room.id}>
      <div class="lobby-room-text">
        <strong class="lobby-room-name">{room.name}</strong>
        <span class="lobby-room-facts">
          {room.players} players · {room.preset} · {PHASE_WORDS[room.phase]}
          {room.spectators > 0 ? ` · ${room.spectators} watching` : ''}
        </span>
      </div>
      <span class={`lobby-open${open ? ' has-seats' : ''}`}>
        {open ? `${room.open} open seat${room.open === 1 ? '' : 's'}` : 'full'}
      </span>
      <a
        class={`btn small${open ? ' primary' : ''}`}
        href={`/room/${room.id}`}
        data-action={open ? 'join' : 'watch'}
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          navigate(`/room/${room.id}`);
        }}
      >
        {open ? 'Join' : 'Watch'}
      </a>
    </li>
  );
}

export function Lobby() {
  const listing = useRooms();
  return (
    <>
      <OnlineTop title="Play online" />
      <main class="online-page lobby">
        <section class="panel lobby-list" aria-labelledby="lobby-rooms">
          <h2 id="lobby-rooms">Open rooms</h2>
          {listing.state === 'loading' && <p class="hint">Looking for rooms…</p>}
          {listing.state === 'error' && (
            <p class="form-error" role="alert">
              The rooms could not be listed: {listing.message}. Trying again…
            </p>
          )}
          {listing.state === 'ok' && listing.rooms.length === 0 && (
            <p class="hint" data-empty-lobby>
              No public rooms right now. Create one, and send its link to your friends.
            </p>
          )}
          {listing.state === 'ok' && listing.rooms.length > 0 && (
            <ul class="lobby-rooms">
              {listing.rooms.map((room) => (
                <RoomRow key={room.id} room={room} />
              ))}
            </ul>
          )}
          <p class="hint">
            No account needed: pick a seat and a name. Private rooms are not listed; their invite
            link is the way in.
          </p>
        </section>
        <section class="panel lobby-create" aria-labelledby="lobby-create">
          <h2 id="lobby-create">Create a room</h2>
          <CreateRoom />
        </section>
      </main>
    </>
  );
}
