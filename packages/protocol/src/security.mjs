// The Content-Security-Policy of every page the game serves: one list, read by the game
// server (packages/server, through @fastify/helmet) and by the web app's plain static server
// (packages/web/serve.mjs), so the browser tests run the app under the policy production
// sends. Plain JavaScript: serve.mjs runs in Node without a TypeScript loader.
//
// What the built app needs (packages/web/dist), and nothing more:
// - scripts: its own modules only (/assets/*.js; no inline script, no eval);
// - styles: its own stylesheets. Preact's `style` props set element.style (CSSOM), which a
//   policy without 'unsafe-inline' allows; no <style> element or style="" in the HTML;
// - images: its own, and the favicon, an SVG written as a data: URL in index.html;
// - connections: fetch of /api/* and the WebSocket /ws of the same host. CSP 3's 'self'
//   matches ws: and wss: of the page's own host and port (every current browser);
// - workers: the bots' Web Worker (/assets/bot-worker-*.js) and the service worker /sw.js,
//   both files of its own (no blob: worker);
// - the manifest /manifest.webmanifest.
// Nothing may frame the page, and <base>, plugins and forms elsewhere are refused.

/** Each directive with its sources. */
export const CSP_DIRECTIVES = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy() {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A Content-Security-Policy header read back: each directive with its sources. */
export function cspDirectives(header) {
  const out = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}
