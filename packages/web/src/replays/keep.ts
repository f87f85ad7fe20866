// Everything that reads or writes a game record with the engine (replayRecord, toRecord: the
// record reader brings zod), in one module that every screen loads with import() on first
// use, so the bundler keeps the reader out of the page's first download: keeping a finished
// deal on this device (the store calls it when an offline deal ends), stepping through a
// record (the viewer, the import), and opening a record in the viewer by a link.

import {
  type GameState,
  isOver,
  loserOf,
  type ReplayError,
  replayRecord,
  replaySteps,
  setupOf,
  toRecord,
} from '@kaschlan/engine';
import { navigate } from '../state/route';
import { fragmentOf } from './link';
import { type SavedReplay, saveReplay } from './saved';
import type { Timeline } from './timeline';

const storage = typeof localStorage === 'undefined' ? null : localStorage;

/** Keep `state`'s record with the seats' names and kinds ('human' or a bot level). */
export function keepDeal(
  state: GameState,
  names: readonly string[],
  seats: readonly string[],
): SavedReplay | null {
  try {
    return saveReplay(storage, toRecord(state), {
      names: names.slice(0, state.players),
      seats: seats.slice(0, state.players),
      players: state.players,
      preset: state.preset,
      over: isOver(state),
      loser: loserOf(state),
      moves: state.actions.length,
      origin: 'played',
    });
  } catch {
    return null; // storage refused (private mode, say): the game goes on regardless
  }
}

/** Show the deal `state` in the replay viewer, every hand revealed. */
export function watchDeal(state: GameState, names: readonly string[]): Promise<void> {
  return openReplay(toRecord(state), names.slice(0, state.players));
}

/** Show `record` in the replay viewer (/view#r=...). */
export async function openReplay(record: unknown, names?: readonly string[] | null): Promise<void> {
  navigate(`/view${await fragmentOf(record, names)}`);
}

export type TimelineResult =
  | { readonly ok: true; readonly timeline: Timeline }
  | { readonly ok: false; readonly error: ReplayError };

/** Step through `input` (parsed JSON of a game record, unchecked). */
export function timelineOf(input: unknown): TimelineResult {
  const whole = replayRecord(input);
  // A record that cannot be dealt has no steps; one that breaks at an action has those before.
  if (!whole.ok && whole.state === undefined) return { ok: false, error: whole.error };
  const reached = whole.ok ? whole.state : whole.state!;
  // Every state on the way, from the deal, through the engine's one replay loop.
  const steps = replaySteps(setupOf(reached), reached.actions);
  if (!steps.ok) return { ok: false, error: steps.error };
  const last = steps.states.at(-1)!;
  return {
    ok: true,
    timeline: {
      states: steps.states,
      broken: whole.ok ? null : whole.error,
      record: toRecord(last),
    },
  };
}
