// The account API (issue 13; docs/PROTOCOL.md, "Accounts"): who am I, my name, securing it
// with a password or a passkey, signing in and out, deleting my account. Bodies are read
// with zod; errors are {code, message}; sign-up, sign-in and renaming are rate-limited per
// client address, a password sign-in per account too (sign-in-limits.ts). Passwords,
// cookies and WebAuthn responses never reach the log.

import {
  authenticationResponse,
  registrationResponse,
  renameRequest,
  setPasswordRequest,
  signInRequest,
} from '@kaschlan/protocol';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientKey } from '../bounds';
import type { AddressLimits } from '../limits/address-limits';
import { checkPassword, hashPassword, meOf } from './accounts';
import { LOOKS_RESERVED, looksReserved, nameKey } from './names';
import { Passkeys, relyingParty } from './passkeys';
import type { Sessions } from './sessions';
import { type SignInLimits, tooManySignIns } from './sign-in-limits';

export interface AccountEnv {
  readonly sessions: Sessions;
  /** PUBLIC_ORIGIN: the passkeys' relying party (none: each request's own origin). */
  readonly publicOrigins: readonly string[];
  /** Sign-ups, passkey sign-ins, renames and ceremonies per address, counted across a cluster. */
  readonly limits: Pick<AddressLimits, 'signUps' | 'passkeySignIns' | 'renames' | 'ceremonies'>;
  /** Password sign-ins per address and per account, counted across a cluster. */
  readonly signIns: SignInLimits;
}

type Reply = FastifyReply;

export const refuse = (reply: Reply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/**
 * 403 REAUTH_REQUIRED: a credential change asks for a fresh sign-in (Sessions.fresh); the
 * client proves it is you again (POST /api/account/reauth, or a passkey) and retries.
 */
export const reauthRequired = (reply: Reply) =>
  refuse(reply, 403, 'REAUTH_REQUIRED', 'sign in again to change how you sign in');

/** The body read with `schema`, or null once a 400 BAD_MESSAGE has been sent. */
export function read<T extends z.ZodType>(
  schema: T,
  req: FastifyRequest,
  reply: Reply,
): z.output<T> | null {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  void refuse(reply, 400, 'BAD_MESSAGE', `not a valid request${at}: ${issue?.message ?? ''}`);
  return null;
}

export function accountRoutes(app: FastifyInstance, env: AccountEnv): void {
  const { sessions } = env;
  const players = sessions.players;
  const passkeys = new Passkeys(players);
  const limits = {
    signUp: env.limits.signUps,
    signIn: env.limits.passkeySignIns,
    rename: env.limits.renames,
  };
  /** False (and 429 RATE_LIMITED sent) when the address has no try left. */
  const allowed = async (kind: keyof typeof limits, req: FastifyRequest, reply: Reply) => {
    if ((await limits[kind].take(clientKey(req.ip))) === 0) return true;
    void refuse(reply, 429, 'RATE_LIMITED', 'too many tries: wait a minute');
    return false;
  };
  const me = async (player: string, reply: Reply) => {
    const found = await meOf(players, player);
    return found ?? refuse(reply, 401, 'NOT_SIGNED_IN', 'there is no such player');
  };

  app.get('/api/me', async (req, reply) => {
    const who = await sessions.ensure(req, reply);
    return me(who.player, reply);
  });

  app.patch('/api/me', async (req, reply) => {
    if (!(await allowed('rename', req, reply))) return reply;
    const body = read(renameRequest, req, reply);
    if (!body) return reply;
    if (looksReserved(body.name)) return refuse(reply, 400, 'BAD_MESSAGE', LOOKS_RESERVED);
    const who = await sessions.ensure(req, reply);
    if (!(await players.rename(who.player, body.name, nameKey(body.name))))
      return refuse(reply, 409, 'NAME_TAKEN', 'another player has that name');
    return me(who.player, reply);
  });

  app.delete('/api/me', async (req, reply) => {
    const who = await sessions.of(req);
    if (!who) return refuse(reply, 401, 'NOT_SIGNED_IN', 'you are not signed in');
    await players.deletePlayer(who.player, Date.now());
    await sessions.end(req, reply);
    return { deleted: true };
  });

  app.post('/api/signout', async (req, reply) => {
    await sessions.end(req, reply);
    return { signedOut: true };
  });

  // ------------------------------------------------------------ passwords

  app.post('/api/account/password', async (req, reply) => {
    if (!(await allowed('signUp', req, reply))) return reply;
    const body = read(setPasswordRequest, req, reply);
    if (!body) return reply;
    const session = await sessions.session(req, reply);
    const who = session.identity;
    if (await players.credentials.hasPassword(who.player))
      return refuse(reply, 409, 'HAS_PASSWORD', 'this account has a password already');
    // A passkey-only account gains a password only from a fresh sign-in, not a cookie alone.
    if (!sessions.fresh(session)) return reauthRequired(reply);
    await players.credentials.setPassword(
      who.player,
      await hashPassword(body.password),
      Date.now(),
    );
    // Now an account: a new session secret (one planted before can never be the account's).
    await sessions.start(req, reply, who.player);
    return me(who.player, reply);
  });

  app.post('/api/signin/password', async (req, reply) => {
    const body = read(signInRequest, req, reply);
    if (!body) return reply;
    const wait = await env.signIns.wait(req.ip, body.name);
    if (wait > 0) return tooManySignIns(reply, wait);
    const player = await checkPassword(players, body.name, body.password);
    if (!player)
      return refuse(reply, 401, 'BAD_CREDENTIALS', 'that name and password do not match');
    await sessions.start(req, reply, player);
    return me(player, reply);
  });

  // ------------------------------------------------------------ passkeys

  app.post('/api/passkeys/register/options', async (req, reply) => {
    if (!(await allowed('signUp', req, reply))) return reply;
    const session = await sessions.session(req, reply);
    if (!sessions.fresh(session)) return reauthRequired(reply);
    const { identity, hash } = session;
    return passkeys.registerOptions(relyingParty(req, env.publicOrigins), identity, hash);
  });

  app.post('/api/passkeys/register/verify', async (req, reply) => {
    const body = read(registrationResponse, req, reply);
    if (!body) return reply;
    const session = await sessions.session(req, reply);
    if (!sessions.fresh(session)) return reauthRequired(reply);
    const { identity, hash } = session;
    const rp = relyingParty(req, env.publicOrigins);
    const ok = await passkeys.register(rp, identity, hash, body as RegistrationResponseJSON);
    if (!ok) return refuse(reply, 400, 'PASSKEY_FAILED', 'that passkey could not be verified');
    await sessions.start(req, reply, identity.player);
    return me(identity.player, reply);
  });

  app.post('/api/passkeys/login/options', async (req, reply) => {
    if (!(await allowed('signIn', req, reply))) return reply;
    const { hash } = await sessions.session(req, reply);
    return passkeys.loginOptions(relyingParty(req, env.publicOrigins), hash);
  });

  app.post('/api/passkeys/login/verify', async (req, reply) => {
    const body = read(authenticationResponse, req, reply);
    if (!body) return reply;
    const { hash } = await sessions.session(req, reply);
    const rp = relyingParty(req, env.publicOrigins);
    const player = await passkeys.login(rp, hash, body as AuthenticationResponseJSON);
    if (!player) return refuse(reply, 401, 'BAD_CREDENTIALS', 'that passkey did not sign you in');
    await sessions.start(req, reply, player);
    return me(player, reply);
  });
}
