// The server as one object: the store, the rooms, the bots, and Fastify serving HTTP, the
// WebSocket protocol (/ws) and the built web app. main.ts starts it from the environment;
// the tests start it on a free port with a temporary data directory.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { MAX_BODY_BYTES, MAX_MESSAGE_BYTES } from '@kaschlan/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { BotRunner } from './bots/runner';
import { clientKey, PerAddress, TOO_MANY_SOCKETS } from './bounds';
import { ClusterRooms } from './cluster/cluster-rooms';
import type { Config } from './config';
import { Heartbeat } from './heartbeat';
import { httpRoutes } from './http';
import { addressLimits } from './limits/address-limits';
import { loggerOptions } from './logging';
import { Metrics } from './metrics';
import { accountRoutes } from './players/account-routes';
import { credentialRoutes } from './players/credential-routes';
import type { Identities } from './players/identity';
import { BAD_ORIGIN_CLOSE, guardOrigins, originAllowed } from './players/origin';
import { endedMessage, SessionSockets } from './players/session-sockets';
import { Sessions, sessionHash } from './players/sessions';
import { SignInLimits } from './players/sign-in-limits';
import { loadPuzzleSet } from './puzzles/puzzle-set';
import { puzzleRoutes } from './puzzles/routes';
import { quickPlay } from './quick/quick-play';
import { playerRoutes } from './ratings/player-routes';
import { DealRater } from './ratings/rate-deal';
import type { Directory } from './rooms/directory';
import { Rooms } from './rooms/rooms';
import { HELMET_OPTIONS, trustProxyOption } from './security';
import { Connection } from './socket';
import { PlayersStore } from './store/players-store';
import { Store, storeConfig } from './store/store';

