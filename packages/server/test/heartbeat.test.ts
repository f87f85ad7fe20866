// The heartbeat (heartbeat.ts): a socket that answers no ping before the next is closed, one
// that answers stays; the sockets are pinged a slice at a time, never all in one loop.

import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Heartbeat } from '../src/heartbeat';

class FakeSocket extends EventEmitter {
  pings = 0;
  terminated = false;
  constructor(readonly answers: boolean) {
    super();
  }
  ping(): void {
    this.pings++;
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the heartbeat', () => {
  it('closes a socket whose peer is gone, keeps one that answers, one slice per tick', async () => {
    vi.useFakeTimers();
    const beat = new Heartbeat(3000, 3);
    const sockets = Array.from({ length: 6 }, (_, i) => new FakeSocket(i !== 4));
    for (const s of sockets) beat.add(s as unknown as WebSocket);
    // One tick: one slice of the six (two sockets) is pinged, not all.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.map((s) => s.pings)).toEqual([1, 0, 0, 1, 0, 0]);
    // A whole period: each pinged once; the next period finds the silent one and closes it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets.map((s) => s.terminated)).toEqual([false, false, false, false, true, false]);
    expect(beat.sockets()).toHaveLength(5);
    beat.stop();
  });
});
