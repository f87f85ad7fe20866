// R8.5 (R3.6 online): from what a room sends, nobody can tell a forced pass from a chosen
// one. Three people play whole deals through the room (the room shell, its clocks and its
// broadcast); a spectator and each player record every message. For every pass another
// player made, the messages around it have the same shape whether it was chosen or forced:
// the update before it shows him to act (with his turn clock's deadline), nothing else comes
// between, and the update that brings it starts with the same event, `{ type, seat }`. Only
// the passer's own view says which it was. No timing is asserted: waits are injected (0 ms).

import { type GameEvent, replayRecord, type View } from '@kaschlan/engine';
import { roomOptions, type ServerMessage } from '@kaschlan/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BotRunner } from '../src/bots/runner';
import { PassPaces, thinkMs } from '../src/rooms/clocks';
import { dispatch } from '../src/rooms/dispatch';
import type { Member } from '../src/rooms/members';
import type { Room } from '../src/rooms/room';
import { Rooms } from '../src/rooms/rooms';
import { Store } from '../src/store/store';

/** A member that keeps what it is sent, and the latest view of the deal it has. */
class Listener implements Member {
  private static next = 0;
  readonly id = ++Listener.next;
  seat: number | null = null;
  eventsSent = 0;
  eventsGame: string | null = null;
  readonly got: ServerMessage[] = [];
  view: View | null = null;
  move = 0;
  game = '';
  /** Every event of the current deal, as this member was sent them. */
  events: GameEvent[] = [];

  send(message: ServerMessage): void {
    this.got.push(message);
    const update =
      message.type === 'game' ? message.update : message.type === 'welcome' ? message.game : null;
    if (!update) return;
    if (update.game !== this.game || update.eventsFrom === 0) this.events = [];
    this.game = update.game;
    this.move = update.move;
    this.view = update.view;
    this.events = [...this.events.slice(0, update.eventsFrom), ...update.view.events];
  }
}

let store: Store;
let bots: BotRunner;

beforeEach(async () => {
  store = await Store.open({ kind: 'sqlite', file: ':memory:' });
  bots = new BotRunner();
});
afterEach(async () => {
  await bots.close();
  await store.close();
});

/** A room of `seats` (a person first), a listener in every person's seat, and a spectator. */
async function roomOf(
  seats: string[],
): Promise<{ room: Room; players: Listener[]; watcher: Listener }> {
  const options = roomOptions.parse({ seats, preset: 'illig', turnSeconds: 60, rated: false });
  const quiet = () => undefined;
  const rooms = new Rooms({
    store,
    bots,
    log: { info: quiet, warn: quiet, error: quiet },
    botDelayMs: 0,
    graceMs: 600_000,
    now: Date.now,
    passThinkMs: () => 0, // the wait is the shell's to draw; here it is nothing
  });
  const room = await rooms.add(options);
  const players: Listener[] = [];
  for (const [seat, kind] of seats.entries()) {
    if (kind !== 'human') continue;
    const p = new Listener();
    await room.join(p, undefined);
    await dispatch(room, p, { type: 'sit', seat, name: `P${seat}` });
    players.push(p);
  }
  const watcher = new Listener();
  await room.join(watcher, undefined);
  return { room, players, watcher };
}

/** Wait until `done()` holds; the cap only guards against a hang. */
async function until(done: () => boolean): Promise<void> {
  for (const stop = Date.now() + 30_000; !done(); ) {
    if (Date.now() > stop) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 2));
  }
}

/**
 * Play one deal to its end: each person plays when his own view says he is to act with legal
 * actions (passing whenever he may, every other time, so chosen passes are many); bots play
 * themselves.
 */
async function playDeal(room: Room, players: Listener[], watcher: Listener): Promise<void> {
  const before = watcher.game;
  await dispatch(room, players[0]!, { type: 'deal' });
  let n = 0;
  for (;;) {
    let actor: Listener | undefined;
    await until(() => {
      if (watcher.game !== before && watcher.view?.over) return true;
      actor = players.find((p) => p.view?.toAct === p.seat && p.view.legal.length > 0);
      return actor !== undefined;
    });
    if (watcher.game !== before && watcher.view?.over) return;
    const legal = actor!.view!.legal;
    const pass = legal.find((a) => a.type === 'pass');
    const action = pass && n++ % 2 === 0 ? pass : legal[n % legal.length]!;
    const sent = actor!.got.length;
    await dispatch(room, actor!, { type: 'act', game: actor!.game, move: actor!.move, action });
    expect(actor!.got.slice(sent).filter((m) => m.type === 'error')).toEqual([]);
  }
}

/** Each deal's events as they happened (from its record, sent once it is over). */
function truthOf(m: Listener): Map<string, readonly GameEvent[]> {
  const truth = new Map<string, readonly GameEvent[]>();
  for (const message of m.got) {
    if (message.type !== 'game' || !message.update.record) continue;
    const replayed = replayRecord(message.update.record);
    if (replayed.ok) truth.set(message.update.game, replayed.state.events);
  }
  return truth;
}

