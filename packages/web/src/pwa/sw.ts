// The service worker, built to /sw.js: it keeps one build's files in a cache so that the
// offline table (bots, hot seat), the rules, the tutorial and saved replays work with no
// network. Screens: the network's page first, else the cached index.html. Build files: the
// cached copy first. The live game (/api, /ws, /health) is never touched. A new build is a
// new worker with a new cache; the old cache goes when the new worker takes over.

import { strategyFor } from './paths';
import { CACHE_PREFIX, cacheName, type Precache } from './precache';

// Written in by the build (vite.config.ts): the list of files and their version.
declare const __KASCHLAN_PRECACHE__: Precache;

// The few service-worker types used here (the project's lib is the DOM's, not WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
}

const worker = self as unknown as WorkerScope;
const precache = __KASCHLAN_PRECACHE__;
const CACHE = cacheName(precache.version);
/** Every screen is this page; its router shows the screen (state/route.ts). */
const PAGE = '/index.html';

worker.addEventListener('install', (e) => {
  // cache: 'reload' skips the HTTP cache, so the cache holds exactly this build's files.
  const requests = precache.urls.map((url) => new Request(url, { cache: 'reload' }));
  e.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

worker.addEventListener('activate', (e) => {
  // Only now no page uses the old build any more: its cache can go.
  e.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // The first visit's page is served offline from now on, without a reload.
      .then(() => worker.clients.claim()),
  );
});

// The page's "reload" button (register.ts) lets a waiting new build take over at once.
worker.addEventListener('message', (e) => {
  if ((e.data as { type?: unknown } | null)?.type === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (e) => {
  const { request } = e;
  if (request.method !== 'GET') return;
  const how = strategyFor(new URL(request.url), worker.location.origin);
  if (how === 'page' && request.mode === 'navigate') e.respondWith(page(request));
  else if (how === 'cache') e.respondWith(cached(request));
});

/** A screen: the network's page (it may name a newer build), else the cached page. */
async function page(request: Request): Promise<Response> {
  const shell = () => caches.match(PAGE, { cacheName: CACHE });
  try {
    const response = await fetch(request);
    // A proxy's "bad gateway" while the server is down is no better than no network.
    return response.status < 500 ? response : ((await shell()) ?? response);
  } catch (error) {
    const cached = await shell();
    if (cached) return cached;
    throw error;
  }
}

/** A build file: the cached copy, else the network's. */
async function cached(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}
