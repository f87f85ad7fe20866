// The socket to the server for one room: it opens, feeds every message through the reducer
// (state.ts), sends what the reducer says, and when the socket is lost opens a new one after
// a growing pause (0.5 s, 1 s, 2 s ... at most 10 s). A ping every 20 s keeps the line honest:
// a socket that has heard nothing for 45 s is dropped and replaced. The socket and the clock
// are passed in, so the tests drive it without a browser.

import type { ServerMessage } from '@kaschlan/protocol';
import { type Input, initialState, type RoomState, reduce } from './state';

/** What the client needs of a WebSocket (the browser's, or a test's stand-in). */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onclose' | 'onerror' | 'onmessage'
>;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface ClientOptions {
  readonly roomId: string;
  /** The socket's address, ws://host/ws. */
  readonly url: string;
  readonly token: string | null;
  readonly connect: (url: string) => SocketLike;
  readonly clock: Clock;
  /** Every new state (the page's signal). */
  readonly onState: (state: RoomState) => void;
  /** A seat token to keep (string) or forget (null). */
  readonly onToken: (token: string | null) => void;
  /** The server's clock minus ours (ms), measured by each ping. */
  readonly onOffset?: (ms: number) => void;
}

const OPEN = 1;
export const PING_MS = 20_000;
export const SILENCE_MS = 45_000;

/** The pause before reconnect attempt `attempt` (0, 1, ...), with `jitter` in 0..1. */
export function retryDelay(attempt: number, jitter = 0): number {
  const base = Math.min(10_000, 500 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (1 + jitter / 4));
}

export class OnlineClient {
  private state: RoomState;
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private heardAt = 0;
  private pings = 0;
  private readonly pingSent = new Map<number, number>();
  private stopped = false;

  constructor(private readonly options: ClientOptions) {
    this.state = initialState(options.roomId, options.token);
  }

  get current(): RoomState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Close for good (the page left the room). */
  stop(): void {
    this.stopped = true;
    const { clock } = this.options;
    if (this.retryTimer !== null) clock.clearTimeout(this.retryTimer);
    if (this.pingTimer !== null) clock.clearTimeout(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close(1000, 'left the room');
    }
  }

  /** The connection is probably back (the browser went online, the tab came back): retry now. */
  nudge(): void {
    if (this.stopped || this.socket || this.state.link === 'gone') return;
    if (this.retryTimer !== null) this.options.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open();
  }

  /** Something the player did; false when nothing was sent (not connected, not allowed). */
  dispatch(input: Input): boolean {
    return this.step(input) > 0;
  }

  private step(input: Input): number {
    const result = reduce(this.state, input);
    this.state = result.state;
    if (result.token !== undefined) this.options.onToken(result.token);
    for (const m of result.send) this.socket?.send(JSON.stringify(m));
    this.options.onState(this.state);
    const socket = this.socket;
    if (result.retry && socket) {
      socket.close(4001, 'retry');
      this.lost(socket);
    }
    return result.send.length;
  }

  private open(): void {
    if (this.stopped) return;
    const socket = this.options.connect(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.heardAt = this.options.clock.now();
      this.step({ type: 'opened' });
      this.ping();
    };
    socket.onmessage = (e) => {
      if (this.socket !== socket) return;
      this.heardAt = this.options.clock.now();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return; // not ours to read; the server sends JSON only
      }
      if (message.type === 'welcome') this.attempts = 0;
      if (message.type === 'pong') this.measure(message.n, message.at);
      this.step({ type: 'received', message });
    };
    socket.onerror = () => undefined; // a close follows
    socket.onclose = () => this.lost(socket);
  }

  /** The socket is gone: say so, and try again after a pause. */
  private lost(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    const { clock } = this.options;
    if (this.pingTimer !== null) clock.clearTimeout(this.pingTimer);
    this.pingTimer = null;
    this.step({ type: 'closed' });
    if (this.stopped || this.state.link === 'gone') return;
    const wait = retryDelay(this.attempts++, Math.random());
    this.retryTimer = clock.setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, wait);
  }

  /** Ping now and every PING_MS; drop a socket that has been silent too long. */
  private ping(): void {
    const socket = this.socket;
    const { clock } = this.options;
    if (!socket || socket.readyState !== OPEN) return;
    if (clock.now() - this.heardAt > SILENCE_MS) {
      // A dead line may take long to report its close: give up on it now.
      socket.close(4000, 'silent');
      this.lost(socket);
      return;
    }
    const n = ++this.pings;
    this.pingSent.set(n, clock.now());
    if (this.pingSent.size > 8) this.pingSent.delete(n - 8);
    socket.send(JSON.stringify({ type: 'ping', n }));
    this.pingTimer = clock.setTimeout(() => this.ping(), PING_MS);
  }

  private measure(n: number | undefined, at: number): void {
    const sent = n === undefined ? undefined : this.pingSent.get(n);
    if (sent === undefined) return;
    this.pingSent.delete(n!);
    const back = this.options.clock.now();
    this.options.onOffset?.(at - (sent + back) / 2);
  }
}
