// Honest players for the server tests: a seeded random choice among the legal actions of a
// client's own view, played whenever it is that client's turn, and a record of what was
// accepted and refused. Works on any client that keeps a view up to date.

import type { Action, View } from '@kaschlan/engine';
import type { GameUpdate, ServerMessage } from '@kaschlan/protocol';
import type { TestClient } from './client';

/** A small seeded PRNG (mulberry32): the tests' random choices repeat run after run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a player needs of a client: its latest view, a way to send, and its messages. */
export interface Seated {
  readonly view: View | null;
  readonly game: GameUpdate | null;
  send(message: unknown): void;
  /** Call `fn` after the client has taken each message in. */
  listen(fn: (m: ServerMessage) => void): void;
}

/** A TestClient as a `Seated` (its own listener runs first, so its view is current). */
export function seated(client: TestClient): Seated {
  return {
    get view() {
      return client.view;
    },
    get game() {
      return client.game;
    },
    send: (m) => client.send(m),
    listen: (fn) =>
      client.ws.on('message', (data) => fn(JSON.parse(data.toString()) as ServerMessage)),
  };
}

export interface Acted {
  readonly game: string;
  readonly move: number;
  readonly action: Action;
}

export interface PlayerOptions {
  /** Act only while this holds (e.g. pause while a test looks at the table). */
  readonly may?: (view: View) => boolean;
  /** Called right after each act is sent. */
  readonly onSend?: (acted: Acted) => void;
  /** The least time between two acts (ms): a person's pace, under the rate limit. */
  readonly paceMs?: number;
}

/**
 * Plays a seat: whenever the client's view says it is his turn, sends one of his legal
 * actions (seeded choice) with the move number he saw, once per move.
 */
export class Player {
  /** Own actions the server accepted (the next update moved past them). */
  readonly accepted: Acted[] = [];
  /** Refusals of own actions (an honest player should get none). */
  readonly refused: ServerMessage[] = [];
  /** Acts refused for pace (RATE_LIMITED) and sent again a moment later. */
  limited = 0;
  private pending: Acted | null = null;
  private waiting: NodeJS.Timeout | null = null;
  private idlers: (() => void)[] = [];
  private lastSent = 0;
  private stopped = false;
  private readonly random: () => number;

  constructor(
    readonly client: Seated,
    seed: number,
    private readonly options: PlayerOptions = {},
  ) {
    this.random = rng(seed);
    client.listen((m) => this.take(m));
  }

  /** The act sent and not yet answered, if any. */
  get inFlight(): Acted | null {
    return this.pending;
  }

  /** Look at the table now (after `may` changed, or to start). */
  poke(): void {
    const view = this.client.view;
    const game = this.client.game;
    if (this.stopped || this.pending || this.waiting || !view || !game || view.over) return;
    if (view.legal.length === 0 || (this.options.may && !this.options.may(view))) return;
    const wait = this.lastSent + (this.options.paceMs ?? 0) - Date.now();
    if (wait > 0) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.poke();
        this.settle();
      }, wait);
      return;
    }
    this.lastSent = Date.now();
    const action = view.legal[Math.floor(this.random() * view.legal.length)]!;
    this.pending = { game: game.game, move: game.move, action };
    this.client.send({ type: 'act', game: game.game, move: game.move, action });
    this.options.onSend?.(this.pending);
  }

  stop(): void {
    this.stopped = true;
    if (this.waiting) clearTimeout(this.waiting);
    this.waiting = null;
    this.settle();
  }

  /** Resolves once no act of this player is in flight or waiting to be sent. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idlers.push(resolve);
      this.settle();
    });
  }

  private settle(): void {
    if (this.pending || this.waiting) return;
    for (const resolve of this.idlers.splice(0)) resolve();
  }

  /** A reconnected client starts afresh: whatever was in flight is settled by the snapshot. */
  forget(): void {
    this.pending = null;
  }

  private take(m: ServerMessage): void {
    const pending = this.pending;
    if (m.type === 'error' && pending && m.code === 'RATE_LIMITED') {
      // Faster than any person: wait a moment and play the same turn again.
      this.limited++;
      this.pending = null;
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.poke();
        this.settle();
      }, 100);
      return;
    }
    if (m.type === 'error' && pending && isActRefusal(m.code)) {
      this.refused.push(m);
      this.pending = null;
    } else if (m.type === 'welcome') {
      // A fresh snapshot (after a reconnect) settles whatever was in flight: played if the
      // move moved on, lost if not (then the turn is played again below).
      this.pending = null;
    } else if (m.type === 'game') {
      const update = m.update;
      if (pending && (update.game !== pending.game || update.move > pending.move)) {
        if (update.game === pending.game && update.move === pending.move + 1)
          this.accepted.push(pending);
        this.pending = null;
      }
    }
    this.poke();
    this.settle();
  }
}

/** Codes an `act` can be refused with (the rest are replies to other messages). */
function isActRefusal(code: string): boolean {
  return !['BAD_TOKEN', 'NO_ROOM', 'SEAT_TAKEN', 'ALREADY_SEATED'].includes(code);
}

/** Resolve once `test()` holds: now, or after one of the client's next messages. */
export async function until(
  client: TestClient,
  test: () => boolean,
  timeoutMs = 30_000,
  what = 'a condition',
): Promise<void> {
  if (test()) return;
  try {
    await client.next(() => test(), timeoutMs);
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}

/** Resolve once `test()` holds, looking again after a message to any of `clients`. */
export async function untilAll(
  clients: readonly TestClient[],
  test: () => boolean,
  timeoutMs = 30_000,
  what = 'a condition',
): Promise<void> {
  if (test()) return;
  const waits = clients.map((c) => c.next(() => test(), timeoutMs));
  try {
    await Promise.any(waits);
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
  // The other waiters time out on their own; keep them from being unhandled.
  for (const w of waits) w.catch(() => undefined);
}
