// Asking the server over a test client: send and wait for the reply, read an error's code,
// and deal a new deal that every given client has seen.

import type { ServerMessage } from '@kaschlan/protocol';
import type { TestClient } from './client';
import { untilAll } from './players';

/** Send and wait for the reply: the first message of `types`, or an error. */
export function ask(c: TestClient, message: unknown, ...types: ServerMessage['type'][]) {
  const reply = c.next((m) => m.type === 'error' || types.includes(m.type));
  c.send(message);
  return reply;
}

/** The code an error reply carries, or the reply's type. */
export const codeOf = (m: ServerMessage): string => (m.type === 'error' ? m.code : m.type);

/** `c` deals; resolves once `c` and each of `others` has the new deal. */
export async function deal(c: TestClient, ...others: TestClient[]): Promise<void> {
  const before = c.game?.game ?? null;
  const dealt = c.next((m) => m.type === 'game' && m.update.game !== before);
  c.send({ type: 'deal' });
  await dealt;
  const game = c.game!.game;
  await untilAll(others, () => others.every((o) => o.game?.game === game), 30_000, 'the deal');
}
