// An online room as the page knows it, and the one pure function that changes it: each input
// (the socket opened or closed, a server message, something the player did) gives the next
// state and the messages to send. Views arrive as deltas (`eventsFrom`) and every room or
// game message carries a `seq` one higher than the last; a gap of either kind asks for a
// fresh snapshot (`sync`), and until it comes nothing half-known is shown (docs/PROTOCOL.md).

import type { Action, Seat } from '@kaschlan/engine';
import type {
  ChatLine,
  ClientMessage,
  GameUpdate,
  RoomInfo,
  ServerMessage,
} from '@kaschlan/protocol';
import { CHAT_MAX } from './limits';

/**
 * connecting: the first snapshot has not come yet; open: in step with the server;
 * reconnecting: the socket was lost (or is back, before its snapshot); gone: no such room.
 */
export type Link = 'connecting' | 'open' | 'reconnecting' | 'gone';

/** Where a refusal is shown: under the table (game), with the seats (room), in the chat. */
export type Area = 'game' | 'room' | 'chat';

export interface Problem {
  readonly area: Area;
  /** Stable: the page words the problem by it, in the player's language (words.ts). */
  readonly code: string;
  /** The server's sentence (English), shown only for a code the page has no words for. */
  readonly message: string;
}

export interface RoomState {
  readonly roomId: string;
  readonly link: Link;
  /** The socket is open (a snapshot may still be on its way). */
  readonly socket: boolean;
  /** This browser's seat token for the room, if it has one. */
  readonly token: string | null;
  /** The last `seq` taken in; -1 before a snapshot. */
  readonly seq: number;
  /** A snapshot was asked for: room and game messages wait for it. */
  readonly syncing: boolean;
  readonly room: RoomInfo | null;
  readonly you: Seat | null;
  /** The deal, its view holding every event so far (the deltas put together). */
  readonly game: GameUpdate | null;
  readonly chat: readonly ChatLine[];
  readonly problem: Problem | null;
  /** An action was sent and not answered yet (no second one meanwhile). */
  readonly pending: boolean;
  /** What the last request was about, to show its refusal in the right place. */
  readonly asked: Area | null;
}

export type Input =
  | { readonly type: 'opened' }
  | { readonly type: 'closed' }
  | { readonly type: 'received'; readonly message: ServerMessage }
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'sit'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'leave' }
  | { readonly type: 'deal' }
  | { readonly type: 'chat'; readonly text: string }
  | { readonly type: 'dismiss' };

export interface Step {
  readonly state: RoomState;
  readonly send: readonly ClientMessage[];
  /** The seat token to keep (a string) or to forget (null); undefined: no change. */
  readonly token?: string | null;
  /** Drop the socket and connect again after a pause (entering or catching up failed). */
  readonly retry?: boolean;
}

/** Chat lines kept on the page. */
export const CHAT_SHOWN = 100;

export function initialState(roomId: string, token: string | null): RoomState {
  return {
    roomId,
    link: 'connecting',
    socket: false,
    token,
    seq: -1,
    syncing: false,
    room: null,
    you: null,
    game: null,
    chat: [],
    problem: null,
    pending: false,
    asked: null,
  };
}

const hello = (s: RoomState): ClientMessage =>
  s.token === null
    ? { type: 'hello', room: s.roomId }
    : { type: 'hello', room: s.roomId, token: s.token };

const same = (state: RoomState): Step => ({ state, send: [] });

/** Ask for a snapshot: everything after a gap is unreliable until it comes. */
const resync = (state: RoomState): Step => ({
  state: { ...state, syncing: true, pending: false },
  send: [{ type: 'sync' }],
});

/**
 * The deal after `update`: a full view (`eventsFrom` 0) replaces, a delta appends its events
 * to ours. Null when the delta does not continue what we hold (a missed message).
 */
export function mergeUpdate(held: GameUpdate | null, update: GameUpdate): GameUpdate | null {
  if (update.eventsFrom === 0) return update;
  if (!held || held.game !== update.game || held.view.events.length !== update.eventsFrom)
    return null;
  return {
    ...update,
    view: { ...update.view, events: [...held.view.events, ...update.view.events] },
  };
}

function addChat(chat: readonly ChatLine[], line: ChatLine): readonly ChatLine[] {
  if (chat.some((c) => c.n === line.n)) return chat;
  const next = [...chat, line].sort((a, b) => a.n - b.n);
  return next.length > CHAT_SHOWN ? next.slice(-CHAT_SHOWN) : next;
}

