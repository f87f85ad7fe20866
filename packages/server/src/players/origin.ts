// The Origin check (issues 13 and 24): a page of another site must not make a visitor's
// browser change anything here with his cookie (CSRF), nor open a socket as him (cross-site
// WebSocket hijacking: the upgrade carries the cookie, and browsers apply no CORS to it).
// Browsers send Origin on every POST, PUT, PATCH and DELETE made by fetch or a form, and on
// every WebSocket upgrade; one naming another site is refused. A request without Origin is
// not a browser's cross-site request (curl, the CLI, the tests, server-to-server): it carries
// no victim's cookie and is allowed, as before.
//
// Every request that may change something (any method but GET, HEAD and OPTIONS) is checked,
// whatever its path: the check once matched the raw URL's '/api/' while the router decodes
// it, so `PATCH /%61pi/me` renamed a visitor from another site (issue 24). Deciding before the
// router, on the method alone, leaves no spelling of a path to get round it; a path no route
// serves is refused too (403 rather than 404: it tells another site nothing either way).

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Methods that change nothing (RFC 9110's safe methods): the only ones not checked. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The close code for a socket opened from another site (4000s: the application's own). */
export const BAD_ORIGIN_CLOSE = { code: 4403, reason: 'BAD_ORIGIN' } as const;

/**
 * Whether `req` may act: no Origin, or its Origin is one of `allowed` (PUBLIC_ORIGIN); with
 * no PUBLIC_ORIGIN set, the server's own as the request reached it (scheme and Host). Once
 * PUBLIC_ORIGIN is set only its origins count: the Host header is the client's to write (a
 * DNS rebinding page at evil.example sends `Host: evil.example` and a matching Origin).
 */
export function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.length > 0) return allowed.includes(origin);
  return origin === `${req.protocol}://${req.host}`;
}

/** Refuse state-changing requests from other sites' pages (403 BAD_ORIGIN), any path. */
export function guardOrigins(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE.has(req.method) || originAllowed(req, allowed)) return;
    return reply
      .code(403)
      .send({ code: 'BAD_ORIGIN', message: 'requests from other sites are refused' });
  });
}
