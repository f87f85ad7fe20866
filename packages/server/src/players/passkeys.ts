// Passkeys (WebAuthn, @simplewebauthn/server): registering one secures the current player
// (a guest becomes an account); signing in with one is usernameless (a discoverable
// credential names its player). Each ceremony's challenge is stored for the session that
// asked (any process of a cluster can finish it), lives two minutes and is deleted as it is
// used: a replayed response finds no challenge and is refused. The signature counter is
// stored and must move on (a cloned authenticator shows an old one).

import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { newId } from '../ids';
import type { PlayersStore } from '../store/players-store';
import type { Identity } from './identity';

const CHALLENGE_MS = 2 * 60 * 1000;
const RP_NAME = 'Kaschlan';

/** Who the passkeys are for: the relying party's id (a domain) and the origins it accepts. */
export interface RelyingParty {
  readonly id: string;
  readonly origins: string[];
}

/**
 * PUBLIC_ORIGIN's first entry names the relying party; without it, the request's own
 * origin (WebAuthn needs a domain: localhost works, an IP address does not).
 */
export function relyingParty(req: FastifyRequest, publicOrigins: readonly string[]): RelyingParty {
  const first = publicOrigins[0];
  if (first) return { id: new URL(first).hostname, origins: [...publicOrigins] };
  return { id: req.hostname, origins: [`${req.protocol}://${req.host}`] };
}

export class Passkeys {
  constructor(
    private readonly players: PlayersStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Options to create a passkey for `who`; the challenge is kept for his session. */
  async registerOptions(rp: RelyingParty, who: Identity, sessionHash: string) {
    const existing = await this.players.credentials.passkeysOf(who.player);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: who.name,
      userID: new TextEncoder().encode(who.player),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, ...transportsOf(k.transports) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.keep(sessionHash, 'register', options.challenge);
    return options;
  }

  /** Verify a new passkey for `who`; false when it does not hold. */
  async register(
    rp: RelyingParty,
    who: Identity,
    sessionHash: string,
    response: RegistrationResponseJSON,
  ): Promise<boolean> {
    const challenge = await this.players.credentials.takeChallenge(
      sessionHash,
      'register',
      this.now(),
    );
    if (!challenge) return false;
    const verified = await orNull(
      verifyRegistrationResponse({ response, ...expected(rp, challenge) }),
    );
    if (!verified?.verified) return false;
    const { credential } = verified.registrationInfo;
    if (await this.players.credentials.passkey(credential.id)) return false;
    await this.players.credentials.addPasskey(
      {
        id: credential.id,
        player_id: who.player,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
      },
      this.now(),
    );
    return true;
  }

  /**
   * Options to sign in with any passkey of this site (usernameless), or with one of
   * `player`'s (proving it is him again: the authenticator offers only his).
   */
  async loginOptions(rp: RelyingParty, sessionHash: string, player?: string) {
    const own = player === undefined ? [] : await this.players.credentials.passkeysOf(player);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'preferred',
      ...(player === undefined
        ? {}
        : {
            allowCredentials: own.map((k) => ({ id: k.id, ...transportsOf(k.transports) })),
          }),
    });
    await this.keep(sessionHash, 'login', options.challenge);
    return options;
  }

  /** The player an assertion proves, or null (no challenge, unknown key, bad signature, replay). */
  async login(
    rp: RelyingParty,
    sessionHash: string,
    response: AuthenticationResponseJSON,
  ): Promise<string | null> {
    const challenge = await this.players.credentials.takeChallenge(
      sessionHash,
      'login',
      this.now(),
    );
    if (!challenge) return null;
    const key = await this.players.credentials.passkey(response.id);
    if (!key) return null;
    const verified = await orNull(
      verifyAuthenticationResponse({
        response,
        ...expected(rp, challenge),
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
          counter: key.counter,
          ...transportsOf(key.transports),
        },
      }),
    );
    if (!verified?.verified) return null;
    try {
      await this.players.credentials.moveCounter(
        key.id,
        key.counter,
        verified.authenticationInfo.newCounter,
      );
    } catch {
      return null; // another use of this key won the race
    }
    return key.player_id;
  }

  private keep(sessionHash: string, purpose: 'register' | 'login', challenge: string) {
    return this.players.credentials.putChallenge({
      id: newId(16),
      sessionHash,
      purpose,
      challenge,
      expires: this.now() + CHALLENGE_MS,
    });
  }
}

/** What a response must show: our challenge, our origin, our relying party. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origins,
  expectedRPID: rp.id,
  // A passkey without user verification still proves the key; the key is the account.
  requireUserVerification: false,
});

/** A verification that throws (a malformed response) is one that failed. */
const orNull = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

function transportsOf(json: string | null): { transports?: never[] } {
  // The stored list is the browser's own (AuthenticatorTransport names), handed back as is.
  return json ? { transports: JSON.parse(json) as never[] } : {};
}
