// The HTTP side: health, the lobby, creating rooms, room info, and finished deals as
// replays (their records). Bodies are read with zod; errors are JSON {code, message}.

import { type GameSetup, newGame, replayRecord, toRecord } from '@kaschlan/engine';
import { asCreated, type RoomInfo, type RoomOptions, roomOptions } from '@kaschlan/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientKey, creatorKey, DEFAULT_LIMITS, type Limits, overCap } from './bounds';
import { HttpRefusal } from './http-refusal';
import type { Tries } from './limits/tries';
import type { Metrics } from './metrics';
import { metricsRefusal } from './metrics-access';
import { readSeating, seatingNames } from './players/seating';
import type { Directory } from './rooms/directory';
import { OverCap, type Store } from './store/store';

export interface HttpEnv {
  readonly rooms: Directory;
  readonly store: Store;
  readonly metrics: Metrics;
  /** The bearer token /metrics asks for (none: this machine only, metrics-access.ts). */
  readonly metricsToken: string | undefined;
  readonly sockets: () => number;
  readonly startedAt: number;
  /** Rooms one client address may create per minute (ROOMS_PER_MINUTE), across a cluster. */
  readonly roomCreations: Tries;
  /** Rooms in one process, and rooms and search bots per creator (bounds.ts). */
  readonly limits?: Pick<Limits, 'rooms' | 'roomsPerAddress' | 'searchBotsPerAddress'>;
}

export function httpRoutes(app: FastifyInstance, env: HttpEnv): void {
  const creators = env.roomCreations;
  const limits = env.limits ?? DEFAULT_LIMITS;

  // A failure is told as one generic sentence: its own words (a database's hosts, users,
  // schemas, queries) go to the log only. A request Fastify refused (a body too large or not
  // JSON) is the client's mistake, told in Fastify's words, which are about the request.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpRefusal)
      return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code =
        status === 413 ? 'TOO_LARGE' : /JSON/i.test(error.code) ? 'BAD_JSON' : 'BAD_MESSAGE';
      return reply.code(status).send({ code, message: error.message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ code: 'INTERNAL', message: 'the server could not handle that request' });
  });

  app.get('/metrics', async (req, reply) => {
    // The token's bearer, or without METRICS_TOKEN this machine only (metrics-access.ts).
    const refused = metricsRefusal(req, env.metricsToken);
    if (refused?.status === 401) reply.header('www-authenticate', 'Bearer');
    if (refused)
      return reply.code(refused.status).send({ code: refused.code, message: refused.message });
    const text = await env.metrics.text();
    return reply.header('content-type', env.metrics.contentType).send(text);
  });

  app.get('/health', async (_req, reply) => {
    let db = 'ok';
    try {
      await env.store.ping();
      await env.rooms.ping?.();
    } catch (e) {
      // The cause goes to the log only: a database's own words (hosts, users, schemas) are
      // nothing to show whoever asks.
      app.log.error({ err: (e as Error).message }, 'health check failed');
      db = 'unavailable';
    }
    reply.code(db === 'ok' ? 200 : 503);
    return {
      ok: db === 'ok',
      db,
      store: env.store.kind,
      rooms: env.rooms.size,
      sockets: env.sockets(),
      uptimeSeconds: Math.round((Date.now() - env.startedAt) / 1000),
    };
  });

  app.get('/api/rooms', async () => ({ rooms: await env.rooms.lobby() }));

  app.post('/api/rooms', async (req, reply) => {
    // An IPv6 client is counted by his /64 (clientKey): he holds all of it.
    const client = clientKey(req.ip);
    if ((await creators.take(client)) > 0)
      return reply
        .code(429)
        .send({ code: 'RATE_LIMITED', message: 'too many rooms: wait a moment' });
    const parsed = roomOptions.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        code: 'BAD_MESSAGE',
        message: `not valid room options${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message ?? ''}`,
      });
    }
    // Issue 24: a private room is casual, whatever it asked for (rated play is listed).
    const options = asCreated(parsed.data);
    const problem = checkTable(options);
    if (problem) return reply.code(400).send({ code: 'INVALID_PLAYERS', message: problem });
    if (env.rooms.size >= limits.rooms)
      return reply
        .code(503)
        .send({ code: 'SERVER_FULL', message: 'this server holds all the rooms it can' });
    // The caps per creator are counted by the store as it stores the room (issue 12): in
    // every process of a cluster and across restarts alike.
    const creator = {
      key: creatorKey(client),
      rooms: limits.roomsPerAddress,
      searchBots: limits.searchBotsPerAddress,
    };
    let room: RoomInfo;
    try {
      room = await env.rooms.create(options, creator);
    } catch (e) {
      if (!(e instanceof OverCap)) throw e;
      const refused = overCap(e.cap, limits);
      return reply.code(refused.status).send({ code: refused.code, message: refused.message });
    }
    return reply.code(201).send({ id: room.id, url: `/room/${room.id}`, room });
  });

  app.get<{ Params: { id: string } }>('/api/rooms/:id', async (req, reply) => {
    const room = /^[a-z0-9]{6,32}$/.test(req.params.id)
      ? await env.rooms.info(req.params.id)
      : null;
    if (!room) return reply.code(404).send({ code: 'NO_ROOM', message: 'there is no such room' });
    return { room };
  });

  /** A finished deal's game record (the seed and every hand: only once it is over). */
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/api/replays/:id/record',
    async (req, reply) => {
      const found = await finishedRecord(env.store, req.params.id);
      if ('code' in found) return reply.code(404).send(found);
      if (req.query.download !== undefined)
        reply.header(
          'content-disposition',
          `attachment; filename="kaschlan-${req.params.id}.json"`,
        );
      return found.record;
    },
  );

  app.get<{ Params: { id: string } }>('/api/replays/:id', async (req, reply) => {
    const found = await finishedRecord(env.store, req.params.id);
    if ('code' in found) return reply.code(404).send(found);
    return {
      id: req.params.id,
      room: found.roomId,
      names: found.names,
      loser: found.loser,
      finishedAt: found.finishedAt,
      record: found.record,
    };
  });
}

