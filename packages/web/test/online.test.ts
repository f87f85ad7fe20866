// The online room's client state, without a browser: snapshots, views arriving as deltas,
// a gap in `seq` or in the events asks for a snapshot (and nothing half-known is shown
// meanwhile), seat tokens kept and forgotten, actions sent with the last move number, and
// the connection that reconnects by itself and says hello again.

import { type Action, apply, type GameState, newGame, viewFor } from '@kaschlan/engine';
import type { ChatLine, GameUpdate, RoomInfo, SeatInfo, ServerMessage } from '@kaschlan/protocol';
import { describe, expect, test } from 'vitest';
import { OnlineClient, retryDelay, type SocketLike } from '../src/online/connection';
import { CHAT_MAX } from '../src/online/limits';
import { handsAtDeal } from '../src/online/reveal';
import {
  type Input,
  initialState,
  mergeUpdate,
  type RoomState,
  reduce,
  type Step,
} from '../src/online/state';

// ---------------------------------------------------------------- builders

const ROOM = 'abcdef123456';
const GAME = 'game00000001';

function seat(seat: number, patch: Partial<SeatInfo> = {}): SeatInfo {
  return { seat, kind: 'human', name: null, status: 'open', botPlaying: false, marks: 0, ...patch };
}

function roomInfo(patch: Partial<RoomInfo> = {}): RoomInfo {
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

function dealt(): GameState {
  const started = newGame({ preset: 'illig', players: 3, seed: 7 });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

/** The update the server sends `viewer` with the events from `from` on. */
function updateOf(state: GameState, viewer: number | 'spectator', from: number): GameUpdate {
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
function step1(state: GameState): GameState {
  const toAct = viewFor(state, 0).toAct!;
  const action = viewFor(state, toAct).legal[0]!;
  const next = apply(state, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.state;
}

const welcome = (seq: number, patch: Partial<Extract<ServerMessage, { type: 'welcome' }>> = {}) =>
  ({
    type: 'welcome',
    seq,
    room: roomInfo(),
    you: null,
    game: null,
    chat: [],
    ...patch,
  }) as const satisfies ServerMessage;

const received = (message: ServerMessage): Input => ({ type: 'received', message });

/** Feed `inputs` one after another; every message sent on the way, and the last step. */
function run(
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
function connected(token: string | null = null, you: number | null = null): RoomState {
  return run(initialState(ROOM, token), { type: 'opened' }, received(welcome(5, { you }))).state;
}

// ---------------------------------------------------------------- the reducer

describe('entering a room', () => {
  test('an opened socket says hello, with the seat token when there is one', () => {
    expect(reduce(initialState(ROOM, null), { type: 'opened' }).send).toEqual([
      { type: 'hello', room: ROOM },
    ]);
    expect(reduce(initialState(ROOM, 'tok'), { type: 'opened' }).send).toEqual([
      { type: 'hello', room: ROOM, token: 'tok' },
    ]);
  });

  test('the snapshot makes the room open and sets seq, seat, deal and chat', () => {
    const line: ChatLine = { n: 3, seat: 0, name: 'Anna', text: 'hi', at: 1 };
    const s = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(9, { you: 0, chat: [line] })),
    ).state;
    expect(s).toMatchObject({ link: 'open', seq: 9, you: 0, chat: [line], socket: true });
  });

  test('room and game messages before the snapshot are left for it', () => {
    const s = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'room', seq: 1, room: roomInfo({ deals: 4 }) }),
    );
    expect(s.state.room).toBeNull();
    expect(s.sent).toEqual([{ type: 'hello', room: ROOM }]);
  });

  test('BAD_TOKEN forgets the token and enters again as a spectator', () => {
    const r = run(
      initialState(ROOM, 'old'),
      { type: 'opened' },
      received({ type: 'error', code: 'BAD_TOKEN', message: 'no seat' }),
    );
    expect(r.last.token).toBeNull();
    expect(r.state.token).toBeNull();
    expect(r.sent).toEqual([
      { type: 'hello', room: ROOM, token: 'old' },
      { type: 'hello', room: ROOM },
    ]);
  });

  test('NO_ROOM: the room is gone', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'NO_ROOM', message: 'there is no such room' }),
    );
    expect(r.state.link).toBe('gone');
    expect(r.state.problem?.message).toBe('there is no such room');
  });
});

