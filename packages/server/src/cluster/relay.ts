// What crosses Redis between the processes of a cluster for a relayed client (messages to a
// room's owner on its room channel, and back on the edge channel of the process holding the
// socket), and the member a room sees for such a client.

import type { ServerMessage } from '@kaschlan/protocol';
import type { SeatPlayer } from '@kaschlan/table';
import type { RoomMessage } from '../rooms/dispatch';
import type { Member } from '../rooms/members';

/** To the owner of a room, on its room channel. */
export type ToOwner =
  /** `h`: the SHA-256 of the seat token (a token itself never crosses Redis). */
  | { readonly k: 'hello'; readonly e: string; readonly c: number; readonly h?: string }
  /** `p`: with a `sit`, the person behind the socket (his session's player), if known. */
  | {
      readonly k: 'msg';
      readonly e: string;
      readonly c: number;
      readonly m: RoomMessage;
      readonly p?: SeatPlayer | null;
    }
  | { readonly k: 'bye'; readonly e: string; readonly c: number };
/** To the process holding a client's socket, on its edge channel. */
export type ToEdge =
  | { readonly c: number; readonly x: string }
  | { readonly c: number; readonly k: 'drop' | 'moved' };

/** A member whose socket is held by another process (or this one, relayed). */
export class RemoteMember implements Member {
  private static ids = 0;
  readonly id = ++RemoteMember.ids;
  seat: number | null = null;
  eventsSent = 0;
  eventsGame: string | null = null;
  player: SeatPlayer | null = null;
  constructor(
    readonly edge: string,
    readonly conn: number,
    private readonly post: (edge: string, message: ToEdge) => void,
  ) {}
  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }
  /** A broadcast's text, serialised once for the whole room (rooms/broadcast.ts). */
  sendText(text: string): void {
    this.post(this.edge, { c: this.conn, x: text });
  }
  control(k: 'drop' | 'moved'): void {
    this.post(this.edge, { c: this.conn, k });
  }
}
