// The Origin check (issue 13): a page of another site must not make a visitor's browser
// change anything here with his cookie (CSRF), nor open a socket as him (cross-site
// WebSocket hijacking: the upgrade carries the cookie, and browsers apply no CORS to it).
// Browsers send Origin on every POST, PUT, PATCH and DELETE made by fetch or a form, and on
// every WebSocket upgrade; one naming another site is refused. A request without Origin is
// not a browser's cross-site request (curl, the CLI, the tests, server-to-server): it carries
// no victim's cookie and is allowed, as before.

import type { FastifyInstance, FastifyRequest } from 'fastify';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The close code for a socket opened from another site (4000s: the application's own). */
export const BAD_ORIGIN_CLOSE = { code: 4403, reason: 'BAD_ORIGIN' } as const;

/**
 * Whether `req` may act: no Origin, or its Origin is this server's own (as the request
 * reached it: scheme and Host) or one of `allowed` (PUBLIC_ORIGIN).
 */
export function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  return origin === `${req.protocol}://${req.host}`;
}

/** Refuse state-changing API requests from other sites' pages (403 BAD_ORIGIN). */
export function guardOrigins(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!CHANGES.has(req.method) || !req.url.startsWith('/api/')) return;
    if (originAllowed(req, allowed)) return;
    return reply
      .code(403)
      .send({ code: 'BAD_ORIGIN', message: 'requests from other sites are refused' });
  });
}
