// What the player has picked so far: hand cards, an attack card aimed at, the keyboard cursor
// and the card under the pointer. Every step checks the view's legal list (intent.ts), so a
// selection is always part of some legal action. A tap that does nothing says why (`refusal`),
// and a double tap plays only the card tapped twice.

import type { Action, Card } from '@kaschlan/engine';
import { computed, signal } from '@preact/signals';
import { longName } from '../cards/names';
import { t } from '../i18n';
import {
  actionForSelection,
  beatersOf,
  beatFor,
  canAdd,
  playableCards,
  soleActionOf,
  targetsOf,
} from './intent';
import { settings } from './settings';
import { onAction, tableSource } from './table-source';

export type Row = 'hand' | 'table';

export const selected = signal<ReadonlySet<Card>>(new Set());
/** An attack card picked first: its beaters light up in the hand. */
export const aim = signal<Card | null>(null);
/** Keyboard cursor; null until the keyboard is used, so mouse users see no cursor. */
export const cursor = signal<{ row: Row; index: number } | null>(null);
/** Card under the pointer (hand or table), for showing what beats what. */
export const hover = signal<Card | null>(null);

/** Why the last tap or key did not do what it seemed to ask, and the card it was on (if any). */
export interface Refusal {
  readonly text: string;
  readonly card: Card | null;
  /** Counts up, so the same words said twice are drawn (and read out) anew. */
  readonly n: number;
}
export const refusal = signal<Refusal | null>(null);
let refusals = 0;
/** The hand cards of the taps that the browser counts as one double tap (its click count). */
let taps: Card[] = [];

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

/** A card's name in words, as the chosen face names it. */
const named = (card: Card): string => longName(card, settings.value.face);

function refuse(text: string, card: Card | null): void {
  refusals += 1;
  refusal.value = { text, card, n: refusals };
}

/** Nothing may be played: not the viewer's turn, or the deal is over. */
function refuseTurn(card: Card): void {
  const view = tableSource.value.view;
  const seat = view?.toAct ?? null;
  refuse(
    !view || view.over || seat === null
      ? t('table.refuse.over')
      : t('table.refuse.wait')(tableSource.value.name(seat)),
    card,
  );
}

export function clear(): void {
  selected.value = new Set();
  aim.value = null;
  refusal.value = null;
}

// After any action the old picks mean nothing; the cursor stays in its row.
onAction(() => {
  clear();
  hover.value = null;
  taps = [];
});

/** A hand card clicked (or Space on it). */
export function pickHand(card: Card): void {
  refusal.value = null;
  const l = legal.value;
  if (l.length === 0) {
    refuseTurn(card);
    return;
  }
  const aimed = aim.value;
  aim.value = null;
  if (aimed) {
    const beat = beatFor(l, aimed, card);
    if (beat) {
      play(beat);
      return;
    }
    // The aim is dropped, and the player told why nothing was played.
    refuse(t('table.refuse.doesNotBeat')(named(card), named(aimed)), card);
    if (playable.value.has(card)) selected.value = new Set([card]);
    return;
  }
  const sel = selected.value;
  if (sel.has(card)) {
    const next = new Set(sel);
    next.delete(card);
    selected.value = next;
  } else if (canAdd(l, sel, card)) selected.value = new Set([...sel, card]);
  else if (playable.value.has(card)) selected.value = new Set([card]);
  else
    refuse(
      l.some((a) => a.type === 'beat')
        ? t('table.refuse.beatsNothing')(named(card))
        : t('table.refuse.cannotPlay')(named(card)),
      card,
    );
}

/** A table card clicked: beat it with the selected card, or aim at it. */
export function pickTable(attack: Card): void {
  refusal.value = null;
  const l = legal.value;
  if (l.length === 0) {
    refuseTurn(attack);
    return;
  }
  const sel = [...selected.value];
  if (sel.length === 1) {
    const beat = beatFor(l, attack, sel[0]!);
    if (beat) {
      play(beat);
      return;
    }
    // The picked card stays picked (to try another attack card); no aim is left behind.
    aim.value = null;
    refuse(t('table.refuse.doesNotBeat')(named(sel[0]!), named(attack)), attack);
    return;
  }
  if (beatersOf(l, attack).length === 0) {
    aim.value = null;
    const view = tableSource.value.view;
    refuse(
      view && view.defender !== view.viewer
        ? t('table.refuse.notDefender')(tableSource.value.name(view.defender))
        : t('table.refuse.nothingBeats')(named(attack)),
      attack,
    );
    return;
  }
  aim.value = aim.value === attack ? null : attack;
  selected.value = new Set();
}

/** The play button pressed while the picked cards make no move (or none are picked). */
export function refusePlay(): void {
  refuse(t(selected.value.size === 0 ? 'table.refuse.pickFirst' : 'table.refuse.noMove'), null);
}

/** An attack card that is beaten already was tapped. */
export function pickBeaten(attack: Card, by: Card): void {
  refuse(t('table.refuse.beaten')(named(attack), named(by)), attack);
}

/** Play a card at once when it stands for exactly one action (double click, drag). */
export function playCard(card: Card): boolean {
  const action = soleActionOf(legal.value, card);
  return action ? play(action) : false;
}

/** A hand card tapped or clicked; `count` is the click's count (2: the second of a double tap). */
export function tapHand(card: Card, count: number): void {
  taps = count <= 1 ? [card] : [...taps, card].slice(-2);
  pickHand(card);
}

/**
 * A double tap (or double click) that ended on `card`: it plays the card only when both taps
 * were on it. Quick taps on two neighbouring cards are two picks, never a play of the second
 * (phone hands sit a finger's width apart). The card is played with the cards already picked
 * when they make a move together, else alone when it stands for one action; otherwise it
 * stays picked, and the player is told why nothing was played.
 */
export function doubleTap(card: Card): boolean {
  const same = taps.length === 2 && taps[0] === card && taps[1] === card;
  taps = [];
  if (!same || !playable.value.has(card)) return false;
  const l = legal.value;
  const action = actionForSelection(l, new Set([...selected.value, card])) ?? soleActionOf(l, card);
  if (action) return play(action);
  selected.value = new Set([card]);
  refuse(
    targetsOf(l, card).length > 1
      ? t('table.refuse.choose')(named(card))
      : t('table.refuse.pickMore')(named(card)),
    card,
  );
  return false;
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
