// A client that comes back by itself, as the web app does: when its socket closes (the
// server was killed, restarted, or dropped it) it reconnects with a growing backoff, says
// hello with its seat token, and takes the fresh snapshot. It keeps its picture up to date
// from the deltas like TestClient, and logs every message with the number of the
// connection it came on, so a test can tell what the server said before and after a crash.

import type { View } from '@kaschlan/engine';
import type { ServerMessage } from '@kaschlan/protocol';
import WebSocket from 'ws';
import { awaitMessage, type Waiter } from './client';
import { Picture } from './picture';
import type { Seated } from './players';

export interface Logged {
  /** 1 for the first connection, 2 after the first reconnect, ... */
  readonly conn: number;
  readonly m: ServerMessage;
  /** The picture after this message (game and welcome messages only). */
  readonly view: View | null;
}

const BACKOFF_MS = [50, 100, 200, 400, 800, 1000];

export class ResilientClient extends Picture implements Seated {
  /** Connections opened (1 + the reconnects). */
  conn = 0;
  /** Failed attempts to connect (the server was down). */
  failures = 0;
  readonly log: Logged[] = [];
  private ws: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  private listeners: ((m: ServerMessage) => void)[] = [];
  private waiters: Waiter[] = [];

  constructor(
    private readonly url: string,
    readonly roomId: string,
    token: string | null = null,
  ) {
    super();
    this.token = token;
  }

  /** Connect and say hello; resolves with the first snapshot. */
  start(): Promise<ServerMessage> {
    const welcome = this.next((m) => m.type === 'welcome' || m.type === 'error', 30_000);
    this.open();
    return welcome;
  }

  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  private open(): void {
    if (this.stopped) return;
    const ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/ws`);
    this.ws = ws;
    let opened = false;
    ws.on('open', () => {
      opened = true;
      this.conn++;
      this.attempt = 0;
      const token = this.token === null ? {} : { token: this.token };
      ws.send(JSON.stringify({ type: 'hello', room: this.roomId, ...token }));
    });
    ws.on('message', (data) => this.take(JSON.parse(data.toString()) as ServerMessage));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.ws === ws) this.ws = null;
      if (!opened) this.failures++;
      if (this.stopped) return;
      const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)]!;
      setTimeout(() => this.open(), delay);
    });
  }

  private take(m: ServerMessage): void {
    this.absorb(m);
    const picture = m.type === 'game' || m.type === 'welcome' ? this.view : null;
    this.log.push({ conn: this.conn, m, view: picture });
    for (const fn of this.listeners) fn(m);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(m)) return true;
      w.resolve(m);
      return false;
    });
  }

  /** Send if connected (a message sent while the server is down is simply lost). */
  send(message: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  listen(fn: (m: ServerMessage) => void): void {
    this.listeners.push(fn);
  }

  /** The next message (from now) that `test` accepts. */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 30_000): Promise<ServerMessage> {
    return awaitMessage(this.waiters, test, timeoutMs);
  }

  /** Resolve once `test()` holds: now, or after one of the next messages. */
  async until(test: () => boolean, timeoutMs = 30_000, what = 'a condition'): Promise<void> {
    if (test()) return;
    await this.next(() => test(), timeoutMs).catch(() => {
      throw new Error(`timed out waiting for ${what}`);
    });
  }

  /** Take seat `seat`; keeps the token for every reconnect. */
  async sit(seat: number, name: string): Promise<string> {
    const reply = this.next((m) => m.type === 'seated' || m.type === 'error');
    this.send({ type: 'sit', seat, name });
    const m = await reply;
    if (m.type !== 'seated') throw new Error(`sit refused: ${JSON.stringify(m)}`);
    return m.token;
  }

  close(): void {
    this.stopped = true;
    this.ws?.close();
  }
}
