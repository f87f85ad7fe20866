// Issue 26 at the moment the table's liveness property (packages/table/test/liveness.test.ts)
// cannot reach: a room taken over exactly while a held forced pass (R8.5) is pending. The old
// owner stops (its pass timer dies with it, as a closed room's clocks do), the new owner loads
// the room from the store (Room.load, the table's `restore`: what cluster-rooms.ts `own`
// does), the seats' two connections each come back with their tokens, and the pass must be
// shown and the deal go on, on every connection. Played to the end of several deals, taken
// over at every held pass whose wait is still running.

import { roomOptions, type ServerMessage } from '@kaschlan/protocol';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BotRunner } from '../src/bots/runner';
import { dispatch } from '../src/rooms/dispatch';
import type { RoomEnv } from '../src/rooms/env';
import { Room } from '../src/rooms/room';
import { Rooms } from '../src/rooms/rooms';
import { Store } from '../src/store/store';
import { SeatConn, untilSeen } from './support/seat-conn';

const TEN_MINUTES = 600_000;
const DEALS = 3;
const errors: ServerMessage[] = [];
/** Refusals a racing seat may meet are expected; any other is kept. */
const refused = (m: Extract<ServerMessage, { type: 'error' }>) => {
  if (!['STALE_MOVE', 'DUPLICATE_ACTION', 'NOT_YOUR_TURN'].includes(m.code)) errors.push(m);
};
const until = (what: string, done: () => boolean) => untilSeen(what, done, errors);
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

it('a room taken over while a forced pass is held shows the pass and plays on, deal after deal', async () => {
  const quiet = () => undefined;
  // The old owner's held passes wait ten minutes (they die with it); the new owner's none.
  let passWait = TEN_MINUTES;
  const env: RoomEnv = {
    store,
    bots,
    log: { info: quiet, warn: quiet, error: quiet },
    botDelayMs: 0,
    graceMs: TEN_MINUTES,
    now: Date.now,
    passThinkMs: () => passWait,
  };
  let room = await new Rooms(env).add(
    roomOptions.parse({ seats: ['human', 'human', 'human', 'human'], rated: false }),
  );
  // Each seat: the connection that sat, and a second one (the relayed one of the issue).
  let conns: SeatConn[] = [];
  for (let s = 0; s < 4; s++) {
    const first = new SeatConn(refused);
    await room.join(first, undefined);
    await dispatch(room, first, { type: 'sit', seat: s, name: `P${s}` });
    const second = new SeatConn(refused);
    await room.join(second, first.token);
    second.token = first.token;
    conns.push(first, second);
  }
  let takeovers = 0;
  let released = 0;
  for (let d = 0; d < DEALS; d++) {
    await dispatch(room, conns[0]!, { type: 'deal' });
    await until('the deal', () => conns.every((c) => c.view !== null && !c.view.over));
    for (let n = 0; ; n++) {
      let actor: SeatConn | undefined;
      await until(`move ${n}: a turn, a held pass or the end`, () => {
        actor = conns.find((c) => c.toPlay);
        return actor !== undefined || conns.every((c) => c.view?.over) || conns.some((c) => c.held);
      });
      if (conns.every((c) => c.view?.over)) break;
      if (actor === undefined) {
        // A pass is held and its wait runs on the old owner: the room is taken over now.
        const heldMove = conns[0]!.move;
        room.close(true);
        passWait = 0;
        room = await Room.load((await store.room(room.id))!, env, null);
        const back = conns.map((c) => Object.assign(new SeatConn(refused), { token: c.token }));
        for (const c of back) await room.join(c, c.token);
        conns = back;
        takeovers++;
        // The deal goes on past the held pass (R8.5: shown, then the next turn; a person
        // is told it is his, or the deal ended), and no connection is left on the held one.
        await until('the held pass shown after the takeover', () =>
          conns.some((c) => c.toPlay || c.view!.over),
        );
        expect(conns.filter((c) => c.held && c.move === heldMove)).toEqual([]);
        released++;
        passWait = TEN_MINUTES;
        continue;
      }
      // Both connections of the seat act at once, the same action: one is a duplicate.
      const legal = actor.view!.legal;
      const action = legal[(n * 7) % legal.length]!;
      const twin = conns.find((c) => c !== actor && c.seat === actor!.seat)!;
      const move = { type: 'act', game: actor.game, move: actor.move, action } as const;
      await Promise.all([dispatch(room, actor, move), dispatch(room, twin, move)]);
    }
  }
  expect(errors).toEqual([]);
  expect(takeovers).toBeGreaterThan(0);
  expect(released).toBe(takeovers);
  room.close();
  console.log(`held-pass takeover: ${DEALS} deals, ${takeovers} takeovers at a held pass`);
});
