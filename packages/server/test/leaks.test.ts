// No hidden card ever leaves the server (R5.3): whole deals of every pack and player count,
// people and bots, where every raw message each seat's client, a second tab, and early and
// late spectators received is checked against the server's true state at that move: each
// card in it is one that recipient may know then (its own hand, the table, the discards,
// the picked-up cards, the trump card), no seed, deck, talon order or other hand appears
// before the deal is over, and a deal's replay is published only once it is over.

import { type GameRecord, viewFor } from '@kaschlan/engine';
import type { SeatKind } from '@kaschlan/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client';
import { Player, seated, until, untilAll } from './support/players';
import { createRoom } from './support/server';
import { sharedServer } from './support/shared-server';
import {
  checkMessages,
  recordTruth,
  storedTruth,
  type Truth,
  trueHand,
  truthOf,
} from './support/truth';

const { server } = sharedServer();

interface Table {
  readonly preset: string;
  readonly seats: SeatKind[];
  /** Deals to play in a row (the second one is a rematch). */
  readonly deals: number;
  readonly seed: number;
}

const TABLES: Record<string, Table> = {
  '2 players (illig): a person against a bot, two deals': {
    preset: 'illig',
    seats: ['human', 'easy'],
    deals: 2,
    seed: 11,
  },
  '2 players (pack24): two people': {
    preset: 'pack24',
    seats: ['human', 'human'],
    deals: 1,
    seed: 12,
  },
  '3 players (wikipedia-de: coachman, pass-on)': {
    preset: 'wikipedia-de',
    seats: ['human', 'human', 'normal'],
    deals: 1,
    seed: 13,
  },
  '4 players (pack52)': {
    preset: 'pack52',
    seats: ['human', 'easy', 'human', 'human'],
    deals: 1,
    seed: 14,
  },
  '5 players (illig)': {
    preset: 'illig',
    seats: ['human', 'normal', 'human', 'easy', 'human'],
    deals: 1,
    seed: 15,
  },
};

/** Where the first deal stops a moment for the mid-deal checks. */
const PAUSE_AT = 6;

const totals = { messages: 0, cards: 0, records: 0, deals: 0 };

