// Builders for the unit tests of the online room's client state: room and seat infos, a
// dealt game and its updates as the server sends them, snapshots, and feeding inputs to
// the reducer.

import { apply, type GameState, newGame, viewFor } from '@kaschlan/engine';
import type { GameUpdate, RoomInfo, SeatInfo, ServerMessage } from '@kaschlan/protocol';
import {
  type Input,
  initialState,
  type RoomState,
  reduce,
  type Step,
} from '../../src/online/state';

export const ROOM = 'abcdef123456';
export const GAME = 'game00000001';

export function seat(seat: number, patch: Partial<SeatInfo> = {}): SeatInfo {
  return { seat, kind: 'human', name: null, status: 'open', botPlaying: false, marks: 0, ...patch };
}

export function roomInfo(patch: Partial<RoomInfo> = {}): RoomInfo {
  return {
    id: ROOM,
    name: 'Table ABCD',
    options: {
      preset: 'illig',
      rules: {},
      seats: ['human', 'human', 'normal'],
      public: true,
      turnSeconds: 0,
    },
    phase: 'waiting',
    seats: [seat(0), seat(1), seat(2, { kind: 'normal', name: 'Normal bot', status: 'bot' })],
    spectators: 0,
    deals: 0,
    game: null,
    nextDealer: null,
    ...patch,
  };
}

export function dealt(): GameState {
  const started = newGame({ preset: 'illig', players: 3, seed: 7 });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** The update the server sends `viewer` with the events from `from` on. */
export function updateOf(state: GameState, viewer: number | 'spectator', from: number): GameUpdate {
  const view = viewFor(state, viewer);
  return {
    game: GAME,
    move: state.actions.length,
    view: { ...view, events: view.events.slice(from) },
    eventsFrom: from,
    deadline: null,
    record: null,
  };
}

/** Play the first legal action of whoever is to act. */
export function step1(state: GameState): GameState {
  const toAct = viewFor(state, 0).toAct!;
  const action = viewFor(state, toAct).legal[0]!;
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.state;
}

export const welcome = (
  seq: number,
  patch: Partial<Extract<ServerMessage, { type: 'welcome' }>> = {},
) =>
  ({
    type: 'welcome',
    seq,
    room: roomInfo(),
    you: null,
    game: null,
    chat: [],
    ...patch,
  }) as const satisfies ServerMessage;

export const received = (message: ServerMessage): Input => ({ type: 'received', message });

/** Feed `inputs` one after another; every message sent on the way, and the last step. */
export function run(
  state: RoomState,
  ...inputs: Input[]
): { state: RoomState; sent: unknown[]; last: Step } {
  const sent: unknown[] = [];
  let last: Step = { state, send: [] };
  for (const input of inputs) {
    last = reduce(last.state, input);
    sent.push(...last.send);
  }
  return { state: last.state, sent, last };
}

/** A room state that said hello and got its snapshot. */
export function connected(token: string | null = null, you: number | null = null): RoomState {
  return run(initialState(ROOM, token), { type: 'opened' }, received(welcome(5, { you }))).state;
}
