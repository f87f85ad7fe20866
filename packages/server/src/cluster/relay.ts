// What crosses Redis between the processes of a cluster for a relayed client (messages to a
// room's owner on its room channel, and back on the edge channel of the process holding the
// socket), the member a room sees for such a client, and what the owner does with each.

import type { ClientMessage, ServerMessage } from '@kaschlan/protocol';
import type { SeatPlayer } from '@kaschlan/table';
import { dispatch, type RoomMessage } from '../rooms/dispatch';
import type { Member } from '../rooms/members';
import { errorReply } from '../rooms/refusal';
import type { Room } from '../rooms/room';

/** To the owner of a room, on its room channel. */
export type ToOwner =
  /**
   * `h`: the SHA-256 of the seat token (a token itself never crosses Redis); `p`: with it, the
   * person behind the socket (a rated seat opens only to its player's session).
   */
  | {
      readonly k: 'hello';
      readonly e: string;
      readonly c: number;
      readonly h?: string;
      readonly p?: SeatPlayer | null;
    }
  /** `p`: with a `sit`, the person behind the socket (his session's player), if known. */
  | {
      readonly k: 'msg';
      readonly e: string;
      readonly c: number;
      readonly m: RoomMessage;
      readonly p?: SeatPlayer | null;
    }
  | { readonly k: 'bye'; readonly e: string; readonly c: number };
/**
 * To the process holding a client's socket, on its edge channel: a message for it (`x`),
 * its room moved (`moved`: it reconnects), or it is turned away (`drop`: in no room), with
 * the refusal that says why in the same message, so that the socket is out of the room
 * before its client reads the refusal: a message sent after it is answered by the process
 * holding the socket (NOT_IN_ROOM), not relayed to an owner that no longer knows it.
 */
export type ToEdge =
  | { readonly c: number; readonly x: string }
  | { readonly c: number; readonly k: 'moved' }
  | { readonly c: number; readonly k: 'drop'; readonly x: string };

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
  /** The room moved: the client reconnects (to its next owner). */
  moved(): void {
    this.post(this.edge, { c: this.conn, k: 'moved' });
  }
  /** Turned away with `reply` (a refusal): in no room, told why in the same message. */
  turnAway(reply: ServerMessage): void {
    this.post(this.edge, { c: this.conn, k: 'drop', x: JSON.stringify(reply) });
  }
}

/**
 * A relayed client's message at the owner of its room: a hello makes (or replaces) its
 * member, a bye removes it, anything else goes to the room as that member's. `members`: the
 * room's relayed members by `edge/connection`; `failed`: the reply to a message that failed
 * (not a refusal: dispatch answers those itself).
 */
export function toRoom(
  room: Room,
  members: Map<string, RemoteMember>,
  m: ToOwner,
  post: (edge: string, message: ToEdge) => void,
  failed: (e: Error, to: ClientMessage['type']) => ServerMessage,
): void {
  const key = `${m.e}/${m.c}`;
  if (m.k === 'hello') {
    const member = new RemoteMember(m.e, m.c, post);
    member.player = m.p ?? null;
    const before = members.get(key);
    if (before) void room.leaveMember(before);
    members.set(key, member);
    const turnedAway = (reply: ServerMessage) => {
      members.delete(key);
      member.turnAway(reply);
    };
    room.join(member, m.h, true).then(
      (refused) => refused && turnedAway(errorReply(refused, 'hello')),
      (e: Error) => turnedAway(failed(e, 'hello')),
    );
    return;
  }
  const member = members.get(key);
  if (m.k === 'bye') {
    members.delete(key);
    if (member) void room.leaveMember(member);
    return;
  }
  if (!member) {
    post(m.e, { c: m.c, k: 'moved' }); // out of step: start over
    return;
  }
  if (m.m.type === 'sit') member.player = m.p ?? null;
  // dispatch answers the room's refusals itself; what is left is a failure.
  dispatch(room, member, m.m).catch((e: Error) => member.send(failed(e, m.m.type)));
}
