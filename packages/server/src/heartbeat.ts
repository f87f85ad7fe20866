// A socket whose peer vanished without closing (a phone that lost its network) is found by a
// ping that gets no pong before the next one, and closed: the seat's grace period starts.
// Each socket is pinged every `periodMs`, but not all at once: the sockets are spread over
// `slices` groups and one group is pinged per tick. Pinging 18,000 sockets in one loop held
// the event loop for about 140 ms every 30 s in the load test (docs/BENCHMARKS.md): every
// table's move waited behind it.

import type { WebSocket } from 'ws';

export class Heartbeat {
  private readonly groups: Map<WebSocket, boolean>[];
  private readonly timer: NodeJS.Timeout;
  private next = 0;
  private tick = 0;

  constructor(periodMs = 30_000, slices = 30) {
    this.groups = Array.from({ length: slices }, () => new Map());
    this.timer = setInterval(() => this.beat(), periodMs / slices);
    this.timer.unref();
  }

  add(socket: WebSocket): void {
    const group = this.groups[this.next++ % this.groups.length]!;
    group.set(socket, true);
    socket.on('pong', () => group.set(socket, true));
    socket.on('close', () => group.delete(socket));
  }

  /** Every socket still open. */
  sockets(): WebSocket[] {
    return this.groups.flatMap((g) => [...g.keys()]);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(): void {
    const group = this.groups[this.tick++ % this.groups.length]!;
    for (const [socket, answered] of group) {
      if (!answered) socket.terminate();
      else {
        group.set(socket, false);
        socket.ping();
      }
    }
  }
}
