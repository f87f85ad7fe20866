// The account API (docs/PROTOCOL.md, "Accounts") as the account screen calls it. Every
// answer that changes who you are updates `me`. A change of how you sign in may be refused
// for want of a fresh sign-in (REAUTH_REQUIRED): `reauth` and `passkeyReauth` prove it is
// you again, and the screen makes the change again. Passkeys go through @simplewebauthn/browser
// (this module is in the account screen's chunk only).

import type { Me, PasskeyInfo } from '@kaschlan/protocol';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { type Answer, call } from '../online/api';
import { me } from './me';

export { rename } from './me';

/**
 * Signed in, or the guest made an account: the puzzle attempts this browser kept as a guest
 * are carried into it (puzzles/carry.ts; its own chunk, fetched only then).
 */
async function carryingPuzzles(answer: Promise<Answer<Me>>): Promise<Answer<Me>> {
  const a = await answer;
  if (a.ok && a.value.account)
    void import('../puzzles/carry').then((m) => m.carryPuzzles()).catch(() => undefined);
  return a;
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Call, and take the answer as the new `me`. */
async function become(path: string, init: RequestInit): Promise<Answer<Me>> {
  const answer = await call<Me>(path, init);
  if (answer.ok) me.value = answer.value;
  return answer;
}

export const setPassword = (password: string) =>
  carryingPuzzles(become('/api/account/password', json('POST', { password })));

export const signIn = (name: string, password: string) =>
  carryingPuzzles(become('/api/signin/password', json('POST', { name, password })));

export async function signOut(): Promise<Answer<unknown>> {
  const answer = await call('/api/signout', json('POST'));
  if (answer.ok) me.value = null;
  return answer;
}

export async function deleteAccount(): Promise<Answer<unknown>> {
  const answer = await call('/api/me', json('DELETE'));
  if (answer.ok) me.value = null;
  return answer;
}

/** The browser said no (cancelled, or no authenticator): a refusal the screen can word. */
const cancelled = (e: unknown): Answer<Me> => ({
  ok: false,
  code: 'PASSKEY_CANCELLED',
  message: (e as Error).message,
});

/**
 * A WebAuthn ceremony: the server's options, the browser's authenticator (`start`), the
 * server's check of its response.
 */
async function ceremony<O, R>(
  path: string,
  start: (args: { optionsJSON: O }) => Promise<R>,
): Promise<Answer<Me>> {
  const options = await call<O>(`${path}/options`, json('POST'));
  if (!options.ok) return options;
  let response: R;
  try {
    response = await start({ optionsJSON: options.value });
  } catch (e) {
    return cancelled(e);
  }
  return become(`${path}/verify`, json('POST', response));
}

/** Create a passkey for you: the browser asks the authenticator, the server checks it. */
export const addPasskey = () =>
  carryingPuzzles(ceremony('/api/passkeys/register', startRegistration));

/** Sign in with a passkey of this site (the authenticator offers its own). */
export const passkeySignIn = () =>
  carryingPuzzles(ceremony('/api/passkeys/login', startAuthentication));

// ------------------------------------------------------------ managing your ways in (issue 24)

/** Prove it is you again with your password (a change of credentials needs it recent). */
export const reauth = (password: string) =>
  become('/api/account/reauth', json('POST', { password }));

/** Prove it is you again with one of your passkeys. */
export const passkeyReauth = () => ceremony('/api/account/reauth/passkey', startAuthentication);

export const changePassword = (password: string) =>
  become('/api/account/password', json('PUT', { password }));

export const removePassword = () => become('/api/account/password', json('DELETE'));

export const listPasskeys = () => call<{ passkeys: PasskeyInfo[] }>('/api/account/passkeys');

export const removePasskey = (id: string) =>
  become(`/api/account/passkeys/${encodeURIComponent(id)}`, json('DELETE'));

/** End every other session of yours (other browsers and devices): how many ended. */
export const signOutOthers = () => call<{ ended: number }>('/api/signout/others', json('POST'));
