// What the HTTP routes and the sockets need of "the rooms": one process's rooms
// (rooms/rooms.ts), or a cluster's (cluster/cluster-rooms.ts).

import type { LobbyRoom, RoomInfo, RoomOptions } from '@kaschlan/protocol';
import type { RoomPort } from './port';
import type { Member } from './room';

export interface Directory {
  /** `member` enters room `id` (as the seat `token` opens, else as a spectator). */
  enter(member: Member, id: string, token: string | undefined): Promise<RoomPort>;
  create(options: RoomOptions): Promise<RoomInfo>;
  info(id: string): Promise<RoomInfo | null>;
  lobby(): Promise<LobbyRoom[]>;
  /** Rooms held in this process. */
  readonly size: number;
  close(): Promise<void>;
}
