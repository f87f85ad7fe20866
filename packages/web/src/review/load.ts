// Loading the review's deal from the address (/review#r=...&s=SEAT, review/link.ts): the
// record, its seats' names, the seat to review (the one asked for, else the first person who
// played, else "You", else seat 0) and which seats people played. No record: pick one.

import type { Seat } from '@kaschlan/engine';
import { t } from '../i18n';
import type { Pending } from '../learn/loading';
import { decodeRecord } from '../replays/link';
import { seatNames, type Timeline, youIn } from '../replays/timeline';
import { parseReviewFragment } from './link';

export type Loaded =
  | Pending
  | { readonly phase: 'pick' }
  | {
      readonly phase: 'ready';
      readonly timeline: Timeline;
      readonly names: readonly string[];
      readonly seat: Seat;
      readonly humans: readonly Seat[];
    };

export async function load(hash: string): Promise<Loaded> {
  const link = parseReviewFragment(hash);
  if (!link.data) return { phase: 'pick' };
  const decoded = await decodeRecord(link.data);
  if (!decoded.ok) return { phase: 'error', message: t('review.unreadable')(decoded.message) };
  // The record reader is loaded on first use (replays/keep.ts says why).
  const { timelineOf } = await import('../replays/keep');
  const result = timelineOf(decoded.value);
  if (!result.ok) return { phase: 'error', message: t('review.notRecord')(result.error.message) };
  const players = result.timeline.states[0]!.players;
  const names = seatNames(players, link.names);
  const humans = (link.humans ?? []).filter((s) => s < players);
  const seat =
    link.seat !== null && link.seat < players ? link.seat : (humans[0] ?? youIn(names) ?? 0);
  return { phase: 'ready', timeline: result.timeline, names, seat, humans };
}