describe('when the snapshot does not come', () => {
  test('an error instead of it drops the socket, to try again later', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'SERVER_BUSY', message: 'busy' }),
    );
    expect(r.last.retry).toBe(true);
    expect(r.state.problem?.code).toBe('SERVER_BUSY');
  });

  test('so does an error while catching up (a sync refused)', () => {
    const gap = reduce(connected(), received({ type: 'room', seq: 9, room: roomInfo() })).state;
    const r = reduce(gap, received({ type: 'error', code: 'INTERNAL', message: 'oops' }));
    expect(r.retry).toBe(true);
  });

  test('the snapshot that finally comes clears the trouble', () => {
    const r = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received({ type: 'error', code: 'SERVER_BUSY', message: 'busy' }),
      { type: 'closed' },
      { type: 'opened' },
      received(welcome(3)),
    );
    expect(r.state.problem).toBeNull();
  });
});

describe('seats', () => {
  test('sitting sends the name; the seat token is kept', () => {
    const r = run(
      connected(),
      { type: 'sit', seat: 1, name: 'Otto' },
      received({ type: 'seated', seat: 1, token: 'secret' }),
    );
    expect(r.sent).toEqual([{ type: 'sit', seat: 1, name: 'Otto' }]);
    expect(r.last.token).toBe('secret');
    expect(r.state).toMatchObject({ you: 1, token: 'secret' });
  });

  test('a snapshot without a seat forgets the token (the seat was given up)', () => {
    const r = run(connected('secret', 1), { type: 'leave' }, received(welcome(6, { you: null })));
    expect(r.sent).toEqual([{ type: 'leave' }]);
    expect(r.last.token).toBeNull();
    expect(r.state.token).toBeNull();
  });

  test('a seat given up in another tab: this one watches, and forgets the token', () => {
    const r = reduce(
      connected('secret', 0),
      received({ type: 'room', seq: 6, room: roomInfo({ seats: [seat(0), seat(1)] }) }),
    );
    expect(r.token).toBeNull();
    expect(r.state).toMatchObject({ you: null, token: null, seq: 6 });
  });

  test('a refusal of a room request is shown with the seats', () => {
    const r = run(
      connected(),
      { type: 'sit', seat: 0, name: 'Eve' },
      received({ type: 'error', code: 'SEAT_TAKEN', message: 'someone sits there' }),
    );
    expect(r.state.problem).toEqual({
      area: 'room',
      code: 'SEAT_TAKEN',
      message: 'someone sits there',
    });
  });
});

