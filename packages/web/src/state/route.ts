// Which screen the page shows, read from the address (path routing, so links can be shared
// and the server can answer /room/<id> and /replay/<id> with the app). Screens:
//   /               the offline table (bots, hot seat)
//   /online         the lobby of open rooms
//   /room/<id>      an online room (seat, chat, table)
//   /replays        the games saved on this device; import a record
//   /replay/<id>    a finished online game's replay (from the server)
//   /view           a replay whose record is encoded in the link's #fragment
//   /rules          the rule book (anchors #R3.6 ...)
//   /tutorial       the interactive tutorial
//   /review         a deal's post-game review (the record in the #fragment, review/link.ts)
//   /play-now       quick play: matched with people by rating, bots after a wait
//   /account        who you are: your name, sign up / in (passkey or password), sign out
//   /player/<name>  a player's profile: rating and its history, results, recent deals
//   /leaderboard    the top players by conservative rating
//   /puzzles        puzzles from the exact endgame (issue 25)
// Every screen module reads `route` and calls `navigate`; nothing else touches history.

import { signal } from '@preact/signals';

export type Route =
  | { readonly screen: 'play' }
  | { readonly screen: 'online' }
  | { readonly screen: 'room'; readonly id: string }
  | { readonly screen: 'replays' }
  | { readonly screen: 'replay'; readonly id: string }
  | { readonly screen: 'view' }
  | { readonly screen: 'rules' }
  | { readonly screen: 'tutorial' }
  | { readonly screen: 'review' }
  | { readonly screen: 'quick' }
  | { readonly screen: 'account' }
  | { readonly screen: 'player'; readonly name: string }
  | { readonly screen: 'leaderboard' }
  | { readonly screen: 'puzzles' };

/** The route a path names; unknown paths fall back to the offline table. */
export function parseRoute(path: string): Route {
  const parts = path.split('/').filter((p) => p !== '');
  const [head, id] = parts;
  if (head === 'online' && parts.length === 1) return { screen: 'online' };
  if (head === 'room' && id && parts.length === 2) return { screen: 'room', id };
  if (head === 'replays' && parts.length === 1) return { screen: 'replays' };
  if (head === 'replay' && id && parts.length === 2) return { screen: 'replay', id };
  if (head === 'view' && parts.length === 1) return { screen: 'view' };
  if (head === 'rules' && parts.length === 1) return { screen: 'rules' };
  if (head === 'tutorial' && parts.length === 1) return { screen: 'tutorial' };
  if (head === 'review' && parts.length === 1) return { screen: 'review' };
  if (head === 'play-now' && parts.length === 1) return { screen: 'quick' };
  if (head === 'account' && parts.length === 1) return { screen: 'account' };
  if (head === 'player' && id && parts.length === 2) return { screen: 'player', name: decoded(id) };
  if (head === 'leaderboard' && parts.length === 1) return { screen: 'leaderboard' };
  if (head === 'puzzles' && parts.length === 1) return { screen: 'puzzles' };
  return { screen: 'play' };
}

/** A path segment as written (names are percent-encoded in links); a broken escape as is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `?seed=N` in the address: the first deal's fixed shuffle (to share a deal, or to test one). */
export function seedInAddress(search: string): number | undefined {
  const seed = Number(new URLSearchParams(search).get('seed') ?? Number.NaN);
  return Number.isInteger(seed) && seed >= 0 ? seed : undefined;
}

const here = typeof location === 'undefined' ? '/' : location.pathname;
export const route = signal<Route>(parseRoute(here));

/** Go to `path` (with an optional #fragment) as a link would, without reloading. */
export function navigate(path: string): void {
  if (typeof history !== 'undefined') history.pushState(null, '', path);
  route.value = parseRoute(path.split('#')[0]!.split('?')[0]!);
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    route.value = parseRoute(location.pathname);
  });
}
