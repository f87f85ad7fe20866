// Dragging a hand card with mouse, pen or finger: the card follows the pointer, an attack
// card under it that it may beat lights up, and letting go there beats it (or, over the
// table, plays the selection with it). What the drop does comes from the legal list
// (selection.ts), never from here. A press that does not move is an ordinary click.

import type { Card } from '@kaschlan/engine';
import { signal } from '@preact/signals';
import { targetsOf } from '../state/intent';
import { dropOn, legal } from '../state/selection';

/** The attack card currently under a dragged card, for its highlight. */
export const dropTarget = signal<Card | null>(null);
/** The hand card being dragged (the hand draws it lifted and lets pointers through it). */
export const dragging = signal<Card | null>(null);

const THRESHOLD = 8;
let suppressUntil = 0;

/** Whether a click is the tail of a drag (and must be ignored). */
export const clickIsDragTail = (): boolean => performance.now() < suppressUntil;

function underPointer(x: number, y: number): { attack: Card | null; onTable: boolean } {
  const el = document.elementFromPoint(x, y);
  const attack = el?.closest<HTMLElement>('[data-attack]')?.dataset['attack'] ?? null;
  return { attack, onTable: Boolean(el?.closest('[data-drop="table"]')) };
}

/** Start following the pointer from a pointerdown on the hand card `card`. */
export function startDrag(event: PointerEvent, card: Card): void {
  if (event.button !== 0) return;
  const el = event.currentTarget as HTMLElement;
  const x0 = event.clientX;
  const y0 = event.clientY;
  let moved = false;

  const move = (e: PointerEvent) => {
    const dx = e.clientX - x0;
    const dy = e.clientY - y0;
    if (!moved && Math.hypot(dx, dy) < THRESHOLD) return;
    if (!moved) {
      moved = true;
      dragging.value = card;
    }
    el.style.translate = `${dx}px ${dy}px`;
    const { attack } = underPointer(e.clientX, e.clientY);
    dropTarget.value = attack && targetsOf(legal.value, card).includes(attack) ? attack : null;
  };
  const end = (e: PointerEvent) => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
    dropTarget.value = null;
    if (!moved) return;
    suppressUntil = performance.now() + 350;
    const { attack, onTable } = underPointer(e.clientX, e.clientY);
    const played = e.type === 'pointerup' && (attack || onTable) ? dropOn(card, attack) : false;
    const from = el.style.translate;
    dragging.value = null;
    el.style.translate = '';
    // Not played: glide back into the hand.
    if (!played && from)
      el.animate([{ translate: from }, { translate: '0px 0px' }], {
        duration: 180,
        easing: 'ease-out',
      });
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
}
