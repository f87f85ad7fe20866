// Quick play's HTTP side (docs/PROTOCOL.md "Quick play"):
//   POST   /api/quick          {players, preset, waitSeconds} → 201 the ticket, waiting
//   GET    /api/quick/:ticket  → waiting {waited ...} or matched {room, seat, token}
//   DELETE /api/quick/:ticket  → 204: out of the queue
// The player is the request's identity (a guest made on the spot if he has none); a ticket
// answers its owner only. Polling keeps a ticket alive: an abandoned tab's leaves the queue.

import { PRESETS, playerCountProblem } from '@kaschlan/engine';
import { QUICK_TICKET, type QuickStatus, quickRequest } from '@kaschlan/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientKey } from '../bounds';
import type { Identities } from '../players/identity';
import { Buckets } from '../rate';
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
}

const noTicket = (reply: FastifyReply) =>
  reply.code(404).send({ code: 'NO_TICKET', message: 'there is no such ticket in the queue' });

export function quickRoutes(app: FastifyInstance, env: QuickRoutesEnv): void {
  const { queue, settings } = env;
  const joins = new Buckets(settings.joinsPerMinute);

  app.post('/api/quick', async (req, reply) => {
    if (!joins.take(clientKey(req.ip)))
      return reply
        .code(429)
        .send({ code: 'RATE_LIMITED', message: 'too many tries at quick play: wait a moment' });
    const parsed = quickRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        code: 'BAD_MESSAGE',
        message: `not a valid quick play request${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message ?? ''}`,
      });
    }
    const { players, preset, waitSeconds } = parsed.data;
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

  /** The ticket if it is the asker's (someone else's is "no such ticket" to him). */
  const own = async (req: Parameters<Identities['of']>[0], secret: string) => {
    if (!QUICK_TICKET.test(secret)) return null;
    const me = await env.identities.of(req);
    if (!me) return null;
    const found = await queue.poll(ticketId(secret));
    return found && found.ticket.player === me.player ? found : null;
  };

  app.get<{ Params: { ticket: string } }>('/api/quick/:ticket', async (req, reply) => {
    const found = await own(req, req.params.ticket);
    if (!found) return noTicket(reply);
    return statusOf(req.params.ticket, found.ticket, found.seated, env.now());
  });

  app.delete<{ Params: { ticket: string } }>('/api/quick/:ticket', async (req, reply) => {
    const found = await own(req, req.params.ticket);
    if (!found || !(await queue.cancel(found.ticket.id))) return noTicket(reply);
    return reply.code(204).send();
  });
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
