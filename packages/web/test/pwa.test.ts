// The service worker's precache, made by the build (vite.config.ts) from the files it emits,
// and the worker's choice of how to answer each request (src/pwa/paths.ts).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, test } from 'vitest';
import { strategyFor } from '../src/pwa/paths';
import { type Precache, precacheUrls } from '../src/pwa/precache';
import { precacheServiceWorker } from '../vite.config';

const TOKEN = '__KASCHLAN_PRECACHE__';

/** A build's output as the bundle hook sees it: chunks (code) and assets (source). */
interface FakeChunk {
  type: 'chunk';
  code: string;
  imports: string[];
  dynamicImports: string[];
}
type FakeOut = FakeChunk | { type: 'asset'; source: string };
const chunk = (code: string): FakeChunk => ({
  type: 'chunk',
  code,
  imports: [],
  dynamicImports: [],
});
const asset = (source: string): FakeOut => ({ type: 'asset', source });

function fakeBundle(entry = 'console.log(1)'): Record<string, FakeOut> {
  return {
    'index.html': asset('<script type="module" src="/assets/index-a1.js"></script>'),
    'assets/index-a1.js': chunk(entry),
    'assets/index-a1.js.map': asset('{}'),
    'assets/index-b2.css': asset('body{}'),
    'assets/Rules-c3.js': chunk('export const Rules = 1'),
    'assets/Tutorial-d4.js': chunk('export const Tutorial = 1'),
    'assets/ReplayScreen-e5.js': chunk('export const ReplayScreen = 1'),
    'assets/bot-worker-f6.js': asset('onmessage = () => {}'),
    'assets/font-g7.woff2': asset('font'),
    '.vite/manifest.json': asset('{}'),
    // Not a real output, but nothing under the live game's paths may ever be precached.
    'api/rooms': asset('[]'),
    'sw.js': chunk(`const p = ${TOKEN}; self.addEventListener('fetch', () => p);`),
  };
}

const publicDir = mkdtempSync(join(tmpdir(), 'kaschlan-public-'));
mkdirSync(join(publicDir, 'icons'));
writeFileSync(join(publicDir, 'manifest.webmanifest'), '{"name":"Kaschlan"}');
writeFileSync(join(publicDir, 'icons', 'icon-192.png'), 'png');
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** Run the plugin's bundle hook on `bundle`; returns the precache written into sw.js. */
function build(bundle: Record<string, FakeOut>, dir = publicDir): Precache {
  const plugin = precacheServiceWorker();
  const resolved = plugin.configResolved as (config: unknown) => void;
  resolved({ publicDir: dir, build: { copyPublicDir: true } });
  const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle, false);
  const sw = bundle['sw.js'] as { code: string };
  expect(sw.code).not.toContain(TOKEN);
  const json = /const p = (\{.*\});/.exec(sw.code)?.[1];
  return JSON.parse(json!) as Precache;
}

describe('the precache list', () => {
  it('lists the page, every hashed file of the build and the public files, sorted', () => {
    expect(build(fakeBundle()).urls).toEqual([
      '/assets/ReplayScreen-e5.js',
      '/assets/Rules-c3.js',
      '/assets/Tutorial-d4.js',
      '/assets/bot-worker-f6.js',
      '/assets/font-g7.woff2',
      '/assets/index-a1.js',
      '/assets/index-b2.css',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('leaves out the worker itself, source maps, build metadata and the live game', () => {
    const urls = build(fakeBundle()).urls;
    for (const left of ['/sw.js', '/assets/index-a1.js.map', '/.vite/manifest.json', '/api/rooms'])
      expect(urls).not.toContain(left);
  });

  it('never lists /api, /ws or /health, however they are spelt', () => {
    const files = ['api/replays/x/record', '/api', 'ws', 'health', 'index.html', 'apiary.js'];
    expect(precacheUrls(files)).toEqual(['/apiary.js', '/index.html']);
  });

  it('has a version that changes with any file, and only then', () => {
    const a = build(fakeBundle()).version;
    expect(build(fakeBundle()).version).toBe(a);
    expect(build(fakeBundle('console.log(2)')).version).not.toBe(a);
    const other = mkdtempSync(join(tmpdir(), 'kaschlan-public-'));
    try {
      writeFileSync(join(other, 'manifest.webmanifest'), '{"name":"Kaschlan 2"}');
      expect(build(fakeBundle(), other).version).not.toBe(a);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a build whose worker imports a chunk it shares with the page', () => {
    const bundle = fakeBundle();
    bundle['sw.js'] = { ...chunk(TOKEN), imports: ['assets/index-a1.js'] };
    expect(() => build(bundle)).toThrow(/imports other chunks/);
  });
});

describe('how the worker answers a request', () => {
  const origin = 'https://kaschlan.example';
  test.each([
    ['/', 'page'],
    ['/rules', 'page'],
    ['/tutorial', 'page'],
    ['/replays', 'page'],
    ['/view', 'page'],
    ['/room/abc', 'page'],
    ['/apiary', 'page'],
    ['/assets/index-a1.js', 'cache'],
    ['/index.html', 'cache'],
    ['/manifest.webmanifest', 'cache'],
    ['/api/rooms', 'network'],
    ['/api', 'network'],
    ['/api/replays/x/record', 'network'],
    ['/ws', 'network'],
    ['/health', 'network'],
    ['https://fonts.example/a.woff2', 'network'],
  ])('%s: %s', (path, strategy) => {
    expect(strategyFor(new URL(path, origin), origin)).toBe(strategy);
  });
});