describe('what each recipient is sent', () => {
  it.each(Object.entries(TABLES))('%s', async (_name, table) => {
    const id = await createRoom(server.url, { preset: table.preset, seats: table.seats });
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'hello', room: id }, 'welcome');
    const people: { seat: number; client: TestClient }[] = [];
    for (const [seat, kind] of table.seats.entries()) {
      if (kind !== 'human') continue;
      const client = await TestClient.connect(server.url);
      await client.request({ type: 'hello', room: id }, 'welcome');
      const reply = await client.request({ type: 'sit', seat, name: `P${seat}` }, 'seated');
      expect(reply.type).toBe('seated');
      people.push({ seat, client });
    }
    let paused = true; // until the first deal reaches PAUSE_AT
    let firstGame: string | null = null;
    const players = people.map(
      ({ seat, client }) =>
        new Player(seated(client), table.seed * 10 + seat, {
          may: () => !paused || client.game?.game !== firstGame || client.game.move < PAUSE_AT,
        }),
    );
    const first = people[0]!.client;
    const dealt = first.next((m) => m.type === 'game');
    first.send({ type: 'deal' });
    await dealt;
    firstGame = first.game!.game;
    for (const p of players) p.poke();

    // Mid-deal: the table waits for a person at move PAUSE_AT or later.
    const quiet = () => {
      const v = watcher.view;
      return (
        watcher.game !== null &&
        watcher.game.move >= PAUSE_AT &&
        v !== null &&
        v.toAct !== null &&
        table.seats[v.toAct] === 'human'
      );
    };
    const everyone = [watcher, ...people.map((p) => p.client)];
    const same = () => everyone.every((c) => c.game?.move === watcher.game?.move);
    await untilAll(everyone, () => quiet() && same(), 30_000, 'the table to wait at the pause');
    expect(watcher.view?.over).toBe(false);
    // No replay of a deal in play, under either address.
    for (const path of [`/api/replays/${firstGame}/record`, `/api/replays/${firstGame}`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toMatch(/"seed"|"deck"|"actions"/);
    }
    // Late arrivals get a snapshot mid-deal: a spectator, and a second tab of a seat.
    const late = await TestClient.connect(server.url);
    await late.request({ type: 'hello', room: id }, 'welcome');
    const tab = await TestClient.connect(server.url);
    const tabWelcome = await tab.request(
      { type: 'hello', room: id, token: first.token },
      'welcome',
    );
    expect(tabWelcome).toMatchObject({ type: 'welcome', you: people[0]!.seat });
    expect(tab.view?.hand).toEqual(first.view?.hand);
    expect(late.view?.hand).toBeNull();
    paused = false;
    for (const p of players) p.poke();

    const games: string[] = [];
    for (let deal = 1; deal <= table.deals; deal++) {
      const game = watcher.game!.game;
      games.push(game);
      await until(watcher, () => watcher.view?.over === true, 60_000, `deal ${deal} to end`);
      if (deal < table.deals) {
        const next = first.next((m) => m.type === 'game' && m.update.game !== game);
        first.send({ type: 'deal' });
        await next;
        await until(watcher, () => watcher.game?.game !== game, 30_000, 'the next deal');
      }
    }
    const all = [...everyone, late, tab];
    await untilAll(
      all,
      () => all.every((c) => c.view?.over === true && c.game?.game === watcher.game?.game),
      30_000,
      'everyone to see the end',
    );
    for (const p of players) expect(p.refused).toEqual([]);

    // The truth: each deal's published record, which must match the stored log.
    const truths = new Map<string, Truth>();
    for (const game of games) {
      const res = await fetch(`${server.url}/api/replays/${game}/record`);
      expect(res.status).toBe(200);
      const truth = recordTruth((await res.json()) as GameRecord);
      const stored = await storedTruth(server.store, game);
      expect(truth.states.length).toBe(stored.states.length);
      expect(truth.setup.seed).toBe(stored.setup.seed);
      expect(truth.states.at(-1)!.actions).toEqual(stored.states.at(-1)!.actions);
      truths.set(game, truth);
    }
    const clients: [string, TestClient][] = [
      ['spectator', watcher],
      ['late spectator', late],
      [`seat ${people[0]!.seat}, second tab`, tab],
      ...people.map(({ seat, client }): [string, TestClient] => [`seat ${seat}`, client]),
    ];
    for (const [who, client] of clients) {
      const report = checkMessages(who, client.raw, (g) => truths.get(g));
      expect(report.problems).toEqual([]);
      expect(report.records).toBeGreaterThanOrEqual(1);
      totals.messages += report.checked;
      totals.cards += report.cards;
      totals.records += report.records;
      // Each client's picture, built from deltas, is exactly its own seat's view.
      const final = truths.get(client.game!.game)!.states.at(-1)!;
      expect(client.view).toEqual(viewFor(final, client.you ?? 'spectator'));
      expect(client.gaps).toBe(0);
    }
    totals.deals += games.length;
    for (const [, client] of clients) await client.close();
  });
});

describe('the leak check itself', () => {
  it('flags a hidden card, a secret key, the seed, the talon order and another hand', () => {
    const seed = 123_456_789;
    const truth = truthOf({ preset: 'illig', players: 3, seed }, []);
    const state = truth.states[0]!;
    const own = trueHand(state, 0)[0]!;
    const hidden = trueHand(state, 1)[0]!;
    const check = (you: number | null, view: object) => {
      const welcome = { type: 'welcome', seq: 0, room: {}, you, game: null, chat: [] };
      const update = { game: 'g', move: 0, view, eventsFrom: 0, deadline: null, record: null };
      const game = { type: 'game', seq: 1, update };
      return checkMessages('t', [JSON.stringify(welcome), JSON.stringify(game)], () => truth)
        .problems;
    };
    const v = viewFor(state, 0);
    expect(check(0, v)).toEqual([]);
    expect(check(0, { ...v, hand: [own, hidden] })).toHaveLength(1);
    expect(check(null, viewFor(state, 'spectator'))).toEqual([]);
    expect(check(null, { ...viewFor(state, 'spectator'), note: own })).toHaveLength(1);
    expect(check(0, { ...v, seed })).toHaveLength(2); // the key, and the number
    expect(check(0, { ...v, talon: [own] })).toHaveLength(1);
    expect(check(0, { ...v, deck: [] })).toHaveLength(1);
    const deal = state.events[0]!;
    expect(check(0, { ...v, events: [deal] }).length).toBeGreaterThan(1);
    expect(check(0, { ...v, events: [{ ...deal, hands: [null, null, null] }] })).toEqual([]);
    // Free text may hold anything (people type card names in chat).
    expect(check(0, { ...v, text: hidden })).toEqual([]);
  });
});

afterAll(() => {
  console.info(
    `leaks: ${totals.deals} deals, ${totals.messages} messages checked, ` +
      `${totals.cards} card strings checked, ${totals.records} record messages (after the end)`,
  );
});
