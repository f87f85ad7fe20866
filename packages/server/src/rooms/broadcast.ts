// What each audience of a room is sent: the room's public picture (RoomInfo, the same for
// everyone) and the deal as each viewer may see it (GameUpdate: the engine's viewFor for his
// seat, or the spectators' view, R5.3), its events sent as a delta from the member's cursor.

import { isOver, type Seat, toRecord, type View } from '@kaschlan/engine';
import type { ChatLine, GameUpdate, RoomInfo, RoomOptions } from '@kaschlan/protocol';
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
  view: View = dealView(deal, viewer),
): GameUpdate {
  return {
    game: deal.id,
    move: deal.state.actions.length,
    view: from === 0 ? view : { ...view, events: view.events.slice(from) },
    eventsFrom: from,
    deadline,
    // Once over, the whole record: everyone may see every hand then.
    record: isOver(deal.state) ? toRecord(deal.state) : null,
  };
}

/** Everyone in a room, as the receiver of its messages. */
export class Audience {
  /** Up by one per `room` or `game` message, which every member gets (gaps mean: sync). */
  private seq = 0;

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

  room(room: RoomInfo): void {
    const seq = ++this.seq;
    this.members.forEach((m) => {
      m.send({ type: 'room', seq, room });
    });
  }

  /** The deal changed: each member gets the events he has not had yet. */
  game(deal: TableDeal, deadline: number | null): void {
    const seq = ++this.seq;
    // One view per seat (and one for spectators), shared by that seat's connections.
    const views = new Map<Viewer, View>();
    this.members.forEach((m) => {
      const viewer = m.seat ?? 'spectator';
      let view = views.get(viewer);
      if (!view) {
        view = dealView(deal, viewer);
        views.set(viewer, view);
      }
      const from = m.eventsGame === deal.id ? m.eventsSent : 0;
      m.eventsGame = deal.id;
      m.eventsSent = view.events.length;
      m.send({ type: 'game', seq, update: gameUpdate(deal, viewer, from, deadline, view) });
    });
  }

  chat(line: ChatLine): void {
    this.members.forEach((m) => {
      m.send({ type: 'chat', line });
    });
  }
}
