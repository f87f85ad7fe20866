// The protocol's turns and seats, over real sockets: the turn timer and its stand-in; the
// grace period, a bot in an away player's seat and the seat given back; and the rematch
// (R2.4: the loser deals; R8.4: one mark per lost deal).

import type { Action } from '@kaschlan/engine';
import type { RoomInfo } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { Player, seated, until } from './support/players';
import { ask, deal } from './support/requests';
import { createRoom, testServer } from './support/server';
import { sharedServer } from './support/shared-server';

const { server, client, enter } = sharedServer();

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
