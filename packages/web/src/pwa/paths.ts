// Which requests the service worker answers, and how: shared by the worker (sw.ts) and the
// build step that lists its precache (precache.ts), so the two cannot disagree.

/** Paths that belong to the server's live game: never cached, never answered by the worker. */
const NETWORK_ONLY = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/health(\/|$)/];

export function isNetworkOnly(pathname: string): boolean {
  return NETWORK_ONLY.some((re) => re.test(pathname));
}

/** A screen of the app (/, /rules, /room/<id> ...): any path without a file extension. */
export function isScreen(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

export type Strategy =
  /** Not the worker's business: the browser goes to the network as if it were not there. */
  | 'network'
  /** A screen: the network's page, or the cached index.html when there is no network. */
  | 'page'
  /** A file of the build: the cached copy, or the network's if it is not cached. */
  | 'cache';

/** How the worker answers a GET of `url`, made from a page of `origin`. */
export function strategyFor(url: URL, origin: string): Strategy {
  if (url.origin !== origin || isNetworkOnly(url.pathname)) return 'network';
  return isScreen(url.pathname) ? 'page' : 'cache';
}
