// One WebSocket connection: read each message (size, JSON, schema, rate) and hand it to its
// room, which answers its own refusals (rooms/dispatch.ts); the connection's own refusals
// and a refused hello are answered here, through the same errorReply (rooms/refusal.ts).
// Nothing a client sends can throw out of here: a bad message costs the sender an error
// reply, never the process.

import {
  CHAT_RATE,
  type ClientMessage,
  clientMessage,
  MAX_MESSAGE_BYTES,
  RATE,
  RATE_STRIKES,
  type ServerMessage,
  SYNC_RATE,
} from '@kaschlan/protocol';
import type { SeatPlayer } from '@kaschlan/table';
import type { WebSocket } from 'ws';
import { Bucket } from './rate';
import type { Client, Directory } from './rooms/directory';
import type { RoomPort } from './rooms/port';
import { errorReply, isRefusal, refusal } from './rooms/refusal';

/** A client that reads too slowly is dropped rather than buffered without end. */
const MAX_BUFFERED = 1 << 20;
/**
 * Hellos refused in a row for the address's budget that close the socket (1008). The web app
 * waits after one (it reconnects later), so only a client that ignores the refusals gets here.
 */
const HELLO_STRIKES = 3;

let ids = 0;

export interface SocketEnv {
  readonly rooms: Directory;
  readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void };
  /**
   * The person behind the socket: his session (the upgrade's cookie) read again now, so a
   * sign-out or a new name since the socket opened counts (issue 13). None: nobody known.
   */
  readonly whoIs?: () => Promise<SeatPlayer | null>;
  /**
   * Take one hello from the budget of the socket's address (bounds.ts, `hellosPerMinute`,
   * shared by all its sockets, on every process of a cluster); false: it has none left.
   * None: no budget.
   */
  readonly hello?: () => Promise<boolean>;
}

