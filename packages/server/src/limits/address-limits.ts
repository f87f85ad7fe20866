// The limits per client address (and per account) that the HTTP routes and the sockets'
// hellos count, one Tries (tries.ts) each: in Redis when the server has one, so every process
// of a cluster counts together, in memory otherwise. Per process, each would grant the whole
// limit again (issue 24: a client spreading his tries over N processes got N times the limit).
// One Redis connection serves them all. A socket's own message rate is not here: it is one
// socket's, on one process (rate.ts Bucket).

import type { Redis } from 'ioredis';
import { triesConnection, triesOf } from './redis-tries';
import type { Tries } from './tries';

export interface LimitSettings {
  /** New guests per address (GUESTS_PER_MINUTE, players/sessions.ts). */
  readonly guestsPerMinute: number;
  /** Sign-ups, renames, passkey sign-ins and ceremonies, password sign-ins (ACCOUNT_ATTEMPTS_PER_MINUTE). */
  readonly accountAttemptsPerMinute: number;
  /** Quick play joins per address (QUICK_JOINS_PER_MINUTE, quick/routes.ts). */
  readonly quickJoinsPerMinute: number;
  /** Rooms created per address (ROOMS_PER_MINUTE, http.ts). */
  readonly roomsPerMinute: number;
  /** Hellos (rooms entered) per address over all its sockets (HELLOS_PER_MINUTE, socket.ts). */
  readonly hellosPerMinute: number;
  /** Puzzle moves judged per address (PUZZLE_MOVES_PER_MINUTE, puzzles/routes.ts). */
  readonly puzzleMovesPerMinute?: number;
  /** A guest's puzzle attempts carried into an account (PUZZLE_CARRIES_PER_MINUTE). */
  readonly puzzleCarriesPerMinute?: number;
}

export interface AddressLimits {
  readonly guests: Tries;
  readonly signUps: Tries;
  readonly renames: Tries;
  /** A passkey sign-in begun (/api/passkeys/login/options). */
  readonly passkeySignIns: Tries;
  /** A passkey ceremony of a signed-in player (adding one, proving it is you). */
  readonly ceremonies: Tries;
  /** Password sign-ins, per address and per account (players/sign-in-limits.ts). */
  readonly signIns: Tries;
  readonly quickJoins: Tries;
  readonly roomCreations: Tries;
  readonly hellos: Tries;
  /** Puzzle moves judged (a wrong one runs the solver). */
  readonly puzzleMoves: Tries;
  /** Carries of a guest's attempts (each judges up to 200 of them). */
  readonly puzzleCarries: Tries;
  close(): Promise<void>;
}

/** The limits, in the cluster's Redis (`redis`) or in this process's memory. */
export function addressLimits(
  settings: LimitSettings,
  redis?: { readonly url: string; readonly prefix: string },
): AddressLimits {
  const connection: Redis | undefined = redis && triesConnection(redis.url);
  const all: Tries[] = [];
  const tries = (name: string, perMinute: number) => {
    const t = triesOf({ perMinute, redis, name, ...(connection ? { connection } : {}) });
    all.push(t);
    return t;
  };
  const attempts = settings.accountAttemptsPerMinute;
  return {
    guests: tries('guests', settings.guestsPerMinute),
    signUps: tries('sign-up', attempts),
    renames: tries('rename', attempts),
    passkeySignIns: tries('passkey-sign-in', attempts),
    ceremonies: tries('ceremony', attempts),
    signIns: tries('sign-in', attempts),
    quickJoins: tries('quick-join', settings.quickJoinsPerMinute),
    roomCreations: tries('room', settings.roomsPerMinute),
    hellos: tries('hello', settings.hellosPerMinute),
    puzzleMoves: tries('puzzle-move', settings.puzzleMovesPerMinute ?? 120),
    puzzleCarries: tries('puzzle-carry', settings.puzzleCarriesPerMinute ?? 6),
    async close() {
      await Promise.all(all.map((t) => t.close()));
      await connection?.quit().catch(() => undefined);
    },
  };
}
