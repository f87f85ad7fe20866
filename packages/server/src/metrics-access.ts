// Who may read /metrics (issue 24). With METRICS_TOKEN set, whoever sends it as a bearer
// token. Without, this machine only: the figures (rooms, sockets, memory, the event loop's
// lag) tell an attacker how his load is doing, so a server reachable from the internet no
// longer shows them to everyone by default. A request is this machine's when its TCP peer is
// a loopback address and it names nobody it was forwarded for: a proxy on this machine
// (Caddy, nginx) connects from loopback too, but says whom it speaks for (X-Forwarded-For,
// Forwarded, X-Real-IP), and that is someone else. A Prometheus elsewhere needs the token.

import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface MetricsRefusal {
  readonly status: 401 | 403;
  readonly code: 'UNAUTHORIZED' | 'METRICS_LOCAL_ONLY';
  readonly message: string;
}

/** Why `req` may not read /metrics, or null when it may. */
export function metricsRefusal(
  req: FastifyRequest,
  token: string | undefined,
): MetricsRefusal | null {
  if (token !== undefined)
    return sameSecret(req.headers.authorization, `Bearer ${token}`)
      ? null
      : { status: 401, code: 'UNAUTHORIZED', message: 'metrics need the bearer token' };
  if (fromThisMachine(req)) return null;
  return {
    status: 403,
    code: 'METRICS_LOCAL_ONLY',
    message: 'metrics are shown to this machine only: set METRICS_TOKEN to scrape from another',
  };
}

const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function fromThisMachine(req: FastifyRequest): boolean {
  if (FORWARDED.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopback(req.socket.remoteAddress ?? '');
}

/** 127.0.0.0/8, ::1, and IPv4's loopback as IPv6 writes it (::ffff:127.x.y.z). */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** `given === expected`, in a time that does not tell how much of it matched. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const a = createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
