// Quick play's HTTP side (docs/PROTOCOL.md "Quick play"):
//   POST /api/quick         {players, preset, waitSeconds} → 201 the ticket, waiting
//   POST /api/quick/poll    {ticket} → waiting {waited ...} or matched {room, seat, token}
//   POST /api/quick/cancel  {ticket} → 204: out of the queue
// The player is the request's identity (a guest made on the spot if he has none); a ticket
// answers its owner only. Polling keeps a ticket alive: an abandoned tab's leaves the queue.
// The ticket is a secret (the seat token derives from it), so it travels in bodies only:
// it was once a path, and the log that every URL reaches seated strangers (issue 24).

import { PRESETS, playerCountProblem } from '@kaschlan/engine';
import { type QuickStatus, quickRequest, quickTicketRequest } from '@kaschlan/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientKey } from '../bounds';
import type { Tries } from '../limits/tries';
import type { Identities } from '../players/identity';
import { muOf } from '../store/quick-store';
import type { Store } from '../store/store';
import { ANY_PRESET } from './matcher';
import type { QuickQueue, Seated, Ticket } from './queue';
import type { QuickSettings } from './settings';
import { newTicketSecret, seatToken, ticketId } from './tickets';

export interface QuickRoutesEnv {
  readonly queue: QuickQueue;
  readonly store: Store;
  readonly identities: Identities;
  readonly settings: QuickSettings;
  /** This process holds all the rooms it may (MAX_ROOMS). */
  readonly full: () => boolean;
  readonly now: () => number;
  /** Joins per address (QUICK_JOINS_PER_MINUTE), counted across a cluster. */
  readonly joins: Tries;
}

const noTicket = (reply: FastifyReply) =>
  reply.code(404).send({ code: 'NO_TICKET', message: 'there is no such ticket in the queue' });

export function quickRoutes(app: FastifyInstance, env: QuickRoutesEnv): void {
  const { queue, settings } = env;
  const { joins } = env;

  app.post('/api/quick', async (req, reply) => {
    if ((await joins.take(clientKey(req.ip))) > 0)
      return reply
        .code(429)
        .send({ code: 'RATE_LIMITED', message: 'too many tries at quick play: wait a moment' });
    const parsed = readBody(quickRequest, req, reply, 'quick play request');
    if (!parsed) return reply;
    const { players, preset, waitSeconds } = parsed;
    // R2.1: the preset's pack must take that many players ('any' plays ANY_PRESET alone).
    const problem = playerCountProblem(
      players,
      PRESETS[preset === 'any' ? ANY_PRESET : preset].pack,
    );
    if (problem) return reply.code(400).send({ code: 'INVALID_PLAYERS', message: problem });
    if (env.full())
      return reply
        .code(503)
        .send({ code: 'SERVER_FULL', message: 'this server holds all the rooms it can' });
    const me = await env.identities.ensure(req, reply);
    const wait = Math.max(settings.minWaitSeconds, waitSeconds);
    const { secret, id, seatTokenHash } = newTicketSecret();
    const ticket: Ticket = {
      id,
      seatTokenHash,
      player: me.player,
      name: me.name,
      address: clientKey(req.ip),
      players,
      preset,
      mu: await muOf(env.store, me.player, players),
      waitMs: wait * 1000,
      joinedAt: env.now(),
    };
    const bounds = { maxQueue: settings.maxQueue, perAddress: settings.ticketsPerAddress };
    const joined = await queue.join(ticket, bounds);
    if (joined === 'QUEUE_FULL')
      return reply
        .code(503)
        .send({ code: 'QUEUE_FULL', message: 'the queue is full: try again in a moment' });
    if (joined === 'TOO_MANY_TICKETS')
      return reply.code(429).send({
        code: 'TOO_MANY_TICKETS',
        message: 'this address holds as many tickets as it may',
      });
    return reply.code(201).send(statusOf(secret, ticket, null, env.now()));
  });

  /** The body's ticket and its entry if it is the asker's (another's is "no such ticket"). */
  const own = async (req: FastifyRequest, reply: FastifyReply) => {
    const body = readBody(quickTicketRequest, req, reply, 'ticket');
    if (!body) return null;
    const me = await env.identities.of(req);
    const found = me && (await queue.poll(ticketId(body.ticket)));
    if (found && found.ticket.player === me.player) return { secret: body.ticket, ...found };
    void noTicket(reply);
    return null;
  };

  app.post('/api/quick/poll', async (req, reply) => {
    const found = await own(req, reply);
    if (!found) return reply;
    return statusOf(found.secret, found.ticket, found.seated, env.now());
  });

  app.post('/api/quick/cancel', async (req, reply) => {
    const found = await own(req, reply);
    if (!found) return reply;
    if (!(await queue.cancel(found.ticket.id))) return noTicket(reply);
    return reply.code(204).send();
  });
}

/** The body read with `schema`, or null once a 400 BAD_MESSAGE has been sent. */
function readBody<T extends z.ZodType>(
  schema: T,
  req: FastifyRequest,
  reply: FastifyReply,
  what: string,
): z.output<T> | null {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  void reply.code(400).send({
    code: 'BAD_MESSAGE',
    message: `not a valid ${what}${at}: ${issue?.message ?? ''}`,
  });
  return null;
}

/** The ticket as its owner (the holder of `secret`) is told it. */
function statusOf(secret: string, t: Ticket, seated: Seated | null, now: number): QuickStatus {
  if (seated) return { state: 'matched', ticket: secret, ...seated, token: seatToken(secret) };
  return {
    state: 'waiting',
    ticket: secret,
    waited: Math.max(0, Math.floor((now - t.joinedAt) / 1000)),
    players: t.players,
    preset: t.preset,
    waitSeconds: t.waitMs / 1000,
  };
}
