// Playing without a mouse. Arrows move a cursor over your hand (← →, Home, End) and up to
// the unbeaten attack cards (↑ ↓); Space picks the card under it; Enter plays: the selection, a card that
// stands for one action, or the picked card onto the attack card under the cursor. Letters
// are shortcuts: P pass / stop / end the bout, T take, Esc clear. Help (?) lists them all.

import type { Card } from '@kaschlan/engine';
import { beatersOf, passIn, soleActionOf, takeIn, targetsOf } from '../state/intent';
import {
  clear,
  cursor,
  legal,
  pickHand,
  pickTable,
  playable,
  playSelection,
  selected,
  selectionAction,
} from '../state/selection';
import { tableSource } from '../state/table-source';

export interface KeyTargets {
  readonly hand: readonly Card[];
  readonly table: readonly Card[];
}

/** The cards each cursor row walks over: the hand, and the unbeaten attack cards. */
export function rows(): KeyTargets {
  const v = tableSource.value.view;
  return {
    hand: v?.hand ?? [],
    table: (v?.table ?? []).filter((t) => t.beatenBy === null).map((t) => t.card),
  };
}

const clamp = (i: number, n: number): number => Math.max(0, Math.min(n - 1, i));

function moveTo(row: 'hand' | 'table', index: number): void {
  const n = rows()[row].length;
  if (n > 0) cursor.value = { row, index: clamp(index, n) };
}

/** First playable hand card, where the cursor starts. */
function firstPlayable(): number {
  const hand = rows().hand;
  const i = hand.findIndex((c) => playable.value.has(c));
  return Math.max(i, 0);
}

/** Enter: do the obvious thing for the cursor and the selection. */
function enter(): void {
  const cur = cursor.value;
  const r = rows();
  if (!cur) {
    if (!playSelection()) moveTo('hand', firstPlayable());
    return;
  }
  if (cur.row === 'table') {
    const attack = r.table[cur.index];
    if (!attack) {
      moveTo('hand', firstPlayable());
      return;
    }
    const had = selected.value.size;
    pickTable(attack);
    // Aimed rather than beaten: go down to the first card that beats it.
    if (had === 0 && r.hand.length > 0) {
      const can = beatersOf(legal.value, attack);
      const beater = r.hand.findIndex((c) => can.includes(c));
      if (beater >= 0) moveTo('hand', beater);
    }
    return;
  }
  const card = r.hand[cur.index];
  if (!card) return;
  if (selected.value.size === 0) {
    const sole = soleActionOf(legal.value, card);
    if (sole) {
      tableSource.value.act(sole);
      return;
    }
    pickHand(card);
  }
  if (selectionAction.value) {
    playSelection();
    return;
  }
  // One card picked that beats several: go up to the first card it beats.
  const picked = [...selected.value];
  if (picked.length === 1) {
    const goals = targetsOf(legal.value, picked[0]!);
    const at = r.table.findIndex((c) => goals.includes(c));
    if (at >= 0) moveTo('table', at);
  }
}

/** Handle a key on the table; true when it was ours (the page then stops it). */
export function tableKey(key: string): boolean {
  const cur = cursor.value;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      if (!cur) moveTo('hand', firstPlayable());
      else moveTo(cur.row, cur.index + step);
      return true;
    }
    case 'ArrowUp':
      if (rows().table.length > 0) moveTo('table', cur?.row === 'table' ? cur.index : 0);
      return true;
    case 'ArrowDown': {
      // Back to the hand, on a card that can be played (the one under the cursor if it can).
      const here = cur?.row === 'hand' ? rows().hand[cur.index] : undefined;
      moveTo('hand', here && playable.value.has(here) ? cur!.index : firstPlayable());
      return true;
    }
    case 'Home':
    case 'End':
      moveTo(cur?.row ?? 'hand', key === 'Home' ? 0 : Number.MAX_SAFE_INTEGER);
      return true;
    case ' ': {
      if (!cur) {
        moveTo('hand', firstPlayable());
        return true;
      }
      const card = rows()[cur.row][cur.index];
      if (card) (cur.row === 'hand' ? pickHand : pickTable)(card);
      return true;
    }
    case 'Enter':
      enter();
      return true;
    case 'p':
    case 'P': {
      const pass = passIn(legal.value);
      if (pass) tableSource.value.act(pass);
      return true;
    }
    case 't':
    case 'T': {
      const take = takeIn(legal.value);
      if (take) tableSource.value.act(take);
      return true;
    }
    case 'Escape':
      clear();
      return true;
    default:
      return false;
  }
}
