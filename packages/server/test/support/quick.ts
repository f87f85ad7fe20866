// A person in quick play, as the web page is (issue 13): a cookie session (browser-like.ts),
// a ticket asked for with POST /api/quick and polled (POST /api/quick/poll, the ticket in the
// body) until it is matched, then the room entered with the seat's token over a real socket.

import type { QuickMatched, QuickRequestInput, QuickStatus } from '@kaschlan/protocol';
import { type Answer, Person } from './browser-like';
import { TestClient } from './client';

/** Between polls (ms), as the page polls; a poll is how a ticket is told its match. */
const POLL_MS = 50;

export class Queuer extends Person {
  ticket: string | null = null;

  /** Ask for a table; the answer (201 waiting, or a refusal). */
  async join(request: QuickRequestInput): Promise<Answer> {
    const answer = await this.call('POST', '/api/quick', request);
    if (answer.status === 201) this.ticket = String(answer.body['ticket']);
    return answer;
  }

  /** Poll the ticket: its status, or the refusal (404 once it is gone). */
  poll(ticket = this.ticket): Promise<Answer> {
    return this.call('POST', '/api/quick/poll', { ticket });
  }

  cancel(ticket = this.ticket): Promise<Answer> {
    return this.call('POST', '/api/quick/cancel', { ticket });
  }

  /** Poll until the ticket is matched (the condition), within `timeoutMs`. */
  async matched(timeoutMs = 30_000): Promise<QuickMatched> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await this.poll();
      const status = answer.body as unknown as QuickStatus;
      if (answer.status !== 200) throw new Error(`ticket refused: ${JSON.stringify(answer.body)}`);
      if (status.state === 'matched') return status;
      if (Date.now() > deadline) throw new Error('timed out waiting for a match');
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /**
   * Enter the matched room with the seat's token: the socket, once welcomed. Its upgrade
   * carries the session, as a page's does: a rated seat opens only to its player's session.
   */
  async enter(m: QuickMatched): Promise<TestClient> {
    const cookie: Record<string, string> =
      this.session === null ? {} : { cookie: `kaschlan_session=${this.session}` };
    const client = await TestClient.connect(this.url, cookie);
    await client.request({ type: 'hello', room: m.room, token: m.token }, 'welcome');
    return client;
  }
}
