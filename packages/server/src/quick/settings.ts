// Quick play's settings (docs/DEPLOY.md), read from the environment with the others
// (config.ts: a bad value stops the start with a sentence naming it).

import { QUICK_WAIT_MIN } from '@kaschlan/protocol';
import { z } from 'zod';

/** The settings (config.ts reads them with the others). */
export const QUICK_ENV = {
  /**
   * The shortest wait before bots a player may ask for (s). QUICK_WAIT_MIN (5) by default;
   * tests lower it to see bots come without waiting long.
   */
  QUICK_MIN_WAIT_SECONDS: z.coerce.number().min(0).max(QUICK_WAIT_MIN).default(QUICK_WAIT_MIN),
  /** Tickets waiting in the whole queue (one process's, or the cluster's). */
  QUICK_MAX_QUEUE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Tickets held at once by one client address. */
  QUICK_TICKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Times one client address may join the queue per minute (RATE_LIMITED beyond). */
  QUICK_JOINS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** A waiting ticket nobody polled for this long has been abandoned and leaves the queue (s). */
  QUICK_TICKET_IDLE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
};

export interface QuickSettings {
  readonly minWaitSeconds: number;
  readonly maxQueue: number;
  readonly ticketsPerAddress: number;
  readonly joinsPerMinute: number;
  readonly ticketIdleMs: number;
}

const quickEnv = z.object(QUICK_ENV);

/** The settings as read. */
export function quickSettingsOf(e: z.output<typeof quickEnv>): QuickSettings {
  return {
    minWaitSeconds: e.QUICK_MIN_WAIT_SECONDS,
    maxQueue: e.QUICK_MAX_QUEUE,
    ticketsPerAddress: e.QUICK_TICKETS_PER_ADDRESS,
    joinsPerMinute: e.QUICK_JOINS_PER_MINUTE,
    ticketIdleMs: e.QUICK_TICKET_IDLE_SECONDS * 1000,
  };
}

/** The defaults (a server started without the environment: tests, the load test). */
export const DEFAULT_QUICK: QuickSettings = quickSettingsOf(quickEnv.parse({}));
