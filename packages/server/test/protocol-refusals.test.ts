// The protocol's refusals, over real sockets: stale, repeated, future and foreign actions
// refused with their codes and nothing changed; seat tokens that open one seat of one room
// and are stored only hashed.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '@kaschlan/engine';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Player, seated, until } from './support/players';
import { ask, codeOf, deal } from './support/requests';
import { createRoom } from './support/server';
import { sharedServer } from './support/shared-server';

const { server, client, enter } = sharedServer();

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
    // The same message again (a double click, a resend after a reconnect): a duplicate. The
    // reply is an error; a 'game' message may come first when the move settled into a forced
    // pass, shown a moment later (R8.5), so only the error is waited for. That nothing else
    // was kept is checked in the store below.
    expect(codeOf(await ask(mover, act(game, m, action)))).toBe('DUPLICATE_ACTION');
    // Another action for that move number: stale.
    const different: Action =
      action.type === 'take' ? { type: 'pass', seat: toAct } : { type: 'take', seat: toAct };
    expect(codeOf(await ask(mover, act(game, m, different)))).toBe('STALE_MOVE');
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
