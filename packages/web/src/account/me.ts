// Who you are online (issue 13): your player's name and whether it is secured, as a signal
// the menu, the account screen and the online rooms read. Loaded on demand (an online
// screen, the account screen): an offline game never asks the server, so no guest is made
// for a visitor who only plays offline.

import type { Me } from '@kaschlan/protocol';
import { signal } from '@preact/signals';
import { type Answer, call } from '../online/api';

/** You, once the server said so; null before (or when it could not be asked). */
export const me = signal<Me | null>(null);

let asking: Promise<Me | null> | null = null;

/**
 * Ask who you are (a first visit becomes a guest, and gets the session cookie). Online
 * rooms wait for it before they connect: the socket then carries the cookie, and a seat
 * taken is your player's.
 */
export function ensureMe(): Promise<Me | null> {
  asking ??= call<Me>('/api/me').then((answer) => {
    asking = null;
    if (answer.ok) me.value = answer.value;
    return answer.ok ? answer.value : null;
  });
  return asking;
}

/** Take your player's new name (unique: NAME_TAKEN). Here, not in api.ts: rooms rename too. */
export async function rename(name: string): Promise<Answer<Me>> {
  const answer = await call<Me>('/api/me', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (answer.ok) me.value = answer.value;
  return answer;
}
