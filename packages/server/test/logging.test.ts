// The log's masks (logging.ts, issue 24): a URL keeps what an operator reads (the route, room
// and game ids, harmless query values) and loses every secret-shaped part, however written;
// a message loses the secrets in its URLs; a whole pino line loses secret fields and headers.

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newId, newToken } from '../src/ids';
import { loggerOptions, MASK, maskText, maskUrl } from '../src/logging';

const secret = newToken();
const room = newId();

describe('a URL in the log', () => {
  it.each([
    ['/api/rooms', '/api/rooms'],
    [`/api/rooms/${room}`, `/api/rooms/${room}`],
    [`/api/replays/${room}/record?download`, `/api/replays/${room}/record?download`],
    ['/api/leaderboard?players=2&limit=10', '/api/leaderboard?players=2&limit=10'],
    [`/api/quick/${secret}`, `/api/quick/${MASK}`],
    [`/api/quick/${secret}/x?y=1`, `/api/quick/${MASK}/x?y=1`],
    [`/ws?token=${secret}`, `/ws?token=${MASK}`],
    ['/ws?token=short', `/ws?token=${MASK}`],
    ['/ws?Session=x&room=abc', `/ws?Session=${MASK}&room=abc`],
    [`/x?${secret}`, `/x?${MASK}`],
    [`/x?a=${secret}`, `/x?a=${MASK}`],
    [`/x?${secret}=1`, `/x?${MASK}=1`],
    [
      `/api/quick/${encodeURIComponent(secret).replace(/[A-Z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
      `/api/quick/${MASK}`,
    ],
    [`/api/quick/%zz${secret}`, `/api/quick/${MASK}`],
  ])('%s is logged as %s', (url, logged) => {
    expect(maskUrl(url)).toBe(logged);
  });
});

describe('a message in the log', () => {
  it('loses the secrets of its URLs and any other secret-shaped run', () => {
    expect(maskText(`Route GET:/api/quick/${secret} not found`)).toBe(
      `Route GET:/api/quick/${MASK} not found`,
    );
    expect(maskText(`the token ${secret}.`)).toBe(`the token ${MASK}.`);
    expect(maskText('Kaschlan server ready')).toBe('Kaschlan server ready');
  });
});

describe('a log line', () => {
  it('holds no header, no secret field and no secret in a URL or message', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('trace') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/echo/:anything', async (req) => {
      req.log.info({ password: secret, body: { ticket: secret }, headers: req.headers }, 'seen');
      req.log.info(`asked for ${req.url}`);
      return {};
    });
    await app.inject({
      url: `/echo/${secret}?ticket=${secret}`,
      headers: { cookie: `kaschlan_session=${secret}`, authorization: `Bearer ${secret}` },
    });
    await app.inject({ url: `/nothing/${secret}`, method: 'DELETE' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('seen');
    expect(log).toContain('not found');
    expect(log).toContain(MASK);
    expect(log).not.toContain(secret);
  });
});
