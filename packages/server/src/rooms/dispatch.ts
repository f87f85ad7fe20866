// What a room does with each message a member sends (after the connection has read and
// checked it). The same for a member on this process and one whose socket is on another
// process of a cluster (cluster/remote.ts).

import type { ClientMessage } from '@kaschlan/protocol';
import type { Member, Room } from './room';

/** The messages a room handles (hello and ping are the connection's). */
export type RoomMessage = Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>;

export function dispatch(room: Room, member: Member, m: RoomMessage): Promise<void> {
  switch (m.type) {
    case 'sit':
      return room.sit(member, m.seat, m.name);
    case 'leave':
      return room.unsit(member);
    case 'deal':
      return room.dealNext(member);
    case 'act':
      return room.act(member, m.game, m.move, m.action);
    case 'chat':
      return room.say(member, m.text);
    case 'sync':
      return room.sync(member);
  }
}
