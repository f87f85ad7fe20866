// A table of people for the held forced pass tests (issue 26): each seat has two connections,
// the first on the first server address and the second on the other, each a Player that
// reconnects by itself. Every connection plays a random legal action the moment its own view
// shows its seat to act with something legal (both connections of a seat race each other).
// What it notes: each held forced pass (R8.5) its own seat's connections were shown (the seat
// to act with nothing legal) and when the next update released it.

import { expect } from 'vitest';
import type { TestClient } from './client';
import { rng } from './players';
import { Player } from './reconnecting';

/** No message on any connection for this long, the deal not over: it stalled. */
const STALLED_MS = 15_000;

interface Hold {
  readonly seat: number;
  readonly move: number;
  readonly at: number;
  /** When the next update came (ms after `at`); 'moved': the connection closed first. */
  released: number | 'moved' | null;
}

export class HeldPassTable {
  readonly players: Player[] = [];
  /** Every hold shown to a connection of its own seat, with when it was released. */
  readonly holds: Hold[] = [];
  private readonly random: () => number;
  /** Per client: how many of its messages were read, and its hold not yet released. */
  private readonly read = new Map<TestClient, { n: number; open: Hold | null }>();

  constructor(
    urls: readonly [string, string],
    room: string,
    tokens: readonly string[],
    seed: number,
  ) {
    this.random = rng(seed);
    for (const token of tokens) {
      this.players.push(new Player([urls[0], urls[1]], room, token));
      this.players.push(new Player([urls[1], urls[0]], room, token));
    }
  }

  /**
   * A table whose people sit down through sockets, seat by seat, half of them through each
   * server (so half the `sit`s are relayed); then each seat's other connection comes.
   */
  static async seated(urls: readonly [string, string], room: string, seed: number) {
    const tokens: string[] = [];
    const first: Player[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const p = new Player(seat % 2 ? [urls[1], urls[0]] : [urls[0], urls[1]], room);
      await p.connect();
      await p.sit(seat, `P${seat}`);
      first.push(p);
      tokens.push(p.token!);
    }
    const table = new HeldPassTable(urls, room, tokens, seed);
    // The sitting connections play on: each takes its seat's place on its own server.
    for (const [seat, p] of first.entries()) {
      const i = 2 * seat + (seat % 2);
      await table.players[i]!.close();
      table.players[i] = p;
    }
    return table;
  }

  /** Every connection says hello at once. */
  async connect(): Promise<void> {
    await Promise.all(this.players.filter((p) => !p.client).map((p) => p.connect()));
  }

  /**
   * Deal and play the deal to its end on every connection. `before(move)` runs once per move
   * seen, before anyone plays it. A stall (nothing on any connection for STALLED_MS) fails
   * with what each connection was last shown and `servers()` (their logs).
   */
  async playDeal(
    servers: () => string,
    before: (move: number) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const previous = new Set(this.clients().map((c) => c.game?.game ?? null));
    let dealtAt = 0;
    const sent = new Map<TestClient, string>();
    const harmed = new Set<number>();
    let heard = this.heard();
    let heardAt = Date.now();
    for (;;) {
      const clients = this.clients();
      for (const c of clients) this.note(c);
      const fresh = (c: TestClient) => c.game !== null && !previous.has(c.game.game);
      if (clients.length === this.players.length && clients.every((c) => fresh(c) && c.view?.over))
        return;
      const now = Date.now();
      // Deal (again, if the first was lost to a connection that moved meanwhile).
      if (!clients.some(fresh) && clients.length > 0 && now - dealtAt > 1000) {
        dealtAt = now;
        clients[0]!.send({ type: 'deal' });
      }
      if (this.heard() !== heard) [heard, heardAt] = [this.heard(), now];
      else if (now - heardAt > STALLED_MS) throw new Error(this.stalled(servers()));
      for (const c of clients) {
        const { game, view } = c;
        if (!game || !view || !fresh(c) || view.over) continue;
        if (!harmed.has(game.move)) {
          harmed.add(game.move);
          await before(game.move);
        }
        if (view.toAct !== c.you || view.legal.length === 0) continue;
        const key = `${game.game}/${game.move}/${view.events.length}`;
        if (sent.get(c) === key) continue;
        sent.set(c, key);
        const action = view.legal[Math.floor(this.random() * view.legal.length)];
        c.send({ type: 'act', game: game.game, move: game.move, action });
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Holds were seen, and every one was released on the connection that was shown it. */
  expectEveryHoldReleased(): void {
    expect(this.holds.length).toBeGreaterThan(0);
    expect(this.holds.filter((h) => h.released === null)).toEqual([]);
  }

  async close(): Promise<void> {
    await Promise.all(this.players.map((p) => p.close()));
  }

  /** The connections of the moment; a hold shown to one that closed since is not its to end. */
  private clients(): TestClient[] {
    for (const [c, seen] of this.read)
      if (seen.open && !this.players.some((p) => p.client === c)) seen.open.released = 'moved';
    return this.players.map((p) => p.client).filter((c): c is TestClient => c !== null);
  }

  private heard(): number {
    return this.clients().reduce((n, c) => n + c.received.length, 0);
  }

  /** Take in what `c` received since last time: holds shown to its seat, and releases. */
  private note(c: TestClient): void {
    const seen = this.read.get(c) ?? { n: 0, open: null };
    this.read.set(c, seen);
    for (; seen.n < c.received.length; seen.n++) {
      const m = c.received[seen.n]!;
      const update = m.type === 'game' ? m.update : m.type === 'welcome' ? m.game : null;
      if (!update) continue;
      if (seen.open && seen.open.released === null) seen.open.released = Date.now() - seen.open.at;
      seen.open = null;
      const { view } = update;
      if (!view.over && c.you !== null && view.toAct === c.you && view.legal.length === 0) {
        seen.open = { seat: c.you, move: update.move, at: Date.now(), released: null };
        this.holds.push(seen.open);
      }
    }
  }

  private stalled(servers: string): string {
    const shown = this.players.map((p, i) => {
      const c = p.client;
      if (!c) return `#${i}: not connected`;
      const v = c.view;
      return `#${i} seat ${c.you}: move ${c.game?.move} toAct ${v?.toAct} legal ${v?.legal.length} over ${v?.over}`;
    });
    return `the deal stalled for ${STALLED_MS} ms:\n${shown.join('\n')}\n${servers}`;
  }
}
