// A player who keeps playing whatever happens to the servers, as the web app does: when
// the socket closes it reconnects (trying each server address in turn, with a short
// backoff), says hello with its seat token, and gets a fresh snapshot.

import type { ServerMessage } from '@kaschlan/protocol';
import { TestClient } from './client';

export class Player {
  client: TestClient | null = null;
  reconnects = 0;
  private closed = false;
  private turn = 0;

  constructor(
    private readonly urls: readonly string[],
    readonly room: string,
    public token: string | null = null,
  ) {}

  /** Connect (or reconnect) and say hello; resolves with the welcome. */
  async connect(): Promise<TestClient> {
    for (let attempt = 0; !this.closed; attempt++) {
      const url = this.urls[(this.turn + attempt) % this.urls.length]!;
      try {
        const c = await TestClient.connect(url);
        const hello = await c.request(
          { type: 'hello', room: this.room, ...(this.token ? { token: this.token } : {}) },
          'welcome',
        );
        if (hello.type !== 'welcome') {
          await c.close();
          throw new Error(`hello refused: ${JSON.stringify(hello)}`);
        }
        this.turn = (this.turn + attempt) % this.urls.length;
        this.client = c;
        c.ws.once('close', () => {
          if (this.closed || this.client !== c) return;
          this.client = null;
          this.reconnects++;
          void this.connect().catch(() => undefined); // closed meanwhile: done
        });
        return c;
      } catch {
        await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** Math.min(attempt, 5))));
      }
    }
    throw new Error('closed');
  }

  /** The connected client, waiting for a reconnect if need be. */
  async ready(timeoutMs = 60_000): Promise<TestClient> {
    const deadline = Date.now() + timeoutMs;
    while (!this.client) {
      if (Date.now() > deadline) throw new Error('no connection');
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.client;
  }

  async sit(seat: number, name: string): Promise<void> {
    const c = await this.ready();
    const m = (await c.request({ type: 'sit', seat, name }, 'seated')) as ServerMessage;
    if (m.type !== 'seated') throw new Error(`sit refused: ${JSON.stringify(m)}`);
    this.token = m.token;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.close();
  }
}
