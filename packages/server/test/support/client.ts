// A protocol client for the tests: a real WebSocket, a log of every message received, the
// latest snapshot kept up to date from the deltas (as the web app does), and waiting for a
// message that satisfies a predicate.

import type { View } from '@kaschlan/engine';
import type { GameUpdate, RoomInfo, ServerMessage } from '@kaschlan/protocol';
import WebSocket from 'ws';

export class TestClient {
  readonly received: ServerMessage[] = [];
  /** Raw text of every message received (the leak checks read these). */
  readonly raw: string[] = [];
  room: RoomInfo | null = null;
  game: GameUpdate | null = null;
  view: View | null = null;
  you: number | null = null;
  token: string | null = null;
  seq = -1;
  gaps = 0;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text) as ServerMessage;
      this.received.push(m);
      this.absorb(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  static connect(url: string): Promise<TestClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  private absorb(m: ServerMessage): void {
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

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (from now) that `test` accepts. */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('timed out waiting for a message')),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Send and wait for the reply of `type` (or an error). */
  async request(message: unknown, type: ServerMessage['type']): Promise<ServerMessage> {
    const reply = this.next((m) => m.type === type || m.type === 'error');
    this.send(message);
    return reply;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
