// A hello relayed to a room's owner and turned away there (a rated seat's token from a socket
// without its player's session, a bad token) comes back to the process holding the socket as
// one `drop` that carries the refusal: the socket is in no room before its client reads why.
// CI's stop 31 run failed on the two ways this went wrong when they were two messages (the
// refusal, then `drop`): a `sync` sent on reading the refusal went out before the drop came
// in, was relayed to an owner that no longer knew the socket, and was never answered; and
// the drop could come in before this process's own publish of the hello returned (its reply
// from Redis read after the edge channel's messages, as on a busy machine), after which the
// socket was put in the room all the same. Real PostgreSQL and Redis; the other process
// (the owner, or the one holding the socket) is played by this test.

import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToEdge, ToOwner } from '../src/cluster/relay';
import { errorReply, refusal } from '../src/rooms/refusal';
import { until } from './support/chaos';
import { TestClient } from './support/client';
import { clusterServer } from './support/cluster-server';
import { REDIS_URL, servicesFor } from './support/services';

const missing = await servicesFor('the relayed refusal test');

/** The cluster's private part this test listens in on. */
interface Inside {
  onMessage(channel: string, text: string): void;
}

describe.skipIf(missing !== null)('a relayed hello turned away by the owner', () => {
  const cluster = clusterServer();
  let listener: Redis;

  beforeAll(() => {
    listener = cluster.connection();
  });

  /** A room in the database that no process holds yet. */
  const storedRoom = () => cluster.storedRoom(['human', 'human']);

  /**
   * A room owned by another process (played by the test), which turns every hello away as
   * relay.ts does: one `drop` carrying the refusal.
   */
  const refusingOwner = async () => {
    const id = await storedRoom();
    await cluster.redis.set(cluster.rooms.bus.leaseKey(id), 'owner-played-by-test', 'PX', 60_000);
    const channel = cluster.rooms.bus.roomChannel(id);
    listener.on('message', (from, text: string) => {
      const m = JSON.parse(text) as ToOwner;
      if (from !== channel || m.k !== 'hello') return;
      const reply = errorReply(refusal('SEAT_NOT_YOURS', 'that seat is another player’s'), 'hello');
      const drop: ToEdge = { c: m.c, k: 'drop', x: JSON.stringify(reply) };
      void cluster.redis.publish(cluster.rooms.bus.edgeChannel(m.e), JSON.stringify(drop));
    });
    await listener.subscribe(channel);
    return id;
  };

  /** A client's hello with a seat's token is refused, and its next message finds it in no room. */
  const refusedThenOutside = async (id: string) => {
    const client = await TestClient.connect(cluster.server.url);
    const token = 'a-token-of-a-seat-that-is-not-his';
    expect(await client.request({ type: 'hello', room: id, token }, 'welcome')).toMatchObject({
      type: 'error',
      code: 'SEAT_NOT_YOURS',
      for: 'hello',
    });
    // Answered here, not relayed to an owner that no longer knows the socket.
    expect(await client.request({ type: 'sync' }, 'welcome')).toMatchObject({
      type: 'error',
      code: 'NOT_IN_ROOM',
    });
    await client.close();
  };

  it('the owner turns it away in one message: the refusal travels with the drop', async () => {
    const id = await storedRoom();
    // The room is taken over here (a client of this process enters it).
    const local = await TestClient.connect(cluster.server.url);
    await local.request({ type: 'hello', room: id }, 'welcome');
    const edge = 'edge-played-by-test';
    const heard: ToEdge[] = [];
    const conn = new Redis(REDIS_URL);
    conn.on('message', (_channel, text: string) => heard.push(JSON.parse(text) as ToEdge));
    await conn.subscribe(cluster.rooms.bus.edgeChannel(edge));
    const hello: ToOwner = { k: 'hello', e: edge, c: 7, h: 'no-seat-has-this-hash', p: null };
    await cluster.redis.publish(cluster.rooms.bus.roomChannel(id), JSON.stringify(hello));
    await until(() => heard.some((m) => 'k' in m), 'the hello turned away');
    expect(heard).toHaveLength(1);
    const [drop] = heard as [ToEdge];
    expect(drop).toMatchObject({ c: 7, k: 'drop' });
    expect(JSON.parse((drop as { x: string }).x)).toMatchObject({ type: 'error', for: 'hello' });
    conn.disconnect();
    await local.close();
  });

  it('the socket it comes to is in no room by the time its client reads the refusal', async () => {
    await refusedThenOutside(await refusingOwner());
  });

  it('and still in no room when the refusal comes before its publish of the hello returns', async () => {
    const id = await refusingOwner();
    // This process hears the drop before its publish of the hello returns.
    const inside = cluster.rooms as unknown as Inside;
    const onMessage = inside.onMessage;
    let drops = 0;
    inside.onMessage = (channel, text) => {
      onMessage.call(cluster.rooms, channel, text);
      if (
        channel === cluster.rooms.bus.edgeChannel(cluster.rooms.processId) &&
        text.includes('"drop"')
      )
        drops++;
    };
    const bus = cluster.rooms.bus;
    const publish = bus.publish.bind(bus);
    bus.publish = async (channel, text) => {
      await publish(channel, text);
      if (channel === bus.roomChannel(id) && (JSON.parse(text) as ToOwner).k === 'hello')
        await until(() => drops > 0, 'the drop heard first');
    };
    try {
      await refusedThenOutside(id);
    } finally {
      bus.publish = publish;
      inside.onMessage = onMessage;
    }
  });
});
