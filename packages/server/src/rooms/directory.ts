// What the HTTP routes and the sockets need of "the rooms": one process's rooms
// (rooms/rooms.ts), or a cluster's (cluster/cluster-rooms.ts).

import type { LobbyRoom, RoomInfo, RoomOptions } from '@kaschlan/protocol';
import type { Creator } from '../store/creators';
import type { Member } from './members';
import type { RoomPort } from './port';
import type { Refusal } from './refusal';

/** A socket's side of a member: what a cluster needs to relay to it and to move it. */
export interface Client extends Member {
  /** The room it is in, here or on the owning process. */
  port: RoomPort | null;
  /** Send a message already serialised (relayed from the owning process). */
  sendText(text: string): void;
  /** Close the socket; the client reconnects by itself (the room moved). */
  drop(code?: number, reason?: string): void;
}

export interface Directory {
  /**
   * `client` enters room `id` (as the seat `token` opens, else as a spectator); refused with
   * NO_ROOM, BAD_TOKEN or SERVER_BUSY. A room owned elsewhere answers the hello itself.
   */
  enter(client: Client, id: string, token: string | undefined): Promise<RoomPort | Refusal>;
  /**
   * A new room. With `creator`, only while he is under his caps, counted in the database
   * across processes and restarts (store/creators.ts); else rejected with `OverCap`.
   */
  create(options: RoomOptions, creator?: Creator): Promise<RoomInfo>;
  info(id: string): Promise<RoomInfo | null>;
  lobby(): Promise<LobbyRoom[]>;
  /** Is the shared messaging (a cluster's Redis) there? For the health check. */
  ping?(): Promise<void>;
  /** Rooms held in this process. */
  readonly size: number;
  close(): Promise<void>;
}
