// A protocol client for the tests: a real WebSocket, a log of every message received, the
// latest snapshot kept up to date from the deltas (as the web app does), and waiting for a
// message that satisfies a predicate.

import type { ServerMessage } from '@kaschlan/protocol';
import WebSocket from 'ws';
import { Picture } from './picture';

export class TestClient extends Picture {
  readonly received: ServerMessage[] = [];
  /** Raw text of every message received (the leak checks read these). */
  readonly raw: string[] = [];
  private waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    super();
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

  /** Connect; `headers`: the upgrade's own (a session cookie, a browser's Origin). */
  static connect(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (from now) that `test` accepts. */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 30_000): Promise<ServerMessage> {
    return awaitMessage(this.waiters, test, timeoutMs);
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

/** Someone waiting for the next message that `test` accepts. */
export interface Waiter {
  test: (m: ServerMessage) => boolean;
  resolve: (m: ServerMessage) => void;
}

/** Wait in `waiters` for the next message that `test` accepts; rejects after `timeoutMs`. */
export function awaitMessage(
  waiters: Waiter[],
  test: (m: ServerMessage) => boolean,
  timeoutMs: number,
): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
    waiters.push({
      test,
      resolve: (m) => {
        clearTimeout(timer);
        resolve(m);
      },
    });
  });
}
