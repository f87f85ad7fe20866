// Quick play's HTTP side (docs/PROTOCOL.md "Quick play"): join the queue, poll the ticket,
// leave. The session cookie says who asks (the server makes a guest on the first join).

import type { QuickRequestInput, QuickStatus } from '@kaschlan/protocol';
import { call } from '../online/api';

export const joinQueue = (request: QuickRequestInput) =>
  call<QuickStatus>('/api/quick', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });

export const pollTicket = (ticket: string) =>
  call<QuickStatus>(`/api/quick/${encodeURIComponent(ticket)}`);

/** Leave the queue; an answer nobody waits for (a tab closing may not see it). */
export function leaveQueue(ticket: string): void {
  void fetch(`/api/quick/${encodeURIComponent(ticket)}`, {
    method: 'DELETE',
    keepalive: true,
  }).catch(() => undefined);
}
