// Issue 26, a cause that fits its symptom: a held forced pass (R8.5) waited as long as a chosen pass whose time
// was not a person's thought. A room keeps each chosen pass's time since its turn began
// (clocks.ts `moved`) and draws forced passes' waits from them. A person whose turn came while
// he was away (his connections gone, or a room just taken over, whose people all come back
// through new connections, some later than others) and who passed as soon as he was back was
// kept as having thought that long; a later forced pass drawn from it held the table as long
// (here 40 s; the issue saw more than 20 s): every connection shown a seat to act with nothing
// legal, nothing logged, and the watchdog silent (it waits for the drawn wait + 5 s).
// Here every chosen pass is made so; the first forced pass held after three of them (enough
// to draw from) must still be released within the default wait, not 40 s. (A room taken over
// starts with no passes kept; its people away until they come back: pass-paces.test.ts.)

import { roomOptions, type ServerMessage } from '@kaschlan/protocol';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BotRunner } from '../src/bots/runner';
import { dispatch } from '../src/rooms/dispatch';
import type { RoomEnv } from '../src/rooms/env';
import { Rooms } from '../src/rooms/rooms';
import { watchRooms } from '../src/rooms/watchdog';
import { Store } from '../src/store/store';
import { SeatConn, untilSeen } from './support/seat-conn';

const TEN_MINUTES = 600_000;
/** How long each chosen passer was away before he came back and passed at once. */
const AWAY_MS = 40_000;
/** The wait for a forced pass with no chosen passes to draw from (the room's default). */
const DEFAULT_MS = 200;
const errors: ServerMessage[] = [];
const until = (what: string, done: () => boolean) => untilSeen(what, done, errors);
let store: Store;
let bots: BotRunner;
beforeEach(async () => {
  errors.length = 0;
  store = await Store.open({ kind: 'sqlite', file: ':memory:' });
  bots = new BotRunner();
});
afterEach(async () => {
  await bots.close();
  await store.close();
});

it('a person away at his turn who passes once back does not make a later forced pass wait as long (R8.5)', async () => {
  let skew = 0;
  const quiet = () => undefined;
  const env: RoomEnv = {
    store,
    bots,
    log: { info: quiet, warn: quiet, error: quiet },
    botDelayMs: 0,
    graceMs: TEN_MINUTES,
    now: () => Date.now() + skew,
    passThinkMs: () => DEFAULT_MS,
  };
  const room = await new Rooms(env).add(
    roomOptions.parse({ seats: ['human', 'human', 'human', 'human'], rated: false }),
  );
  const conns: SeatConn[] = [];
  for (let s = 0; s < 4; s++) {
    const c = new SeatConn((m) => errors.push(m));
    await room.join(c, undefined);
    await dispatch(room, c, { type: 'sit', seat: s, name: `P${s}` });
    conns.push(c);
  }
  const over = () => conns.every((c) => c.view?.over);
  let chosen = 0;
  let overdue: number | null = null;
  for (let n = 0; n < 2000 && overdue === null; n++) {
    if (n === 0 || over()) {
      await dispatch(room, conns[0]!, { type: 'deal' });
      await until('the deal', () => conns.every((c) => c.view !== null && !c.view.over));
    }
    let actor: SeatConn | undefined;
    await until(`move ${n}: a turn, a held pass or the end`, () => {
      actor = conns.find((c) => c.toPlay);
      return actor !== undefined || over() || conns.some((c) => c.held);
    });
    if (over()) continue;
    if (actor === undefined) {
      // A forced pass is held. With three chosen passes kept it is drawn from them: the
      // watchdog, looking 8 s on, must find it overdue (the default wait and its 5 s margin
      // over). Drawn from a 40 s absence (or its 10 s bound) it is not.
      if (chosen >= 3) overdue = watchRooms([room], { ...env, now: () => env.now() + 8000 });
      else await until('the held pass released', () => !conns.some((c) => c.held));
      continue;
    }
    const legal = actor.view!.legal;
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) {
      // His last connection closes (he is away, his grace period runs) and comes back
      // AWAY_MS later; he passes at once.
      await room.leaveMember(actor);
      skew += AWAY_MS;
      await room.join(actor, actor.token);
      chosen++;
    }
    const action = pass ?? legal[n % legal.length]!;
    await dispatch(room, actor, { type: 'act', game: actor.game, move: actor.move, action });
  }
  room.close();
  expect(errors).toEqual([]);
  // Before the fix the held pass waited AWAY_MS (40 s): not overdue 8 s on.
  expect(overdue).toBe(1);
});
