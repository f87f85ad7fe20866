// Quick play's messages (issue 13, docs/PROTOCOL.md "Quick play"): zod at the boundary,
// shared by server and web. A player asks for a table of `players` with a preset (or any);
// he gets a ticket, polls it, and is told his room, seat and seat token once matched.

import { PRESET_NAMES, type PresetName } from '@kaschlan/engine';
import { z } from 'zod';

/** The wait before bots fill the empty seats: its default and bounds, in seconds. */
export const QUICK_WAIT_DEFAULT = 20;
export const QUICK_WAIT_MIN = 5;
export const QUICK_WAIT_MAX = 120;

/** A preset, or 'any': matched with whatever the others asked for. */
export type QuickPreset = PresetName | 'any';

/**
 * POST /api/quick. `waitSeconds` is bounded by QUICK_WAIT_MAX here; the server raises a
 * shorter one to its own minimum (QUICK_WAIT_MIN unless QUICK_MIN_WAIT_SECONDS lowers it).
 */
export const quickRequest = z.strictObject({
  players: z.number().int().min(2).max(5),
  preset: z.enum([...PRESET_NAMES, 'any']).default('any'),
  waitSeconds: z.number().min(0).max(QUICK_WAIT_MAX).default(QUICK_WAIT_DEFAULT),
});
export type QuickRequestInput = z.input<typeof quickRequest>;
export type QuickRequest = z.output<typeof quickRequest>;

/** A ticket still in the queue: how long it has waited, and what it asked for. */
export interface QuickWaiting {
  readonly state: 'waiting';
  readonly ticket: string;
  /** Seconds since the ticket joined the queue. */
  readonly waited: number;
  readonly players: number;
  readonly preset: QuickPreset;
  /** The wait (seconds) after which bots fill the empty seats, as the server applies it. */
  readonly waitSeconds: number;
}

/** A ticket matched: the room to enter, the seat, and the seat's token (for this player only). */
export interface QuickMatched {
  readonly state: 'matched';
  readonly ticket: string;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

/** What POST /api/quick and POST /api/quick/poll answer. */
export type QuickStatus = QuickWaiting | QuickMatched;

/** A ticket id as the routes accept it. */
export const QUICK_TICKET = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST /api/quick/poll and /api/quick/cancel: the ticket in the body, never in the URL. It
 * is a secret (the seat token derives from it), and URLs end up in logs (issue 24).
 */
export const quickTicketRequest = z.strictObject({
  ticket: z.string().regex(QUICK_TICKET, 'not a ticket'),
});
export type QuickTicketRequest = z.output<typeof quickTicketRequest>;
