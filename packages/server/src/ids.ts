// Identifiers and secrets. Room and game ids are public (in links); seat tokens are secret
// bearer credentials: 256 random bits, shown to their owner once, stored only as SHA-256.

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no l, o, 0, 1: read aloud safely

/** A random id of `length` characters (5 bits each: 12 → 60 bits, unguessable for a link). */
export function newId(length = 12): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A seat token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of a token against a stored hash. */
export function tokenMatches(token: string, hash: string): boolean {
  return hashesMatch(hashToken(token), hash);
}

/** Constant-time comparison of two token hashes (a cluster relays hashes, never tokens). */
export function hashesMatch(hash: string, stored: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A random 32-bit shuffle seed (secret until the deal is over). */
export const newSeed = (): number => randomBytes(4).readUInt32LE(0);