describe('views arrive as deltas', () => {
  test('a delta appends its events to those held', () => {
    const s0 = dealt();
    const s1 = step1(s0);
    const full = updateOf(s0, 0, 0);
    const delta = updateOf(s1, 0, full.view.events.length);
    const merged = mergeUpdate(full, delta)!;
    expect(merged.view.events).toEqual(viewFor(s1, 0).events);
    expect(merged.move).toBe(1);
  });

  test('a delta that does not continue what is held is refused', () => {
    const s1 = step1(dealt());
    const s2 = step1(s1);
    const full = updateOf(dealt(), 0, 0);
    const skipped = updateOf(s2, 0, viewFor(s1, 0).events.length);
    expect(mergeUpdate(full, skipped)).toBeNull();
    expect(mergeUpdate(null, skipped)).toBeNull();
    expect(mergeUpdate(full, { ...skipped, game: 'another00001', eventsFrom: 1 })).toBeNull();
  });

  test('game messages in order keep the whole event list, seq by seq', () => {
    let g = dealt();
    let state = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g, 'spectator', 0) })),
    ).state;
    let held = viewFor(g, 'spectator').events.length;
    for (let seq = 6; seq < 16; seq++) {
      g = step1(g);
      const r = reduce(
        state,
        received({ type: 'game', seq, update: updateOf(g, 'spectator', held) }),
      );
      expect(r.send).toEqual([]);
      state = r.state;
      held = viewFor(g, 'spectator').events.length;
    }
    expect(state.game?.view.events).toEqual(viewFor(g, 'spectator').events);
    expect(state.seq).toBe(15);
  });

  test('a seq gap asks for a snapshot and ignores what comes until it', () => {
    const g0 = dealt();
    const g1 = step1(g0);
    const g2 = step1(g1);
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g0, 1, 0) })),
    ).state;
    const n0 = viewFor(g0, 1).events.length;
    const n1 = viewFor(g1, 1).events.length;
    // seq 6 is lost; 7 comes.
    const gap = reduce(start, received({ type: 'game', seq: 7, update: updateOf(g2, 1, n1) }));
    expect(gap.send).toEqual([{ type: 'sync' }]);
    expect(gap.state.syncing).toBe(true);
    expect(gap.state.game?.move).toBe(0); // nothing half-known is shown
    // More deltas before the snapshot are dropped, not sent for again.
    const more = reduce(gap.state, received({ type: 'game', seq: 8, update: updateOf(g2, 1, n0) }));
    expect(more.send).toEqual([]);
    expect(more.state.game?.move).toBe(0);
    const fresh = reduce(more.state, received(welcome(8, { game: updateOf(g2, 1, 0), you: 1 })));
    expect(fresh.state).toMatchObject({ syncing: false, seq: 8 });
    expect(fresh.state.game?.view.events).toEqual(viewFor(g2, 1).events);
  });

  test('an events gap asks for a snapshot too', () => {
    const g0 = dealt();
    const g2 = step1(step1(g0));
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g0, 0, 0) })),
    ).state;
    const r = reduce(start, received({ type: 'game', seq: 6, update: updateOf(g2, 0, 99) }));
    expect(r.send).toEqual([{ type: 'sync' }]);
  });

  test('a room message with a gap asks for a snapshot', () => {
    const r = reduce(connected(), received({ type: 'room', seq: 9, room: roomInfo() }));
    expect(r.send).toEqual([{ type: 'sync' }]);
  });

  test('a new deal comes whole (eventsFrom 0) and replaces the last', () => {
    const g = dealt();
    const start = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(step1(g), 0, 0) })),
    ).state;
    const next = { ...updateOf(g, 0, 0), game: 'game00000002' };
    const r = reduce(start, received({ type: 'game', seq: 6, update: next }));
    expect(r.state.game?.game).toBe('game00000002');
    expect(r.state.game?.view.events).toEqual(viewFor(g, 0).events);
  });
});