export class Connection implements Client {
  readonly id = ++ids;
  seat: number | null = null;
  eventsSent = 0;
  eventsGame: string | null = null;
  /** The person behind this socket as of his last `sit` (the room seats him). */
  player: SeatPlayer | null = null;
  /** The room this connection is in (here, or on the process that owns it). */
  port: RoomPort | null = null;
  private readonly bucket = new Bucket(RATE.perSecond, RATE.burst);
  private readonly chatBucket = new Bucket(CHAT_RATE.perSecond, CHAT_RATE.burst);
  /** Snapshots (some 20 KB each) have their own, much lower rate. */
  private readonly syncBucket = new Bucket(SYNC_RATE.perSecond, SYNC_RATE.burst);
  /**
   * The room and token of the hello that put this connection in its room, while nothing it
   * sent since can have changed its seat: a repeated hello is then answered like a sync.
   */
  private entered: {
    readonly room: string;
    readonly token: string | undefined;
    readonly seat: number | null;
  } | null = null;
  private strikes = 0;
  /** Hellos refused in a row for the address's budget. */
  private helloStrikes = 0;
  private closed = false;
  /** The message being handled; the next waits for it. (receive never rejects.) */
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly env: SocketEnv,
  ) {
    socket.on('message', (data, isBinary) => {
      // The rate limit applies on arrival; the messages themselves are handled one at a
      // time, in order (a `sit` right after a `hello` finds the room entered).
      if (!this.bucket.take()) {
        if (++this.strikes >= RATE_STRIKES) this.socket.close(1008, 'rate limit');
        else this.refuse('RATE_LIMITED', 'too many messages: slow down');
        return;
      }
      this.strikes = 0;
      this.inbox = this.inbox
        .then(() => this.receive(data as Buffer, isBinary))
        .catch(() => undefined);
    });
    socket.on('close', () => {
      this.closed = true;
      const port = this.port;
      this.port = null;
      if (port) void port.leave(this).catch(() => undefined);
    });
    socket.on('error', () => undefined);
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** Send an already serialised message (one relayed from the room's owning process). */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) {
      this.socket.close(1008, 'too slow');
      return;
    }
    this.socket.send(text);
  }

  /** Close the socket: the client reconnects by itself (1012: the room moved or restarts). */
  drop(code = 1012, reason = 'room moved'): void {
    this.port = null;
    this.entered = null;
    this.socket.close(code, reason);
  }

  /**
   * A fresh snapshot for this connection only (a `sync`, or a `hello` to the room it is
   * already in, which changes nothing for the others), within the snapshots' own rate.
   */
  private async snapshot(port: RoomPort, to: 'sync' | 'hello'): Promise<void> {
    if (!this.syncBucket.take())
      return this.refuse('RATE_LIMITED', 'too many snapshots: wait a moment', to);
    await port.send(this, { type: 'sync' });
  }

  /** A hello over the address's budget: refused, and after HELLO_STRIKES in a row closed. */
  private overBudget(): void {
    if (++this.helloStrikes >= HELLO_STRIKES) this.socket.close(1008, 'rate limit');
    else this.refuse('RATE_LIMITED', 'too many rooms entered from your address: wait', 'hello');
  }

  private refuse(code: string, message: string, to?: ClientMessage['type']): void {
    this.send(errorReply(refusal(code, message), to));
  }

  private async receive(data: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) return this.refuse('BAD_MESSAGE', 'messages are JSON text');
    if (data.length > MAX_MESSAGE_BYTES)
      return this.refuse('TOO_LARGE', `a message is at most ${MAX_MESSAGE_BYTES} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      return this.refuse('BAD_JSON', 'a message is one JSON object');
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      return this.refuse('BAD_MESSAGE', `not a valid message${where}: ${issue?.message ?? ''}`);
    }
    const m = parsed.data;
    try {
      if (m.type === 'ping')
        return this.send({
          type: 'pong',
          ...(m.n === undefined ? {} : { n: m.n }),
          at: Date.now(),
        });
      if (m.type === 'hello') {
        // Every hello counts against the address's budget, whatever the room: entering and
        // leaving rooms is what tells everyone there (issue 24). Refused, it changes nothing.
        if (this.env.hello && !(await this.env.hello())) return this.overBudget();
        this.helloStrikes = 0;
        const again = this.entered;
        // (`seat` is kept by a room of this process: another tab of the person may have
        // given the seat up.)
        const same = again?.room === m.room && again.token === m.token && again.seat === this.seat;
        if (this.port && same) return await this.snapshot(this.port, 'hello');
        const before = this.port;
        this.port = null;
        this.entered = null;
        if (before) await before.leave(this);
        // The person behind the socket, read afresh: a rated seat opens only to its player's
        // session (the table's mayReturn). A bad token, a seat that is another's, an unknown
        // room are refused: the client is then in no room.
        if (m.token !== undefined) this.player = (await this.env.whoIs?.()) ?? null;
        const port = await this.env.rooms.enter(this, m.room, m.token);
        if (isRefusal(port)) return this.send(errorReply(port, 'hello'));
        // Gone while the room let him in: leave at once, or the seat never turns away.
        if (this.closed) await port.leave(this);
        // Turned away by the room's owner before `enter` returned here (its refusal is
        // sent): kept in no room, or its next message would go to an owner that no longer
        // knows it and never answers (CI, stop 31).
        else if (port.turnedAway?.()) return;
        else {
          this.port = port;
          this.entered = { room: m.room, token: m.token, seat: this.seat };
        }
        return;
      }
      if (m.type === 'chat' && !this.chatBucket.take())
        return this.refuse('RATE_LIMITED', 'too many chat lines: wait a moment', 'chat');
      const port = this.port;
      if (!port) return this.refuse('NOT_IN_ROOM', 'say hello to a room first', m.type);
      if (m.type === 'sync') return await this.snapshot(port, 'sync');
      // Sitting down or giving a seat up changes who this connection is in the room: the
      // next hello enters it again in full.
      if (m.type === 'sit' || m.type === 'leave') this.entered = null;
      if (m.type === 'sit') this.player = (await this.env.whoIs?.()) ?? null;
      await port.send(this, m);
    } catch (e) {
      // Not a refusal but a failure (a database or Redis that does not answer).
      this.env.log.error(
        { err: (e as Error).message, stack: (e as Error).stack },
        'message failed',
      );
      this.refuse('INTERNAL', 'the server could not handle that message', m.type);
    }
  }
}
