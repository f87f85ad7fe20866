// The service worker's precache, made at build time from the files the build wrote: every
// file the app may load with no network (index.html, the hashed JavaScript and CSS of every
// screen and of the bots' worker, the manifest and its icons), with a version that changes
// whenever any of them does, so a new build installs a new cache and drops the old one.

import { isNetworkOnly } from './paths.js';

/** What the build writes into the worker in place of `__KASCHLAN_PRECACHE__`. */
export interface Precache {
  /** Changes with any file's content; names the cache. */
  readonly version: string;
  /** Absolute URLs, sorted; '/index.html' is the page every screen is answered with. */
  readonly urls: readonly string[];
}

/** Files of a build that are never precached: the worker itself, maps and build metadata. */
function skipped(file: string, worker: string): boolean {
  return (
    file === worker ||
    file.endsWith('.map') ||
    file.startsWith('.') ||
    file.includes('/.') ||
    isNetworkOnly(`/${file}`)
  );
}

/**
 * The URLs to precache, from the build's output files (paths relative to the output folder,
 * as a bundle names them) and the public folder's files; `worker` is the worker's own file.
 */
export function precacheUrls(files: Iterable<string>, worker = 'sw.js'): string[] {
  const urls = new Set<string>();
  for (const raw of files) {
    const file = raw.replaceAll('\\', '/').replace(/^\/+/, '');
    if (file !== '' && !skipped(file, worker)) urls.add(`/${file}`);
  }
  return [...urls].sort();
}

/** The name of the cache of one version; every cache of this app starts with the prefix. */
export const CACHE_PREFIX = 'kaschlan-';
export const cacheName = (version: string): string => `${CACHE_PREFIX}${version}`;
