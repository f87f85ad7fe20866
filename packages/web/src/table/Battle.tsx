// The table of the bout: each attack card with the card that beat it lying across it. An
// unbeaten card is a drop target; it lights up when the picked (or dragged, or hovered) hand
// card may beat it, which is read from the legal beats, never worked out.

import type { View } from '@kaschlan/engine';
import { longName, rankPlural } from '../cards/names';
import { t } from '../i18n';
import {
  aim,
  beaters,
  cursor,
  hover,
  pickBeaten,
  pickTable,
  refusal,
  targets,
} from '../state/selection';
import { settings } from '../state/settings';
import { isYou, tableSource } from '../state/table-source';
import { dropTarget } from './drag';
import { PlayingCard } from './PlayingCard';

export function Battle(props: { view: View }) {
  const { view } = props;
  const face = settings.value.face;
  const cur = cursor.value;
  const lit = targets.value;
  const unbeaten = view.table.filter((e) => e.beatenBy === null).map((e) => e.card);
  const mine = view.legal.length > 0;
  const refused = refusal.value;
  const name = tableSource.value.name;
  const attacker = name(view.attacker);
  const defender = name(view.defender);
  const attackerYou = isYou(view.attacker);
  const defenderYou = isYou(view.defender);
  const who: Record<string, string> = {
    a: attackerYou ? t('table.battle.you') : attacker,
    d: defenderYou ? t('table.battle.youDefend') : defender,
  };
  return (
    <section class="battle" data-drop="table" aria-label={t('table.battle.label')}>
      <div class="bout-line">
        {view.over ? (
          t('table.battle.over')
        ) : (
          <>
            {t('table.battle.line')(attackerYou, defenderYou)
              .split(/\{([ad])\}/)
              .map((part, i) => (i % 2 === 0 ? part : <strong key={part}>{who[part]}</strong>))}
            {view.boutRank && <span class="bout-rank"> · {rankPlural(view.boutRank, face)}</span>}
          </>
        )}
      </div>
      <div class="pairs">
        {view.table.length === 0 && !view.over && (
          <div class="table-empty">{t('table.battle.empty')}</div>
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
            refused?.card === entry.card ? 'refused' : '',
          ].join(' ');
          const name = longName(entry.card, face);
          const label = !open
            ? t('table.pair.beaten')(name, longName(entry.beatenBy!, face))
            : mine && beaters.value.size > 0 && aim.value === entry.card
              ? t('table.pair.aimed')(name)
              : mine && lit.has(entry.card)
                ? t('table.pair.target')(name)
                : t('table.pair.open')(name);
          return (
            <div key={entry.card} class={classes}>
              <button
                type="button"
                class="attack"
                tabIndex={-1}
                data-attack={open ? entry.card : undefined}
                data-target={open && lit.has(entry.card) ? 'yes' : undefined}
                data-beaten={open ? undefined : entry.card}
                data-refused={refused?.card === entry.card ? refused.n : undefined}
                // A beaten card stays tappable, so a tap on it is answered rather than lost.
                aria-disabled={!open}
                onClick={() =>
                  open ? pickTable(entry.card) : pickBeaten(entry.card, entry.beatenBy!)
                }
                onPointerEnter={(e) => {
                  if (open && e.pointerType === 'mouse') hover.value = entry.card;
                }}
                onPointerLeave={() => {
                  if (hover.value === entry.card) hover.value = null;
                }}
              >
                <PlayingCard card={entry.card} from={`seat-${entry.by}`} unlabelled />
                <span class="sr-only card-name">{label}</span>
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
