#!/usr/bin/env node
// A tiny static server for the built app (packages/web/dist): `npm start` runs it until the
// real server replaces it. Plain node:http. PORT sets the port (8080).
// The tests import startServer to serve a build on a free port (port 0). Every answer carries
// the game server's Content-Security-Policy (@kaschlan/protocol/security), so the browser
// tests run the app under the policy production sends.

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '@kaschlan/protocol/security';

const CSP = contentSecurityPolicy();

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The file under `root` that `urlPath` names, or null if it leaves root or is no file. */
function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (path.endsWith('/')) path += 'index.html';
  const full = normalize(join(root, path));
  // Refuse ../ escapes: only files inside root are served.
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * Serve `root` on `port` (0: a free one) at 127.0.0.1, or `host`. Resolves with the server
 * and its URL once listening.
 */
export function startServer({ root, port = 8080, host = '127.0.0.1' }) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    res.setHeader('content-security-policy', CSP);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // A path without a file extension is one of the app's screens (/room/<id>, /rules ...):
    // answer with the page, whose router shows the screen.
    const url = req.url ?? '/';
    const file =
      fileFor(base, url) ?? (extname(url.split('?')[0] ?? '') === '' ? fileFor(base, '/') : null);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed assets never change; the page itself is always checked again.
    const cache = file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        server,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`,
      });
    });
  });
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(here, 'dist');
  try {
    statSync(join(root, 'index.html'));
  } catch {
    console.error(
      'packages/web/dist is not built yet: run `npm run build -w @kaschlan/web` first.',
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8080);
  startServer({ root, port, host: process.env.HOST ?? 'localhost' }).then(
    ({ url }) => console.log(`Kaschlan is served on ${url.replace('127.0.0.1', 'localhost')}`),
    (error) => {
      console.error(`cannot serve on port ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
