// What the player has picked so far: hand cards, an attack card aimed at, the keyboard cursor
// and the card under the pointer. Every step checks the view's legal list (intent.ts), so a
// selection is always part of some legal action.

import type { Action, Card } from '@kaschlan/engine';
import { computed, signal } from '@preact/signals';
import {
  actionForSelection,
  beatersOf,
  beatFor,
  canAdd,
  playableCards,
  soleActionOf,
  targetsOf,
} from './intent';
import { onAction, tableSource } from './table-source';

export type Row = 'hand' | 'table';

export const selected = signal<ReadonlySet<Card>>(new Set());
/** An attack card picked first: its beaters light up in the hand. */
export const aim = signal<Card | null>(null);
/** Keyboard cursor; null until the keyboard is used, so mouse users see no cursor. */
export const cursor = signal<{ row: Row; index: number } | null>(null);
/** Card under the pointer (hand or table), for showing what beats what. */
export const hover = signal<Card | null>(null);

export const legal = computed<readonly Action[]>(() => tableSource.value.view?.legal ?? []);
export const playable = computed(() => playableCards(legal.value));

/** The untargeted action the selection stands for (lead, coachman, self-attack), if any. */
export const selectionAction = computed(() => actionForSelection(legal.value, selected.value));

/** Table cards to glow: what the selected (or hovered) hand card beats. */
export const targets = computed<ReadonlySet<Card>>(() => {
  const sel = [...selected.value];
  const card = sel.length === 1 ? sel[0]! : hover.value;
  return new Set(card ? targetsOf(legal.value, card) : []);
});

/** Hand cards to glow: what beats the aimed (or hovered) attack card. */
export const beaters = computed<ReadonlySet<Card>>(() => {
  const attack = aim.value ?? hover.value;
  return new Set(attack ? beatersOf(legal.value, attack) : []);
});

/** Hand `action` to the table on show. */
const play = (action: Action): boolean => tableSource.value.act(action);

export function clear(): void {
  selected.value = new Set();
  aim.value = null;
}

// After any action the old picks mean nothing; the cursor stays in its row.
onAction(() => {
  clear();
  hover.value = null;
});

/** A hand card clicked (or Space on it). */
export function pickHand(card: Card): void {
  const l = legal.value;
  if (aim.value) {
    const beat = beatFor(l, aim.value, card);
    if (beat) {
      play(beat);
      return;
    }
  }
  const sel = selected.value;
  aim.value = null;
  if (sel.has(card)) {
    const next = new Set(sel);
    next.delete(card);
    selected.value = next;
  } else if (canAdd(l, sel, card)) selected.value = new Set([...sel, card]);
  else if (playable.value.has(card)) selected.value = new Set([card]);
}

/** A table card clicked: beat it with the selected card, or aim at it. */
export function pickTable(attack: Card): void {
  const sel = [...selected.value];
  if (sel.length === 1) {
    const beat = beatFor(legal.value, attack, sel[0]!);
    if (beat) {
      play(beat);
      return;
    }
  }
  if (beatersOf(legal.value, attack).length === 0) return;
  aim.value = aim.value === attack ? null : attack;
  selected.value = new Set();
}

/** Play a card at once when it stands for exactly one action (double click, drag). */
export function playCard(card: Card): boolean {
  const action = soleActionOf(legal.value, card);
  return action ? play(action) : false;
}

/** Play the current selection (Enter, the main button). */
export function playSelection(): boolean {
  const action = selectionAction.value;
  if (action) return play(action);
  const sel = [...selected.value];
  return sel.length === 1 ? playCard(sel[0]!) : false;
}

/** Drop `card` onto attack card `attack` (drag and drop): beat if legal. */
export function dropOn(card: Card, attack: Card | null): boolean {
  const l = legal.value;
  if (attack) {
    const beat = beatFor(l, attack, card);
    return beat ? play(beat) : false;
  }
  // Dropped on the table, not on a card: play the selection with this card in it.
  const withCard = new Set([...selected.value, card]);
  const action = actionForSelection(l, withCard) ?? soleActionOf(l, card);
  return action ? play(action) : false;
}
