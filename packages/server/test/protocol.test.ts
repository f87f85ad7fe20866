// The protocol's promises, over real sockets: one sequence per room, rising by one; a
// snapshot on request equal to the picture built from deltas; stale, repeated, future and
// foreign actions refused with their codes; seat tokens that open one seat of one room and
// are stored only hashed; rate limits; the turn timer; the grace period with a stand-in;
// and the rematch (R2.4: the loser deals; R8.4: one mark per lost deal).

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, viewFor } from '@kaschlan/engine';
import { CHAT_RATE, RATE, type RoomInfo, type ServerMessage } from '@kaschlan/protocol';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { Player, seated, until, untilAll } from './support/players';
import { createRoom, testServer } from './support/server';
import { storedTruth } from './support/truth';

type S = Awaited<ReturnType<typeof testServer>>;
let server: S;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

const open: TestClient[] = [];
afterAll(async () => {
  for (const c of open) await c.close();
});

async function client(url = server.url): Promise<TestClient> {
  const c = await TestClient.connect(url);
  open.push(c);
  return c;
}

/** A client in room `id`: a spectator, or seated at `seat`. */
async function enter(id: string, seat?: number, url = server.url): Promise<TestClient> {
  const c = await client(url);
  await c.request({ type: 'hello', room: id }, 'welcome');
  if (seat !== undefined) {
    const reply = await c.request({ type: 'sit', seat, name: `P${seat}` }, 'seated');
    expect(reply.type).toBe('seated');
  }
  return c;
}

/** Send and wait for the reply: the first message of `types`, or an error. */
function ask(c: TestClient, message: unknown, ...types: ServerMessage['type'][]) {
  const reply = c.next((m) => m.type === 'error' || types.includes(m.type));
  c.send(message);
  return reply;
}

/** The code an error reply carries, or the reply's type. */
const codeOf = (m: ServerMessage): string => (m.type === 'error' ? m.code : m.type);

/** `c` deals; resolves once `c` and each of `others` has the new deal. */
async function deal(c: TestClient, ...others: TestClient[]): Promise<void> {
  const before = c.game?.game ?? null;
  const dealt = c.next((m) => m.type === 'game' && m.update.game !== before);
  c.send({ type: 'deal' });
  await dealt;
  const game = c.game!.game;
  await untilAll(others, () => others.every((o) => o.game?.game === game), 30_000, 'the deal');
}

/** Problems with the sequence numbers one client saw: +1 each, restarting at a snapshot. */
function seqProblems(c: TestClient): string[] {
  const problems: string[] = [];
  let seq: number | null = null;
  for (const [i, m] of c.received.entries()) {
    if (m.type === 'welcome') seq = m.seq;
    else if (m.type === 'room' || m.type === 'game') {
      if (seq === null) problems.push(`#${i} ${m.type} before any snapshot`);
      else if (m.seq !== seq + 1) problems.push(`#${i} ${m.type} seq ${m.seq} after ${seq}`);
      seq = m.seq;
    }
  }
  return problems;
}