function checkTable(options: RoomOptions): string | null {
  // The engine decides (R2.1): a probe deal with these rules and players.
  const probe = newGame({
    preset: options.preset,
    rules: options.rules,
    players: options.seats.length,
    seed: 1,
  });
  return probe.ok ? null : probe.error.message;
}

/**
 * A deal stored before seatings were kept: the room's seats as they are now (a seat given up
 * since shows as "Seat N"; a bot by its level).
 */
async function namesNow(store: Store, roomId: string): Promise<string[]> {
  const seats = await store.seatsOf(roomId);
  const room = await store.room(roomId);
  const kinds = room ? (JSON.parse(room.options) as { seats: string[] }).seats : [];
  return kinds.map((k, s) =>
    k === 'human' ? (seats.find((x) => x.seat === s)?.name ?? `Seat ${s + 1}`) : `${k} bot`,
  );
}

async function finishedRecord(store: Store, id: string) {
  const notFound = {
    code: 'NO_REPLAY',
    message: 'there is no finished deal with that id',
  } as const;
  if (!/^[a-z0-9]{6,32}$/.test(id)) return notFound;
  const game = await store.game(id);
  if (!game || game.finished_at === null) return notFound;
  const setup = JSON.parse(game.setup) as GameSetup;
  const actions = (await store.actionsOf(id)).map((a) => a.action);
  const replayed = replayRecord({ ...setup, actions });
  if (!replayed.ok) return { code: 'BROKEN_REPLAY', message: replayed.error.message } as const;
  const seating = readSeating(game.seating);
  const names = seating ? seatingNames(seating) : await namesNow(store, game.room_id);
  return {
    record: toRecord(replayed.state),
    roomId: game.room_id,
    names,
    loser: game.loser,
    finishedAt: game.finished_at,
  };
}
