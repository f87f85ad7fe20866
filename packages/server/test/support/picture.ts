// What a client knows of its room, kept up to date from the server's messages as the web
// app keeps it: the room, its seat and token, the deal (the view's events grown from the
// deltas), the last sequence number and how many gaps it saw. The test clients extend it.

import type { View } from '@kaschlan/engine';
import type { GameUpdate, RoomInfo, ServerMessage } from '@kaschlan/protocol';

export class Picture {
  room: RoomInfo | null = null;
  game: GameUpdate | null = null;
  view: View | null = null;
  you: number | null = null;
  token: string | null = null;
  seq = -1;
  gaps = 0;

  /** Take in one message from the server. */
  protected absorb(m: ServerMessage): void {
    if (m.type === 'welcome') {
      this.seq = m.seq;
      this.room = m.room;
      this.you = m.you;
      this.setGame(m.game, true);
    } else if (m.type === 'room' || m.type === 'game') {
      if (m.seq !== this.seq + 1) this.gaps++;
      this.seq = m.seq;
      if (m.type === 'room') this.room = m.room;
      else this.setGame(m.update, false);
    } else if (m.type === 'seated') {
      this.token = m.token;
      this.you = m.seat;
    }
  }

  private setGame(update: GameUpdate | null, full: boolean): void {
    this.game = update;
    if (!update) {
      this.view = null;
      return;
    }
    const earlier =
      !full && this.view && update.eventsFrom === this.view.events.length ? this.view.events : [];
    this.view = { ...update.view, events: [...earlier, ...update.view.events] };
  }
}