describe('sequence numbers and views', () => {
  it('numbers every room and game message of a room +1, the same for every member', async () => {
    const id = await createRoom(server.url, {
      seats: ['human', 'human', 'normal'],
      preset: 'illig',
    });
    const watcher = await enter(id);
    const a = await enter(id, 0);
    const b = await enter(id, 1);
    const players = [new Player(seated(a), 1), new Player(seated(b), 2)];
    await deal(a);
    const late = await enter(id); // a snapshot mid-deal, then deltas
    for (const p of players) p.poke();
    const clients = { watcher, a, b, late };
    const all = Object.values(clients);
    await untilAll(
      all,
      () => all.every((c) => c.view?.over === true && c.room?.phase === 'between'),
      60_000,
      'the end of the deal, seen by all',
    );

    const bySeq = new Map<number, string>();
    let messages = 0;
    for (const [who, c] of Object.entries(clients)) {
      expect(seqProblems(c), who).toEqual([]);
      expect(c.gaps, who).toBe(0);
      for (const m of c.received) {
        if (m.type !== 'room' && m.type !== 'game') continue;
        messages++;
        // One message per number for the whole room: the same room info, the same move.
        const what =
          m.type === 'room' ? JSON.stringify(m.room) : `${m.update.game}:${m.update.move}`;
        const seen = bySeq.get(m.seq);
        if (seen === undefined) bySeq.set(m.seq, what);
        else expect(what, `${who}: seq ${m.seq}`).toBe(seen);
      }
    }
    expect(messages).toBeGreaterThan(40);
    // Each member holds exactly its own seat's view (or the spectator's).
    const truth = await storedTruth(server.store, watcher.game!.game);
    const final = truth.states.at(-1)!;
    for (const [who, c] of Object.entries(clients))
      expect(c.view, who).toEqual(viewFor(final, c.you ?? 'spectator'));
    expect(players.flatMap((p) => p.refused)).toEqual([]);
  });

  it('answers sync with a snapshot equal to the picture built from the deltas', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'wikipedia-de' });
    const watcher = await enter(id);
    const a = await enter(id, 0);
    const b = await enter(id, 1);
    const tab = await enter(id); // b's second tab, which will miss messages
    await ask(tab, { type: 'hello', room: id, token: b.token }, 'welcome');
    // Two people, no bot: nobody moves once both players stop at move 6.
    const players = [a, b].map(
      (c, i) => new Player(seated(c), 20 + i, { may: () => (c.game?.move ?? 0) < 6 }),
    );
    await deal(a);
    // The tab drops out for a few moves; the others play on.
    await tab.close();
    for (const p of players) p.poke();
    await untilAll(
      [watcher, a, b],
      () => [watcher, a, b].every((c) => c.game?.move === 6),
      30_000,
      'six moves, seen by all',
    );
    for (const c of [watcher, a, b]) {
      const before = { view: c.view, room: c.room, seq: c.seq, you: c.you };
      const fresh = await ask(c, { type: 'sync' }, 'welcome');
      expect(fresh.type).toBe('welcome');
      if (fresh.type !== 'welcome') continue;
      expect(fresh.game?.view).toEqual(before.view);
      expect(fresh.game?.eventsFrom).toBe(0);
      expect(fresh.room).toEqual(before.room);
      expect(fresh.seq).toBe(before.seq);
      expect(fresh.you).toBe(before.you);
    }
    // The tab that missed messages comes back and is handed the whole picture.
    const back = await client();
    const snapshot = await ask(back, { type: 'hello', room: id, token: b.token }, 'welcome');
    expect(snapshot).toMatchObject({ type: 'welcome', you: 1 });
    expect(back.view).toEqual(b.view);
    expect(back.game?.move).toBe(b.game?.move);
  });
});

