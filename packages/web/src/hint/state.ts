// The hint at the offline table: whether one may be asked now, the one being thought about or
// shown, and how many each seat used this deal (the end screen tells: a fair-play note). Small
// on purpose, since the table imports it: the asking and the panel are loaded on first use
// (ask.ts, HintPanel.tsx).

import type { GameState, Seat } from '@kaschlan/engine';
import { computed, signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { covered, game, isPerson, offlineTable, view } from '../state/store';
import { onAction, tableSource } from '../state/table-source';
import type { WireAdvice } from '../worker/protocol';

export type HintState =
  | { readonly phase: 'idle' }
  /** Asked in `state` for `seat`; the worker is searching. */
  | { readonly phase: 'thinking'; readonly state: GameState; readonly seat: Seat }
  | {
      readonly phase: 'ready';
      readonly state: GameState;
      readonly seat: Seat;
      readonly advice: WireAdvice;
    }
  | { readonly phase: 'failed'; readonly state: GameState; readonly message: string };

export const hint = signal<HintState>({ phase: 'idle' });

/** Whether a hint may be asked: the offline table (not the tutorial, not online), a person's turn, his hand showing. */
export const canHint = computed(() => {
  const v = view.value;
  return (
    tableSource.value === offlineTable &&
    game.value !== null &&
    covered.value === null &&
    v !== null &&
    !v.over &&
    v.viewer !== 'spectator' &&
    v.legal.length > 0 &&
    isPerson(v.viewer)
  );
});

/** The hint panel, once its chunk is loaded. */
export const HintPanel = signal<ComponentType | null>(null);

/** Ask for a hint on the current turn (the Hint button, the I key); nothing when none may be asked. */
export function requestHint(): void {
  const g = game.value;
  const v = view.value;
  if (!canHint.value || !g || !v || v.viewer === 'spectator') return;
  const h = hint.value;
  if (h.phase !== 'idle' && h.state === g) return; // asked already on this turn
  hint.value = { phase: 'thinking', state: g, seat: v.viewer };
  Promise.all([import('./ask'), import('./HintPanel')]).then(
    ([ask, panel]) => {
      HintPanel.value ??= panel.HintPanel;
      ask.askHint(g, v);
    },
    (e: Error) => {
      if (hint.value.phase === 'thinking' && game.value === g)
        hint.value = { phase: 'failed', state: g, message: e.message };
    },
  );
}

// A move made (by anyone), a new deal, another person at the device: the hint is gone.
onAction(() => {
  if (hint.value.phase !== 'idle') hint.value = { phase: 'idle' };
});

// ---------------------------------------------------------------- hints used per deal

interface Used {
  /** The deal counted (a deal's states share their `source`). */
  readonly deal: object | null;
  /** Per seat, hints used in this deal. */
  readonly bySeat: readonly number[];
  /** The turns already counted (a hint asked twice on one turn counts once). */
  readonly turns: ReadonlySet<string>;
}

const used = signal<Used>({ deal: null, bySeat: [], turns: new Set() });

/** Count a hint shown to `seat` in `state`. */
export function countHint(state: GameState, seat: Seat): void {
  const u = used.value.deal === state.source ? used.value : null;
  const turn = `${seat}:${state.actions.length}`;
  if (u?.turns.has(turn)) return;
  const bySeat = Array.from({ length: state.players }, (_, s) => u?.bySeat[s] ?? 0);
  bySeat[seat] = (bySeat[seat] ?? 0) + 1;
  used.value = { deal: state.source, bySeat, turns: new Set([...(u?.turns ?? []), turn]) };
}

/** Hints used per seat in the deal of `state` (zeros for a deal without any). */
export function hintsUsed(state: GameState | null): readonly number[] {
  if (!state) return [];
  const u = used.value;
  return Array.from({ length: state.players }, (_, s) =>
    u.deal === state.source ? (u.bySeat[s] ?? 0) : 0,
  );
}
