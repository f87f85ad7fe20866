// A hostile client for the security tests: a raw WebSocket that sends anything (text,
// binary, oversized frames) and pairs each message with the server's direct answer to it:
// an error, a pong, a snapshot ('welcome'), its own chat line (recognised by a tag in the
// text), or the socket's close. Broadcasts (room, game, other people's chat) are kept but
// answer nothing.

import type { GameUpdate, ServerMessage } from '@kaschlan/protocol';
import WebSocket from 'ws';

/** What became of one message: an error code, 'pong', 'welcome', 'chat', or 'closed:<code>'. */
export type Outcome = string;

export class RawClient {
  /** Raw text of every message received (for the leak check). */
  readonly raw: string[] = [];
  /** The latest deal update seen (snapshot or delta): its game id, move, and hand. */
  game: GameUpdate | null = null;
  closed: number | null = null;
  /** Direct answers that came when no message of ours was waiting for one. */
  readonly unasked: ServerMessage[] = [];
  private waiter: { tag: string | null; resolve: (o: Outcome) => void } | null = null;
  private readonly closing: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const text = data.toString();
      this.raw.push(isBinary ? `<binary ${text.length}>` : text);
      const m = JSON.parse(text) as ServerMessage;
      if (m.type === 'welcome') this.game = m.game;
      else if (m.type === 'game') this.game = m.update;
      const outcome = this.answer(m);
      if (outcome === null) return;
      const w = this.waiter;
      if (w && (m.type !== 'chat' || w.tag !== null)) {
        this.waiter = null;
        w.resolve(outcome);
      } else this.unasked.push(m);
    });
    this.closing = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closed = code;
        const w = this.waiter;
        this.waiter = null;
        w?.resolve(`closed:${code}`);
        resolve(code);
      }),
    );
    ws.on('error', () => undefined);
  }

  static connect(url: string): Promise<RawClient> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { maxPayload: 1 << 24 });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawClient(ws)));
      ws.once('error', reject);
    });
  }

  /** The outcome `m` stands for if it answers one of our messages, else null. */
  private answer(m: ServerMessage): Outcome | null {
    switch (m.type) {
      case 'error':
        return m.code;
      case 'pong':
      case 'welcome':
        return m.type;
      case 'chat': {
        const tag = this.waiter?.tag;
        return tag && m.line.text.startsWith(tag) ? 'chat' : null;
      }
      default:
        return null;
    }
  }

  /**
   * Send one message and wait for what became of it. `tag`: the chat tag its own chat
   * line will start with (chat messages only).
   */
  exchange(
    payload: string | Buffer,
    options: { binary?: boolean; tag?: string | null; timeoutMs?: number } = {},
  ): Promise<Outcome> {
    if (this.waiter) throw new Error('one message at a time');
    if (this.closed !== null) return Promise.resolve(`closed:${this.closed}`);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to ${String(payload).slice(0, 120)}`)),
        options.timeoutMs ?? 30_000,
      );
      this.waiter = {
        tag: options.tag ?? null,
        resolve: (o) => {
          clearTimeout(timer);
          resolve(o);
        },
      };
      // A send that fails means the socket is going: its close settles the waiter.
      this.ws.send(payload, { binary: options.binary ?? false }, () => undefined);
    });
  }

  /** Send messages back to back without waiting (a flood). */
  flood(payloads: readonly string[]): void {
    for (const p of payloads) if (this.ws.readyState === WebSocket.OPEN) this.ws.send(p);
  }

  /** Wait until the socket is closed (by us or the server). */
  whenClosed(): Promise<number> {
    return this.closing;
  }

  close(): Promise<number> {
    if (this.closed === null) this.ws.close();
    return this.closing;
  }
}
