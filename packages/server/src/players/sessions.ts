// Cookie sessions (issue 13): the `Identities` of identity.ts. The cookie `kaschlan_session`
// holds 32 random bytes (base64url); the store keeps only their SHA-256, so a copy of the
// database opens no session. HttpOnly (no script reads it), SameSite=Lax (not sent on other
// sites' cross-site POSTs), Secure behind https (COOKIE_SECURE). A session lasts 30 days from
// its last use and never more than 90 from its start (SESSION_IDLE_DAYS, SESSION_MAX_DAYS):
// a cookie copied once, or a script that keeps using it, opens nothing for ever. A first visit
// that needs a person gets a guest: a player with a random, readable, unique name. A session
// remembers when its person last proved himself (a password or a passkey): changing a
// credential needs that to be recent (REAUTH_MS), so a cookie alone changes none.

import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../bounds';
import { HttpRefusal } from '../http-refusal';
import { hashToken, newId, newToken } from '../ids';
import { MemoryTries } from '../limits/memory-tries';
import type { Tries } from '../limits/tries';
import { AlreadyStored, type PlayerRow, type PlayersStore } from '../store/players-store';
import type { Identities, Identity } from './identity';
import { nameKey } from './names';

export const SESSION_COOKIE = 'kaschlan_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** By default a session lasts 30 days from its last use (counted by the day)... */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** ...and never more than 90 days from its start (a sign-in, a guest's first visit). */
export const SESSION_MAX_MS = 90 * DAY_MS;
/** A credential changes within 10 minutes of the session's last password or passkey. */
export const REAUTH_MS = 10 * 60 * 1000;

export interface SessionOptions {
  /** Send the cookie over https only (the server is reached by https). */
  readonly secure: boolean;
  /**
   * New guests one client address may cause per minute (GUESTS_PER_MINUTE): each is a row
   * in the database, so a script asking without a cookie must not make them without end.
   * Counted across a cluster (limits/address-limits.ts); none: 30 a minute in memory.
   */
  readonly guests?: Tries;
  /**
   * A player's sessions but `keep` (a hash) just ended: their open sockets are closed
   * (session-sockets.ts).
   */
  readonly onEndOthers?: (player: string, keep: string) => void;
  /** How long a session lasts from its last use (SESSION_IDLE_DAYS). */
  readonly idleMs?: number;
  /** How long a session lasts from its start, however used (SESSION_MAX_DAYS). */
  readonly maxMs?: number;
  readonly now?: () => number;
}

/** A request's own session: who, its hash, and when its person last proved himself. */
export interface Session {
  readonly identity: Identity;
  readonly hash: string;
  /** Null: never (a guest's session, or a new guest). */
  readonly authenticated: number | null;
}

const asIdentity = (p: PlayerRow): Identity => ({
  player: p.id,
  name: p.name,
  account: p.account,
});

export class Sessions implements Identities {
  private readonly now: () => number;
  private readonly guests: Tries;
  readonly idleMs: number;
  readonly maxMs: number;

  constructor(
    readonly players: PlayersStore,
    private readonly options: SessionOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.guests = options.guests ?? new MemoryTries(30);
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
    this.maxMs = options.maxMs ?? SESSION_MAX_MS;
  }

  async of(req: FastifyRequest): Promise<Identity | null> {
    return this.ofHeaders(req.headers);
  }

  async ofHeaders(headers: FastifyRequest['headers']): Promise<Identity | null> {
    const hash = sessionHash(headers);
    if (hash === null) return null;
    const p = await this.players.bySession(hash, this.now(), this.maxMs);
    return p ? asIdentity(p) : null;
  }

  /** The request's own live session, or null (none is made). */
  async current(req: FastifyRequest): Promise<Session | null> {
    const hash = sessionHash(req.headers);
    if (hash === null) return null;
    const p = await this.players.bySession(hash, this.now(), this.maxMs);
    return p ? { identity: asIdentity(p), hash, authenticated: p.authenticated } : null;
  }

  /**
   * May this session change the player's credentials? Only within REAUTH_MS of its person's
   * last password or passkey, or while the player has none (a guest has nothing to prove
   * himself with: his cookie is his only key, and his first credential is his own choice).
   */
  fresh(s: Session): boolean {
    if (!s.identity.account) return true;
    return s.authenticated !== null && this.now() - s.authenticated < REAUTH_MS;
  }

  /** The session's person proved himself just now (POST /api/account/reauth). */
  reauthenticated(s: Session): Promise<void> {
    return this.players.reauthenticated(s.hash, this.now());
  }

  /** Sign out everywhere else: every other session of the player ends; how many. */
  async endOthers(s: Session): Promise<number> {
    const ended = await this.players.dropOtherSessions(s.identity.player, s.hash);
    this.options.onEndOthers?.(s.identity.player, s.hash);
    return ended;
  }

  async ensure(req: FastifyRequest, reply: FastifyReply): Promise<Identity> {
    return (await this.session(req, reply)).identity;
  }

  /**
   * `ensure`, and the session's hash (what a WebAuthn challenge is bound to): the request's
   * own, or the new guest's.
   */
  async session(req: FastifyRequest, reply: FastifyReply): Promise<Session> {
    const hash = sessionHash(req.headers);
    const now = this.now();
    const known = hash === null ? undefined : await this.players.bySession(hash, now, this.maxMs);
    if (hash !== null && known) {
      // Sliding: a session in use lasts another idleMs, never past its start's maxMs; one
      // write a day at most, not each call.
      const expires = Math.min(now + this.idleMs, known.created + this.maxMs);
      if (expires - known.expires >= DAY_MS) {
        await this.players.touch(hash, known.id, expires, now);
        const secret = cookieOf(req.headers.cookie, SESSION_COOKIE);
        if (secret !== null) this.setCookie(reply, secret, expires - now);
      }
      return { identity: asIdentity(known), hash, authenticated: known.authenticated };
    }
    if ((await this.guests.take(clientKey(req.ip))) > 0)
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
          { idHash: hashToken(secret), expires: now + this.idleMs },
          now,
        );
      } catch (e) {
        if (e instanceof AlreadyStored && attempt < 8) continue;
        throw e;
      }
      this.setCookie(reply, secret, this.idleMs);
      return {
        identity: { player: id, name, account: false },
        hash: hashToken(secret),
        authenticated: null,
      };
    }
  }

  /**
   * A new session for `player` (a sign-in): a new secret, so a session id planted before the
   * sign-in (session fixation) never becomes the account's. The old one ends. Its person
   * proved himself now (a password or a passkey), and its lifetimes start now.
   */
  async start(req: FastifyRequest, reply: FastifyReply, player: string): Promise<void> {
    const old = sessionHash(req.headers);
    if (old !== null) await this.players.dropSession(old);
    const secret = newToken();
    const now = this.now();
    await this.players.addSession(
      player,
      { idHash: hashToken(secret), expires: now + this.idleMs },
      now,
    );
    this.setCookie(reply, secret, this.idleMs);
  }

  /** Sign out: the session ends here and the cookie is cleared. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const hash = sessionHash(req.headers);
    if (hash !== null) await this.players.dropSession(hash);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  /** The cookie, kept by the browser for `ms` (as long as the session lasts). */
  private setCookie(reply: FastifyReply, secret: string, ms: number): void {
    reply.setCookie(SESSION_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure,
      maxAge: Math.floor(ms / 1000),
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
