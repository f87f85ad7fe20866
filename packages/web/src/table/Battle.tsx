// The table of the bout: each attack card with the card that beat it lying across it. An
// unbeaten card is a drop target; it lights up when the picked (or dragged, or hovered) hand
// card may beat it, which is read from the legal beats, never worked out.

import type { View } from '@kaschlan/engine';
import { longName, rankPlural } from '../cards/names';
import { aim, beaters, cursor, hover, pickTable, targets } from '../state/selection';
import { nameOf, settings } from '../state/store';
import { dropTarget } from './drag';
import { PlayingCard } from './PlayingCard';

export function Battle(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const cur = cursor.value;
  const lit = targets.value;
  const unbeaten = view.table.filter((t) => t.beatenBy === null).map((t) => t.card);
  const mine = view.legal.length > 0;
  return (
    <section class="battle" data-drop="table" aria-label="The table">
      <div class="bout-line">
        {view.over ? (
          'The deal is over'
        ) : (
          <>
            <strong>{nameOf(view.attacker)}</strong>{' '}
            {nameOf(view.attacker) === 'You' ? 'attack' : 'attacks'}{' '}
            <strong>{nameOf(view.defender) === 'You' ? 'you' : nameOf(view.defender)}</strong>
            {view.boutRank && <span class="bout-rank"> · {rankPlural(view.boutRank, face)}</span>}
          </>
        )}
      </div>
      <div class="pairs">
        {view.table.length === 0 && !view.over && (
          <div class="table-empty">Waiting for the lead</div>
        )}
        {view.table.map((entry) => {
          const open = entry.beatenBy === null;
          const index = unbeaten.indexOf(entry.card);
          const classes = [
            'pair',
            open ? 'open' : 'beaten',
            open && lit.has(entry.card) ? 'target' : '',
            aim.value === entry.card ? 'aimed' : '',
            dropTarget.value === entry.card ? 'drop' : '',
            open && cur?.row === 'table' && cur.index === index ? 'cursor' : '',
          ].join(' ');
          const label = open
            ? `${longName(entry.card, face)}, not beaten${mine && beaters.value.size > 0 && aim.value === entry.card ? ': pick a card to beat it' : ''}`
            : `${longName(entry.card, face)}, beaten by ${longName(entry.beatenBy!, face)}`;
          return (
            <div key={entry.card} class={classes}>
              <button
                type="button"
                class="attack"
                tabIndex={-1}
                data-attack={open ? entry.card : undefined}
                data-target={open && lit.has(entry.card) ? 'yes' : undefined}
                aria-label={label}
                disabled={!open}
                onClick={() => open && pickTable(entry.card)}
                onPointerEnter={(e) => {
                  if (open && e.pointerType === 'mouse') hover.value = entry.card;
                }}
                onPointerLeave={() => {
                  if (hover.value === entry.card) hover.value = null;
                }}
              >
                <PlayingCard card={entry.card} from={`seat-${entry.by}`} unlabelled />
              </button>
              {entry.beatenBy && (
                <div class="beater-card">
                  <PlayingCard card={entry.beatenBy} from={`seat-${view.defender}`} unlabelled />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
