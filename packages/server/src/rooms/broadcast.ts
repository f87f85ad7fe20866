// What each audience of a room is sent: the room's public picture (RoomInfo, the same for
// everyone) and the deal as each viewer may see it (GameUpdate: the engine's viewFor for his
// seat, or the spectators' view, R5.3), its events sent as a delta from the member's cursor.

import { isOver, type Seat, toRecord } from '@kaschlan/engine';
import type {
  ChatLine,
  GameUpdate,
  RoomInfo,
  RoomOptions,
  ServerMessage,
} from '@kaschlan/protocol';
import { dealView, phaseOf, statusOf, type TableDeal, type TableState } from '@kaschlan/table';
import type { Member, Members } from './members';

type Viewer = Seat | 'spectator';

/** The room's public picture: seats, the match's marks (R8.4), who deals next (R2.4). */
export function roomInfo(
  room: { readonly id: string; readonly name: string; readonly options: RoomOptions },
  table: TableState,
  spectators: number,
): RoomInfo {
  return {
    id: room.id,
    name: room.name,
    options: room.options,
    phase: phaseOf(table),
    seats: table.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.name,
      status: statusOf(s),
      botPlaying: s.kind !== 'human' || s.standIn,
      marks: table.match.marks[seat] ?? 0,
    })),
    spectators,
    deals: table.match.results.length,
    game: table.deal?.id ?? null,
    nextDealer: table.match.nextDealer,
  };
}

/** What `viewer` may see of the deal, its events from `from` on. */
export function gameUpdate(
  deal: TableDeal,
  viewer: Viewer,
  from: number,
  deadline: number | null,
): GameUpdate {
  return {
    game: deal.id,
    move: deal.state.actions.length,
    view: dealView(deal, viewer, from),
    eventsFrom: from,
    deadline,
    // Once over, the whole record: everyone may see every hand then.
    record: isOver(deal.state) ? toRecord(deal.state) : null,
  };
}

/**
 * Everyone in a room, as the receiver of its messages. Each distinct message is serialised
 * once and the same text goes to everyone who gets it (one `room` text for all, one `game`
 * text per viewer — a seat, or the spectators — and cursor), never once per member.
 */
export class Audience {
  /** Up by one per `room` or `game` message, which every member gets (gaps mean: sync). */
  private seq = 0;
  /** The room's picture everyone has (JSON): one the same as it is not sent again. */
  private roomSent: string | null = null;

  constructor(private readonly members: Members) {}

  /** A full snapshot for `member` (he is new, or asked to catch up); his cursor restarts. */
  welcome(
    member: Member,
    room: RoomInfo,
    deal: TableDeal | null,
    deadline: number | null,
    chat: readonly ChatLine[],
  ): void {
    const game = deal ? gameUpdate(deal, member.seat ?? 'spectator', 0, deadline) : null;
    member.eventsGame = deal?.id ?? null;
    member.eventsSent = game ? game.view.events.length : 0;
    member.send({ type: 'welcome', seq: this.seq, room, you: member.seat, game, chat });
  }

  /**
   * The room's picture changed. A picture the same as the last one everyone was sent (a
   * member left and came back, a spectator re-entered) is not sent again: a newcomer had it
   * in his welcome, everyone else has it already.
   */
  room(room: RoomInfo): void {
    const picture = JSON.stringify(room);
    if (picture === this.roomSent) return;
    this.roomSent = picture;
    const seq = ++this.seq;
    const message: ServerMessage = { type: 'room', seq, room };
    const text = `{"type":"room","seq":${seq},"room":${picture}}`;
    this.members.forEach((m) => {
      post(m, message, text);
    });
  }

  /** The deal changed: each member gets the events he has not had yet. */
  game(deal: TableDeal, deadline: number | null): void {
    const seq = ++this.seq;
    // One message per view (a seat's, or the spectators') and cursor, built and serialised
    // once: a seat's connections, and the spectators, mostly share one. Only the events past
    // the cursor are built (viewFor's eventsFrom).
    const messages = new Map<string, { message: ServerMessage; text: string; sent: number }>();
    this.members.forEach((m) => {
      const viewer = m.seat ?? 'spectator';
      const from = m.eventsGame === deal.id ? m.eventsSent : 0;
      const key = `${viewer}/${from}`;
      let out = messages.get(key);
      if (!out) {
        const update = gameUpdate(deal, viewer, from, deadline);
        const message: ServerMessage = { type: 'game', seq, update };
        out = { message, text: JSON.stringify(message), sent: from + update.view.events.length };
        messages.set(key, out);
      }
      m.eventsGame = deal.id;
      m.eventsSent = out.sent;
      post(m, out.message, out.text);
    });
  }

  chat(line: ChatLine): void {
    const message: ServerMessage = { type: 'chat', line };
    const text = JSON.stringify(message);
    this.members.forEach((m) => {
      post(m, message, text);
    });
  }
}

/** `message` to `m`: as its text, serialised once for all, where he takes text. */
function post(m: Member, message: ServerMessage, text: string): void {
  if (m.sendText) m.sendText(text);
  else m.send(message);
}
