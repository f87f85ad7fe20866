// The players API (docs/PROTOCOL.md): a profile by name, a leaderboard by player count.

import type { Leaderboard, PlayerProfile } from '@kaschlan/protocol';
import { call } from '../online/api';

export const profileOf = (name: string) =>
  call<PlayerProfile>(`/api/players/${encodeURIComponent(name)}`);

export const leaderboardOf = (players: number) =>
  call<Leaderboard>(`/api/leaderboard?players=${players}`);

/** A profile's path: the name percent-encoded (names may hold spaces, slashes, anything). */
export const profilePath = (name: string): string => `/player/${encodeURIComponent(name)}`;