describe('acting', () => {
  function seatedAt(seatNo: number): { state: RoomState; game: GameState } {
    const g = dealt();
    const state = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(5, { you: seatNo, game: updateOf(g, seatNo, 0) })),
    ).state;
    return { state, game: g };
  }

  test('an action goes with the game id and the last move number, once', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]!;
    const r = run(state, { type: 'act', action }, { type: 'act', action });
    expect(r.sent).toEqual([{ type: 'act', game: GAME, move: 0, action }]);
    expect(r.state.pending).toBe(true);
  });

  test('the next update frees the player to act again', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]! as Action;
    const sent = reduce(state, { type: 'act', action }).state;
    const g1 = apply(g, action);
    if (!g1.ok) throw new Error('illegal');
    const from = viewFor(g, toAct).events.length;
    const r = reduce(
      sent,
      received({ type: 'game', seq: 6, update: updateOf(g1.state, toAct, from) }),
    );
    expect(r.state.pending).toBe(false);
    expect(r.state.game?.move).toBe(1);
  });

  test('a refused action is shown in the prompt area, as the server words it', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const action = viewFor(g, toAct).legal[0]!;
    const r = run(
      state,
      { type: 'act', action },
      received({ type: 'error', code: 'MUST_BEAT', message: 'R4.3: you can beat, so you must' }),
    );
    expect(r.state.problem).toMatchObject({ area: 'game', code: 'MUST_BEAT' });
    expect(r.state.pending).toBe(false);
  });

  test('another seat’s action, or a spectator’s, is not sent', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const other = (toAct + 1) % 3;
    const { state } = seatedAt(other);
    const action = viewFor(g, toAct).legal[0]!;
    expect(reduce(state, { type: 'act', action }).send).toEqual([]);
    const spectator = run(
      initialState(ROOM, null),
      { type: 'opened' },
      received(welcome(5, { game: updateOf(g, 'spectator', 0) })),
    ).state;
    expect(reduce(spectator, { type: 'act', action }).send).toEqual([]);
  });

  test('nothing is sent while disconnected; the player is told', () => {
    const g = dealt();
    const toAct = viewFor(g, 0).toAct!;
    const { state } = seatedAt(toAct);
    const down = reduce(state, { type: 'closed' }).state;
    const r = reduce(down, { type: 'act', action: viewFor(g, toAct).legal[0]! });
    expect(r.send).toEqual([]);
    expect(r.state.problem?.code).toBe('OFFLINE');
  });
});

describe('chat', () => {
  test('a line is trimmed and sent; an empty one is not', () => {
    expect(reduce(connected(), { type: 'chat', text: '  hello  ' }).send).toEqual([
      { type: 'chat', text: 'hello' },
    ]);
    expect(reduce(connected(), { type: 'chat', text: '   ' }).send).toEqual([]);
  });

  test(`a line over ${CHAT_MAX} characters is refused here`, () => {
    const r = reduce(connected(), { type: 'chat', text: 'x'.repeat(CHAT_MAX + 1) });
    expect(r.send).toEqual([]);
    expect(r.state.problem?.area).toBe('chat');
  });

  test('the server’s RATE_LIMITED is shown with the chat', () => {
    const r = run(
      connected(),
      { type: 'chat', text: 'hi' },
      received({ type: 'error', code: 'RATE_LIMITED', message: 'too many chat lines' }),
    );
    expect(r.state.problem).toMatchObject({ area: 'chat', code: 'RATE_LIMITED' });
  });

  test('lines are added once, in order', () => {
    const line = (n: number): ChatLine => ({
      n,
      seat: null,
      name: 'Spectator',
      text: `${n}`,
      at: n,
    });
    const r = run(
      connected(),
      received({ type: 'chat', line: line(2) }),
      received({ type: 'chat', line: line(1) }),
      received({ type: 'chat', line: line(2) }),
    );
    expect(r.state.chat.map((l) => l.n)).toEqual([1, 2]);
  });
});

describe('reconnecting (the reducer)', () => {
  test('a lost socket shows reconnecting, keeps what was shown, and says hello again', () => {
    const g = dealt();
    const before = run(
      initialState(ROOM, 'tok'),
      { type: 'opened' },
      received(welcome(5, { you: 0, game: updateOf(g, 0, 0) })),
    ).state;
    const down = reduce(before, { type: 'closed' }).state;
    expect(down).toMatchObject({ link: 'reconnecting', socket: false, seq: -1 });
    expect(down.game).toBe(before.game);
    const back = reduce(down, { type: 'opened' });
    expect(back.send).toEqual([{ type: 'hello', room: ROOM, token: 'tok' }]);
    const fresh = reduce(back.state, received(welcome(40, { you: 0, game: updateOf(g, 0, 0) })));
    expect(fresh.state).toMatchObject({ link: 'open', seq: 40 });
  });
});

