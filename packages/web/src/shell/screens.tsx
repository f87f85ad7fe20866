// The screens other than the offline table, each its own chunk (see widgets/Lazy.tsx), keyed by the
// route (state/route.ts).

import { lazyScreen } from '../widgets/Lazy';

export const Lobby = lazyScreen(() => import('../online/Lobby').then((m) => m.Lobby));
export const Room = lazyScreen<{ id: string }>(() => import('../online/Room').then((m) => m.Room));
export const Replays = lazyScreen(() => import('../learn/Replays').then((m) => m.Replays));
/** A replay: `id` of a server game, or none for a record carried in the link's #fragment. */
export const ReplayScreen = lazyScreen<{ id?: string }>(() =>
  import('../learn/ReplayScreen').then((m) => m.ReplayScreen),
);
export const Rules = lazyScreen(() => import('../learn/Rules').then((m) => m.Rules));
export const Tutorial = lazyScreen(() => import('../learn/Tutorial').then((m) => m.Tutorial));
export const Review = lazyScreen(() =>
  import('../review/ReviewScreen').then((m) => m.ReviewScreen),
);
/** Quick play: matched by rating, bots after the wait (issue 13). */
export const QuickPlay = lazyScreen(() => import('../quick/QuickPlay').then((m) => m.QuickPlay));
/** The player's own identity: name, passkey or password, sign out, delete. */
export const Account = lazyScreen(() => import('../account/Account').then((m) => m.Account));
export const Profile = lazyScreen<{ name: string }>(() =>
  import('../players/Profile').then((m) => m.Profile),
);
export const Leaderboard = lazyScreen(() =>
  import('../players/Leaderboard').then((m) => m.Leaderboard),
);
/** Puzzles from the exact endgame (issue 25). */
export const Puzzles = lazyScreen(() => import('../puzzles/Puzzles').then((m) => m.Puzzles));
