// Accounts (issue 13): what a player is told about himself, and passwords. A password is
// kept as an argon2id hash (@node-rs/argon2; OWASP's parameters: 19 MiB, 2 passes, 1 lane);
// a sign-in by name and password fails the same way, and after the same work, whether the
// name is unknown or the password wrong: nobody learns which names have passwords.

import type { Me } from '@kaschlan/protocol';
import { hash, verify } from '@node-rs/argon2';
import type { PlayersStore } from '../store/players-store';
import { nameKey } from './names';

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** A hash nobody's password matches, verified when the name is unknown (same work, same time). */
let decoy: Promise<string> | null = null;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** The player the name and password open, or null (unknown name or wrong password alike). */
export async function checkPassword(
  players: PlayersStore,
  name: string,
  password: string,
): Promise<string | null> {
  const found = await players.credentials.passwordOf(nameKey(name));
  decoy ??= hashPassword(`decoy ${Math.random()}`);
  const stored = found?.hash ?? (await decoy);
  let ok = false;
  try {
    ok = await verify(stored, password);
  } catch {
    ok = false;
  }
  return ok && found ? found.player : null;
}

/** What GET /api/me answers for `player`. */
export async function meOf(players: PlayersStore, player: string): Promise<Me | null> {
  const p = await players.byId(player);
  if (!p) return null;
  const [password, passkeys] = await Promise.all([
    players.credentials.hasPassword(player),
    players.credentials.passkeysOf(player),
  ]);
  return { name: p.name, account: p.account, password, passkeys: passkeys.length };
}