describe('refusals', () => {
  it('refuses what is not allowed with its code, and changes nothing', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'illig' });
    const stranger = await client();
    expect(codeOf(await ask(stranger, { type: 'sync' }))).toBe('NOT_IN_ROOM');
    expect(codeOf(await ask(stranger, { type: 'hello', room: 'nosuchroom' }, 'welcome'))).toBe(
      'NO_ROOM',
    );
    const watcher = await enter(id);
    const a = await enter(id, 0);
    const act = (game: string, move: number, action: unknown) => ({
      type: 'act',
      game,
      move,
      action,
    });
    expect(codeOf(await ask(a, act('abcdefgh', 0, { type: 'pass', seat: 0 }), 'game'))).toBe(
      'NO_GAME',
    );
    expect(codeOf(await ask(a, { type: 'deal' }, 'game'))).toBe('NOT_READY');
    const b = await enter(id, 1);
    expect(codeOf(await ask(watcher, { type: 'sit', seat: 0, name: 'Eve' }, 'seated'))).toBe(
      'SEAT_TAKEN',
    );
    expect(codeOf(await ask(watcher, { type: 'sit', seat: 3, name: 'Eve' }, 'seated'))).toBe(
      'NO_SUCH_SEAT',
    );
    expect(codeOf(await ask(watcher, { type: 'sit', seat: 9, name: 'Eve' }, 'seated'))).toBe(
      'BAD_MESSAGE',
    );
    expect(codeOf(await ask(a, { type: 'sit', seat: 1, name: 'Anna' }, 'seated'))).toBe(
      'ALREADY_SEATED',
    );
    expect(codeOf(await ask(watcher, { type: 'deal' }, 'game'))).toBe('NOT_SEATED');
    await deal(a, b, watcher);
    expect(codeOf(await ask(a, { type: 'deal' }, 'game'))).toBe('IN_PLAY');
    expect(codeOf(await ask(b, { type: 'leave' }, 'welcome'))).toBe('IN_PLAY');

    const game = a.game!.game;
    const m = a.game!.move;
    const seats = [a, b];
    const toAct = a.view!.toAct!;
    const mover = seats[toAct]!;
    const idle = seats[1 - toAct]!;
    const action = mover.view!.legal[0]!;
    // Another seat's legal action, sent by the wrong seat with the right move number.
    expect(codeOf(await ask(idle, act(game, m, action), 'game'))).toBe('NOT_YOUR_SEAT');
    // Its own seat, out of turn: the engine's code.
    expect(codeOf(await ask(idle, act(game, m, { type: 'take', seat: 1 - toAct }), 'game'))).toBe(
      'NOT_YOUR_TURN',
    );
    expect(codeOf(await ask(watcher, act(game, m, action), 'game'))).toBe('NOT_SEATED');
    expect(codeOf(await ask(mover, act(game, m + 5, action), 'game'))).toBe('BAD_MOVE_NUMBER');
    expect(codeOf(await ask(mover, act('abcdefgh', m, action), 'game'))).toBe('STALE_MOVE');
    expect(
      codeOf(await ask(mover, act(game, m, { type: 'lead', seat: toAct, cards: ['XX'] }), 'game')),
    ).toBe('UNKNOWN_CARD');
    // The move itself, once.
    const played = await ask(mover, act(game, m, action), 'game');
    expect(played).toMatchObject({ type: 'game', update: { move: m + 1 } });
    // The same message again (a double click, a resend after a reconnect): a duplicate.
    expect(codeOf(await ask(mover, act(game, m, action), 'game'))).toBe('DUPLICATE_ACTION');
    // Another action for that move number: stale.
    const different: Action =
      action.type === 'take' ? { type: 'pass', seat: toAct } : { type: 'take', seat: toAct };
    expect(codeOf(await ask(mover, act(game, m, different), 'game'))).toBe('STALE_MOVE');
    // Nothing but the one move was kept.
    expect((await server.store.actionsOf(game)).map((r) => r.action)).toEqual([action]);
    expect(watcher.game?.move).toBe(m + 1);

    // Play it out; then the deal is over for everyone.
    const players = [new Player(seated(a), 31), new Player(seated(b), 32)];
    for (const p of players) p.poke();
    await until(watcher, () => watcher.view?.over === true, 60_000, 'the end of the deal');
    await until(a, () => a.view?.over === true, 30_000, 'the end of the deal');
    const end = a.game!.move;
    expect(codeOf(await ask(a, act(game, end, { type: 'pass', seat: 0 })))).toBe('GAME_OVER');
    expect(players.flatMap((p) => p.refused)).toEqual([]);
  });

  it('lets a token act only for its own seat of its own room, and stores it hashed', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'human'], preset: 'illig' });
    const other = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'illig' });
    const a = await enter(id, 0);
    const b = await enter(id, 1);
    const c = await enter(other, 0);
    const tokens = [a.token!, b.token!, c.token!];
    // 256 random bits each (base64url), all different.
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokens[0]!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(new Set(tokens).size).toBe(3);

    const thief = await client();
    // Another room's token opens nothing here, and leaves the thief in no room.
    expect(codeOf(await ask(thief, { type: 'hello', room: id, token: c.token }, 'welcome'))).toBe(
      'BAD_TOKEN',
    );
    expect(codeOf(await ask(thief, { type: 'sync' }, 'welcome'))).toBe('NOT_IN_ROOM');
    expect(
      codeOf(await ask(thief, { type: 'hello', room: other, token: a.token }, 'welcome')),
    ).toBe('BAD_TOKEN');
    // A guessed token, or one that is nearly right.
    const guess = Buffer.alloc(32, 7).toString('base64url');
    expect(codeOf(await ask(thief, { type: 'hello', room: id, token: guess }, 'welcome'))).toBe(
      'BAD_TOKEN',
    );
    const near = `${a.token!.slice(0, -1)}${a.token!.endsWith('A') ? 'B' : 'A'}`;
    expect(codeOf(await ask(thief, { type: 'hello', room: id, token: near }, 'welcome'))).toBe(
      'BAD_TOKEN',
    );
    expect(
      codeOf(await ask(thief, { type: 'hello', room: id, token: 'x'.repeat(101) }, 'welcome')),
    ).toBe('BAD_MESSAGE');
    // The right token opens its seat, and only that one.
    const tab = await ask(thief, { type: 'hello', room: id, token: a.token }, 'welcome');
    expect(tab).toMatchObject({ type: 'welcome', you: 0 });
    await deal(a);
    await until(thief, () => thief.game?.game === a.game!.game, 30_000, 'the deal');
    expect(thief.view?.hand).toEqual(a.view?.hand);
    const game = a.game!.game;
    const move = a.game!.move;
    const forB = { type: 'take', seat: 1 };
    expect(codeOf(await ask(thief, { type: 'act', game, move, action: forB }, 'game'))).toBe(
      'NOT_YOUR_SEAT',
    );

    // The database holds SHA-256 hashes, never a token.
    const file = join(server.dataDir, 'kaschlan.sqlite');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare('select room_id, seat, token_hash from seats order by room_id, seat')
        .all() as { room_id: string; seat: number; token_hash: string }[];
      const hashOf = (room: string, seat: number) =>
        rows.find((r) => r.room_id === room && r.seat === seat)?.token_hash;
      const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
      for (const [room, seat, token] of [
        [id, 0, tokens[0]!],
        [id, 1, tokens[1]!],
        [other, 0, tokens[2]!],
      ] as const) {
        expect(hashOf(room, seat)).toBe(sha(token));
        expect(hashOf(room, seat)).not.toBe(token);
      }
    } finally {
      db.close();
    }
    for (const suffix of ['', '-wal']) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(`${file}${suffix}`);
      } catch {
        continue;
      }
      for (const t of tokens) expect(bytes.includes(Buffer.from(t))).toBe(false);
    }
  });
});

