// Who is asking: the player behind a request's session cookie (issue 13). Every feature that
// needs a person (a seat, a rated deal, quick play, a profile's "you") asks this and nothing
// else; accounts.ts and sessions.ts implement it. Playing never needs an account: a request
// without a session gets a guest identity on `ensure`.

import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Identity {
  /** players.id: stable for the player's whole life, never shown. */
  readonly player: string;
  /** The display name (unique, folded; a guest's is random until he changes it). */
  readonly name: string;
  /** False for a guest (a cookie only); true once a password or a passkey claims the name. */
  readonly account: boolean;
}

export interface Identities {
  /** The request's player, or null when it carries no valid session. */
  of(req: FastifyRequest): Promise<Identity | null>;
  /** The request's player, made a new guest (and the session cookie set) if it has none. */
  ensure(req: FastifyRequest, reply: FastifyReply): Promise<Identity>;
  /** A WebSocket upgrade's player (the cookie of the upgrade request), or null. */
  ofHeaders(headers: FastifyRequest['headers']): Promise<Identity | null>;
}
