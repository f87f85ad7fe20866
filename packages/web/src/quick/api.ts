// Quick play's HTTP side (docs/PROTOCOL.md "Quick play"): join the queue, poll the ticket,
// leave. The session cookie says who asks (the server makes a guest on the first join). The
// ticket is a secret (the seat token derives from it): it goes in bodies, never in a URL.

import type { QuickRequestInput, QuickStatus } from '@kaschlan/protocol';
import { call } from '../online/api';

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const joinQueue = (request: QuickRequestInput) =>
  call<QuickStatus>('/api/quick', post(request));

export const pollTicket = (ticket: string) =>
  call<QuickStatus>('/api/quick/poll', post({ ticket }));

/** Leave the queue; an answer nobody waits for (a tab closing may not see it). */
export function leaveQueue(ticket: string): void {
  void fetch('/api/quick/cancel', { ...post({ ticket }), keepalive: true }).catch(() => undefined);
}