describe('rate limits', () => {
  it('refuses messages beyond the per-connection rate, and chat beyond the chat rate', async () => {
    const c = await client();
    const n = RATE.burst + 60;
    // TestClient logs a message before it wakes a waiter.
    const all = until(c, () => c.received.length === n, 60_000, 'a reply to every ping');
    const sending = Date.now();
    for (let i = 0; i < n; i++) c.send({ type: 'ping', n: i });
    await all;
    const replies = c.received;
    const limited = replies.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    const pongs = replies.filter((m) => m.type === 'pong');
    expect(limited.length + pongs.length).toBe(n);
    // The whole burst is served...
    expect(pongs.length).toBeGreaterThanOrEqual(RATE.burst);
    // ... and beyond it only what the refill allows from the first send to the last pong (the
    // server's clock is this process's): a slow machine allows more, never fewer. On any
    // machine that answers 100 pings within 3 s, that refuses some.
    const pinged = (pongs.at(-1)!.at - sending) / 1000;
    expect(pongs.length).toBeLessThanOrEqual(RATE.burst + Math.ceil(pinged * RATE.perSecond));

    const id = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'illig' });
    const chatter = await enter(id);
    const from = chatter.received.length;
    const lines = () =>
      chatter.received.slice(from).filter((m) => m.type === 'chat' || m.type === 'error');
    const chats = 15;
    const done = until(chatter, () => lines().length === chats, 60_000, 'chat replies');
    const chatting = Date.now();
    for (let i = 0; i < chats; i++) chatter.send({ type: 'chat', text: `line ${i}` });
    await done;
    const refused = lines().filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    const said = lines().flatMap((m) => (m.type === 'chat' ? [m.line] : []));
    // CHAT_RATE: the burst, then one line per 2 s from the first send to the last line said
    // (the lines' own server times).
    expect(said.length).toBeGreaterThanOrEqual(CHAT_RATE.burst);
    const span = (said.at(-1)!.at - chatting) / 1000;
    expect(said.length).toBeLessThanOrEqual(
      CHAT_RATE.burst + Math.ceil(span * CHAT_RATE.perSecond),
    );
    expect(refused.length + said.length).toBe(chats);
  });

  it('closes a connection that keeps flooding', async () => {
    const c = await client();
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    const frames = Array.from({ length: 2000 }, (_, i) => JSON.stringify({ type: 'ping', n: i }));
    for (const f of frames) c.send(f);
    expect(await closed).toBe(1008);
    // Far fewer replies than messages: the rest were never read.
    expect(c.received.length).toBeLessThan(frames.length);
  });
});

