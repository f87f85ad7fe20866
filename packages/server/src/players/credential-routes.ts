// Managing one's credentials and sessions (issue 24; docs/PROTOCOL.md, "Accounts"): proving
// it is you again, changing or removing the password, listing and removing passkeys, and
// signing out everywhere else. Every change needs a fresh sign-in (Sessions.fresh: 403
// REAUTH_REQUIRED), so a cookie alone, stolen or left behind, changes no way in; and the
// last way into an account (its password, or its only passkey) is never removed.

import { authenticationResponse, reauthRequest, setPasswordRequest } from '@kaschlan/protocol';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../bounds';
import { type AccountEnv, read, reauthRequired, refuse } from './account-routes';
import { checkPassword, hashPassword, meOf } from './accounts';
import { Passkeys, relyingParty } from './passkeys';
import type { Session } from './sessions';
import { tooManySignIns } from './sign-in-limits';

/** A credential id as it can be (base64url); anything else is nobody's. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1024}$/;

export function credentialRoutes(app: FastifyInstance, env: AccountEnv): void {
  const { sessions } = env;
  const players = sessions.players;
  const credentials = players.credentials;
  const passkeys = new Passkeys(players);
  // Passkey ceremonies begun, per address (each stores a challenge), like the sign-in's.
  const ceremonies = env.limits.ceremonies;

  /** The request's own session, or null once 401 NOT_SIGNED_IN has been sent. */
  const current = async (req: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
    const s = await sessions.current(req);
    if (!s) void refuse(reply, 401, 'NOT_SIGNED_IN', 'you are not signed in');
    return s;
  };
  const me = async (s: Session, reply: FastifyReply) =>
    (await meOf(players, s.identity.player)) ??
    refuse(reply, 401, 'NOT_SIGNED_IN', 'there is no such player');

  // ------------------------------------------------------------ proving it is you again

  app.post('/api/account/reauth', async (req, reply) => {
    const body = read(reauthRequest, req, reply);
    if (!body) return reply;
    const s = await current(req, reply);
    if (!s) return reply;
    // Proving it is you is guessing a password to one holding a cookie: it counts as a
    // password sign-in at this account and from this address (one budget, cluster-wide).
    const wait = await env.signIns.wait(req.ip, s.identity.name);
    if (wait > 0) return tooManySignIns(reply, wait);
    // The password of this session's player, checked like a sign-in (same work if none).
    if ((await checkPassword(players, s.identity.name, body.password)) !== s.identity.player)
      return refuse(reply, 401, 'BAD_CREDENTIALS', 'that is not your password');
    await sessions.reauthenticated(s);
    return me(s, reply);
  });

  app.post('/api/account/reauth/passkey/options', async (req, reply) => {
    const s = await current(req, reply);
    if (!s) return reply;
    if ((await ceremonies.take(clientKey(req.ip))) > 0)
      return refuse(reply, 429, 'RATE_LIMITED', 'too many tries: wait a minute');
    const rp = relyingParty(req, env.publicOrigins);
    return passkeys.loginOptions(rp, s.hash, s.identity.player);
  });

  app.post('/api/account/reauth/passkey/verify', async (req, reply) => {
    const body = read(authenticationResponse, req, reply);
    if (!body) return reply;
    const s = await current(req, reply);
    if (!s) return reply;
    const rp = relyingParty(req, env.publicOrigins);
    const player = await passkeys.login(rp, s.hash, body as AuthenticationResponseJSON);
    // Another account's passkey proves nothing about this one.
    if (player !== s.identity.player)
      return refuse(reply, 401, 'BAD_CREDENTIALS', 'that passkey is not yours');
    await sessions.reauthenticated(s);
    return me(s, reply);
  });

  // ------------------------------------------------------------ the password

  app.put('/api/account/password', async (req, reply) => {
    const body = read(setPasswordRequest, req, reply);
    if (!body) return reply;
    const s = await current(req, reply);
    if (!s) return reply;
    if (!(await credentials.hasPassword(s.identity.player)))
      return refuse(reply, 409, 'NO_PASSWORD', 'there is no password to change: set one');
    if (!sessions.fresh(s)) return reauthRequired(reply);
    await credentials.setPassword(s.identity.player, await hashPassword(body.password), Date.now());
    // Whoever knew the old password and signed in with it is signed out.
    await sessions.endOthers(s);
    return me(s, reply);
  });

  app.delete('/api/account/password', async (req, reply) => {
    const s = await current(req, reply);
    if (!s) return reply;
    if (!sessions.fresh(s)) return reauthRequired(reply);
    if (await credentials.removePassword(s.identity.player)) return me(s, reply);
    if (!(await credentials.hasPassword(s.identity.player)))
      return refuse(reply, 409, 'NO_PASSWORD', 'there is no password to remove');
    return refuse(reply, 409, 'LAST_CREDENTIAL', 'your password is your only way in: keep it');
  });

  // ------------------------------------------------------------ passkeys

  app.get('/api/account/passkeys', async (req, reply) => {
    const s = await current(req, reply);
    if (!s) return reply;
    const keys = await credentials.listPasskeys(s.identity.player);
    return { passkeys: keys.map((k) => ({ id: k.id, createdAt: k.created_at })) };
  });

  app.delete<{ Params: { id: string } }>('/api/account/passkeys/:id', async (req, reply) => {
    const s = await current(req, reply);
    if (!s) return reply;
    if (!sessions.fresh(s)) return reauthRequired(reply);
    const { id } = req.params;
    if (CREDENTIAL_ID.test(id) && (await credentials.removePasskey(s.identity.player, id)))
      return me(s, reply);
    const key = CREDENTIAL_ID.test(id) ? await credentials.passkey(id) : undefined;
    if (key?.player_id !== s.identity.player)
      return refuse(reply, 404, 'NOT_FOUND', 'you have no such passkey');
    return refuse(reply, 409, 'LAST_CREDENTIAL', 'this passkey is your only way in: keep it');
  });

  // ------------------------------------------------------------ sessions

  app.post('/api/signout/others', async (req, reply) => {
    const s = await current(req, reply);
    if (!s) return reply;
    return { ended: await sessions.endOthers(s) };
  });
}
