// The online room the page is in, as signals: the connection (connection.ts) feeds the state,
// and while the room's screen is up it is the table components' source
// (state/table-source.ts), so the table, its keys and its picks work exactly as offline, with
// actions going to the server. Seat tokens and the display name are kept in localStorage.

import type { Action, Seat, View } from '@kaschlan/engine';
import type { SeatInfo } from '@kaschlan/protocol';
import { computed, signal } from '@preact/signals';
import { t } from '../i18n';
import { commitTable, type SeatTag, showTable, type TableSource } from '../state/table-source';
import { OnlineClient } from './connection';
import type { Input, RoomState } from './state';
import { kindName, problemText } from './words';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

const tokenKey = (roomId: string) => `kaschlan.online.seat.${roomId}`;
const NAME_KEY = 'kaschlan.online.name';

function read(key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: not remembered, the room still works.
  }
}

/** Keep the seat token of room `roomId` (quick play hands one over before the room is entered). */
export const keepSeatToken = (roomId: string, token: string): void =>
  write(tokenKey(roomId), token);

/** The name this browser last sat down with. */
export const rememberedName = (): string => read(NAME_KEY) ?? '';
export const rememberName = (name: string): void => write(NAME_KEY, name.trim());

export const roomState = signal<RoomState | null>(null);
/** The server's clock minus ours (ms), for the turn timer. */
const offset = signal(0);
/** Now, on the server's clock, ticking while a turn timer runs. */
export const clock = signal(Date.now());
/** The end-of-deal panel was closed (for this deal). */
export const endClosed = signal<string | null>(null);

let client: OnlineClient | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
let hideTable: (() => void) | null = null;

export const seats = computed<readonly SeatInfo[]>(() => roomState.value?.room?.seats ?? []);
export const you = computed<Seat | null>(() => roomState.value?.you ?? null);
export const onlineView = computed<View | null>(() => roomState.value?.game?.view ?? null);
/** A deal is being played (the room's own phase is sent only when seats change). */
export const playing = computed(() => {
  const v = onlineView.value;
  return v !== null && !v.over;
});
/** Every human seat is taken: the deal may start. */
export const ready = computed(() => seats.value.every((s) => s.status !== 'open'));

/** A seat's name: the person's, a bot's level in the page's language, else "Seat 3". */
export function seatName(seat: Seat): string {
  const info = seats.value[seat];
  if (info && info.kind !== 'human') return kindName(info.kind);
  return info?.name ?? t('online.seat')(seat + 1);
}

/** A seat's name at the table: "You" for your own. */
function tableName(seat: Seat): string {
  return seat === you.value ? t('online.you') : seatName(seat);
}

function seatTags(seat: Seat): readonly SeatTag[] {
  const info = seats.value[seat];
  const tags: SeatTag[] = [];
  if (info?.kind === 'human') {
    if (info.botPlaying) tags.push({ text: t('online.tag.botPlaying'), kind: 'standin' });
    else if (info.status === 'away') tags.push({ text: t('online.tag.away'), kind: 'away' });
  }
  const g = roomState.value?.game;
  if (g && g.deadline !== null && g.view.toAct === seat && !g.view.over) {
    const left = Math.max(0, Math.ceil((g.deadline - clock.value) / 1000));
    tags.push({ text: t('online.tag.seconds')(left), kind: left <= 5 ? 'timer urgent' : 'timer' });
  }
  return tags;
}

/** What the table shows under the prompt: a refusal of an action, a room problem. */
const notice = computed(() => {
  const p = roomState.value?.problem;
  return p && p.area !== 'chat' ? problemText(p) : null;
});

const dealAgain = (): void => void send({ type: 'deal' });

/** The room's deal as the table components draw it, while the room's screen is up. */
const roomTable: TableSource = {
  get view() {
    return onlineView.value;
  },
  name: tableName,
  act: (action: Action) => send({ type: 'act', action }),
  isBot: (seat) => seats.value[seat]?.botPlaying ?? false,
  level: () => null, // a bot's name says its level
  marks: (seat) => seats.value[seat]?.marks ?? 0,
  tags: seatTags,
  get notice() {
    return notice.value;
  },
  // Only a player deals the next deal; a spectator waits for one.
  get nextDeal() {
    return you.value === null ? null : dealAgain;
  },
  showResults: () => {
    endClosed.value = null;
  },
};

/** Send what the player did; false when nothing went (not connected, not his turn...). */
export function send(input: Input): boolean {
  return client?.dispatch(input) ?? false;
}

function socketUrl(): string {
  return `${location.origin.replace(/^http/, 'ws')}/ws`;
}

/** Enter room `id`: connect (with this browser's seat token, if any) and keep connected. */
export function enterRoom(id: string): void {
  leaveRoom();
  endClosed.value = null;
  const c = new OnlineClient({
    roomId: id,
    url: socketUrl(),
    token: read(tokenKey(id)),
    connect: (url) => new WebSocket(url),
    clock: {
      now: Date.now,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    },
    onState: (next) => {
      const before = roomState.value;
      // A new deadline is counted from now, not from the last tick.
      if (next.game?.deadline != null) clock.value = Date.now() + offset.value;
      // A new view: the table measures its cards first, so they fly to their new places.
      if (before?.game?.view !== next.game?.view) commitTable(() => (roomState.value = next));
      else roomState.value = next;
    },
    onToken: (token) => write(tokenKey(id), token),
    onOffset: (ms) => (offset.value = ms),
  });
  client = c;
  ticker = setInterval(() => {
    if (roomState.value?.game?.deadline != null) clock.value = Date.now() + offset.value;
  }, 500);
  hideTable = showTable(roomTable);
  window.addEventListener('online', nudge);
  document.addEventListener('visibilitychange', nudge);
  c.start();
}

function nudge(): void {
  if (document.visibilityState === 'visible') client?.nudge();
}

/** Leave the room's screen: close the socket, give the table back. */
export function leaveRoom(): void {
  client?.stop();
  client = null;
  if (ticker) clearInterval(ticker);
  ticker = null;
  hideTable?.();
  hideTable = null;
  if (typeof window !== 'undefined') {
    window.removeEventListener('online', nudge);
    document.removeEventListener('visibilitychange', nudge);
  }
  roomState.value = null;
}