// ---------------------------------------------------------------- the connection

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  // The server's side:
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  say(message: ServerMessage): void {
    this.onmessage?.call(
      this as unknown as WebSocket,
      { data: JSON.stringify(message) } as MessageEvent,
    );
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
}

function harness(token: string | null = null) {
  const sockets: FakeSocket[] = [];
  let now = 1000;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const tokens: (string | null)[] = [];
  const states: RoomState[] = [];
  const client = new OnlineClient({
    roomId: ROOM,
    url: 'ws://test/ws',
    token,
    connect: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    clock: {
      now: () => now,
      setTimeout: (fn, ms) => {
        const id = ++ids;
        timers.push({ at: now + ms, fn, id });
        return id;
      },
      clearTimeout: (id) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    onState: (s) => states.push(s),
    onToken: (t) => tokens.push(t),
  });
  /** Let `ms` pass, running the timers that come due. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const t = timers[0];
      if (!t || t.at > until) break;
      timers.shift();
      now = t.at;
      t.fn();
    }
    now = until;
  };
  return { client, sockets, tokens, states, advance, last: () => sockets.at(-1)! };
}

const hellos = (s: FakeSocket) => s.sent.filter((m) => (m as { type: string }).type === 'hello');

describe('the connection', () => {
  test('reconnects after a growing pause and says hello again with the token', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    h.client.dispatch({ type: 'sit', seat: 0, name: 'Anna' });
    h.last().say({ type: 'seated', seat: 0, token: 'tok' });
    expect(h.tokens).toEqual(['tok']);
    h.last().drop();
    expect(h.client.current.link).toBe('reconnecting');
    expect(h.sockets).toHaveLength(1);
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
    // The first retry fails too: the next pause is longer.
    h.last().drop();
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
    h.advance(retryDelay(1, 1));
    expect(h.sockets).toHaveLength(3);
    h.last().open();
    expect(hellos(h.last())).toEqual([{ type: 'hello', room: ROOM, token: 'tok' }]);
    h.last().say(welcome(30, { you: 0 }));
    expect(h.client.current).toMatchObject({ link: 'open', you: 0, seq: 30 });
  });

  test('a seq gap sends sync over the socket', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    h.last().say({ type: 'room', seq: 3, room: roomInfo() });
    expect(h.last().sent.at(-1)).toEqual({ type: 'sync' });
  });

  test('pings, and drops a socket that stays silent', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say(welcome(1));
    expect(h.last().sent.some((m) => (m as { type: string }).type === 'ping')).toBe(true);
    h.advance(70_000); // no pong, nothing at all
    expect(h.sockets.length).toBeGreaterThan(1);
  });

  test('a refused hello: the socket is dropped and a new one tries again', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say({ type: 'error', code: 'SERVER_BUSY', message: 'busy' });
    expect(h.last().readyState).toBe(3);
    h.advance(retryDelay(0, 1));
    expect(h.sockets).toHaveLength(2);
  });

  test('no room: no retry', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.last().say({ type: 'error', code: 'NO_ROOM', message: 'gone' });
    h.last().drop();
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
  });

  test('stopped: the socket closes and nothing reconnects', () => {
    const h = harness();
    h.client.start();
    h.last().open();
    h.client.stop();
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.last().readyState).toBe(3);
  });

  test('the pause grows to at most ten seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((a) => retryDelay(a))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(retryDelay(2, 1)).toBe(2500);
  });
});

// ---------------------------------------------------------------- the rest

describe('after the deal', () => {
  test('the record shows every hand as dealt', () => {
    const g = dealt();
    const hands = handsAtDeal({
      preset: 'illig',
      players: 3,
      dealer: g.dealer,
      seed: 7,
      actions: [],
    });
    expect(hands).toEqual([0, 1, 2].map((s) => viewFor(g, s).hand));
  });
});
