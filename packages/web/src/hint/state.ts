// The hint at the offline table: whether one may be asked now, and asking. Small on purpose,
// since the table imports it: the asking and the panel are loaded on first use (ask.ts,
// HintPanel.tsx); the hint itself is in shown.ts and the count per deal in used.ts, which
// those chunks import without coming back here.

import { computed, signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { covered, game, isPerson, offlineTable, view } from '../state/store';
import { onAction, tableSource } from '../state/table-source';
import { hint } from './shown';

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
