// A quick play ticket's secrets. Its owner holds one secret (the ticket he polls); the queue
// knows it only by its SHA-256, and his seat token is derived from it (an HMAC), so the queue,
// which in a cluster is Redis, never holds anything that opens a seat or a ticket: the seat
// row stores the token's hash, and the token is computed again for each of his answers.

import { createHmac } from 'node:crypto';
import { hashToken, newToken } from '../ids';

/** A new ticket: the owner's secret, its handle in the queue, and his seat token's hash. */
export function newTicketSecret(): { secret: string; id: string; seatTokenHash: string } {
  const secret = newToken();
  return { secret, id: ticketId(secret), seatTokenHash: hashToken(seatToken(secret)) };
}

/** The queue's handle of the ticket whose secret is `secret`. */
export const ticketId = (secret: string): string => hashToken(secret);

/** The seat token a ticket's secret derives (43 characters, like any seat token). */
export const seatToken = (secret: string): string =>
  createHmac('sha256', secret).update('kaschlan quick play seat').digest('base64url');
