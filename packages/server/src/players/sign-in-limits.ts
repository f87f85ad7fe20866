// How often a password sign-in may be tried (issue 24, item 7): ACCOUNT_ATTEMPTS_PER_MINUTE
// a minute from each client address (clientKey: an IPv6 client's /64) and the same at each
// account (its name's key: "Anna", "ANNA" and look-alikes are one account), so neither one
// address at many accounts nor many addresses at one account guess on. Counted in Redis in a
// cluster, so that two processes do not each grant the limit (limits/). One more try is
// 429 RATE_LIMITED with the seconds to wait, in the body and in Retry-After.

import type { FastifyReply } from 'fastify';
import { clientKey } from '../bounds';
import type { Tries } from '../limits/tries';
import { nameKey } from './names';

export class SignInLimits {
  constructor(private readonly tries: Tries) {}

  /**
   * Count a sign-in as `name` from `address`: 0 if it may go on, else the seconds to wait.
   * The address is counted first; a try it refuses does not count at the account.
   */
  async wait(address: string, name: string): Promise<number> {
    const byAddress = await this.tries.take(`address ${clientKey(address)}`);
    const ms = byAddress || (await this.tries.take(`account ${nameKey(name)}`));
    return Math.ceil(ms / 1000);
  }

  close(): Promise<void> {
    return this.tries.close();
  }
}

/** 429 RATE_LIMITED: wait `seconds` (in the body, and in Retry-After for any client). */
export const tooManySignIns = (reply: FastifyReply, seconds: number) =>
  reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({
      code: 'RATE_LIMITED',
      message: `too many sign-ins: try again in ${seconds} s`,
      retryAfter: seconds,
    });
