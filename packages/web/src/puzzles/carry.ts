// A guest's puzzle attempts carried into his account once he signs in or makes one (issue
// 25; docs/PROTOCOL.md "Puzzles", POST /api/puzzles/carry). Only the moves of each first
// attempt go (progress.ts `played`), never a result: the server judges them itself. Each
// request's attempts are marked carried here once it answers, so none is sent twice; a
// refused or unanswered request marks nothing and is tried again at the next sign-in.

import { PUZZLE_CARRY_MAX, type PuzzleCarryAnswer } from '@kaschlan/protocol';
import { signal } from '@preact/signals';
import { call } from '../online/api';
import { loadCarried, loadProgress, markCarried, unsent } from './progress';

/** Counts the carries that ended: the puzzles screen reads the account's rating again. */
export const carries = signal(0);

/** What the server counted over all the requests of one carry. */
export interface Carried {
  readonly carried: number;
  readonly solved: number;
  readonly skipped: number;
  readonly refused: number;
}

let running: Promise<Carried> | null = null;

/**
 * Send this browser's attempts not yet carried, PUZZLE_CARRY_MAX a request, in the order he
 * made them; stops at the first request not answered (it is tried again another time). A
 * call while one runs gets that one.
 */
export async function carryPuzzles(
  storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ask: typeof call = call,
): Promise<Carried> {
  if (running) return running;
  running = send(storage, ask);
  try {
    return await running;
  } finally {
    running = null;
    carries.value++;
  }
}

async function send(storage: Storage | null, ask: typeof call): Promise<Carried> {
  const sum = { carried: 0, solved: 0, skipped: 0, refused: 0 };
  // Sent in this run: a storage that refuses the mark must not make this loop for ever.
  const sent = new Set<string>();
  for (;;) {
    const all = unsent(loadProgress(storage), loadCarried(storage)).filter((u) => !sent.has(u.id));
    const batch = all.slice(0, PUZZLE_CARRY_MAX);
    if (batch.length === 0) return sum;
    const a = await ask<PuzzleCarryAnswer>('/api/puzzles/carry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attempts: batch }),
      credentials: 'same-origin',
    });
    if (!a.ok) return sum;
    for (const u of batch) sent.add(u.id);
    markCarried(
      storage,
      batch.map((b) => b.id),
    );
    for (const k of ['carried', 'solved', 'skipped', 'refused'] as const) sum[k] += a.value[k];
  }
}
