// The protocol's rate limits, over real sockets: messages beyond the per-connection rate
// and chat beyond the chat rate refused, and a connection that keeps flooding closed.

import { CHAT_RATE, RATE } from '@kaschlan/protocol';
import { describe, expect, it } from 'vitest';
import { until } from './support/players';
import { createRoom } from './support/server';
import { sharedServer } from './support/shared-server';

const { server, client, enter } = sharedServer();

describe('rate limits', () => {
  it('refuses messages beyond the per-connection rate, and chat beyond the chat rate', async () => {
    const c = await client();
    const n = RATE.burst + 60;
    // TestClient logs a message before it wakes a waiter.
    const all = until(c, () => c.received.length === n, 60_000, 'a reply to every ping');
    const sending = Date.now();
    for (let i = 0; i < n; i++) c.send({ type: 'ping', n: i });
    await all;
    const replies = c.received;
    const limited = replies.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    const pongs = replies.filter((m) => m.type === 'pong');
    expect(limited.length + pongs.length).toBe(n);
    // The whole burst is served...
    expect(pongs.length).toBeGreaterThanOrEqual(RATE.burst);
    // ... and beyond it only what the refill allows from the first send to the last pong (the
    // server's clock is this process's): a slow machine allows more, never fewer. On any
    // machine that answers 100 pings within 3 s, that refuses some.
    const pinged = (pongs.at(-1)!.at - sending) / 1000;
    expect(pongs.length).toBeLessThanOrEqual(RATE.burst + Math.ceil(pinged * RATE.perSecond));

    const id = await createRoom(server.url, { seats: ['human', 'easy'], preset: 'illig' });
    const chatter = await enter(id);
    const from = chatter.received.length;
    const lines = () =>
      chatter.received.slice(from).filter((m) => m.type === 'chat' || m.type === 'error');
    const chats = 15;
    const done = until(chatter, () => lines().length === chats, 60_000, 'chat replies');
    const chatting = Date.now();
    for (let i = 0; i < chats; i++) chatter.send({ type: 'chat', text: `line ${i}` });
    await done;
    const refused = lines().filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    const said = lines().flatMap((m) => (m.type === 'chat' ? [m.line] : []));
    // CHAT_RATE: the burst, then one line per 2 s from the first send to the last line said
    // (the lines' own server times).
    expect(said.length).toBeGreaterThanOrEqual(CHAT_RATE.burst);
    const span = (said.at(-1)!.at - chatting) / 1000;
    expect(said.length).toBeLessThanOrEqual(
      CHAT_RATE.burst + Math.ceil(span * CHAT_RATE.perSecond),
    );
    expect(refused.length + said.length).toBe(chats);
  });

  it('closes a connection that keeps flooding', async () => {
    const c = await client();
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    const frames = Array.from({ length: 2000 }, (_, i) => JSON.stringify({ type: 'ping', n: i }));
    for (const f of frames) c.send(f);
    expect(await closed).toBe(1008);
    // Far fewer replies than messages: the rest were never read.
    expect(c.received.length).toBeLessThan(frames.length);
  });
});
