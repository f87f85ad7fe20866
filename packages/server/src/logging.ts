// The log's options (pino, through Fastify): what it writes of a request, and the secrets it
// never writes. A quick play ticket's secret once reached the log as its URL, and the seat
// token derives from it: one log line seated a stranger (issue 24). So the routes carry no
// secret in a URL, and the log does not trust them to: a request is logged as its method,
// its URL with every secret-shaped part masked, and its address; never a header (cookies,
// authorization); fields named like secrets are masked wherever a log call puts them; and
// URLs inside messages (Fastify's "Route GET:/x not found") are masked the same way.

import type { FastifyServerOptions } from 'fastify';

export const MASK = '[secret]';

/**
 * Secret-shaped: 16 or more characters of base64url in a row. Seat tokens, session secrets
 * and tickets are 43, their hashes 64; room and game ids are 12 (ids.ts), route words shorter.
 */
const SECRET_SHAPED = /[A-Za-z0-9_-]{16,}/;
const SECRET_SHAPED_ALL = new RegExp(SECRET_SHAPED.source, 'g');

/** Query parameters whose value is masked whatever it looks like. */
const SECRET_NAMES = /token|secret|ticket|pass|session|cookie|auth|key|code|sig|challenge/i;

/** A URL part, percent-decoded when it can be (an encoded secret is still one). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A path segment or query value: masked whole if it holds anything secret-shaped. */
const maskPart = (part: string): string => (SECRET_SHAPED.test(decoded(part)) ? MASK : part);

/** `url` (a path and query) with every secret-shaped segment and query value masked. */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).split('/').map(maskPart).join('/');
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return maskPart(pair);
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return `${maskPart(name)}=${SECRET_NAMES.test(decoded(name)) ? MASK : maskPart(value)}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A message with every path-like word's URL masked, and any other secret-shaped run. */
export function maskText(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => (word.includes('/') ? maskUrl(word) : word.replace(SECRET_SHAPED_ALL, MASK)))
    .join('');
}

/** What a log line says of a request (Fastify's own fields, the URL masked, no headers). */
interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}

/** Fields that hold a secret wherever a log call puts them (pino `redact` paths). */
const SECRET_FIELDS = [
  'password',
  'token',
  'ticket',
  'secret',
  'cookie',
  'authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

/** Fastify's `logger` option: `level` (LOG_LEVEL) with the masks above. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
      censor: MASK,
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: maskUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      // Every string argument of a log call: the message, and what it interpolates.
      logMethod(args, method) {
        const masked = args.map((a: unknown) => (typeof a === 'string' ? maskText(a) : a));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
