// A room member for tests without a socket: it keeps every message it is sent. A TextInbox
// takes already serialised text, as a socket does (broadcasts send it text).

import type { ServerMessage } from '@kaschlan/protocol';
import type { Member } from '../../src/rooms/members';

export class Inbox implements Member {
  private static ids = 0;
  readonly id = ++Inbox.ids;
  seat: number | null = null;
  eventsSent = 0;
  eventsGame: string | null = null;
  readonly received: ServerMessage[] = [];
  send(message: ServerMessage): void {
    this.received.push(message);
  }
  /** The messages of `type` received so far. */
  of<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }
}

export class TextInbox extends Inbox {
  /** The texts as they were sent. */
  readonly texts: string[] = [];
  sendText(text: string): void {
    this.texts.push(text);
    this.received.push(JSON.parse(text) as ServerMessage);
  }
}
