// What a room does with each message a member sends (after the connection has read and
// checked it), and the one place a room's refusal is answered: the sender gets an `error`
// naming the message refused. The same for a member on this process and one whose socket is
// on another process of a cluster (cluster/cluster-rooms.ts relays it here).

import type { ClientMessage } from '@kaschlan/protocol';
import { newId, newSeed } from '../ids';
import { LOOKS_RESERVED, looksReserved } from '../players/names';
import type { Member } from './members';
import { errorReply, type Outcome, refusal } from './refusal';
import type { Room } from './room';

/** The messages a room handles (hello and ping are the connection's). */
export type RoomMessage = Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>;

export async function dispatch(room: Room, member: Member, m: RoomMessage): Promise<void> {
  const refused = await handle(room, member, m);
  if (refused) member.send(errorReply(refused, m.type));
}

/** Each message as the table's command (or the room's own work: seats' members, snapshots). */
function handle(room: Room, member: Member, m: RoomMessage): Promise<Outcome> {
  const by = member.seat;
  switch (m.type) {
    case 'sit':
      // The protocol refused the table's own names; their look-alikes too (issue 24).
      if (looksReserved(m.name)) return Promise.resolve(refusal('BAD_MESSAGE', LOOKS_RESERVED));
      return room.sit(member, m.seat, m.name);
    case 'leave':
      return room.unsit(member);
    case 'deal':
      // The seed is secret until the deal is over; R2.4's dealer is the table's to pick.
      return room.submit((at) => ({ type: 'deal', by, id: newId(), seed: newSeed(), at }));
    case 'act': {
      const { game, move, action } = m;
      return room.submit((at) => ({ type: 'act', by, game, move, action, at }));
    }
    case 'chat':
      return room.submit((at) => ({ type: 'chat', by, text: m.text, at }));
    case 'sync':
      return room.sync(member);
  }
}
