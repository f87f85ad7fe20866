// A fake server for the online connection's tests: sockets whose server side the test
// drives (open, say, drop), and a clock whose timers run only when the test lets time pass.

import type { ServerMessage } from '@kaschlan/protocol';
import { OnlineClient, type SocketLike } from '../../src/online/connection';
import type { RoomState } from '../../src/online/state';
import { ROOM } from './online';

export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  // The server's side:
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  say(message: ServerMessage): void {
    this.onmessage?.call(
      this as unknown as WebSocket,
      { data: JSON.stringify(message) } as MessageEvent,
    );
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
}

export function harness(token: string | null = null) {
  const sockets: FakeSocket[] = [];
  let now = 1000;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const tokens: (string | null)[] = [];
  const states: RoomState[] = [];
  const client = new OnlineClient({
    roomId: ROOM,
    url: 'ws://test/ws',
    token,
    connect: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    clock: {
      now: () => now,
      setTimeout: (fn, ms) => {
        const id = ++ids;
        timers.push({ at: now + ms, fn, id });
        return id;
      },
      clearTimeout: (id) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    onState: (s) => states.push(s),
    onToken: (t) => tokens.push(t),
  });
  /** Let `ms` pass, running the timers that come due. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const t = timers[0];
      if (!t || t.at > until) break;
      timers.shift();
      now = t.at;
      t.fn();
    }
    now = until;
  };
  return { client, sockets, tokens, states, advance, last: () => sockets.at(-1)! };
}

export const hellos = (s: FakeSocket) =>
  s.sent.filter((m) => (m as { type: string }).type === 'hello');