describe('turns and seats', () => {
  it('lets a stand-in bot move when the turn timer runs out', async () => {
    // A short clock (1 s). What is checked is order, never how long anything took: the
    // deadline is one clock after the turn began, and the stand-in moves only after it.
    const id = await createRoom(server.url, {
      seats: ['human', 'easy'],
      preset: 'illig',
      turnSeconds: 1,
    });
    const a = await enter(id, 0);
    const dealing = Date.now();
    await deal(a);
    // The bot may lead first; then it is the person's turn, with a deadline.
    await until(a, () => a.view?.toAct === 0, 30_000, "the person's turn");
    const seen = Date.now();
    const deadline = a.game!.deadline;
    expect(deadline).not.toBeNull();
    // The turn began after we asked for the deal and before we saw it (the server's clock is
    // this process's): its deadline is one clock (turnSeconds) later.
    expect(deadline!).toBeGreaterThanOrEqual(dealing + 1000);
    expect(deadline!).toBeLessThanOrEqual(seen + 1000);
    const move = a.game!.move;
    const game = a.game!.game;
    // The person does nothing: a stand-in moves for him once the clock has run out.
    await until(a, () => (a.game?.move ?? 0) > move, 60_000, 'the stand-in');
    const row = (await server.store.actionsOf(game))[move]!;
    expect(row.source).toBe('stand-in');
    expect((row.action as Action).seat).toBe(0);
    // Stored when it was made: not before the deadline (a few ms for the timer's rounding).
    expect(row.at).toBeGreaterThanOrEqual(deadline! - 5);
    await a.close();
  });

  it('gives an away player’s seat to a bot after the grace period, and back when he returns', async () => {
    const quick = await testServer({ GRACE_SECONDS: '0.2' });
    try {
      const id = await createRoom(quick.url, { seats: ['human', 'human'], preset: 'illig' });
      const a = await enter(id, 0, quick.url);
      const b = await enter(id, 1, quick.url);
      const token = a.token!;
      let bMay = true;
      const pb = new Player(seated(b), 41, { may: () => bMay });
      await deal(a);
      const game = a.game!.game;
      const seat0 = (room: RoomInfo | null) => room?.seats[0];
      await a.close();
      await until(b, () => seat0(b.room)?.status === 'away', 30_000, 'seat 0 away');
      await until(b, () => seat0(b.room)?.botPlaying === true, 30_000, 'the stand-in');
      // b plays on; seat 0's turns are played by the stand-in.
      const standIn = async () =>
        (await quick.store.actionsOf(game)).some(
          (r) => r.source === 'stand-in' && (r.action as Action).seat === 0,
        );
      pb.poke();
      while (!(await standIn())) await b.next((m) => m.type === 'game', 30_000);
      bMay = false;
      // The stand-in plays seat 0's turns at once: the table stops at b's turn.
      await until(b, () => b.view?.toAct === 1, 30_000, "b's turn");
      const log = await quick.store.actionsOf(game);
      expect(log.some((r) => r.source === 'seat' && (r.action as Action).seat === 0)).toBe(false);
      expect(b.view?.over).toBe(false);

      // He comes back with his token: the seat is his again.
      const back = await client(quick.url);
      const welcome = await ask(back, { type: 'hello', room: id, token }, 'welcome');
      expect(welcome).toMatchObject({ type: 'welcome', you: 0 });
      await until(b, () => seat0(b.room)?.status === 'here', 30_000, 'seat 0 here');
      expect(seat0(b.room)?.botPlaying).toBe(false);
      // b plays until it is seat 0's turn; then nobody moves for him.
      bMay = true;
      pb.poke();
      await until(b, () => b.view?.toAct === 0, 30_000, "seat 0's turn");
      bMay = false;
      const waiting = b.game!.move;
      const moved = await b
        .next((m) => m.type === 'game', 400)
        .then(() => true)
        .catch(() => false);
      expect(moved).toBe(false);
      expect((await quick.store.actionsOf(game)).length).toBe(waiting);
      const pa = new Player(seated(back), 42);
      pa.poke();
      await until(b, () => b.game!.move > waiting, 30_000, 'his own move');
      const row = (await quick.store.actionsOf(game))[waiting]!;
      expect(row).toMatchObject({ source: 'seat', action: { seat: 0 } });
      pa.stop();
      pb.stop();
      await back.close();
      await b.close();
    } finally {
      await quick.close();
    }
  });

  it('deals the rematch from the loser of the last deal and counts the marks', async () => {
    const id = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'pack24' });
    const a = await enter(id, 0);
    const player = new Player(seated(a), 51);
    const losers: (number | null)[] = [];
    const dealers: number[] = [];
    const games: string[] = [];
    for (let n = 1; n <= 3; n++) {
      if (n > 1) {
        // R2.4: the loser of the last deal deals this one (the dealer again after a draw).
        const expected = losers.at(-1) ?? dealers.at(-1)!;
        expect(a.room?.nextDealer).toBe(expected);
      } else expect(a.room?.nextDealer).toBeNull();
      await deal(a);
      const game = a.game!.game;
      expect(games).not.toContain(game);
      games.push(game);
      dealers.push(a.view!.dealer);
      if (n > 1) expect(a.view!.dealer).toBe(losers.at(-1) ?? dealers.at(-2)!);
      player.poke();
      await until(a, () => a.view?.over === true, 60_000, `deal ${n} to end`);
      losers.push(a.view!.loser);
      await until(a, () => a.room?.deals === n, 30_000, 'the room to count the deal');
      // R8.4: one mark per lost deal.
      const marks = [0, 1].map((s) => losers.filter((l) => l === s).length);
      expect(a.room!.seats.map((s) => s.marks)).toEqual(marks);
      expect(a.room!.phase).toBe('between');
      const row = await server.store.game(game);
      expect(row).toMatchObject({ number: n, loser: losers.at(-1) });
      const replay = await fetch(`${server.url}/api/replays/${game}`);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ id: game, room: id, loser: losers.at(-1) });
    }
    expect(player.refused).toEqual([]);
  });
});