function receive(state: RoomState, m: ServerMessage): Step {
  switch (m.type) {
    case 'welcome': {
      const s: RoomState = {
        ...state,
        link: 'open',
        seq: m.seq,
        syncing: false,
        room: m.room,
        you: m.you,
        game: m.game,
        chat: m.chat.slice(-CHAT_SHOWN),
        pending: false,
        // A snapshot ends any trouble but a lost seat, which the player should read about.
        problem: seatLost(state.problem) ? state.problem : null,
      };
      // No seat any more (left it): the token opens nothing now.
      if (m.you === null && state.token !== null)
        return { state: { ...s, token: null }, send: [], token: null };
      return same(s);
    }
    case 'room':
    case 'game': {
      if (state.syncing || state.seq < 0) return same(state); // the snapshot will have it
      if (m.seq !== state.seq + 1) return resync(state);
      if (m.type === 'room') {
        // Our seat open again: it was given up in another tab of ours. We watch now.
        if (state.you !== null && m.room.seats[state.you]?.status === 'open')
          return {
            state: { ...state, seq: m.seq, room: m.room, you: null, token: null },
            send: [],
            token: null,
          };
        return same({ ...state, seq: m.seq, room: m.room });
      }
      const game = mergeUpdate(state.game, m.update);
      if (!game) return resync(state);
      const newDeal = state.game?.game !== game.game;
      return same({
        ...state,
        seq: m.seq,
        game,
        pending: false,
        problem: newDeal && state.problem?.area === 'game' ? null : state.problem,
      });
    }
    case 'seated':
      return {
        state: { ...state, token: m.token, you: m.seat, problem: null },
        send: [],
        token: m.token,
      };
    case 'chat':
      return same({ ...state, chat: addChat(state.chat, m.line) });
    case 'error': {
      const problem = { code: m.code, message: m.message };
      if (m.code === 'BAD_TOKEN') {
        // The token opens no seat here (the seat was given up, or the room is new): watch.
        const s: RoomState = {
          ...state,
          token: null,
          problem: {
            area: 'room',
            code: m.code,
            message: 'The seat this browser had here is no longer yours: you are watching.',
          },
        };
        return { state: s, send: [hello(s)], token: null };
      }
      if (m.for === 'hello' && (m.code === 'SEAT_NOT_YOURS' || m.code === 'NO_SESSION')) {
        // A rated seat opens only to its player's session (signed out, another account
        // signed in): watch, and keep the token for when he signs in again.
        const s: RoomState = { ...state, token: null, problem: { area: 'room', ...problem } };
        return { state: s, send: [hello(s)] };
      }
      if (m.code === 'NO_ROOM')
        return same({ ...state, link: 'gone', problem: { area: 'room', ...problem } });
      // No snapshot came (the server was busy, the room is moving): try again in a while,
      // rather than sit on a socket that shows nothing.
      if (state.seq < 0 || state.syncing)
        return {
          state: { ...state, problem: { area: 'room', ...problem } },
          send: [],
          retry: true,
        };
      const area = state.asked ?? 'game';
      return same({
        ...state,
        problem: { area, ...problem },
        pending: area === 'game' ? false : state.pending,
      });
    }
    case 'pong':
      return same(state);
  }
}

/** The trouble of a hello whose token opened no seat (the client watches instead). */
const seatLost = (p: RoomState['problem']): boolean =>
  p?.area === 'room' && ['BAD_TOKEN', 'SEAT_NOT_YOURS', 'NO_SESSION'].includes(p.code);

const offline = (state: RoomState, area: Area): Step =>
  same({
    ...state,
    problem: {
      area,
      code: 'OFFLINE',
      message: 'Not connected to the server: wait for the connection to come back.',
    },
  });

const ready = (state: RoomState): boolean =>
  state.socket && state.link === 'open' && !state.syncing;

/** The next state after `input`, and what to send. */
export function reduce(state: RoomState, input: Input): Step {
  switch (input.type) {
    case 'opened': {
      const s: RoomState = { ...state, socket: true, seq: -1, syncing: false, pending: false };
      return { state: s, send: [hello(s)] };
    }
    case 'closed':
      return same({
        ...state,
        socket: false,
        link:
          state.link === 'gone'
            ? 'gone'
            : state.link === 'connecting'
              ? 'connecting'
              : 'reconnecting',
        seq: -1,
        syncing: false,
        pending: false,
      });
    case 'received':
      return receive(state, input.message);
    case 'act': {
      const g = state.game;
      if (!g || state.you === null || input.action.seat !== state.you || g.view.over)
        return same(state);
      if (!ready(state)) return offline(state, 'game');
      if (state.pending) return same(state);
      return {
        state: {
          ...state,
          pending: true,
          asked: 'game',
          problem: state.problem?.area === 'game' ? null : state.problem,
        },
        send: [{ type: 'act', game: g.game, move: g.move, action: input.action }],
      };
    }
    case 'sit':
    case 'leave':
    case 'deal': {
      if (!ready(state)) return offline(state, 'room');
      const message: ClientMessage =
        input.type === 'sit'
          ? { type: 'sit', seat: input.seat, name: input.name }
          : { type: input.type };
      return {
        state: { ...state, asked: 'room', problem: null },
        send: [message],
      };
    }
    case 'chat': {
      const text = input.text.trim();
      if (text === '') return same(state);
      if (text.length > CHAT_MAX)
        return same({
          ...state,
          problem: {
            area: 'chat',
            code: 'TOO_LONG',
            message: `A chat line is at most ${CHAT_MAX} characters.`,
          },
        });
      if (!ready(state)) return offline(state, 'chat');
      return {
        state: {
          ...state,
          asked: 'chat',
          problem: state.problem?.area === 'chat' ? null : state.problem,
        },
        send: [{ type: 'chat', text }],
      };
    }
    case 'dismiss':
      return same({ ...state, problem: null });
  }
}
