// Between a table and the store: each `store` effect as the Store call that keeps it, and a
// room's rows read back as the StoredTable that the table's `restore` rebuilds (the store is
// event-sourced: seats, each deal's set-up and action log, chat; nothing derived).

import type { GameSetup } from '@kaschlan/engine';
import type { RoomOptions } from '@kaschlan/protocol';
import {
  CHAT_KEPT,
  type Effect,
  restore,
  type StoredTable,
  type StoreWrite,
  type TableOptions,
  type TableState,
} from '@kaschlan/table';
import { searchBots } from '../bounds';
import { newId } from '../ids';
import { seatingOf } from '../players/seating';
import type { Creator } from '../store/creators';
import type { RoomRow, Store, Writer } from '../store/store';
import { botNames, tableOptions } from './table-options';

/**
 * Keep the `store` effects among `effects`, in order, each committed before the next; the
 * first write that fails and why, or null when all are kept.
 */
export async function persistAll(
  store: Store,
  writer: Writer,
  effects: readonly Effect[],
): Promise<{ write: StoreWrite; error: Error } | null> {
  for (const e of effects) {
    if (e.type !== 'store') continue;
    try {
      await persist(store, writer, e.write);
    } catch (error) {
      return { write: e.write, error: error as Error };
    }
  }
  return null;
}

/**
 * Keep `w` for the writer's room, under its fencing number (cluster); resolves once the
 * database has committed it.
 */
export function persist(store: Store, writer: Writer, w: StoreWrite): Promise<void> {
  const roomId = writer.room;
  switch (w.kind) {
    case 'sit':
      // On the server a seat is always claimed with a token; its hash is what is kept.
      if (w.token === null) return Promise.reject(new Error('a seat taken without a token'));
      return store.sit(writer, {
        room_id: roomId,
        seat: w.seat,
        name: w.name,
        token_hash: w.token,
        sat_at: w.at,
        player_id: w.player ?? null,
      });
    case 'unsit':
      return store.unsit(writer, w.seat);
    case 'startDeal':
      return store.startGame(writer, {
        id: w.id,
        room_id: roomId,
        number: w.number,
        setup: JSON.stringify(w.setup),
        dealer: w.dealer,
        started_at: w.at,
        finished_at: null,
        loser: null,
        // Who sat where (players/seating.ts), and whether its end is rated (issue 13).
        seating: JSON.stringify(seatingOf(w.seats)),
        rated: w.rated ? 1 : 0,
      });
    case 'action':
      return store.appendAction(
        writer,
        w.game,
        { n: w.n, action: w.action, source: w.source, at: w.at },
        w.over ? { at: w.at, loser: w.over.loser } : undefined,
      );
    case 'chat':
      return store.addChat(writer, { room_id: roomId, ...w.line });
  }
}

/**
 * Room `row`'s table as the store kept it, rebuilt by the table's `restore` (which replays
 * the current deal through the engine), and the effects that restart its clocks and turn.
 */
export async function loadTable(
  store: Store,
  row: RoomRow,
  options: RoomOptions,
): Promise<{ state: TableState; effects: readonly Effect[] }> {
  const stored = await storedTable(store, row, tableOptions(options), botNames(options));
  const restored = restore(stored);
  if (!restored.ok) throw new Error(`room ${row.id}: ${restored.message}`);
  return restored;
}

/** What the store keeps of room `row`, for `restore`. */
export async function storedTable(
  store: Store,
  row: RoomRow,
  options: TableOptions,
  names: readonly (string | null)[],
): Promise<StoredTable> {
  const seats = await store.seatsOf(row.id);
  const games = await store.gamesOf(row.id);
  const current = row.game_id ? await store.game(row.game_id) : undefined;
  const chat = await store.recentChat(row.id, CHAT_KEPT);
  return {
    options,
    names,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      token: s.token_hash,
      player: s.player_id,
    })),
    // R8.4: the match is recounted from the finished deals.
    finished: games
      .filter((g) => g.finished_at !== null)
      .map((g) => ({ dealer: g.dealer, loser: g.loser })),
    current: current
      ? {
          id: current.id,
          number: current.number,
          setup: JSON.parse(current.setup) as GameSetup,
          actions: (await store.actionsOf(current.id)).map((a) => a.action),
        }
      : null,
    chat: chat.map((c) => ({ n: c.n, seat: c.seat, name: c.name, text: c.text, at: c.at })),
  };
}

/**
 * Store a new room (a room is kept before anyone may enter it): its id, name and time. With
 * `creator` (a room made over HTTP), only while he is under his caps (refused: `OverCap`).
 */
export async function storeNewRoom(
  store: Store,
  options: RoomOptions,
  now: number,
  creator?: Creator,
): Promise<{ id: string; name: string }> {
  const row = newRoomRow(options, now, creator?.key ?? null);
  await store.createRoom(row, creator);
  return { id: row.id, name: row.name };
}

/** A new room's row: a fresh id, and a name ("Table K7Q2" when none was given). */
export function newRoomRow(
  options: RoomOptions,
  now: number,
  creator: string | null = null,
): RoomRow {
  const id = newId();
  return {
    id,
    name: options.name?.trim() || `Table ${id.slice(0, 4).toUpperCase()}`,
    options: JSON.stringify(options),
    created_at: now,
    game_id: null,
    closed_at: null,
    fence: 0,
    last_activity: now,
    creator_hash: creator,
    search_bots: searchBots(options),
  };
}
