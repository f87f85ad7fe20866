// Cookie sessions (issue 13): the `Identities` of identity.ts. The cookie `kaschlan_session`
// holds 32 random bytes (base64url); the store keeps only their SHA-256, so a copy of the
// database opens no session. HttpOnly (no script reads it), SameSite=Lax (not sent on other
// sites' cross-site POSTs), Secure behind https (COOKIE_SECURE), a year long. A first visit
// that needs a person gets a guest: a player with a random, readable, unique name.

import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../bounds';
import { HttpRefusal } from '../http-refusal';
import { hashToken, newId, newToken } from '../ids';
import { Buckets } from '../rate';
import { AlreadyStored, type PlayerRow, type PlayersStore } from '../store/players-store';
import type { Identities, Identity } from './identity';
import { nameKey } from './names';

export const SESSION_COOKIE = 'kaschlan_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts a year from its last use (counted by the day), sign-in or first visit. */
export const SESSION_MS = 365 * DAY_MS;

export interface SessionOptions {
  /** Send the cookie over https only (the server is reached by https). */
  readonly secure: boolean;
  /**
   * New guests one client address may cause per minute (GUESTS_PER_MINUTE): each is a row
   * in the database, so a script asking without a cookie must not make them without end.
   */
  readonly guestsPerMinute?: number;
  readonly now?: () => number;
}

const asIdentity = (p: PlayerRow): Identity => ({
  player: p.id,
  name: p.name,
  account: p.account,
});

export class Sessions implements Identities {
  private readonly now: () => number;
  private readonly guests: Buckets;

  constructor(
    readonly players: PlayersStore,
    private readonly options: SessionOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.guests = new Buckets(options.guestsPerMinute ?? 30);
  }

  async of(req: FastifyRequest): Promise<Identity | null> {
    return this.ofHeaders(req.headers);
  }

  async ofHeaders(headers: FastifyRequest['headers']): Promise<Identity | null> {
    const hash = sessionHash(headers);
    if (hash === null) return null;
    const p = await this.players.bySession(hash, this.now());
    return p ? asIdentity(p) : null;
  }

  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<Identity> {
    return (await this.session(req, reply)).identity;
  }

  /**
   * `ensure`, and the session's hash (what a WebAuthn challenge is bound to): the request's
   * own, or the new guest's.
   */
  async session(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ identity: Identity; hash: string }> {
    const hash = sessionHash(req.headers);
    const now = this.now();
    const known = hash === null ? undefined : await this.players.bySession(hash, now);
    if (hash !== null && known) {
      // Sliding: a session in use lasts another year; one write a day at most, not each call.
      if (known.expires - now < SESSION_MS - DAY_MS) {
        await this.players.touch(hash, known.id, now + SESSION_MS, now);
        const secret = cookieOf(req.headers.cookie, SESSION_COOKIE);
        if (secret !== null) this.setCookie(reply, secret);
      }
      return { identity: asIdentity(known), hash };
    }
    if (!this.guests.take(clientKey(req.ip)))
      throw new HttpRefusal(
        429,
        'RATE_LIMITED',
        'too many new players from this address: wait a minute',
      );
    // A new guest; a name drawn twice (rare) is drawn again.
    for (let attempt = 0; ; attempt++) {
      const name = guestName();
      const id = newId(16);
      const secret = newToken();
      const now = this.now();
      try {
        await this.players.addGuest(
          { id, name, key: nameKey(name) },
          { idHash: hashToken(secret), expires: now + SESSION_MS },
          now,
        );
      } catch (e) {
        if (e instanceof AlreadyStored && attempt < 8) continue;
        throw e;
      }
      this.setCookie(reply, secret);
      return { identity: { player: id, name, account: false }, hash: hashToken(secret) };
    }
  }

  /**
   * A new session for `player` (a sign-in): a new secret, so a session id planted before the
   * sign-in (session fixation) never becomes the account's. The old one ends.
   */
  async start(req: FastifyRequest, reply: FastifyReply, player: string): Promise<void> {
    const old = sessionHash(req.headers);
    if (old !== null) await this.players.dropSession(old);
    const secret = newToken();
    const now = this.now();
    await this.players.addSession(
      player,
      { idHash: hashToken(secret), expires: now + SESSION_MS },
      now,
    );
    this.setCookie(reply, secret);
  }

  /** Sign out: the session ends here and the cookie is cleared. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const hash = sessionHash(req.headers);
    if (hash !== null) await this.players.dropSession(hash);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  private setCookie(reply: FastifyReply, secret: string): void {
    reply.setCookie(SESSION_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure,
      maxAge: Math.floor(SESSION_MS / 1000),
    });
  }
}

/** The SHA-256 (hex) of the request's session secret, or null when it carries none. */
export function sessionHash(headers: FastifyRequest['headers']): string | null {
  const secret = cookieOf(headers.cookie, SESSION_COOKIE);
  // 32 bytes base64url: anything else is no session of ours (and costs no database read).
  if (secret === null || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return hashToken(secret);
}

/** One cookie's value from a Cookie header (WebSocket upgrades are not parsed by Fastify). */
function cookieOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

// A guest's name: three syllables and two digits ("Tavemi 42"): readable, sayable in each of
// the app's languages and a word in none, so it needs no translation.
const ONSETS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';

export function guestName(): string {
  let word = '';
  for (let i = 0; i < 3; i++)
    word += ONSETS[randomInt(ONSETS.length)]! + VOWELS[randomInt(VOWELS.length)]!;
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${randomInt(10, 100)}`;
}
