// A review's address: /review#r=DATA&n=NAMES&s=SEAT&h=HUMANS. DATA and NAMES are a replay
// link's (replays/link.ts: the record, compressed); SEAT is the seat to review, HUMANS the
// seats people played (offered first when choosing whose play to review). The record rides in
// the fragment, so the server never sees it and a reload reviews the same deal.

import { fragmentOf, parseFragment } from '../replays/link';

export interface ReviewLink {
  /** The record's link data (replays/link.ts decodeRecord reads it), if any. */
  readonly data: string | null;
  readonly names: string[] | null;
  readonly seat: number | null;
  readonly humans: number[] | null;
}

const seatList = (text: string): number[] | null => {
  const seats = text.split(',').filter((s) => s !== '');
  return seats.every((s) => /^\d{1,2}$/.test(s)) ? seats.map(Number) : null;
};

/** The pieces of a review's #fragment; what is missing or unreadable is null. */
export function parseReviewFragment(hash: string): ReviewLink {
  const { data, names } = parseFragment(hash);
  let seat: number | null = null;
  let humans: number[] | null = null;
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (part.startsWith('s=') && /^\d{1,2}$/.test(part.slice(2))) seat = Number(part.slice(2));
    else if (part.startsWith('h=')) humans = seatList(part.slice(2));
  }
  return { data, names, seat, humans };
}

/** The address reviewing `record` for `seat`. */
export async function reviewPath(
  record: unknown,
  options: {
    readonly names?: readonly string[] | null;
    readonly seat: number;
    readonly humans?: readonly number[];
  },
): Promise<string> {
  const fragment = await fragmentOf(record, options.names);
  const humans =
    options.humans && options.humans.length > 0 ? `&h=${options.humans.join(',')}` : '';
  return `/review${fragment}&s=${options.seat}${humans}`;
}
