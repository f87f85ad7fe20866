// The deal's events (view.events, already filtered for the viewer) as readable lines in the
// page's language (i18n/areas/table.*.ts: `table.log.*`). Cards stay cards (segments), so the
// log can draw them in the chosen face. Who attacks and who defends is taken from the `bout`
// events themselves, not worked out.

import type { Card, GameEvent, Seat } from '@kaschlan/engine';
import { suitName } from '../cards/names';
import type { Face } from '../cards/suits';
import { t } from '../i18n';

export type Segment = string | { readonly card: Card };

export interface LogLine {
  readonly key: number;
  readonly kind: GameEvent['type'];
  /** Whose event it is (the loser for the end; null for the discard or a drawn end). */
  readonly seat: Seat | null;
  readonly segments: readonly Segment[];
}

export interface Naming {
  /** A seat's name ("Otto", or "You" for the viewer). */
  readonly name: (seat: Seat) => string;
  /** The viewer's seat, for "you draw" rather than "draws" (null for a spectator). */
  readonly me: Seat | null;
  /** The cards' face, for a trump suit named in words (French when not given). */
  readonly face?: Face;
}

const cards = (list: readonly Card[]): Segment[] =>
  list.flatMap((c, i) => (i === 0 ? [{ card: c }] : [' ', { card: c }]));

/** A sentence of the catalog with its `{0}`, `{1}` put in: the cards as segments. */
export function fill(text: string, slots: readonly (readonly Segment[])[] = []): Segment[] {
  return text
    .split(/\{(\d)\}/)
    .flatMap((part, i) => (i % 2 === 0 ? (part ? [part] : []) : [...(slots[Number(part)] ?? [])]));
}

/** The log lines of a deal so far, in the page's language. */
export function logLines(events: readonly GameEvent[], naming: Naming): LogLine[] {
  const lines: LogLine[] = [];
  let attacker: Seat | null = null;
  let defender: Seat | null = null;
  let unbeaten = 0;
  const push = (kind: GameEvent['type'], seat: Seat | null, segments: Segment[]) =>
    lines.push({ key: lines.length, kind, seat, segments });
  const you = (seat: Seat): boolean => seat === naming.me;
  for (const e of events) {
    const who = 'seat' in e ? naming.name(e.seat) : '';
    const me = 'seat' in e && you(e.seat);
    switch (e.type) {
      case 'deal': {
        const dealer = naming.name(e.dealer);
        push(
          'deal',
          e.dealer,
          e.trumpCard
            ? fill(t('table.log.deal')(dealer, you(e.dealer)), [[{ card: e.trumpCard }]])
            : fill(
                t('table.log.dealSuit')(
                  dealer,
                  you(e.dealer),
                  suitName(e.trump, naming.face ?? 'french'),
                ),
              ),
        );
        break;
      }
      case 'bout':
        attacker = e.attacker;
        defender = e.defender;
        unbeaten = 0;
        push(
          'bout',
          e.attacker,
          fill(
            t('table.log.bout')(
              naming.name(e.attacker),
              you(e.attacker),
              naming.name(e.defender),
              you(e.defender),
            ),
          ),
        );
        break;
      case 'lead':
        unbeaten += e.cards.length;
        push(
          'lead',
          e.seat,
          fill(t(e.seat === attacker ? 'table.log.lead' : 'table.log.reinforce')(who, me), [
            cards(e.cards),
          ]),
        );
        break;
      case 'coachman':
        unbeaten += 1;
        push('coachman', e.seat, fill(t('table.log.coachman')(who, me), [[{ card: e.card }]]));
        break;
      case 'pass': {
        const key =
          e.seat === defender && unbeaten === 0
            ? 'table.log.endBout'
            : e.forced
              ? 'table.log.nothing'
              : e.seat === attacker
                ? 'table.log.stop'
                : 'table.log.pass';
        push('pass', e.seat, fill(t(key)(who, me)));
        break;
      }
      case 'beat':
        unbeaten -= 1;
        push(
          'beat',
          e.seat,
          fill(t('table.log.beat')(who, me), [[{ card: e.attack }], [{ card: e.with }]]),
        );
        break;
      case 'selfAttack':
        push(
          'selfAttack',
          e.seat,
          fill(t('table.log.selfAttack')(who, me), [[{ card: e.card }], [{ card: e.with }]]),
        );
        break;
      case 'take':
        unbeaten = 0;
        push('take', e.seat, fill(t('table.log.take')(who, me), [cards(e.cards)]));
        break;
      case 'draw': {
        const trump = e.trumpCard ? fill(t('table.log.lastTrump'), [[{ card: e.trumpCard }]]) : [];
        const drew = e.cards
          ? fill(t('table.log.draw')(who, me), [cards(e.cards)])
          : fill(t('table.log.drawCount')(who, me, e.count));
        push('draw', e.seat, [...drew, ...trump]);
        break;
      }
      case 'discard':
        push('discard', null, fill(t('table.log.discard')(e.cards.length)));
        break;
      case 'out':
        push('out', e.seat, fill(t('table.log.out')(who, me)));
        break;
      case 'end':
        push(
          'end',
          e.loser,
          fill(
            e.loser === null
              ? t('table.log.drawn')
              : t('table.log.kaschlan')(naming.name(e.loser), you(e.loser)),
          ),
        );
        break;
    }
  }
  return lines;
}
