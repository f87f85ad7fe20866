// The account API's messages (issue 13): zod at the boundary, shared by server and web.
// docs/PROTOCOL.md ("Accounts") lists the routes and their error codes.

import { z } from 'zod';
import { displayName } from './messages';

/** A password: long enough to matter, short enough that hashing it costs no more than it should. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** GET /api/me (and the answer of every call that changes who you are). */
export interface Me {
  /** Your display name (a guest's is random until changed). */
  readonly name: string;
  /** False for a guest; true once a password or a passkey secures the name. */
  readonly account: boolean;
  readonly password: boolean;
  /** Passkeys registered for this player. */
  readonly passkeys: number;
}

/** PATCH /api/me: a new display name (unique: NAME_TAKEN). */
export const renameRequest = z.object({ name: displayName }).strict();

/** POST /api/account/password: secure the current player (a guest becomes an account). */
export const setPasswordRequest = z.object({ password }).strict();

/**
 * POST /api/account/reauth: prove it is you again with your password (a credential change
 * needs a sign-in within 10 minutes: REAUTH_REQUIRED). PUT /api/account/password (change
 * it) takes `setPasswordRequest`.
 */
export const reauthRequest = z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).strict();

/** One of your passkeys, as GET /api/account/passkeys lists them: `{passkeys: PasskeyInfo[]}`. */
export interface PasskeyInfo {
  /** The credential id (base64url): DELETE /api/account/passkeys/<id> removes it. */
  readonly id: string;
  /** When it was added (epoch ms). */
  readonly createdAt: number;
}

/** POST /api/signin/password */
export const signInRequest = z
  .object({ name: z.string().min(1).max(100), password: z.string().min(1).max(PASSWORD_MAX) })
  .strict();

const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(max);
const credential = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject({
    id: b64url(1024).min(1),
    rawId: b64url(1024).min(1),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: b64url(16_384), ...response }),
    clientExtensionResults: z.looseObject({}).optional().default({}),
  });

/**
 * WebAuthn responses as @simplewebauthn/browser gives them: their shape is checked here,
 * their content (signatures, challenge, origin) by @simplewebauthn/server.
 */
export const registrationResponse = credential({ attestationObject: b64url(65_536) });
export const authenticationResponse = credential({
  authenticatorData: b64url(16_384),
  signature: b64url(4096),
  userHandle: b64url(1024).optional(),
});

/** The error codes of the account API. */
export type AccountErrorCode =
  | 'BAD_MESSAGE'
  | 'NAME_TAKEN'
  | 'BAD_CREDENTIALS'
  | 'NOT_SIGNED_IN'
  | 'RATE_LIMITED'
  | 'BAD_ORIGIN'
  | 'PASSKEY_FAILED'
  | 'HAS_PASSWORD'
  | 'NO_PASSWORD'
  | 'REAUTH_REQUIRED'
  | 'LAST_CREDENTIAL'
  | 'NOT_FOUND';
