// The room as a shell around the table reducer: a store write that fails discards the
// table's new state and answers SERVER_BUSY (nothing is told that was not kept, and the next
// try starts from the state before), and a refusal is a value that comes back to its sender
// as an `error` naming the message refused (rooms/dispatch.ts, the one place).

import type { ClientMessage } from '@kaschlan/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BotRunner } from '../src/bots/runner';
import { dispatch, type RoomMessage } from '../src/rooms/dispatch';
import type { Room } from '../src/rooms/room';
import { Store } from '../src/store/store';
import { Inbox } from './support/inbox';
import { storedRoom } from './support/stored-room';

let store: Store;
let bots: BotRunner;
let faults: Error[];

beforeEach(async () => {
  store = await Store.open({ kind: 'sqlite', file: ':memory:' });
  bots = new BotRunner({ threads: 1 });
  faults = [];
});
afterEach(async () => {
  await bots.close();
  await store.close();
});

const twoSeats = () => roomOf(['human', 'human']);
const personAndBot = () => roomOf(['human', 'easy']);

const roomOf = (seats: string[]) =>
  storedRoom(store, bots, 'Shell', seats, (_room, error) => faults.push(error));

/** The store refuses the next `times` writes of a bot's (or stand-in's) move. */
function failBotWrites(times: number): void {
  const methods = store as unknown as Record<string, unknown>;
  const original = store.appendAction.bind(store);
  let left = times;
  methods['appendAction'] = (...args: Parameters<Store['appendAction']>) =>
    args[2].source !== 'seat' && left-- > 0
      ? Promise.reject(new Error('disk full'))
      : original(...args);
}

