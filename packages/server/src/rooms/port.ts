// How a connection reaches the room it is in: directly (the room lives in this process) or
// through the cluster's messaging to the process that owns the room
// (cluster/cluster-rooms.ts, `relay`).

import type { RoomMessage } from './dispatch';
import { dispatch } from './dispatch';
import type { Member } from './members';
import type { Room } from './room';

export interface RoomPort {
  readonly roomId: string;
  /** Hand the room a message; a refusal comes back as an error message to the member. */
  send(member: Member, message: RoomMessage): Promise<void>;
  /** The member's socket closed, or it entered another room. */
  leave(member: Member): Promise<void>;
  /**
   * The room has already turned the member away: a relayed hello's refusal and its `drop`
   * can come back before `enter` returns (cluster-rooms.ts `relay`); the connection then
   * stays in no room. None: a room of this process refuses by returning a refusal.
   */
  turnedAway?(): boolean;
}

export function localPort(room: Room): RoomPort {
  return {
    roomId: room.id,
    send: (member, message) => dispatch(room, member, message),
    leave: async (member) => {
      await room.leaveMember(member);
    },
  };
}
