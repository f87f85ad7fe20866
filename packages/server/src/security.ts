// The security headers of every answer (@fastify/helmet): the pages' Content-Security-Policy
// from @kaschlan/protocol/security, the one list the web app's test server sends too, and
// helmet's other headers (nosniff, no framing, no referrer, same-origin isolation).

import type { FastifyHelmetOptions } from '@fastify/helmet';
import { CSP_DIRECTIVES } from '@kaschlan/protocol/security';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    // Exactly the shared list: helmet's defaults would add 'unsafe-inline' styles, https:
    // fonts and upgrade-insecure-requests (which breaks plain http on localhost).
    useDefaults: false,
    directives: Object.fromEntries(
      Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]]),
    ),
  },
  // Honoured only over HTTPS (the TLS proxy in front). Not for subdomains: they are not ours
  // to decide.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  // As frame-ancestors 'none', for browsers that read only this.
  xFrameOptions: { action: 'deny' },
};

/**
 * Fastify's trustProxy from TRUST_PROXY (config.ts): nothing, the proxies' addresses, or a
 * hop count as the function Fastify itself makes of one (its types take no number): hop 0 is
 * the socket's peer, so with 1 the client is the last address the proxy appended to
 * X-Forwarded-For, and whatever the client wrote to the left of it is ignored.
 */
export function trustProxyOption(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
