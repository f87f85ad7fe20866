// One other seat at the table: name, level, role badge, Kaschlan marks, and the hand as card
// backs with a count. Cards everyone knows he holds (picked up, or the trump card drawn,
// R5.3) show face up, so the player need not remember them.

import type { Seat, View } from '@kaschlan/engine';
import { type BotLevel, LEVEL_NAMES } from '@kaschlan/table';
import { t } from '../i18n';
import { tableSource } from '../state/table-source';
import { Marks } from './Marks';
import { PlayingCard } from './PlayingCard';
import { RoleBadge } from './RoleBadge';
import { SeatTags } from './SeatTags';

const MAX_BACKS = 7;

/** A bot level in words; a source's own text (an online room's) as it comes. */
const levelName = (level: string): string =>
  (LEVEL_NAMES as readonly string[]).includes(level) ? t('table.level')(level as BotLevel) : level;

export function Opponent(props: { view: View; seat: Seat; thinking: boolean }) {
  const { view, seat } = props;
  const count = view.handSizes[seat] ?? 0;
  const known = view.known[seat] ?? [];
  const backs = Math.max(0, count - known.length);
  const out = view.out.includes(seat);
  // Each source has its own marks and levels, or none (the tutorial).
  const source = tableSource.value;
  const marks = source.marks(seat);
  const level = source.level(seat);
  const role = view.attacker === seat ? 'attacker' : view.defender === seat ? 'defender' : null;
  const loser = view.over && view.loser === seat;
  const classes = [
    'opponent',
    view.toAct === seat ? 'to-act' : '',
    out ? 'out' : '',
    loser ? 'loser' : '',
  ].join(' ');
  return (
    <section
      class={classes}
      data-seat={seat}
      aria-label={t('table.seat.label')(source.name(seat), count)}
    >
      <header class="opp-head">
        <span class="opp-name">{source.name(seat)}</span>
        {level && <span class="opp-level">{levelName(level)}</span>}
        <Marks count={marks} />
      </header>
      <div
        class="opp-hand"
        data-anchor={`seat-${seat}`}
        style={{ '--shown': known.length + Math.min(backs, MAX_BACKS) }}
      >
        {known.map((card) => (
          <PlayingCard key={card} card={card} from={`seat-${seat}`} class="mini known" />
        ))}
        {Array.from({ length: Math.min(backs, MAX_BACKS) }, (_, i) => (
          <PlayingCard
            key={`back-${seat}-${i}`}
            card={null}
            flip={`back-${seat}-${i}`}
            from="talon"
            class="mini"
          />
        ))}
      </div>
      <footer class="opp-foot">
        {role && !out && !view.over && <RoleBadge role={role} />}
        {out ? (
          <span class="status out-tag">{t('table.seat.out')}</span>
        ) : loser ? (
          <span class="status kaschlan-tag">{t('table.seat.kaschlan')}</span>
        ) : (
          <span class="count" data-count={count}>
            {count}
            <span class="wide-only"> {t('table.cardsWord')(count)}</span>
          </span>
        )}
        {props.thinking && source.isBot(seat) && (
          <span class="thinking" title={t('table.seat.thinking')} aria-hidden="true" />
        )}
        <SeatTags seat={seat} />
      </footer>
    </section>
  );
}