/**
 * How each pass by another player looks in `m`'s stream: whether the update before it showed
 * him to act (and with a deadline), what came between, and how the update bringing it starts.
 */
function passesSeenBy(m: Listener, truth: Map<string, readonly GameEvent[]>) {
  const passes: { seat: number; forced: boolean; shape: string }[] = [];
  let turnShown: { seat: number | null; deadline: boolean; at: number } | null = null;
  m.got.forEach((message, at) => {
    if (message.type !== 'game') return;
    const { update } = message;
    update.view.events.forEach((e, k) => {
      if (e.type !== 'pass' || e.seat === m.seat) return;
      const real = truth.get(update.game)?.[update.eventsFrom + k];
      expect(real).toMatchObject({ type: 'pass', seat: e.seat });
      passes.push({
        seat: e.seat,
        forced: real?.type === 'pass' && real.forced === true,
        shape: JSON.stringify({
          event: e,
          first: k === 0,
          shownToAct: turnShown?.seat === e.seat,
          deadline: turnShown?.deadline,
          between: m.got.slice((turnShown?.at ?? 0) + 1, at).map((x) => x.type),
          legalOfOthers: update.view.legal.length === 0 || update.view.toAct === m.seat,
        }),
      });
    });
    turnShown = { seat: update.view.toAct, deadline: update.deadline !== null, at };
  });
  return passes;
}

it.each([
  ['three people', ['human', 'human', 'human']],
  ['a person and two bots', ['human', 'easy', 'easy']],
])(
  'R8.5, R3.6 (%s): a forced pass reaches everyone else exactly as a chosen one',
  async (_what, seats) => {
    const { room, players, watcher } = await roomOf(seats);
    for (let deal = 0; deal < 3; deal++) await playDeal(room, players, watcher);
    const truth = truthOf(watcher);
    expect(truth.size).toBe(3);
    for (const m of [watcher, ...players]) {
      // Every event reached him, once: the last deal as he has it is as long as the truth.
      expect(m.events).toHaveLength(truth.get(m.game)!.length);
      const passes = passesSeenBy(m, truth);
      let both = 0;
      for (const seat of new Set(passes.map((p) => p.seat))) {
        const shapes = (forced: boolean) =>
          new Set(passes.filter((p) => p.seat === seat && p.forced === forced).map((p) => p.shape));
        const [forced, chosen] = [shapes(true), shapes(false)];
        if (forced.size === 0 || chosen.size === 0) continue;
        both++;
        // One shape, whichever the pass: the pass event bare and first in its update, after
        // an update that showed him to act (with his clock's deadline when he has one), with
        // nothing between.
        expect(forced).toEqual(chosen);
        expect(forced.size).toBe(1);
        expect(JSON.parse([...forced][0]!)).toMatchObject({
          event: { type: 'pass', seat },
          first: true,
          shownToAct: true,
          deadline: seats[seat] === 'human',
          between: [],
          legalOfOthers: true,
        });
      }
      expect(both).toBeGreaterThan(0); // both kinds were seen of some player
    }
    room.close();
  },
);

describe('R8.5: the wait before a forced pass is drawn like a chosen pass of the same seat', () => {
  const fixed = (ms: number) => () => ms;

  it.each([
    ['a person with no passes seen yet: the default think time', [], 0, 1234],
    [
      'a person: drawn from his own passes once there are enough',
      [
        [0, 700],
        [0, 700],
        [0, 700],
        [1, 50],
      ],
      0,
      700,
    ],
    [
      'a person with too few: from everyone’s in the room',
      [
        [1, 90],
        [1, 90],
        [0, 90],
      ],
      0,
      90,
    ],
  ] as const)('%s', (_what, kept, seat, expected) => {
    const paces = new PassPaces(40, fixed(1234), () => 0);
    for (const [s, ms] of kept) paces.keep('person', s, ms);
    expect(paces.draw('person', seat)).toBe(expected);
  });

  it.each([
    ['none seen: the bots’ pace the shell keeps (botDelayMs)', [], 40],
    ['its level’s own passes once there are enough', [300, 300, 300], 300],
  ] as const)('a bot, %s', (_what, kept, expected) => {
    const paces = new PassPaces(40, fixed(1234), () => 0.5);
    for (const ms of kept) paces.keep('hard', 2, ms);
    paces.keep('easy', 2, 9);
    expect(paces.draw('hard', 2)).toBe(expected);
  });

  it('the default think time stays between 0.5 s and 8 s', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0.5, 0.5],
      [1e-12, 0.5],
      [0.999, 0.25],
    ] as const) {
      const draws = [a, b];
      const ms = thinkMs(() => draws.shift()!);
      expect(ms).toBeGreaterThanOrEqual(500);
      expect(ms).toBeLessThanOrEqual(8000);
    }
  });
});