/** Wait until `done()` holds; the cap only guards against a hang. */
async function until(done: () => boolean): Promise<void> {
  for (const stop = Date.now() + 60_000; !done(); ) {
    if (Date.now() > stop) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The store refuses the next call of `method`, once. */
function failOnce(method: 'sit' | 'addChat' | 'appendAction' | 'startGame'): void {
  const methods = store as unknown as Record<string, unknown>;
  const original = store[method].bind(store);
  methods[method] = () => {
    methods[method] = original;
    return Promise.reject(new Error('disk full'));
  };
}

const lastError = (m: Inbox) => m.of('error').at(-1);

async function send(room: Room, member: Inbox, message: RoomMessage): Promise<void> {
  await dispatch(room, member, message);
}

async function seated(room: Room): Promise<[Inbox, Inbox]> {
  const [a, b] = [new Inbox(), new Inbox()];
  for (const [seat, m] of [a, b].entries()) {
    expect(await room.join(m, undefined)).toBeNull();
    await send(room, m, { type: 'sit', seat, name: `P${seat}` });
  }
  return [a, b];
}

describe('a store write that fails', () => {
  it('keeps a chat line from everyone, and the next line takes its number', async () => {
    const room = await twoSeats();
    const [a, b] = [new Inbox(), new Inbox()];
    await room.join(a, undefined);
    await room.join(b, undefined);
    failOnce('addChat');
    await send(room, a, { type: 'chat', text: 'lost' });
    expect(lastError(a)).toMatchObject({ code: 'SERVER_BUSY', for: 'chat' });
    expect([...a.of('chat'), ...b.of('chat')]).toEqual([]);
    expect(faults).toHaveLength(1);
    await send(room, a, { type: 'chat', text: 'kept' });
    expect(b.of('chat').map((m) => [m.line.n, m.line.text])).toEqual([[1, 'kept']]);
    await send(room, b, { type: 'sync' });
    expect(
      b
        .of('welcome')
        .at(-1)
        ?.chat.map((l) => l.text),
    ).toEqual(['kept']);
  });

  it('leaves the seat open, and tells nobody it was taken', async () => {
    const room = await twoSeats();
    const [a, b] = [new Inbox(), new Inbox()];
    await room.join(a, undefined);
    await room.join(b, undefined);
    const rooms = b.of('room').length;
    failOnce('sit');
    await send(room, a, { type: 'sit', seat: 0, name: 'Anna' });
    expect(lastError(a)).toMatchObject({ code: 'SERVER_BUSY', for: 'sit' });
    expect(a.of('seated')).toEqual([]);
    expect(b.of('room')).toHaveLength(rooms);
    expect(room.info().seats[0]).toMatchObject({ status: 'open', name: null });
    await send(room, a, { type: 'sit', seat: 0, name: 'Anna' });
    expect(a.of('seated')).toHaveLength(1);
    expect(room.info().seats[0]).toMatchObject({ status: 'here', name: 'Anna' });
  });

  it('does not play an action: the same move number is played once the store is back', async () => {
    const room = await twoSeats();
    const [a, b] = await seated(room);
    await send(room, a, { type: 'deal' });
    const update = a.of('game').at(-1)!.update;
    const mover = [a, b][update.view.toAct!]!;
    const { game, move, view } = mover.of('game').at(-1)!.update;
    const act = { type: 'act', game, move, action: view.legal[0] } as const;
    const games = a.of('game').length;
    failOnce('appendAction');
    await send(room, mover, act);
    expect(lastError(mover)).toMatchObject({ code: 'SERVER_BUSY', for: 'act' });
    expect(a.of('game')).toHaveLength(games);
    expect((await store.actionsOf(game)).length).toBe(move);
    await send(room, mover, act);
    expect(a.of('game').at(-1)?.update.move).toBe(move + 1);
    expect((await store.actionsOf(game)).length).toBe(move + 1);
  });
});

describe('a bot move that could not be stored', () => {
  it('is tried again: the deal goes on and ends, every move stored once, in order', async () => {
    const room = await personAndBot();
    const a = new Inbox();
    await room.join(a, undefined);
    await send(room, a, { type: 'sit', seat: 0, name: 'Anna' });
    failBotWrites(3);
    await send(room, a, { type: 'deal' });
    // The person plays his turns; the bot's first three writes fail and are tried again.
    for (let guard = 0; guard < 2000; guard++) {
      const last = a.of('game').at(-1)?.update;
      if (last?.view.over) break;
      if (last && last.view.toAct === 0 && last.view.legal.length > 0) {
        await send(room, a, {
          type: 'act',
          game: last.game,
          move: last.move,
          action: last.view.legal[0],
        });
      } else {
        // The next update: a move, or a forced pass shown (R8.5: no move, same number).
        const seen = a.of('game').length;
        await until(() => a.of('game').length > seen);
      }
    }
    const end = a.of('game').at(-1)!.update;
    expect(end.view.over).toBe(true);
    expect(faults.length).toBe(3);
    const stored = await store.actionsOf(end.game);
    expect(stored.map((r) => r.n)).toEqual(end.record!.actions.map((_, n) => n));
    expect(stored.map((r) => r.action)).toEqual(end.record!.actions);
  });
});

describe('refusals', () => {
  it('come back as values, answered with the type of the message refused', async () => {
    const room = await twoSeats();
    const [a] = await seated(room);
    const watcher = new Inbox();
    expect(await room.join(watcher, 'no such token')).toMatchObject({ code: 'BAD_TOKEN' });
    expect(await room.join(watcher, undefined)).toBeNull();
    const refused: [RoomMessage, string][] = [
      [{ type: 'deal' }, 'NOT_SEATED'],
      [{ type: 'act', game: 'abcdefgh', move: 0, action: null }, 'NOT_SEATED'],
      [{ type: 'leave' }, 'NOT_SEATED'],
      [{ type: 'chat', text: '\u0007' }, 'BAD_MESSAGE'],
    ];
    for (const [message, code] of refused) {
      await send(room, watcher, message);
      expect(lastError(watcher)).toMatchObject({ code, for: message.type });
    }
    await send(room, a, { type: 'sit', seat: 1, name: 'Again' });
    expect(lastError(a)).toMatchObject({ code: 'ALREADY_SEATED', for: 'sit' });
    const types: ClientMessage['type'][] = watcher.of('error').map((e) => e.for!);
    expect(types).toEqual(['deal', 'act', 'leave', 'chat']);
  });

  it('from a closed room are NO_ROOM', async () => {
    const room = await twoSeats();
    room.close();
    const late = new Inbox();
    expect(await room.join(late, undefined)).toMatchObject({ code: 'NO_ROOM' });
    expect(late.received).toEqual([]);
  });
});