export interface Server {
  readonly app: FastifyInstance;
  readonly rooms: Directory;
  readonly store: Store;
  /** Who is asking: the player behind a request's session cookie (players/identity.ts). */
  readonly identities: Identities;
  /** What /metrics shows (metrics.ts). */
  readonly metrics: Metrics;
  /** The address it listens on, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  close(): Promise<void>;
}

export async function startServer(config: Config): Promise<Server> {
  const app = Fastify({
    // Requests logged without headers, secret-shaped URL parts masked (logging.ts).
    logger: loggerOptions(config.logLevel),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  // First, so every answer carries them: pages, assets, the API and errors (security.ts).
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  const store = await Store.open(storeConfig(config));
  // Players (issue 13): cookie sessions, guests and accounts; every feature that needs a
  // person asks `identities` (ensure/of/ofHeaders) and nothing else.
  await app.register(fastifyCookie);
  guardOrigins(app, config.publicOrigins);
  const players = new PlayersStore(store);
  // The cluster's Redis: quick play's queue, and the limits every process counts together.
  const redis = config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : undefined;
  // Every limit per client address or account, counted where every process sees it
  // (limits/address-limits.ts): guests, sign-ups and sign-ins, quick play, rooms, hellos.
  const limits = addressLimits(
    {
      guestsPerMinute: config.guestsPerMinute,
      accountAttemptsPerMinute: config.accountAttemptsPerMinute,
      quickJoinsPerMinute: config.quick.joinsPerMinute,
      roomsPerMinute: config.roomsPerMinute,
      hellosPerMinute: config.limits.hellosPerMinute,
      puzzleMovesPerMinute: config.puzzleMovesPerMinute,
      puzzleCarriesPerMinute: config.puzzleCarriesPerMinute,
    },
    redis,
  );
  // The sockets each session holds seats with: ending sessions closes them (4401).
  const sessionSockets = new SessionSockets();
  const sessions = new Sessions(players, {
    secure: config.cookieSecure,
    // Here at once; in a cluster every process is told over the bus (this one again: no-op).
    onEndOthers: (player, keep) => {
      sessionSockets.endOthers(player, keep);
      if (rooms instanceof ClusterRooms)
        void rooms.bus
          .publish(rooms.bus.sessionsChannel(), endedMessage(player, keep))
          .catch((e: Error) => log.warn({ err: e.message }, 'sessions ended: not told'));
    },
    guests: limits.guests,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
  });
  const identities: Identities = sessions;
  const metrics = new Metrics();
  store.onCommit = (seconds) => metrics.commit.observe(seconds);
  const bots = new BotRunner({ onWait: (ms) => metrics.botWait.observe(ms / 1000) });
  metrics.sample(metrics.botQueueDepth, () => bots.depth);
  const log = app.log;
  // Ratings (issue 13): a rated deal is rated once its last action is committed (the rooms'
  // onDealOver); deals that ended while no process could rate them, by the start's sweep.
  const rater = new DealRater(store, log);
  const env = {
    store,
    bots,
    log,
    metrics,
    botDelayMs: config.botDelayMs,
    graceMs: config.graceMs,
    idleCloseMs: config.idleCloseMs,
    maxSpectators: config.limits.spectatorsPerRoom,
    now: Date.now,
    onDealOver: (game: string) => rater.dealOver(game),
  };
  let rooms: Directory;
  let loaded = 0;
  if (config.redisUrl) {
    // A cluster: rooms are loaded by whichever process takes their lease (cluster/).
    if (store.kind !== 'postgres')
      throw new Error('REDIS_URL (a cluster) needs DATABASE_URL: processes share one PostgreSQL');
    const cluster = new ClusterRooms(env, store, {
      redisUrl: config.redisUrl,
      leaseMs: config.leaseMs,
      // Deployments sharing one Redis keep their keys and channels apart (DEPLOY.md).
      prefix: config.redisPrefix,
    });
    cluster.onSessions = (text) => sessionSockets.endedElsewhere(text);
    await cluster.start();
    rooms = cluster;
  } else {
    const single = new Rooms(env);
    loaded = await single.loadAll();
    rooms = single;
  }
  rater.startSweep();
  // Guests nobody can reach any more, expired sessions and challenges: forgotten hourly
  // (PlayersStore.sweep; harmless on every process of a cluster at once).
  const sweepPlayers = () =>
    void players
      .sweep(Date.now(), sessions.maxMs)
      .catch((e: Error) => log.warn({ err: e.message }, 'the players sweep failed'));
  const playersSweep = setInterval(sweepPlayers, 3_600_000);
  playersSweep.unref();
  let sockets = 0;

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES * 4, perMessageDeflate: false },
    errorHandler: (error, socket, request) => socketFailed(error, socket, request.log),
  });
  // A socket that answers no ping within 30 s is closed (heartbeat.ts).
  const heartbeat = new Heartbeat();
  // One client (an IPv4 address, an IPv6 /64: clientKey) holds at most its share of sockets:
  // one more is closed at once (1013).
  const perAddress = new PerAddress(config.limits.socketsPerAddress);
  // And says hello (enters a room) within its budget, over all its sockets (socket.ts) and
  // every process (limits.hellos).
  app.get('/ws', { websocket: true }, (socket, req) => {
    // A page of another site must not open a socket with this visitor's cookie (origin.ts).
    if (!originAllowed(req, config.publicOrigins)) {
      socket.close(BAD_ORIGIN_CLOSE.code, BAD_ORIGIN_CLOSE.reason);
      return;
    }
    const address = clientKey(req.ip);
    if (!perAddress.take(address)) {
      socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
      return;
    }
    socket.on('close', () => perAddress.release(address));
    sockets++;
    heartbeat.add(socket);
    socket.on('close', () => {
      sockets--;
    });
    // The person is read from the upgrade's cookie when he takes a seat (socket.ts).
    // Known from then on as a socket of his session (session-sockets.ts).
    const whoIs = async () => {
      const who = await identities.ofHeaders(req.headers);
      const hash = sessionHash(req.headers);
      if (who && hash !== null) sessionSockets.add(who.player, hash, socket);
      return who && { id: who.player, name: who.name };
    };
    socket.on('close', () => sessionSockets.forget(socket));
    new Connection(socket, {
      rooms,
      log,
      whoIs,
      hello: async () => (await limits.hellos.take(address)) === 0,
    });
  });
  metrics.sample(metrics.sockets, () => sockets);
  metrics.sample(metrics.rooms, () => rooms.size);
  httpRoutes(app, {
    rooms,
    store,
    metrics,
    metricsToken: config.metricsToken,
    sockets: () => sockets,
    startedAt: Date.now(),
    roomCreations: limits.roomCreations,
    limits: config.limits,
  });
  playerRoutes(app, { store, ratings: rater.ratings, minDeals: config.leaderboardMinDeals });
  const signIns = new SignInLimits(limits.signIns);
  const accountEnv = { sessions, publicOrigins: config.publicOrigins, limits, signIns };
  accountRoutes(app, accountEnv);
  credentialRoutes(app, accountEnv);
  // Puzzles (issue 25): the shipped set, read once, judged and rated here (puzzles/).
  puzzleRoutes(app, {
    store,
    identities,
    set: loadPuzzleSet(),
    moves: limits.puzzleMoves,
    carries: limits.puzzleCarries,
    now: Date.now,
  });

  // Quick play: its queue (here, or the cluster's Redis), matchmaker and routes (quick/).
  const quick = quickPlay(app, {
    rooms,
    store,
    identities,
    settings: config.quick,
    maxRooms: config.limits.rooms,
    redis,
    log,
    joins: limits.quickJoins,
  });

  const dist = config.webDist;
  if (dist && existsSync(join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      cacheControl: false, // our own headers, below
      setHeaders(res, path) {
        // Hashed assets never change; the page itself is always checked again.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The app's screens (/room/<id>, /replay/<id>, /rules ...) are the page; its router
    // shows the screen. Anything else unknown is a 404.
    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      const read = req.method === 'GET' || req.method === 'HEAD';
      if (read && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).send({ code: 'NOT_FOUND', message: `no ${req.method} ${path}` });
    });
  } else if (dist) {
    log.warn({ dist }, 'the web app is not built: serving the API only (npm run build)');
  }

  const address = await app.listen({ port: config.port, host: config.host });
  log.info(
    { address, store: store.kind, cluster: Boolean(config.redisUrl), rooms: loaded },
    'Kaschlan server ready',
  );
  return {
    app,
    rooms,
    store,
    identities,
    metrics,
    url: address,
    async close() {
      heartbeat.stop();
      clearInterval(playersSweep);
      await quick.close();
      await limits.close();
      await rooms.close();
      // 1012: the service restarts; the web app reconnects by itself (to another process).
      for (const socket of heartbeat.sockets()) socket.close(1012, 'server restarting');
      await app.close();
      await bots.close();
      await rater.drain();
      await store.close();
    },
  };
}

/**
 * A socket's error. A frame over maxPayload, bad UTF-8, a broken frame (ws has closed it with
 * 1009, 1007, 1002) or a connection reset is the client's doing: a warning. Errors are what
 * operators alert on (DEPLOY.md).
 */
export function socketFailed(
  error: Error,
  socket: { terminate(): void },
  log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
): void {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')
    log.warn({ code, message: error.message }, 'websocket closed: the client failed');
  else log.error({ err: error }, 'websocket failed');
  socket.terminate();
}
