// The viewer's hand, fanned along the bottom. The fan is laid out from the width it gets, so
// five cards or fifteen fit from a phone to a desktop; past a point the fan breaks into two
// rows rather than hide the corner indices. Cards are buttons: click or tap to pick, double
// click (or double tap) the same card to play it, drag onto an attack card to beat it.

import type { Card, View } from '@kaschlan/engine';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { longName } from '../cards/names';
import { t } from '../i18n';
import {
  beaters,
  cursor,
  doubleTap,
  hover,
  playable,
  refusal,
  selected,
  tapHand,
} from '../state/selection';
import { settings } from '../state/settings';
import { clickIsDragTail, dragging, startDrag } from './drag';
import { PlayingCard } from './PlayingCard';

interface Spot {
  readonly left: number;
  readonly top: number;
  readonly angle: number;
}

/** Where each of `n` cards of width `w` goes in a box `width` wide. */
export function fan(n: number, width: number, w: number): { spots: Spot[]; height: number } {
  const h = w * 1.4;
  // Room above the fan for a picked card, which rises (cards.css: .selected).
  const lift = w * 0.26;
  const fits = (k: number) => (k > 1 ? (width - w) / (k - 1) : w);
  const rows = n > 1 && fits(n) < w * 0.3 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const spots: Spot[] = [];
  for (let r = 0; r < rows; r++) {
    const k = r === rows - 1 ? n - perRow * r : perRow;
    const step = Math.min(w * 0.7, fits(k));
    const total = w + step * (k - 1);
    const mid = (k - 1) / 2;
    const spread = Math.min(3.2, 22 / Math.max(k, 1));
    for (let i = 0; i < k; i++) {
      const t = mid === 0 ? 0 : (i - mid) / mid;
      spots.push({
        left: (width - total) / 2 + i * step,
        top: lift + r * h * 0.48 + t * t * Math.min(12, w * 0.14),
        angle: (i - mid) * spread,
      });
    }
  }
  // Room for the arc and the tilt of the outer cards.
  return { spots, height: lift + (rows - 1) * h * 0.48 + Math.min(12, w * 0.14) + h + w * 0.22 };
}

/**
 * The hand's width and the card width the stylesheet chose for this screen (--hand-w, read
 * off a probe element since a custom property does not compute to pixels), kept up to date.
 */
function useSizes(
  box: { current: HTMLElement | null },
  probe: { current: HTMLElement | null },
): { width: number; card: number } {
  const [sizes, setSizes] = useState({ width: 0, card: 84 });
  useLayoutEffect(() => {
    const b = box.current;
    const p = probe.current;
    if (!b || !p) return;
    const measure = () => setSizes({ width: b.clientWidth, card: p.offsetWidth || 84 });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(b);
    ro.observe(p);
    return () => ro.disconnect();
  }, []);
  return sizes;
}

export function Hand(props: { view: View }) {
  const { view } = props;
  const ref = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const { width, card: w } = useSizes(ref, probe);
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const mine = view.legal.length > 0;
  const face = settings.value.face;
  // A spectator (hot seat, between people) sees backs only.
  const cards: (Card | null)[] = view.hand ? [...view.hand] : [];
  const { spots, height } = fan(cards.length, Math.max(width, w), w);
  const cur = cursor.value;
  const sel = selected.value;
  const glow = beaters.value;
  const canPlay = playable.value;
  const refused = refusal.value;
  return (
    <div
      ref={ref}
      class={`hand${mine ? ' my-turn' : ''}`}
      style={{ height: `${height}px` }}
      data-anchor={seat === null ? undefined : `seat-${seat}`}
    >
      <span class="probe" ref={probe} aria-hidden="true" />
      {cards.map((card, i) => {
        const spot = spots[i]!;
        const key = card ?? `back-hand-${i}`;
        const name = !card
          ? t('table.card.back')
          : mine && !canPlay.has(card)
            ? t('table.hand.cannotPlay')(longName(card, face))
            : longName(card, face);
        const classes = [
          'hand-card',
          card && sel.has(card) ? 'selected' : '',
          card && canPlay.has(card) ? 'playable' : mine ? 'dim' : '',
          card && glow.has(card) ? 'beater' : '',
          cur?.row === 'hand' && cur.index === i ? 'cursor' : '',
          card && dragging.value === card ? 'dragging' : '',
          card && refused?.card === card ? 'refused' : '',
        ].join(' ');
        return (
          <button
            type="button"
            key={key}
            class={classes}
            style={{
              left: `${spot.left}px`,
              top: `${spot.top}px`,
              transform: `rotate(${spot.angle}deg)`,
              zIndex: i + 1,
            }}
            aria-pressed={card ? sel.has(card) : undefined}
            data-hand-card={card ?? undefined}
            data-playable={card && canPlay.has(card) ? 'yes' : undefined}
            tabIndex={-1}
            data-refused={card && refused?.card === card ? refused.n : undefined}
            onClick={(e) => card && !clickIsDragTail() && tapHand(card, e.detail)}
            onDblClick={() => card && doubleTap(card)}
            onPointerDown={(e) => card && canPlay.has(card) && startDrag(e, card)}
            onPointerEnter={(e) => {
              if (card && e.pointerType === 'mouse') hover.value = card;
            }}
            onPointerLeave={() => {
              if (card && hover.value === card) hover.value = null;
            }}
          >
            <PlayingCard card={card} flip={key} from="talon" unlabelled />
            {/* The name in words, as content (the picture's indices are not words). */}
            <span class="sr-only card-name">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
